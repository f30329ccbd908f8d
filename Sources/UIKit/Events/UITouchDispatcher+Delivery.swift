import Foundation

/// Delivery of touches to views, honouring the gesture recognizers' `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView`.
extension UITouchDispatcher {
    /// Sends each changed touch to its view, grouped per view and phase (one call per view and phase).
    func deliverToViews(_ changed: [UITouch], event: UIEvent) {
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for touch in changed where touch.view != nil {
            var d = touch.delivery
            defer { touch.delivery = d }
            guard !d.finished else { continue }
            switch touch.phase {
            case .began:
                if gestures.claims(touch) { d.finished = true }
                else if gestures.holdsBegan(touch) { d.beganHeld = true }
                else { d.beganSent = true; began.append(touch) }
            case .moved, .stationary:
                if d.beganSent { moved.append(touch) }
            case .ended:
                if !d.beganSent || gestures.holdsEnded(touch) {
                    d.endedHeld = true
                    if !heldTouches.contains(touch) { heldTouches.append(touch) }
                } else {
                    d.finished = true; ended.append(touch)
                }
            case .cancelled:
                d.finished = true
                if d.beganSent { cancelled.append(touch) }
            }
        }
        send(began, .began, event); send(moved, .moved, event)
        send(ended, .ended, event); send(cancelled, .cancelled, event)
        releaseHeldTouches(event: event)
    }

    /// Delivers held touchesBegan/touchesEnded whose recognizers no longer hold them.
    func releaseHeldTouches(event: UIEvent? = nil) {
        let candidates = activeTouches.values.filter { $0.delivery.beganHeld } + heldTouches
        guard !candidates.isEmpty else { return }
        let event = event ?? UIEvent(type: .touches, timestamp: UIApplication.shared.clock.now,
                                     touches: Set(activeTouches.values).union(heldTouches))
        var began: [UITouch] = [], ended: [UITouch] = []
        for touch in candidates {
            var d = touch.delivery
            defer { touch.delivery = d }
            guard !d.finished else { continue }
            if d.beganHeld && !gestures.holdsBegan(touch) {
                d.beganHeld = false; d.beganSent = true; began.append(touch)
            }
            if d.endedHeld && d.beganSent && !gestures.holdsEnded(touch) {
                d.endedHeld = false; d.finished = true; ended.append(touch)
            }
        }
        send(began, .began, event)
        send(ended, .ended, event)
        heldTouches.removeAll { $0.delivery.finished }
    }

    /// Sends touchesCancelled to the views of `touches` that saw them begin and have not seen them end
    /// (a recognizer with `cancelsTouchesInView` recognized, or the view is leaving); the views hear no more of them.
    func cancelInViews(_ touches: [UITouch], event: UIEvent?) {
        var cancelled: [UITouch] = []
        for touch in touches {
            var d = touch.delivery
            defer { touch.delivery = d }
            guard !d.finished else { continue }
            d.finished = true
            d.beganHeld = false; d.endedHeld = false
            if d.beganSent { cancelled.append(touch) }
        }
        heldTouches.removeAll { $0.delivery.finished }
        send(cancelled, .cancelled, event)
    }

    /// One responder call per view for `touches` in `phase`, views in the order their touches arrived.
    private func send(_ touches: [UITouch], _ phase: UITouch.Phase, _ event: UIEvent?) {
        guard !touches.isEmpty else { return }
        var order: [UIView] = []
        var groups: [ObjectIdentifier: Set<UITouch>] = [:]
        for touch in touches {
            guard let view = touch.view else { continue }
            let key = ObjectIdentifier(view)
            if groups[key] == nil { order.append(view) }
            groups[key, default: []].insert(touch)
        }
        for view in order {
            let set = groups[ObjectIdentifier(view)]!
            UIApplication.shared.touchDeliveryObserver?(view, set, phase)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
    }
}
