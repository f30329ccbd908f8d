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
            // Subviews are hit where they are on screen: their presentation geometry while animating.
            let toSuper = Homography(subview.layer.presentationTransformToSuperlayer)
            guard subview.layer.isDoubleSided || toSuper.determinant > 0 else { continue }
            let local = subview.layer.superlayer === layer
                ? (toSuper.inverted?.map(point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan))
                : subview.convert(point, from: self)
            guard local.x.isFinite, local.y.isFinite else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
