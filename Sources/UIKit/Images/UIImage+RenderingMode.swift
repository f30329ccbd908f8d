import Foundation
import PixelEngine

extension UIImage {
    /// How a view uses an image's colours: as they are, or as a template whose shape (its alpha) is filled with a tint.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: bars, tab bars, segmented controls, steppers and system buttons draw a template;
        /// image views and custom buttons draw the image as it is. Symbol images are templates everywhere.
        case automatic
        /// The image as it is, in every context.
        case alwaysOriginal
        /// The image's shape filled with the tint (the view's `tintColor`, or the one `withTintColor` fixed).
        case alwaysTemplate
    }

    /// A copy of the image (sharing its pixels) that draws in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = variant()
        image.renderingMode = renderingMode
        return image
    }

    /// A version of the image in `color`, keeping its rendering mode. A bitmap image becomes its shape filled with
    /// the colour (its own colours are gone, as Core Graphics' destination-in gives); a symbol image keeps its shape
    /// and always draws in `color` instead of a view's tint.
    @preconcurrency @MainActor public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A version of the image in `color` (as `withTintColor(_:)`) that draws in `renderingMode`.
    @preconcurrency @MainActor public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = symbol == nil
            ? UIImage(bitmap: UIImage.filledShape(of: bitmap, color: color.cgColor.pixelColor), scale: scale, assetName: assetName)
            : variant()
        image.symbol = symbol
        image.isPlaceholder = isPlaceholder
        image.renderingMode = renderingMode
        image.fixedTintColor = color
        return image
    }

    /// Whether the image draws as a template in a context whose automatic mode is a template (`templateByDefault`)
    /// or not: an explicit mode wins, and a symbol image is always one.
    func drawsAsTemplate(byDefault templateByDefault: Bool) -> Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbol != nil || templateByDefault
        }
    }

    /// Draws the image into `rect` the way its rendering mode and the context want: a template is its shape filled
    /// with the fixed tint or `tint`; otherwise the pixels as they are (a symbol in its fixed tint, or black).
    @preconcurrency @MainActor func draw(in rect: CGRect, tint: UIColor, templateByDefault: Bool, alpha: CGFloat = 1) {
        if drawsAsTemplate(byDefault: templateByDefault) {
            drawFilledShape(in: rect, color: fixedTintColor ?? tint, alpha: alpha)
        } else if symbol != nil, let fixed = fixedTintColor {
            drawFilledShape(in: rect, color: fixed, alpha: alpha)
        } else {
            draw(in: rect, alpha: alpha)
        }
    }

    /// Draws the image's shape (its alpha) filled with `color`, with `alpha`.
    @preconcurrency @MainActor func drawFilledShape(in rect: CGRect, color: UIColor, alpha: CGFloat = 1) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.draw(UIImage.filledShape(of: bitmap, color: color.cgColor.pixelColor), in: rect, alpha: alpha)
    }

    /// `bitmap`'s alpha as a mask filled with `color`: the pixels of a template drawn in that colour.
    static func filledShape(of bitmap: Bitmap, color: PixelColor) -> Bitmap {
        let tinted = Bitmap(width: bitmap.width, height: bitmap.height)
        let mask = AlphaMask(width: bitmap.width, height: bitmap.height)
        for y in 0..<bitmap.height {
            let src = bitmap.pixels + y * bitmap.stride
            let dst = mask.pixels + y * mask.stride
            for x in 0..<bitmap.width { dst[x] = UInt8(truncatingIfNeeded: src[x] >> 24) }
        }
        Canvas(tinted).drawMask(mask, x: 0, y: 0, color: color)
        return tinted
    }
}
