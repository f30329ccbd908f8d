import Foundation

/// How a bar draws its appearance: the material fills the bar view's layer; `draw(_:)` then composites the
/// background colour, the background image and the shadow line, in UIKit's order.
extension UIBarAppearance {
    /// What the bar view's own background is: the material's colour, or nothing.
    var materialColor: UIColor? { usesDefaultMaterial ? .barBackground : nil }

    /// Whether `color` is missing or clear (no shadow, per UIKit's rule).
    private static func isInvisible(_ color: UIColor?) -> Bool {
        guard let color else { return true }
        return (color.cgColor.components.last ?? 0) <= 0
    }

    /// Draws the colour and image over the material across `bounds`, then the shadow in `shadowRect`
    /// (the standard line, or `shadowImage` at its own height along that edge).
    @MainActor func drawBackground(in bounds: CGRect, shadowRect: CGRect, shadowAtBottom: Bool) {
        if let backgroundColor {
            backgroundColor.setFill()
            UIGraphicsGetCurrentContext()?.fill(bounds)
        }
        if let image = backgroundImage {
            let mode = backgroundImageContentMode == .redraw ? .scaleToFill : backgroundImageContentMode
            let target = UIImageView.rect(for: image.size, in: bounds, contentMode: mode)
            UIGraphicsGetCurrentContext()?.saveGState()
            UIGraphicsGetCurrentContext()?.clip(to: bounds)
            image.draw(in: target)
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        if let image = shadowImage {
            let template = image.drawsAsTemplate(byDefault: false)
            if template && Self.isInvisible(shadowColor) { return }
            let h = image.size.height
            let rect = CGRect(x: bounds.minX, y: shadowAtBottom ? bounds.maxY - h : bounds.minY, width: bounds.width, height: h)
            image.draw(in: rect, tint: shadowColor ?? .clear, templateByDefault: false)
        } else if !Self.isInvisible(shadowColor), let shadowColor {
            shadowColor.setFill()
            UIGraphicsGetCurrentContext()?.fill(shadowRect)
        }
    }
}
