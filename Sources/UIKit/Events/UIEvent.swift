import Foundation

/// One event: a set of touches that changed together, a motion, a remote-control command or presses.
@MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// The finer kind of motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// The finer kind.
    open internal(set) var subtype: EventSubtype
    /// When the event happened, on the application clock.
    open internal(set) var timestamp: TimeInterval
    var touchSet: Set<UITouch>
    /// The touches that changed in this event (the ones delivered).
    var changedTouches: Set<UITouch> = []

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type; self.subtype = subtype; self.timestamp = timestamp; self.touchSet = touches
    }

    /// Every touch of this event, changed or not.
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches that belong to `view` (they hit it at began).
    open func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }

    /// The touches that a gesture recognizer receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
