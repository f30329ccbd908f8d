import Foundation

/// A list of menu elements with a title: shown as a submenu row, or, with `.displayInline`, as a group of
/// rows set apart by separators in its parent. Menus are immutable; `replacingChildren(_:)` makes a copy.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (UIKit's bit values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, between separators, instead of behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it `.on` and every other action of this menu `.off` (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The elements the menu shows, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`; the title shows on its submenu row (inline menus show no title).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu (same title, image, identifier and options) with `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The children that are actions in the `.on` state (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// Every action in this menu and its submenus and inline groups, depth first (deferred elements count
    /// with what they have loaded).
    var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            if let deferred = element as? UIDeferredMenuElement {
                return (deferred.loadedElements ?? []).flatMap { ($0 as? UIAction).map { [$0] } ?? (($0 as? UIMenu)?.allActions ?? []) }
            }
            return []
        }
    }
}
