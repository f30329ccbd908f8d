import Foundation

extension UIView {
    /// UIKit's rules: hidden, non-interactive and nearly transparent views are skipped, a point outside
    /// `point(inside:with:)` skips the whole subtree, and subviews are tried front to back. Points are
    /// carried into each subview through its layer's full 3D transform (perspective included); a point
    /// whose ray passes behind the viewer, or a single-sided layer seen from behind, is not hit.
    /// As in UIKit, the geometry is the model's (where views are, or are going, not where an animation
    /// draws them), so hit testing and `UITouch.location(in:)` agree; a view animating without
    /// `.allowUserInteraction` is not hit at all. To hit moving things where they are drawn, override
    /// `hitTest(_:with:)` or `point(inside:with:)` and test against `layer.presentation()`. A view moved by a
    /// `UIViewPropertyAnimator` without manual hit testing is the exception: it is hit where it is drawn.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, isInteractionAllowedByAnimations,
              point.x.isFinite, point.y.isFinite,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let toSuper = Homography(subview.layer.hitTestingTransformToSuperlayer)
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

extension CALayer {
    /// The placement hit testing uses: the presentation's while a property animator (without manual hit
    /// testing) moves the layer, the model's otherwise.
    var hitTestingTransformToSuperlayer: CATransform3D {
        if let state = animationState, state.attachments.contains(where: { $0.hitTestsPresentation && !$0.hasStopped }) {
            return presentationTransformToSuperlayer
        }
        return transformToSuperlayer
    }
}
