import Foundation

/// What an accessibility element is and what state it is in, combined as a set (UIKit's
/// `UIAccessibilityTraits`): assistive technology speaks them ("button", "selected", "dimmed") and maps them
/// to roles and states (AT-SPI on the desktop).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Treat the element as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Treat the element as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Treat the element as an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected segment, tab or row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to activation.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often (a progress bar, a clock).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media: assistive technology stays silent.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be changed with increment and decrement (sliders, steppers, page controls).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to the element (a drawing canvas, a piano).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns pages when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar (a container of tabs).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header dividing content into sections (a navigation title, a section header).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a toggle (on or off).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The traits' names, for logs and test failures ("[button, selected]").
    public var description: String {
        let names: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
            (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
            (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.tabBar, "tabBar"), (.header, "header"), (.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
