import Foundation

extension UIButton {
    /// A menu was set or the pop-up flag changed: the context menu interaction follows the menu, and a
    /// pop-up button selects an action and shows its title.
    func menuDidChange() {
        if menu != nil || isContextMenuInteractionEnabled { isContextMenuInteractionEnabled = menu != nil }
        contextMenuInteraction?.willPerform = { [weak self] action in self?.menuWillPerform(action) }
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions.filter { !$0.attributes.contains(.hidden) }
        let selected = actions.first { $0.state == .on } ?? actions.first
        for action in menu.allActions { action.state = action === selected ? .on : .off }
        showSelectedTitle(selected)
    }

    /// The action the pop-up button shows as selected (nil when it is no pop-up button or has no actions).
    var selectedMenuAction: UIAction? {
        guard changesSelectionAsPrimaryAction else { return nil }
        return menu?.allActions.first { $0.state == .on }
    }

    private func menuWillPerform(_ action: UIAction) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        for other in menu.allActions { other.state = other === action ? .on : .off }
        showSelectedTitle(action)
    }

    private func showSelectedTitle(_ action: UIAction?) {
        guard let action else { return }
        if configuration != nil { configuration?.title = action.title } else { setTitle(action.title, for: .normal) }
    }
}
