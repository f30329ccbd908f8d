import Foundation

/// One event: a set of touches that changed together, a motion, a remote-control command or presses.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        /// A scroll wheel or a touchpad's two-finger scroll (iOS 13.4).
        case scroll = 10
        /// A pointer (mouse) moving over the interface with no button pressed (iOS 13.4).
        case hover = 11
    }

    /// The finer kind of motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The pointer buttons held for an event (iOS 13.4): bit n-1 for button n.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button `buttonNumber` (1 is the primary button); numbers out of 1...64 give an empty mask.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...Int.bitWidth).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// The pointer buttons held: `.primary` for the mouse's touches, `.secondary` for a right click,
    /// empty for fingers and for events that are not touches.
    open internal(set) var buttonMask: ButtonMask = []

    /// The modifier keys held when the event happened (iOS 13.4): Shift, Control, Option (Alt), Command, Caps Lock.
    /// Set for touches, hover and scroll events from the keys the keyboard last reported.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// The kind of event.
    open internal(set) var type: EventType
    /// The finer kind.
    open internal(set) var subtype: EventSubtype
    /// When the event happened, on the application clock.
    open internal(set) var timestamp: TimeInterval
    /// Every touch of the event: the live ones and those that finished in it.
    var touchSet: Set<UITouch>
    /// The touches that changed in this dispatch, in arrival order.
    var changedTouchList: [UITouch] = []

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type; self.subtype = subtype; self.timestamp = timestamp; self.touchSet = touches
    }

    /// The touches that changed in this dispatch (the ones delivered).
    var changedTouches: Set<UITouch> { Set(changedTouchList) }

    /// Every touch of this event, changed or not (nil for events that are not touch events).
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches that belong to `view` (they hit it at began).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.view === view }
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.window === window }
    }

    /// The touches that `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { t in t.recognizers.contains { $0 === gesture } }
    }
}
