import Foundation

/// What a controller keeps for its editing state: the flag and the Edit/Done item, made on first use.
struct UIViewControllerEditingState {
    var isEditing = false
    var editButtonItem: UIBarButtonItem?
}

extension UIViewController {
    /// A bar button item titled Edit, or Done (bold) while the controller is editing; tapping it calls
    /// `setEditing(!isEditing, animated: true)`. Put it in the navigation item (`rightBarButtonItem`).
    public var editButtonItem: UIBarButtonItem {
        if let item = editingState.editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editingState.editButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// The base `setEditing(_:animated:)`: records the state and retitles the Edit/Done item.
    func applyEditing(_ editing: Bool) {
        editingState.isEditing = editing
        updateEditButtonItem()
    }

    private func updateEditButtonItem() {
        guard let item = editingState.editButtonItem else { return }
        let title = editingState.isEditing ? "Done" : "Edit"
        let style: UIBarButtonItem.Style = editingState.isEditing ? .done : .plain
        if item.title != title { item.title = title }
        if item.style != style { item.style = style }
    }
}
