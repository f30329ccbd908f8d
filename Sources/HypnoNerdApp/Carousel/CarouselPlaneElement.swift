import UIKit

/// One of the carousel's planes (a `CAGradientLayer`) as an accessibility element: "Plane 2 of 5", framed
/// where the plane is drawn (its corners carried through every layer's presentation transform).
@MainActor
final class CarouselPlaneElement: UIAccessibilityElement {
    private weak var plane: CALayer?

    init(plane: CALayer, index: Int, count: Int, container: UIView) {
        self.plane = plane
        super.init(accessibilityContainer: container)
        accessibilityLabel = "Plane \(index + 1) of \(count)"
        accessibilityHint = "Drag sideways to turn the carousel"
        accessibilityTraits = .image
        accessibilityIdentifier = "carousel.plane\(index)"
    }

    override var accessibilityFrame: CGRect {
        get { projectedFrame() ?? super.accessibilityFrame }
        set { super.accessibilityFrame = newValue }
    }

    /// The plane's bounding box in the window, or nil when it is not in one or is behind the viewer.
    private func projectedFrame() -> CGRect? {
        guard let plane, let window = (accessibilityContainer as? UIView)?.window else { return nil }
        let b = plane.bounds
        var corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        var layer = plane
        while layer !== window.layer, let parent = layer.superlayer {
            let t = layer.presentationTransformToSuperlayer
            corners = corners.map { p in
                let w = p.x * t.m14 + p.y * t.m24 + t.m44
                guard w > 1e-9 else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
                return CGPoint(x: (p.x * t.m11 + p.y * t.m21 + t.m41) / w, y: (p.x * t.m12 + p.y * t.m22 + t.m42) / w)
            }
            layer = parent
        }
        guard layer === window.layer, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
