import Foundation

/// A physical key on a keyboard: its HID usage, the characters it types and the held modifiers.
public struct UIKey: Hashable, Sendable {
    /// Modifier keys held with a key.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
    }

    /// The USB HID usage code of the key (the same numbers as SDL scancodes).
    public let keyCode: UIKeyboardHIDUsage
    /// What the key types with the current modifiers ("" for non-printing keys).
    public let characters: String
    /// What the key types without modifiers.
    public let charactersIgnoringModifiers: String
    /// Modifiers held when the key went down.
    public let modifierFlags: ModifierFlags

    /// A key with its code, its characters with and without modifiers, and the modifiers held.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String, modifierFlags: ModifierFlags) {
        self.keyCode = keyCode; self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers; self.modifierFlags = modifierFlags
    }
}

/// USB HID keyboard usage codes (the subset with names; any other code is still representable).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = Self(rawValue: 4)
    public static let keyboardZ = Self(rawValue: 29)
    public static let keyboardReturnOrEnter = Self(rawValue: 40)
    public static let keyboardEscape = Self(rawValue: 41)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 42)
    public static let keyboardTab = Self(rawValue: 43)
    public static let keyboardSpacebar = Self(rawValue: 44)
    public static let keyboardHome = Self(rawValue: 74)
    public static let keyboardPageUp = Self(rawValue: 75)
    public static let keyboardDeleteForward = Self(rawValue: 76)
    public static let keyboardEnd = Self(rawValue: 77)
    public static let keyboardPageDown = Self(rawValue: 78)
    public static let keyboardRightArrow = Self(rawValue: 79)
    public static let keyboardLeftArrow = Self(rawValue: 80)
    public static let keyboardDownArrow = Self(rawValue: 81)
    public static let keyboardUpArrow = Self(rawValue: 82)
    public static let keyboardMute = Self(rawValue: 127)
    public static let keyboardVolumeUp = Self(rawValue: 128)
    public static let keyboardVolumeDown = Self(rawValue: 129)
    public static let keyboardLeftControl = Self(rawValue: 224)
    public static let keyboardLeftShift = Self(rawValue: 225)
    public static let keyboardLeftAlt = Self(rawValue: 226)
    public static let keyboardLeftGUI = Self(rawValue: 227)
    public static let keyboardRightControl = Self(rawValue: 228)
    public static let keyboardRightShift = Self(rawValue: 229)
    public static let keyboardRightAlt = Self(rawValue: 230)
    public static let keyboardRightGUI = Self(rawValue: 231)
}

/// One press of a physical button or key, the same object from began to ended.
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// Where the press is in its life.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The current phase.
    public internal(set) var phase: Phase
    /// When it last changed, on the application clock.
    public internal(set) var timestamp: TimeInterval
    /// The key, for keyboard presses.
    public let key: UIKey?

    init(key: UIKey?, phase: Phase, timestamp: TimeInterval) {
        self.key = key; self.phase = phase; self.timestamp = timestamp
    }

    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// An event carrying presses.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press in this event.
    public internal(set) var allPresses: Set<UIPress>
    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
