import Foundation

/// A continuous recognizer for two fingers moving apart or together: `scale` is the fingers' span over
/// their span when the second finger landed; `velocity` is in scale per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Points the span must change before the pinch begins.
    public static let hysteresis: CGFloat = 8

    /// The span now over the starting span (settable, e.g. back to 1 after applying it).
    open var scale: CGFloat {
        get { startSpan > 0 ? currentSpan / startSpan : 1 }
        set {
            guard newValue.isFinite, newValue > 0 else {
                UIApplication.shared.log("UIPinchGestureRecognizer: ignored scale \(newValue)")
                return
            }
            if currentSpan > 0 { startSpan = currentSpan / newValue }
            tracker.reset()
            tracker.add(CGPoint(x: scale, y: 0), at: UIApplication.shared.clock.now)
        }
    }
    /// How fast the scale changes, per second.
    open var velocity: CGFloat { tracker.velocity(at: UIApplication.shared.clock.now).x }

    private var startSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var tracker = GestureVelocityTracker()

    private var span: CGFloat? {
        guard let (a, b) = twoFingerLocations else { return nil }
        return distance(a, b)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        ignoreTouchesBeyondTwo(touches, for: event)
        if startSpan == 0, let s = span, s > 0 {
            startSpan = s; currentSpan = s
            tracker.add(CGPoint(x: 1, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let s = span, startSpan > 0 else { return }
        currentSpan = s
        tracker.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        twoFingerMoved(pastHysteresis: abs(s - startSpan) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: false, started: startSpan > 0)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerLifted(cancelled: true, started: startSpan > 0)
    }

    open override func reset() {
        super.reset()
        startSpan = 0; currentSpan = 0
        tracker.reset()
    }
}
