import Foundation

/// One line of a menu on screen: an action, a submenu, a loading placeholder, or a separator between
/// inline groups. Built from a `UIMenu` by `UIMenuRowList.rows(for:)`.
@MainActor
enum UIMenuRow {
    /// An action; `group` is the menu whose `.singleSelection` it follows.
    case action(UIAction, group: UIMenu)
    /// A row that opens `UIMenu` as a submenu.
    case submenu(UIMenu)
    /// A deferred element still waiting for its provider.
    case loading(UIDeferredMenuElement)
    /// The gap between inline groups.
    case separator

    /// Whether the row can be highlighted and chosen.
    var isSelectable: Bool {
        switch self {
        case let .action(action, _): !action.attributes.contains(.disabled)
        case .submenu: true
        case .loading, .separator: false
        }
    }
}

/// Flattens a menu into rows: hidden elements are left out, inline menus are spliced in between separators,
/// deferred elements are replaced by what they loaded (or a loading row), other menus become submenu rows.
@MainActor
enum UIMenuRowList {
    /// The rows for `menu`; `onLoad` is called when one of its deferred elements delivers its elements.
    static func rows(for menu: UIMenu, onLoad: @escaping @MainActor () -> Void) -> [UIMenuRow] {
        var rows: [UIMenuRow] = []
        append(menu.children, group: menu, to: &rows, onLoad: onLoad)
        // No separator at either end, and never two in a row.
        var cleaned: [UIMenuRow] = []
        for row in rows {
            if case .separator = row {
                if cleaned.isEmpty { continue }
                if case .separator = cleaned[cleaned.count - 1] { continue }
            }
            cleaned.append(row)
        }
        if let last = cleaned.last, case .separator = last { cleaned.removeLast() }
        return cleaned
    }

    private static func append(_ elements: [UIMenuElement], group: UIMenu, to rows: inout [UIMenuRow],
                               onLoad: @escaping @MainActor () -> Void) {
        for element in elements {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { rows.append(.action(action, group: group)) }
            } else if let menu = element as? UIMenu {
                if menu.options.contains(.displayInline) {
                    rows.append(.separator)
                    append(menu.children, group: menu, to: &rows, onLoad: onLoad)
                    rows.append(.separator)
                } else {
                    rows.append(.submenu(menu))
                }
            } else if let deferred = element as? UIDeferredMenuElement {
                deferred.elementsDidLoad = onLoad
                if let loaded = deferred.elementsLoadingIfNeeded() {
                    append(loaded, group: group, to: &rows, onLoad: onLoad)
                } else {
                    rows.append(.loading(deferred))
                }
            }
        }
    }

    /// Tells every deferred element in `menu` (and its inline groups and submenus) that a display begins.
    static func prepareForDisplay(_ menu: UIMenu) {
        for element in menu.children {
            if let deferred = element as? UIDeferredMenuElement { deferred.prepareForDisplay() }
            if let sub = element as? UIMenu { prepareForDisplay(sub) }
        }
    }
}
