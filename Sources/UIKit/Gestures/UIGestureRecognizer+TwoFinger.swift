import Foundation

/// Shared two-finger tracking for pinch and rotation: both follow the first two fingers, ignore any third,
/// begin past a hysteresis and end when fewer than two fingers remain.
extension UIGestureRecognizer {
    /// The window locations of the first two tracked fingers, or nil with fewer than two.
    var twoFingerLocations: (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].locationInWindow, trackedTouches[1].locationInWindow)
    }

    /// Ignores the newest of `touches` while more than two fingers are down.
    func ignoreTouchesBeyondTwo(_ touches: Set<UITouch>, for event: UIEvent) {
        for t in touches.sorted(by: { $0.beganTimestamp < $1.beganTimestamp }) where liveTouchCount > 2 { ignore(t, for: event) }
    }

    /// After a move: begins once `pastHysteresis`, then reports each further move as a change.
    func twoFingerMoved(pastHysteresis: Bool) {
        switch state {
        case .possible: if pastHysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// When fingers lift: a running gesture ends (or cancels) below two fingers; one that never began fails
    /// once it had `started` tracking or every finger is up.
    func twoFingerLifted(cancelled: Bool, started: Bool) {
        guard liveTouchCount < 2 else { return }
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: if started || liveTouchCount == 0 { state = .failed }
        default: break
        }
    }
}
