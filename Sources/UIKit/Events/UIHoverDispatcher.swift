import Foundation

/// Turns pointer movement without a pressed button into hover gestures: each move hit-tests the key window
/// (as a `.hover` event), and the enabled hover recognizers on the hit view and its ancestors begin (the
/// pointer entered), change (it moved within) or end (it left).
@MainActor
final class UIHoverDispatcher {
    /// The recognizers hovering now, in the order they began.
    private var hovering: [UIHoverGestureRecognizer] = []
    /// The pointer's last location in the key window (nil when it is outside the window).
    private(set) var pointerLocation: CGPoint?

    /// The pointer moved to `location` (window points) with no button down.
    func pointerMoved(to location: CGPoint, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite else {
            UIApplication.shared.log("Hover: ignored a pointer location that is not finite")
            return
        }
        pointerLocation = location
        let app = UIApplication.shared
        guard let window = app.keyWindow, !window.isHidden, !app.isIgnoringInteractionEvents else { endAll(); return }
        let event = UIEvent(type: .hover, timestamp: timestamp)
        event.modifierFlags = app.heldModifierFlags
        var under: [UIHoverGestureRecognizer] = []
        var view = window.hitTest(window.convert(location, from: nil), with: event)
        while let v = view {
            for case let g as UIHoverGestureRecognizer in v.attachedGestureRecognizers where g.isEnabled { under.append(g) }
            view = v.superview
        }
        // Recognizers the pointer left (or that were cancelled, disabled or reset meanwhile) end first.
        hovering.removeAll { !$0.isHovering }
        for g in hovering where !under.contains(where: { $0 === g }) {
            g.pointerLocationInWindow = location   // where the pointer went when it left
            end(g)
        }
        hovering.removeAll { g in !under.contains { $0 === g } }
        // Nearest first, as touches reach recognizers.
        for g in under {
            g.pointerLocationInWindow = location
            if hovering.contains(where: { $0 === g }) {
                g.state = .changed
            } else if g.currentState == .possible {
                g.state = .began
                if g.isHovering { hovering.append(g) }
            }
        }
    }

    /// The pointer left the window: every hover ends.
    func pointerExited(timestamp: TimeInterval) {
        pointerLocation = nil
        endAll()
    }

    private func endAll() {
        let ending = hovering
        hovering = []
        for g in ending where g.isHovering { end(g) }
    }

    private func end(_ g: UIHoverGestureRecognizer) {
        guard g.isHovering else { return }
        g.state = .ended
    }
}
