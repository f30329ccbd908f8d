import Foundation

/// What a table keeps for editing mode: the flag, the selection rules while editing, the probe that tells a
/// data source's own `canEditRowAt` from the default one, and the row being reordered.
struct UITableViewEditingState {
    var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    /// Set by the default `tableView(_:canEditRowAt:)`: the data source did not answer itself.
    var defaultCanEditAnswered = false
    /// The row whose Delete confirmation shows in editing mode.
    var confirmingRow: IndexPath?
    var reorder: UITableViewReorder?
}

extension UITableView {
    /// Whether rows can be selected while the table is editing (false by default; `allowsSelection` applies
    /// outside editing mode only).
    public var allowsSelectionDuringEditing: Bool {
        get { editingState.allowsSelectionDuringEditing }
        set { editingState.allowsSelectionDuringEditing = newValue }
    }

    /// Whether several rows can be selected at once while editing (false by default). When true, rows show no
    /// delete or insert controls (the table does not ask for editing styles) but a selection circle, checked while
    /// selected, and taps select and deselect them.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editingState.allowsMultipleSelectionDuringEditing }
        set { editingState.allowsMultipleSelectionDuringEditing = newValue; if isEditing { configureVisibleCellsForEditing(animated: false) } }
    }

    /// Whether touches select rows in the current mode.
    var selectionAllowedNow: Bool {
        isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    /// Whether a tap adds to the selection in the current mode.
    var multipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// What the default `tableView(_:canEditRowAt:)` answers (false), noting that it was the one asked.
    func defaultCanEditAnswer() -> Bool {
        editingState.defaultCanEditAnswered = true
        return false
    }

    /// Whether row `ip` is editable in editing mode: the data source's answer, or true when it does not implement
    /// `canEditRowAt` (UIKit's default).
    func canEditRowInEditingMode(_ ip: IndexPath) -> Bool {
        guard let source = dataSource else { return false }
        editingState.defaultCanEditAnswered = false
        let answer = source.tableView(self, canEditRowAt: ip)
        let implemented = !editingState.defaultCanEditAnswered
        editingState.defaultCanEditAnswered = false
        return implemented ? answer : true
    }

    // MARK: Entering and leaving
    /// The table's `setEditing(_:animated:)`.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        endReorder(cancelled: true)
        // A swiped-open row closes; the confirmation of editing mode goes with the mode.
        swipeActions.close(animated: animated)
        cancelHighlight()
        editingState.isEditing = editing
        configureVisibleCellsForEditing(animated: animated)
    }

    /// Tells every cell on screen its row's editing state.
    func configureVisibleCellsForEditing(animated: Bool) {
        for (ip, cell) in visibleCellMap.inKeyOrder() { configureEditing(of: cell, at: ip, animated: animated) }
    }

    /// Gives `cell` its row's editing style, indentation and reorder control, and puts it into (or out of)
    /// editing mode: only rows the data source can edit take part.
    func configureEditing(of cell: UITableViewCell, at ip: IndexPath, animated: Bool) {
        guard isEditing else {
            if cell.isEditing { cell.setEditing(false, animated: animated) }
            return
        }
        let editable = canEditRowInEditingMode(ip)
        if editable {
            let delegate = tableDelegate
            let style: UITableViewCell.EditingStyle = allowsMultipleSelectionDuringEditing ? .none
                : (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete)
            let indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
            cell.setEditingStyle(style, indents: indents, selectionIndicator: allowsMultipleSelectionDuringEditing)
            cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        }
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    // MARK: Gestures
    /// In editing mode rows do not swipe (but an open confirmation can be swiped shut), and the table does not
    /// scroll from a touch on a reorder control. Nil: no opinion.
    func editingGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        guard isEditing else { return nil }
        if recognizer === swipeActions.recognizer, !swipeActions.isOpen { return false }
        if recognizer === panGestureRecognizer {
            if editingState.reorder != nil { return false }
            let onReorderControl = recognizer.touchHistory.contains { touch in
                guard !touch.isFinished, let view = touch.view else { return false }
                return view is UITableViewCellReorderControl
            }
            if onReorderControl { return false }
        }
        return nil
    }

    // MARK: The editing control
    /// The row's minus (the trailing Delete confirmation slides open) or plus (`commit .insert`) was tapped.
    func editingControlTapped(at ip: IndexPath) {
        guard isEditing, let cell = visibleCellMap[ip] else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if swipeActions.indexPath == ip { swipeActions.close(animated: true); return }
            guard let configuration = defaultDeleteConfiguration(at: ip) else { return }
            editingState.confirmingRow = ip
            cell.setConfirmingDeletion(true)
            swipeActions.reveal(ip, configuration: configuration)
        case .none:
            break
        }
    }

    /// The confirmation of editing mode closed.
    func editingConfirmationDidEnd(at ip: IndexPath) {
        guard editingState.confirmingRow == ip else { return }
        editingState.confirmingRow = nil
        visibleCellMap[ip]?.setConfirmingDeletion(false)
    }
}
