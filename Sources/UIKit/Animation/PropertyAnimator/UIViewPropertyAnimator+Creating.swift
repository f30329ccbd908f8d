import Foundation

extension UIViewPropertyAnimator {
    /// An animator with one of UIKit's built-in curves and, optionally, its first animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic Bézier curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles at `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts (after `delay`) an animator with the curve of `options`, as `UIView.animate` would;
    /// without `.allowUserInteraction` the animated views ignore touches while they move.
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if !options.intersection([.repeat, .autoreverse]).isEmpty {
            UIApplication.shared.log("UIViewPropertyAnimator.runningPropertyAnimator: .repeat and .autoreverse do not apply to property animators; ignored")
        }
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay.isFinite && delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
        return animator
    }
}
