import Foundation

/// A basic animation driven by a damped spring (mass, stiffness, damping, initial velocity) instead of a
/// timing curve; values may overshoot the end and settle back. Set `duration` to `settlingDuration` to see it settle.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring constant (default 100).
    open var stiffness: CGFloat = 100
    /// The friction (default 10).
    open var damping: CGFloat = 10
    /// Start velocity in whole distances per second, toward the end value (default 0).
    open var initialVelocity: CGFloat = 0

    /// Creates a spring with Core Animation's defaults.
    public required init() { super.init() }

    /// A spring that settles in about `perceptualDuration` seconds; `bounce` 0 is critically damped,
    /// up to 1 bouncier (damping ratio 1 - bounce).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        configure(dampingRatio: Double(1 - min(max(bounce, 0), 0.99)), duration: perceptualDuration, velocity: 0)
    }

    /// The time the spring takes to come to rest (within 0.1% of the distance) with the current constants.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    /// Sets UIKit's spring: mass 1, the damping ratio, and a stiffness that settles at `duration` (also set).
    func configure(dampingRatio: Double, duration: Double, velocity: Double) {
        let s = SpringSolver(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        mass = CGFloat(s.mass); stiffness = CGFloat(s.stiffness); damping = CGFloat(s.damping)
        initialVelocity = CGFloat(s.initialVelocity)
        self.duration = duration.isFinite && duration > 0 ? duration : 0.25
    }

    override var usesTimingFunction: Bool { false }

    override func value(atFraction fraction: Double, base: AnimationValue, implicitFrom: AnimationValue?) -> AnimationValue? {
        guard let (a, b) = endpoints(base: base, implicitFrom: implicitFrom) else { return nil }
        // The fraction is of one iteration; the spring runs in seconds.
        let p = fraction >= 1 ? 1 : solver.progress(at: fraction * effectiveDuration)
        return AnimationValue.interpolate(a, b, CGFloat(p))
    }
}
