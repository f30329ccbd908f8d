import UIKit

/// Seed 004's UIWindow subclass: `sendEvent` sorts the touches each transform gesture observes by phase
/// and forwards them to the gesture, as normal dispatch would, before the usual delivery.
@MainActor
final class TransformGestureWindow: UIWindow {
    /// The helpers that receive forwarded touches.
    var transformGestures: [TransformGesture] = []

    override func sendEvent(_ event: UIEvent) {
        for gesture in transformGestures {
            // Collect all the touches we care about from the event.
            let touches = gesture.observedTouches(for: event)
            var began: Set<UITouch>?
            var moved: Set<UITouch>?
            var ended: Set<UITouch>?
            var cancelled: Set<UITouch>?
            // Sort the touches by phase so we can handle them similarly to normal event dispatch.
            for touch in touches {
                switch touch.phase {
                case .began:
                    if began == nil { began = [] }
                    began?.insert(touch)
                case .moved:
                    if moved == nil { moved = [] }
                    moved?.insert(touch)
                case .ended:
                    if ended == nil { ended = [] }
                    ended?.insert(touch)
                case .cancelled:
                    if cancelled == nil { cancelled = [] }
                    cancelled?.insert(touch)
                default: break
                }
            }
            // Call our methods to handle the touches.
            if let began { gesture.touchesBegan(began, with: event) }
            if let moved { gesture.touchesMoved(moved, with: event) }
            if let ended { gesture.touchesEnded(ended, with: event) }
            if let cancelled { gesture.touchesCancelled(cancelled, with: event) }
        }
        super.sendEvent(event)
    }

    /// Adds `gesture` unless it is already there.
    func addTransformGesture(_ gesture: TransformGesture) {
        if !transformGestures.contains(where: { $0 === gesture }) { transformGestures.append(gesture) }
    }

    /// Removes `gesture`.
    func removeTransformGesture(_ gesture: TransformGesture) {
        transformGestures.removeAll { $0 === gesture }
    }
}
