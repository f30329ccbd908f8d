import Foundation

/// A continuous recognizer for two fingers turning: `rotation` in radians (clockwise positive, as on
/// screen with y down) since the second finger landed; `velocity` in radians per second.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians the fingers must turn before the rotation begins.
    public static let hysteresis: CGFloat = 0.07

    /// The rotation in radians since the gesture started (settable, e.g. back to 0 after applying it).
    open var rotation: CGFloat {
        get { accumulated + base }
        set {
            guard newValue.isFinite else {
                UIApplication.shared.log("UIRotationGestureRecognizer: ignored non-finite rotation")
                return
            }
            base = newValue - accumulated
            tracker.reset()
            tracker.add(CGPoint(x: rotation, y: 0), at: UIApplication.shared.clock.now)
        }
    }
    /// How fast the rotation changes, radians per second.
    open var velocity: CGFloat { tracker.velocity(at: UIApplication.shared.clock.now).x }

    private var lastAngle: CGFloat?
    private var accumulated: CGFloat = 0
    private var base: CGFloat = 0
    private var tracker = GestureVelocityTracker()

    private var angle: CGFloat? {
        guard let (a, b) = twoFingerLocations, a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouchesBeyondTwo(touches, for: event)
        if lastAngle == nil, let a = angle {
            lastAngle = a
            tracker.add(.zero, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a = angle, let last = lastAngle else { return }
        var d = a - last
        while d > .pi { d -= 2 * .pi }
        while d < -.pi { d += 2 * .pi }
        accumulated += d
        lastAngle = a
        tracker.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
        twoFingerMoved(pastHysteresis: abs(accumulated) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: false, started: lastAngle != nil)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: true, started: lastAngle != nil)
    }

    open override func reset() {
        super.reset()
        lastAngle = nil; accumulated = 0; base = 0
        tracker.reset()
    }
}
