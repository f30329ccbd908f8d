import Foundation
import PixelEngine

extension String {
    /// The size of this string, set on one line with `attributes` (the font defaults to the 12-point system font).
    @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        return UITextMeasurement.size(of: self, font: font)
    }

    /// Draws this string on one line with its top-left corner at `point` in the current context.
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext(), point.x.isFinite, point.y.isFinite else { return }
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        let color = (attributes?[.foregroundColor] as? UIColor) ?? .black
        if let background = attributes?[.backgroundColor] as? UIColor {
            ctx.saveGState(); ctx.setFillColor(background.cgColor)
            ctx.fill(CGRect(origin: point, size: size(withAttributes: attributes)))
            ctx.restoreGState()
        }
        UITextMeasurement.draw(self, at: point, font: font, color: color, in: ctx)
    }

    /// Draws this string inside `rect`, clipped to it, starting at its top-left corner.
    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState(); ctx.clip(to: rect)
        draw(at: rect.origin, withAttributes: attributes)
        ctx.restoreGState()
    }
}

/// One place that measures and draws single lines of text through the platform's rasterizer.
@MainActor
enum UITextMeasurement {
    static func size(of text: String, font: UIFont) -> CGSize {
        if let platform = UIApplication.shared.platform { return platform.measure(text, font: font) }
        // Without a platform (unit tests): a rough fixed-pitch estimate keeps layout deterministic.
        return CGSize(width: CGFloat(text.count) * font.pointSize * 0.6, height: (font.pointSize * 1.17).rounded(.up))
    }

    /// Draws `text` with its top-left at `point`; the glyph mask is placed in device pixels.
    static func draw(_ text: String, at point: CGPoint, font: UIFont, color: UIColor, in ctx: CGContext) {
        ctx.hasIssuedDrawing = true
        guard !ctx.canvas.clipsEverything else { return }
        let t = ctx.ctm
        let scale = max((t.a * t.a + t.b * t.b).squareRoot(), 0.01)
        guard let platform = UIApplication.shared.platform,
              let image = platform.render(text, font: font, scale: scale) else { return }
        let origin = point.applying(t)
        // Text placed absurdly far away (or at NaN) lands on no pixel; it must not trap converting to integers.
        guard abs(origin.x) < 1e9, abs(origin.y) < 1e9 else { return }
        if t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 {
            ctx.canvas.drawMask(image.mask, x: Int(origin.x.rounded()), y: Int(origin.y.rounded()), color: color.cgColor.pixelColor)
        } else {
            // Rotated or flipped text: draw the coverage as an image through the full transform.
            let bitmap = Bitmap(width: image.mask.width, height: image.mask.height)
            let canvas = Canvas(bitmap)
            canvas.drawMask(image.mask, x: 0, y: 0, color: color.cgColor.pixelColor)
            ctx.draw(bitmap, in: CGRect(origin: point, size: CGSize(width: CGFloat(image.mask.width) / scale,
                                                                      height: CGFloat(image.mask.height) / scale)))
        }
    }
}
