import Foundation

/// The base class of what a menu shows: actions (`UIAction`), submenus and inline groups (`UIMenu`) and
/// elements that load later (`UIDeferredMenuElement`). It carries the title, subtitle and image a row shows.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element looks and behaves in a menu (UIKit's bit values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown greyed out and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in red, for an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element runs it and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked: a menu draws a checkmark beside `.on` elements and a dash beside `.mixed` ones.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    var storedTitle: String
    var storedImage: UIImage?

    /// The text the element's row shows.
    open var title: String { storedTitle }
    /// Smaller text shown under the title (iOS 15).
    open var subtitle: String?
    /// The image shown at the trailing edge of the element's row.
    open var image: UIImage? { storedImage }

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        storedTitle = title; self.subtitle = subtitle; storedImage = image
    }
}
