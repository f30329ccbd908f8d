import Foundation

extension UIView {
    /// UIKit's rules: hidden, non-interactive and nearly transparent views are skipped, a point outside
    /// `point(inside:with:)` skips the whole subtree, and subviews are tried front to back. Points are
    /// carried into each subview through its layer's full 3D transform (perspective included); a point
    /// whose ray passes behind the viewer, or a single-sided layer seen from behind, is not hit.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, isInteractionAllowedByAnimations,
              point.x.isFinite, point.y.isFinite,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            guard subview.layer.isDoubleSided || subview.layer.isFrontFacing else { continue }
            let local = subview.layer.superlayer === layer ? subview.layer.pointFromSuperlayer(point)
                                                           : subview.convert(point, from: self)
            guard local.x.isFinite, local.y.isFinite else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

extension UIView {
    /// False while an animation without `.allowUserInteraction` runs on this view (see the animation engine).
    var isInteractionAllowedByAnimations: Bool { true }
}
