import Foundation

/// What an accessible object is, in platform-neutral terms (a bridge maps it to AT-SPI's roles).
@_spi(Platform) public enum UIAccessibilityRole: String, Sendable, CaseIterable {
    case frame, alert, panel, pageTabList, pageTab, table, tableCell, pushButton, toggleButton, label, heading,
         text, entry, passwordText, slider, spinButton, progressBar, image, link, keyboardKey
}

/// The state of an accessible object, in platform-neutral terms.
@_spi(Platform) public struct UIAccessibilityNodeState: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let enabled = Self(rawValue: 1 << 0)
    public static let focusable = Self(rawValue: 1 << 1)
    public static let focused = Self(rawValue: 1 << 2)
    public static let selectable = Self(rawValue: 1 << 3)
    public static let selected = Self(rawValue: 1 << 4)
    public static let checkable = Self(rawValue: 1 << 5)
    public static let checked = Self(rawValue: 1 << 6)
    public static let editable = Self(rawValue: 1 << 7)
    public static let singleLine = Self(rawValue: 1 << 8)
    public static let multiLine = Self(rawValue: 1 << 9)
    public static let modal = Self(rawValue: 1 << 10)
    public static let showing = Self(rawValue: 1 << 11)
    public static let visible = Self(rawValue: 1 << 12)
    public static let active = Self(rawValue: 1 << 13)
    public static let updatesFrequently = Self(rawValue: 1 << 14)
}

/// A numeric value an object exposes (sliders, steppers, page controls, progress views).
@_spi(Platform) public struct UIAccessibilityNumericValue: Equatable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    /// The smallest change (0: continuous).
    public var step: Double
    /// Whether assistive technology may set it.
    public var isSettable: Bool
    public init(current: Double, minimum: Double, maximum: Double, step: Double, isSettable: Bool) {
        self.current = current; self.minimum = minimum; self.maximum = maximum; self.step = step; self.isSettable = isSettable
    }
}

/// The text an object shows or edits; offsets count characters (grapheme clusters).
@_spi(Platform) public struct UIAccessibilityTextContent: Equatable, Sendable {
    public var string: String
    public var caretOffset: Int
    public var selection: Range<Int>
    public var isEditable: Bool
    public init(string: String, caretOffset: Int, selection: Range<Int>, isEditable: Bool) {
        self.string = string; self.caretOffset = caretOffset; self.selection = selection; self.isEditable = isEditable
    }
}

/// A snapshot of one accessible object, read on demand by the platform's bridge.
@_spi(Platform) public struct UIAccessibilityNode: Sendable {
    /// The tree's stable number for the object (positive).
    public var id: Int
    public var role: UIAccessibilityRole
    /// The label (a text input's placeholder when it has no label).
    public var name: String
    /// The hint.
    public var hint: String
    /// `accessibilityValue`.
    public var value: String?
    public var identifier: String?
    public var placeholder: String?
    public var traits: UIAccessibilityTraits
    public var states: UIAccessibilityNodeState
    /// Where it is drawn, in window points.
    public var frame: CGRect
    /// The names of the actions it offers, in order (activation first, then increment/decrement, then custom).
    public var actions: [String]
    public var numericValue: UIAccessibilityNumericValue?
    public var text: UIAccessibilityTextContent?
}

/// What performing an action needs from the platform.
@_spi(Platform) public enum UIAccessibilityActionResult: Equatable, Sendable {
    /// The object handled it.
    case done
    /// Nothing handled it: tap at this point (window points), as VoiceOver does.
    case tap(CGPoint)
    /// No such action or object, or the object refused.
    case failed
}
