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
        if rect.isFiniteRect, let d = ((view ?? window)?.layer ?? layer.rootLayer).translation(from: layer) {
            return rect.offsetBy(dx: d.x, dy: d.y)
        }
        return boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) })
    }

    /// Converts `rect` from `view`'s coordinates into this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if rect.isFiniteRect, let d = layer.translation(from: (view ?? window)?.layer ?? layer.rootLayer) {
            return rect.offsetBy(dx: d.x, dy: d.y)
        }
        return boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) })
    }

    private func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
