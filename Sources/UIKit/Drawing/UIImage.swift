import Foundation
import PixelEngine

/// An immutable image: premultiplied pixels and the scale (pixels per point) they were made for.
public final class UIImage: @unchecked Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// The asset name this image was loaded from, if any.
    public let assetName: String?
    /// True for the stand-in `UIImage(named:)` gives when the asset is missing or cannot be decoded.
    public internal(set) var isPlaceholder = false

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Wraps a bitmap made for `scale` pixels per point.
    public init(bitmap: Bitmap, scale: CGFloat = 1, assetName: String? = nil) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.assetName = assetName
    }

    /// Loads the asset `name` from the app's asset folder, picking the `@2x` variant on a 2x screen.
    /// A missing or undecodable asset logs one line naming the file and gives a visible placeholder
    /// (`isPlaceholder`, `placeholderSize`) rather than nil, so the app carries on and the gap shows.
    /// Nil only for a name that cannot be a file name (empty, or containing `/` or NUL).
    @preconcurrency @MainActor public convenience init?(named name: String) {
        guard let image = UIApplication.shared.cachedImage(named: name) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale, assetName: name)
        isPlaceholder = image.isPlaceholder
    }

    /// Draws the image with its top-left corner at `point` in the current context.
    @preconcurrency @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled to fill `rect` in the current context.
    @preconcurrency @MainActor public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(bitmap, in: rect)
    }

    /// Draws the image into `rect` with `alpha`.
    @preconcurrency @MainActor public func draw(in rect: CGRect, blendMode: Int = 0, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.draw(bitmap, in: rect, alpha: alpha)
    }
}
