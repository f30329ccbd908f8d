import Foundation

extension UITableView: UISwipeActionsHost {
    func swipeActionsRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeActionsRowFrame(at indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    func swipeActionsCell(at indexPath: IndexPath) -> UIView? { visibleCellMap[indexPath] }

    /// The delegate's actions; on the trailing edge, when it gives none, a Delete action that commits the
    /// deletion through the data source (for rows it can edit whose editing style is `.delete`).
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if leading { return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) { return configuration }
        guard let source = dataSource, source.tableView(self, canEditRowAt: indexPath),
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        return defaultDeleteConfiguration(at: indexPath)
    }

    /// A Delete action (titled by `titleForDeleteConfirmationButtonForRowAt`) that commits the deletion through
    /// the data source: swipe to delete, and the confirmation of editing mode's minus.
    func defaultDeleteConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let source = self.dataSource else { completion(false); return }
            source.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func swipeActionsOffsetDidChange(at indexPath: IndexPath) {
        guard let cell = visibleCellMap[indexPath], let frame = swipeActionsRowFrame(at: indexPath) else { return }
        cell.frame = frame.offsetBy(dx: -swipeActions.offset(forRowAt: indexPath), dy: 0)
    }

    func swipeActionsWillBegin(at indexPath: IndexPath) {
        cancelHighlight()
        // Editing mode's Delete confirmation is not a swipe: the delegate hears of swipes only.
        if !isEditing { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
    }

    func swipeActionsDidEnd(at indexPath: IndexPath) {
        if editingState.confirmingRow == indexPath {
            editingConfirmationDidEnd(at: indexPath)
        } else {
            tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        }
    }
}
