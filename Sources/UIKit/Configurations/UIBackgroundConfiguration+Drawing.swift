import Foundation

extension UIBackgroundConfiguration {
    /// The area the background covers in `bounds`: less `backgroundInsets`, and less `margins` on the edges
    /// in `edgesAddingLayoutMarginsToBackgroundInsets`; never negative.
    func backgroundRect(in bounds: CGRect, margins: UIEdgeInsets = .zero) -> CGRect {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let edges = edgesAddingLayoutMarginsToBackgroundInsets
        let left = finite(backgroundInsets.leading) + (edges.contains(.leading) ? margins.left : 0)
        let right = finite(backgroundInsets.trailing) + (edges.contains(.trailing) ? margins.right : 0)
        let top = finite(backgroundInsets.top) + (edges.contains(.top) ? margins.top : 0)
        let bottom = finite(backgroundInsets.bottom) + (edges.contains(.bottom) ? margins.bottom : 0)
        return CGRect(x: bounds.minX + left, y: bounds.minY + top, width: max(bounds.width - left - right, 0),
                      height: max(bounds.height - top - bottom, 0))
    }

    /// Fills `rect` with `fill` (when given) at `cornerRadius` and strokes it by the stroke settings in
    /// `strokeColor`, into the current graphics context.
    @MainActor func draw(in rect: CGRect, fill: UIColor?, strokeColor: UIColor, cornerRadius: CGFloat) {
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        if let fill {
            fill.setFill()
            UIBezierPath(roundedRect: rect, cornerRadius: radius).fill()
        }
        guard strokeWidth.isFinite, strokeWidth > 0 else { return }
        let outset = strokeOutset.isFinite ? strokeOutset : 0
        let edge = rect.insetBy(dx: strokeWidth / 2 - outset, dy: strokeWidth / 2 - outset)
        strokeColor.setStroke()
        let path = UIBezierPath(roundedRect: edge, cornerRadius: max(radius - strokeWidth / 2 + outset, 0))
        path.lineWidth = strokeWidth
        path.stroke()
    }
}
