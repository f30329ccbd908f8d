import Foundation

/// Seconds, as Core Animation's timing properties spell it.
public typealias CFTimeInterval = Double

/// Something a layer runs when one of its properties changes (an implicit animation, usually a `CAAnimation`).
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Performs the action for `event` (a property key) on `anObject` (the layer); `arguments` carries
    /// "previousValue" (the model value before the change) and "presentationValue" (what was on screen).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": a delegate or `actions` entry returning it stops the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Receives an animation's start and stop.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (after its delay) on the layer it was added to.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed or replaced.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before the start and after the end.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (with `isRemovedOnCompletion == false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows during the delay before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The abstract base of Core Animation's animations: timing (duration, delay, repeats, autoreverse, pacing)
/// and the delegate. Add a concrete subclass to a layer with `layer.add(_:forKey:)`.
@preconcurrency @MainActor
open class CAAnimation: CAAction {
    /// Seconds one iteration lasts; 0 (the default) means the transaction's duration (0.25 s).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in `CACurrentMediaTime()` seconds; 0 means "when added".
    /// Values up to one hour after the current time that are smaller than the clock read as delays relative to now.
    open var beginTime: CFTimeInterval = 0
    /// The pacing of each iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// How many times the animation runs (fractions allowed; `.infinity` forever; 0 means once).
    open var repeatCount: Float = 0
    /// Total seconds to repeat for, as an alternative to `repeatCount` (0: unused).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards then backwards.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation is removed from the layer when it ends (otherwise its fill shows).
    open var isRemovedOnCompletion = true
    /// Receives start and stop (held strongly, as in Core Animation).
    open var delegate: CAAnimationDelegate?

    /// Creates an animation with default timing.
    public required init() {}

    /// Creates an animation (Core Animation's factory spelling).
    public class func animation() -> Self { Self.init() }

    /// Adds the animation to `anObject` (a layer) under `event`: what implicit animations do.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.addImplicit(self, forKey: event, implicitFrom: dict?["presentationAnimationValue"] as? AnimationValue)
    }

    /// The value the animation contributes at `fraction` (0...1 of one iteration, after the timing function).
    /// `base` is the layer's underlying value for the key path, `implicitFrom` the on-screen value an implicit
    /// animation starts from; nil when this animation has nothing to show.
    func value(atFraction fraction: Double, base: AnimationValue, implicitFrom: AnimationValue?) -> AnimationValue? { nil }

    /// The key path the animation changes; nil for animations that change no property.
    var animatedKeyPath: String? { nil }

    /// Whether the value adds to the underlying value rather than replacing it.
    var addsToUnderlyingValue: Bool { false }

    /// Whether the timing function applies (springs compute their own pacing).
    var usesTimingFunction: Bool { true }

    /// The effective duration of one iteration.
    var effectiveDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }
}
