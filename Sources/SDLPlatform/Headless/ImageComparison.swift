import Foundation
import PixelEngine

/// Compares two images channel by channel (red, green, blue, alpha) and draws where they differ; screenshot
/// expectations in scripts and snapshot assertions of UIKitTesting both use it.
public struct ImageComparison {
    /// Pixels compared (0 when the sizes differ).
    public let pixelCount: Int
    /// Pixels where some channel differs by more than the tolerance.
    public let differingPixels: Int
    /// The largest difference of one channel seen anywhere (0...255).
    public let largestDifference: Int
    /// Set when the two images do not have the same size (then nothing else was compared).
    public let sizeMismatch: String?
    /// The actual image, greyed and dimmed, with differing pixels in opaque red; nil when sizes differ.
    public let diff: Bitmap?

    /// The share of pixels that differ (0...1; 1 when the sizes differ).
    public var differingShare: Double { pixelCount == 0 ? 1 : Double(differingPixels) / Double(pixelCount) }

    /// Compares `actual` with `reference`; a channel differing by `tolerance` or less counts as equal.
    public init(actual: Bitmap, reference: Bitmap, tolerance: Int) {
        guard actual.width == reference.width, actual.height == reference.height else {
            pixelCount = 0; differingPixels = 0; largestDifference = 255; diff = nil
            sizeMismatch = "size \(actual.width)x\(actual.height) pixels, reference \(reference.width)x\(reference.height)"
            return
        }
        sizeMismatch = nil
        let out = Bitmap(width: actual.width, height: actual.height)
        var differing = 0, largest = 0
        let t = max(0, tolerance)
        for y in 0..<actual.height {
            let a = actual.row(y), r = reference.row(y), d = out.row(y)
            for x in 0..<actual.width {
                let p = a[x], q = r[x]
                var worst = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let delta = abs(Int((p >> UInt32(shift)) & 255) - Int((q >> UInt32(shift)) & 255))
                    worst = max(worst, delta)
                }
                largest = max(largest, worst)
                if worst > t {
                    differing += 1
                    d[x] = 0xFFFF_0000
                } else {
                    // Grey at 40% brightness, so the red stands out against the picture.
                    let grey = (((p >> 16) & 255) * 30 + ((p >> 8) & 255) * 59 + (p & 255) * 11) / 100 * 2 / 5
                    d[x] = 0xFF00_0000 | (grey << 16) | (grey << 8) | grey
                }
            }
        }
        pixelCount = actual.width * actual.height
        differingPixels = differing
        largestDifference = largest
        diff = out
    }

    /// The region `rect` (pixels, clipped to the image) of `bitmap` as a new bitmap; nil when nothing is left.
    public static func crop(_ bitmap: Bitmap, to rect: PixelRect) -> Bitmap? {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(bitmap.width, rect.x + rect.width), y1 = min(bitmap.height, rect.y + rect.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let out = Bitmap(width: x1 - x0, height: y1 - y0)
        for y in y0..<y1 {
            let s = bitmap.row(y) + x0, d = out.row(y - y0)
            for x in 0..<(x1 - x0) { d[x] = s[x] }
        }
        return out
    }
}
