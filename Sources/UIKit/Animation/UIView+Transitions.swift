import Foundation

extension UIView {
    /// Runs `animations` (changes to `view`'s content: subviews shown, hidden, added, text changed) and animates
    /// from a snapshot of the old content to the new with the `transition...` option in `options` over `duration`.
    /// Without `.allowAnimatedContent` the changes apply at once; with it they also animate as in `animate`.
    /// `completion` gets true when the transition ran to its end.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let engine = UIApplication.shared.animationEngine
        let d = duration.isFinite ? max(duration, 0) : 0
        let kind = options.transitionKind
        let snapshotScale = UIApplication.shared.screen.scale
        guard kind != 0, kind <= 7, d > 0, view.viewAnimationsAllowed, view.layer.superlayer != nil,
              let old = view.layer.renderSnapshot(scale: snapshotScale) else {
            if kind > 7 { UIApplication.shared.log("UIView.transition: unknown transition option \(kind << 20); no transition") }
            applyTransitionChanges(view, duration: d, options: options, animations: animations, completion: completion)
            return
        }
        applyTransitionChanges(view, duration: d, options: options, animations: animations, completion: nil)
        view.layoutIfNeeded()
        let transition = UIViewTransition(view: view, kind: kind, duration: d, options: options, oldContent: old,
                                          scale: snapshotScale, engine: engine)
        transition.run(completion: completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`, hides
    /// `fromView` and shows `toView`), animating the superview with the `transition...` option in `options`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let swap = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            UIApplication.shared.log("UIView.transition(from:to:): fromView has no superview; \(showHide ? "views hidden and shown" : "nothing to replace") without a transition")
            if showHide { swap() }
            if let completion { UIApplication.shared.animationEngine.enqueue { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
                   animations: swap, completion: completion)
    }

    /// The block of a transition with no effect to show: animated as a plain block with `.allowAnimatedContent`,
    /// applied at once otherwise; the completion follows on the next frame (never synchronously).
    private class func applyTransitionChanges(_ view: UIView, duration: Double, options: AnimationOptions,
                                              animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if options.contains(.allowAnimatedContent) {
            let blockOptions = options.intersection([.allowUserInteraction, .beginFromCurrentState, .layoutSubviews])
                .union(AnimationOptions(rawValue: options.rawValue & (0xF << 16)))
            animate(withDuration: duration, delay: 0, options: blockOptions, animations: animations ?? {}, completion: completion)
            return
        }
        performWithoutAnimation { animations?() }
        if let completion { UIApplication.shared.animationEngine.enqueue { completion(true) } }
    }
}
