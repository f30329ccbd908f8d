import Foundation

extension UIView {
    /// UIKit's rules: hidden, non-interactive and nearly transparent views are skipped, a point outside
    /// `point(inside:with:)` skips the whole subtree, and subviews are tried front to back.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, isInteractionAllowedByAnimations,
              point.x.isFinite, point.y.isFinite,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}

extension UIView {
    /// False while an animation without `.allowUserInteraction` runs on this view (see the animation engine).
    var isInteractionAllowedByAnimations: Bool { true }
}
