import Foundation
import PixelEngine

/// How a `UIGraphicsImageRenderer` makes its images: the scale (pixels per point, the main screen's
/// by default) and whether they are opaque.
@MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images; non-finite or non-positive values use the main screen's.
    public var scale: CGFloat
    /// Whether the images have no transparency (they start opaque black rather than clear).
    public var opaque = false

    /// The main screen's scale, not opaque.
    public init() { scale = UIScreen.main.scale }
    /// The format of the device's screen (same as `init()`).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// A format for `traitCollection`'s display (this platform has one screen: its scale).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? min(scale, 16) : UIScreen.main.scale }
}

/// The drawing context a renderer's actions draw into: `cgContext` (also the current context for
/// UIKit drawing such as `UIBezierPath.fill()` and `UIColor.setFill()`).
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context drawn into (user space in points, origin top left).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let bitmap: Bitmap
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bitmap: Bitmap, scale: CGFloat) {
        self.cgContext = cgContext; self.format = format; self.bitmap = bitmap; self.scale = scale
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage { UIImage(bitmap: bitmap.copy(), scale: scale) }
    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into an offscreen bitmap and returns it as a `UIImage`, PNG or JPEG data.
@MainActor
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer for the area `bounds` (its origin at the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` on a fresh context and returns what they drew. A size that is empty, negative,
    /// non-finite or beyond 16384 pixels a side gives an empty image (logged), as UIKit's does.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.effectiveScale
        guard let ctx = UIGraphicsImageRenderer.makeContext(bounds: bounds, scale: scale, opaque: format.opaque,
                                                            caller: "UIGraphicsImageRenderer") else {
            return UIImage(bitmap: Bitmap(width: 0, height: 0), scale: scale)
        }
        let context = UIGraphicsImageRendererContext(cgContext: ctx, format: format, bitmap: ctx.canvas.target, scale: scale)
        UIGraphicsPushContext(ctx)
        actions(context)
        UIGraphicsPopContext()
        ctx.canvas.flush()
        return UIImage(bitmap: ctx.canvas.target, scale: scale)
    }

    /// Runs `actions` and returns the image as PNG data (empty when it cannot be encoded; logged).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data at `compressionQuality` (0...1).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// A context drawing into a new bitmap covering `bounds` at `scale`, or nil (logged) for a size it
    /// cannot allocate.
    static func makeContext(bounds: CGRect, scale: CGFloat, opaque: Bool, caller: String) -> CGContext? {
        let w = bounds.width * scale, h = bounds.height * scale
        guard w.isFinite, h.isFinite, bounds.minX.isFinite, bounds.minY.isFinite, w >= 0.5, h >= 0.5, w <= 16384, h <= 16384 else {
            UIApplication.shared.log("\(caller): cannot draw an image of \(bounds.size) points at scale \(scale); expected a size of 1...16384 pixels a side")
            return nil
        }
        let bitmap = Bitmap(width: Int(w.rounded()), height: Int(h.rounded()))
        if opaque { bitmap.fill(bitmap.bounds, with: 0xFF00_0000) }
        let ctx = CGContext(bitmap: bitmap, scale: scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.imageScale = scale
        return ctx
    }
}

/// Starts drawing into a new image of `size` points; `scale` 0 means the main screen's. Draw through
/// `UIGraphicsGetCurrentContext()`, take the result with `UIGraphicsGetImageFromCurrentImageContext()`,
/// finish with `UIGraphicsEndImageContext()`.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 || !scale.isFinite || scale < 0 ? UIScreen.main.scale : min(scale, 16)
    guard let ctx = UIGraphicsImageRenderer.makeContext(bounds: CGRect(origin: .zero, size: size), scale: s, opaque: opaque,
                                                        caller: "UIGraphicsBeginImageContextWithOptions") else {
        // A context that draws nowhere keeps Begin and End balanced.
        let empty = CGContext(bitmap: Bitmap(width: 0, height: 0), scale: s)
        empty.imageScale = s
        UIGraphicsPushContext(empty)
        return
    }
    UIGraphicsPushContext(ctx)
}

/// Starts drawing into a new transparent image of `size` points at scale 1.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context holds, as an image; nil when the current context is not an image
/// context (none was begun).
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let ctx = UIGraphicsGetCurrentContext(), let scale = ctx.imageScale else { return nil }
    ctx.canvas.flush()
    let b = ctx.canvas.target
    guard b.width > 0, b.height > 0 else { return nil }
    return UIImage(bitmap: b.copy(), scale: scale)
}

/// Ends the image context begun last (a no-op, logged, when the current context is not one).
@MainActor public func UIGraphicsEndImageContext() {
    guard let ctx = UIGraphicsGetCurrentContext(), ctx.imageScale != nil else {
        UIApplication.shared.log("UIGraphicsEndImageContext(): no image context is current; nothing to end")
        return
    }
    UIGraphicsPopContext()
}
