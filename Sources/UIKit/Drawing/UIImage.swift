import Foundation
import PixelEngine

/// An immutable image: premultiplied pixels and the scale (pixels per point) they were made for. An
/// `NSObject` as in UIKit (equal only to itself).
public final class UIImage: NSObject, @unchecked Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: CGFloat
    /// The asset name this image was loaded from, if any.
    public let assetName: String?
    /// True for the stand-in `UIImage(named:)` gives when the asset is missing or cannot be decoded.
    public internal(set) var isPlaceholder = false
    /// How views draw the image: as its own colours, or as a template filled with a tint (see `RenderingMode`).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The colour `withTintColor(_:)` gave the image: a template draws in it instead of the view's tint.
    var fixedTintColor: UIColor?
    /// For a symbol image (`UIImage(systemName:)`): its name and the configuration it was drawn for.
    var symbol: UISymbolImageSource?

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Wraps a bitmap made for `scale` pixels per point.
    public init(bitmap: Bitmap, scale: CGFloat = 1, assetName: String? = nil) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.assetName = assetName
        super.init()
    }

    /// A copy sharing this image's pixels, scale and name, with its placeholder flag, rendering mode, fixed tint and
    /// symbol source (the variations `withRenderingMode`, `withTintColor` and symbol configurations start from).
    func variant() -> UIImage {
        let image = UIImage(bitmap: bitmap, scale: scale, assetName: assetName)
        image.isPlaceholder = isPlaceholder
        image.renderingMode = renderingMode
        image.fixedTintColor = fixedTintColor
        image.symbol = symbol
        return image
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
