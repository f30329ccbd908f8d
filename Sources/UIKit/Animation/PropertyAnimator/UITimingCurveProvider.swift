import Foundation

/// The kind of timing a `UITimingCurveProvider` supplies.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's predefined curves (ease in, ease out, ...).
    case builtin = 0
    /// A custom cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A spring and a cubic curve together (the spring paces the motion here).
    case composed = 3
}

/// Timing information for an animator: a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameter sets below applies.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1): UIKit's built-in curves or custom control points.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve these parameters were made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for UIKit's curves, `.cubic` for custom control points.
    public let timingCurveType: UITimingCurveType

    /// The default curve, ease-in-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let c = curve.timingFunction.controlPoints
        controlPoint1 = CGPoint(x: CGFloat(c.0), y: CGFloat(c.1))
        controlPoint2 = CGPoint(x: CGFloat(c.2), y: CGFloat(c.3))
        timingCurveType = .builtin
    }

    /// A custom curve through `point1` and `point2`; non-finite points give the linear curve (logged).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        if [point1.x, point1.y, point2.x, point2.y].allSatisfy(\.isFinite) {
            controlPoint1 = point1
            controlPoint2 = point2
        } else {
            UIApplication.shared.log("UICubicTimingParameters: non-finite control points \(point1), \(point2); using the linear curve")
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
        timingCurveType = .cubic
    }

    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function (x values clamped to 0...1, as Core Animation does).
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// Spring timing: a damping ratio (the spring settles at the animator's duration) or a physical spring
/// (mass, stiffness, damping: the spring's own settling time replaces the animator's duration).
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The start velocity relative to the whole distance per second (1 covers the distance in a second at
    /// that speed). Only `dx` is used: all animated properties share one spring here.
    public let initialVelocity: CGVector
    /// Always `.spring`.
    public let timingCurveType: UITimingCurveType = .spring
    let dampingRatio: Double?
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// Apple's default spring: damping ratio 4.56 (heavily overdamped, no overshoot), no initial velocity.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` (1: no overshoot, toward 0: more oscillation) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` and `velocity` (see `initialVelocity`). Bad values are logged and replaced by 1 and 0.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        if ratio.isFinite && ratio > 0 {
            dampingRatio = Double(ratio)
        } else {
            UIApplication.shared.log("UISpringTimingParameters: damping ratio \(ratio) must be positive; using 1")
            dampingRatio = 1
        }
        initialVelocity = Self.finite(velocity)
        physical = nil
    }

    /// A physical spring: `mass` (> 0), `stiffness` (> 0) and `damping` (>= 0) as Core Animation's springs take them.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let solver = SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: 0)
        if solver.mass != Double(mass) || solver.stiffness != Double(stiffness) || solver.damping != Double(damping) {
            UIApplication.shared.log("UISpringTimingParameters: bad spring (mass \(mass), stiffness \(stiffness), damping \(damping)); using mass \(solver.mass), stiffness \(solver.stiffness), damping \(solver.damping)")
        }
        physical = (solver.mass, solver.stiffness, solver.damping)
        dampingRatio = nil
        initialVelocity = Self.finite(velocity)
    }

    /// None: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }

    private static func finite(_ v: CGVector) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            UIApplication.shared.log("UISpringTimingParameters: non-finite initial velocity \(v); using zero")
            return CGVector(dx: 0, dy: 0)
        }
        return v
    }

    /// The spring that carries progress 0 to 1 when the animation lasts `duration` seconds.
    func solver(duration: Double) -> SpringSolver {
        let v = Double(initialVelocity.dx)
        if let p = physical { return SpringSolver(mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: v) }
        let zeta = dampingRatio ?? 1
        guard zeta > 1 else { return SpringSolver(dampingRatio: zeta, duration: duration, initialVelocity: v) }
        // Overdamped: the slow mode e^(-omega (zeta - sqrt(zeta^2 - 1)) t) reaches the settle threshold at `duration`.
        let d = duration.isFinite && duration > 0 ? duration : 0.25
        let omega = -log(SpringSolver.settleThreshold) / (d * (zeta - (zeta * zeta - 1).squareRoot()))
        return SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: v)
    }

    /// The spring's own duration (physical springs), which replaces the animator's.
    var intrinsicDuration: Double? {
        guard physical != nil else { return nil }
        return solver(duration: 1).settlingDuration
    }
}

/// How an animator paces its progress: time fraction 0...1 in, progress out (1 at the end, springs may overshoot).
struct AnimatorPacing {
    let progress: (Double) -> Double

    /// The pacing `provider` gives over `duration` seconds.
    @MainActor init(_ provider: UITimingCurveProvider, duration: Double) {
        if provider.timingCurveType == .spring || provider.timingCurveType == .composed, let spring = provider.springTimingParameters {
            let solver = spring.solver(duration: duration)
            let length = spring.intrinsicDuration ?? duration
            progress = { x in x >= 1 ? 1 : (x <= 0 ? 0 : solver.progress(at: x * length)) }
        } else if let cubic = provider.cubicTimingParameters {
            let f = cubic.timingFunction
            progress = { f.evaluate($0) }
        } else {
            progress = { min(max($0, 0), 1) }
        }
    }
}
