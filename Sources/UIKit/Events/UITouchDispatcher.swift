import Foundation

/// Turns finger records into `UITouch` objects and `UIEvent`s, and delivers them with UIKit's rules:
/// a touch keeps the view it hit at began; every touch that began ends or is cancelled exactly once.
@MainActor
final class UITouchDispatcher {
    /// Live touches by platform finger id.
    private(set) var activeTouches: [Int: UITouch] = [:]
    /// The shared touches event (UIKit reuses one event object for touches).
    private var touchEvent: UIEvent?

    /// Applies one finger record and dispatches the resulting event.
    func handle(finger: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite else { return }
        let app = UIApplication.shared
        switch phase {
        case .began:
            if let stale = activeTouches[finger] { cancel([stale], timestamp: timestamp) }
            guard let window = app.keyWindow else { return }
            let touch = UITouch(fingerID: finger, location: location, timestamp: timestamp, window: window)
            touch.view = window.hitTest(location, with: nil)
            activeTouches[finger] = touch
            send(changed: [touch], timestamp: timestamp)
        case .moved, .stationary:
            guard let touch = activeTouches[finger] else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.phase = .moved
            touch.timestamp = timestamp
            send(changed: [touch], timestamp: timestamp)
        case .ended, .cancelled:
            guard let touch = activeTouches.removeValue(forKey: finger) else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.phase = phase
            touch.timestamp = timestamp
            send(changed: [touch], timestamp: timestamp, finished: [touch])
        }
    }

    private func send(changed: Set<UITouch>, timestamp: TimeInterval, finished: Set<UITouch> = []) {
        for t in activeTouches.values where !changed.contains(t) { t.phase = .stationary }
        let all = Set(activeTouches.values).union(finished)
        let event = UIEvent(type: .touches, timestamp: timestamp, touches: all)
        event.changedTouches = changed
        UIApplication.shared.sendEvent(event)
    }

    /// Delivers the changed touches of `event` to their views, grouped per view and phase.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.changedTouches.filter { $0.window === window }
        var groups: [ObjectIdentifier: (view: UIView, touches: Set<UITouch>)] = [:]
        for touch in changed {
            guard let view = touch.view else { continue }
            groups[ObjectIdentifier(view), default: (view, [])].touches.insert(touch)
        }
        for (_, group) in groups {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let touches = group.touches.filter { $0.phase == phase }
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: group.view.touchesBegan(touches, with: event)
                case .moved: group.view.touchesMoved(touches, with: event)
                case .ended: group.view.touchesEnded(touches, with: event)
                default: group.view.touchesCancelled(touches, with: event)
                }
            }
        }
    }

    /// Cancels the touches whose view is `view` or inside it.
    func cancelTouches(in view: UIView, window: UIWindow) {
        let doomed = activeTouches.values.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
        if !doomed.isEmpty { cancel(Set(doomed), timestamp: UIApplication.shared.clock.now) }
    }

    /// Cancels every touch in flight (focus loss, ignoring interaction events).
    func cancelAllTouches() {
        let all = Set(activeTouches.values)
        if !all.isEmpty { cancel(all, timestamp: UIApplication.shared.clock.now) }
    }

    private func cancel(_ touches: Set<UITouch>, timestamp: TimeInterval) {
        for t in touches {
            activeTouches = activeTouches.filter { $0.value !== t }
            t.phase = .cancelled
            t.timestamp = timestamp
        }
        send(changed: touches, timestamp: timestamp, finished: touches)
    }
}
