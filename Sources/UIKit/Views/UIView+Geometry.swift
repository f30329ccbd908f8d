import Foundation

extension UIView {
    /// Converts `point` from this view's coordinates into `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) into this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts `rect` from this view's coordinates into `view`'s (the bounding box of its corners).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target = (view ?? window)?.layer ?? layer.rootLayer
        if rect.isFiniteRect, let d = target.translation(from: layer) {
            return rect.offsetBy(dx: d.x, dy: d.y)
        }
        return boundingBox(target.convert(corners(of: rect), fromGeneral: layer))
    }

    /// Converts `rect` from `view`'s coordinates into this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let source = (view ?? window)?.layer ?? layer.rootLayer
        if rect.isFiniteRect, let d = layer.translation(from: source) {
            return rect.offsetBy(dx: d.x, dy: d.y)
        }
        return boundingBox(layer.convert(corners(of: rect), fromGeneral: source))
    }

    private func corners(of rect: CGRect) -> CALayer.Quad {
        CALayer.Quad(CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY))
    }

    private func boundingBox(_ q: CALayer.Quad) -> CGRect {
        guard q.a.x.isFinite, q.a.y.isFinite, q.b.x.isFinite, q.b.y.isFinite,
              q.c.x.isFinite, q.c.y.isFinite, q.d.x.isFinite, q.d.y.isFinite else { return .null }
        let minX = min(min(q.a.x, q.b.x), min(q.c.x, q.d.x)), maxX = max(max(q.a.x, q.b.x), max(q.c.x, q.d.x))
        let minY = min(min(q.a.y, q.b.y), min(q.c.y, q.d.y)), maxY = max(max(q.a.y, q.b.y), max(q.c.y, q.d.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
