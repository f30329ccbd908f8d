import Foundation
import PixelEngine

/// An immutable bitmap image (Core Graphics' `CGImage`): premultiplied 32-bit pixels with no scale
/// of its own; what `CALayer.contents` takes and `UIImage.cgImage` gives.
public final class CGImage: @unchecked Sendable {
    /// The pixels (premultiplied 0xAARRGGBB).
    public let bitmap: Bitmap

    /// Wraps `bitmap`; the image shares its pixels, so the bitmap must not change afterwards.
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32: alpha, red, green, blue).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of the pixel data.
    public var bytesPerRow: Int { bitmap.stride * 4 }

    /// The part of the image inside `rect` (pixels, top-left origin), as a new image; the rectangle is
    /// first made integral and clipped to the image. Nil when nothing is left (Core Graphics' rule).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        if x0 == 0 && y0 == 0 && w == width && h == height { return self }
        let out = Bitmap(width: w, height: h)
        for y in 0..<h {
            (out.pixels + y * out.stride).update(from: bitmap.pixels + (y0 + y) * bitmap.stride + x0, count: w)
        }
        return CGImage(bitmap: out)
    }
}

extension UIImage {
    /// The image's pixels as a `CGImage` (sharing them, no copy).
    public var cgImage: CGImage? { CGImage(bitmap: bitmap) }

    /// An image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap, scale: 1) }

    /// An image of `cgImage` made for `scale` pixels per point, drawn in `orientation` (the pixels are
    /// turned or mirrored once, here, so everything that draws the image sees it upright).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(bitmap: orientation == .up ? cgImage.bitmap : UIImage.oriented(cgImage.bitmap, orientation), scale: scale)
    }

    /// How the pixels of an image are turned to show it upright (`UIImage.Orientation`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The pixels of `b` shown in orientation `o`: down is half a turn, left a quarter turn
    /// counterclockwise, right a quarter turn clockwise; the mirrored ones flip horizontally first.
    static func oriented(_ b: Bitmap, _ o: Orientation) -> Bitmap {
        let w = b.width, h = b.height
        let swaps = [Orientation.left, .right, .leftMirrored, .rightMirrored].contains(o)
        let out = Bitmap(width: swaps ? h : w, height: swaps ? w : h)
        for y in 0..<out.height {
            for x in 0..<out.width {
                // (x, y) in the output -> (sx, sy) in the stored pixels.
                var sx: Int, sy: Int
                switch o {
                case .up: sx = x; sy = y
                case .upMirrored: sx = w - 1 - x; sy = y
                case .down: sx = w - 1 - x; sy = h - 1 - y
                case .downMirrored: sx = x; sy = h - 1 - y
                case .left: sx = w - 1 - y; sy = x
                case .leftMirrored: sx = w - 1 - y; sy = h - 1 - x
                case .right: sx = y; sy = h - 1 - x
                case .rightMirrored: sx = y; sy = x
                }
                out.pixels[y * out.stride + x] = b.pixels[sy * b.stride + sx]
            }
        }
        return out
    }
}
