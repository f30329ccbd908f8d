import Foundation

extension UIMenuOverlayView {
    /// Keyboard navigation in the deepest open platter: Up and Down move the highlight, Return or Space
    /// choose, Right opens a highlighted submenu, Left closes a submenu, Escape closes a submenu or the menu.
    /// Returns false for keys the menu does not use (they go on up the responder chain).
    func handleKey(_ code: UIKeyboardHIDUsage) -> Bool {
        guard let platter = platters.last else { return false }
        switch code {
        case .keyboardDownArrow: platter.moveHighlight(forward: true)
        case .keyboardUpArrow: platter.moveHighlight(forward: false)
        case .keyboardReturnOrEnter, .keyboardSpacebar, .keyboardRightArrow:
            guard let index = platter.highlightedIndex else { return true }
            if code == .keyboardRightArrow, case .action = platter.rowViews[index].row { return true }
            activate(rowAt: index, in: platter, highlightFirst: true)
        case .keyboardLeftArrow:
            if platters.count > 1 { closeSubmenus(deeperThan: platters[platters.count - 2]) }
        case .keyboardEscape:
            if platters.count > 1 { closeSubmenus(deeperThan: platters[platters.count - 2]) } else { dismiss() }
        default:
            return false
        }
        return true
    }
}
