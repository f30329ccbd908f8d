import Foundation

/// What a cell keeps for editing mode: the style and controls its table gave it, the app's indentation and
/// editing accessory, and the control views while they show.
struct UITableViewCellEditingState {
    var isEditing = false
    var style: UITableViewCell.EditingStyle = .none
    var showsReorderControl = false
    var shouldIndentWhileEditing = true
    /// The table delegate's `shouldIndentWhileEditingRowAt` answer for the cell's row.
    var tableAllowsIndent = true
    var indentationLevel = 0
    var indentationWidth: CGFloat = 10
    var editingAccessoryType: UITableViewCell.AccessoryType = .none
    var editingAccessoryView: UIView?
    var editControl: UITableViewCellEditingControl?
    var reorderControl: UITableViewCellReorderControl?
    /// Whether the table allows multiple selection during editing: the row shows a selection circle.
    var showsSelectionIndicator = false
    var selectionIndicator: UITableViewCellSelectionIndicator?
    /// Bumped by every change of mode, so a slide-out's completion for an older change does nothing.
    var generation = 0
}

extension UITableViewCell {
    /// The cell's editing style, as its table's delegate gave it (`.none` until the table puts it in editing mode).
    public var editingStyle: EditingStyle { editingState.style }

    /// Whether the cell shows the reorder control while editing (false by default). Its table sets it from the
    /// data source's `tableView(_:canMoveRowAt:)`; the control replaces the accessory while it shows.
    public var showsReorderControl: Bool {
        get { editingState.showsReorderControl }
        set { editingState.showsReorderControl = newValue; updateEditingControls(animated: false) }
    }

    /// Whether the content moves over to make room for the editing control while editing (true by default); the
    /// table delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` can turn it off for a row.
    public var shouldIndentWhileEditing: Bool {
        get { editingState.shouldIndentWhileEditing }
        set { editingState.shouldIndentWhileEditing = newValue; setNeedsLayout() }
    }

    /// How many `indentationWidth`s the standard labels and image are indented by (0 by default).
    public var indentationLevel: Int {
        get { editingState.indentationLevel }
        set { editingState.indentationLevel = newValue; setNeedsLayout() }
    }

    /// The width of one indentation level (10 points by default).
    public var indentationWidth: CGFloat {
        get { editingState.indentationWidth }
        set { editingState.indentationWidth = newValue.isFinite ? newValue : 10; setNeedsLayout() }
    }

    /// The standard accessory shown instead of `accessoryType` while editing (`.none` by default: the accessory goes).
    public var editingAccessoryType: AccessoryType {
        get { editingState.editingAccessoryType }
        set { editingState.editingAccessoryType = newValue; updateAccessory() }
    }

    /// A custom accessory shown instead of `accessoryView` while editing (it replaces `editingAccessoryType`).
    public var editingAccessoryView: UIView? {
        get { editingState.editingAccessoryView }
        set {
            if let old = editingState.editingAccessoryView, old !== newValue, old.superview === self { old.removeFromSuperview() }
            editingState.editingAccessoryView = newValue
            updateAccessory()
        }
    }

    // MARK: Layout
    /// The accessory view on show: the editing one while editing (none while the reorder control shows).
    var shownAccessoryView: UIView? {
        guard isEditing else { return accessoryView }
        return editingState.reorderControl != nil ? nil : editingAccessoryView
    }

    /// The standard accessory on show.
    var shownAccessoryType: AccessoryType {
        guard isEditing else { return accessoryType }
        return editingState.reorderControl != nil ? .none : editingAccessoryType
    }

    /// How far the standard labels are indented by `indentationLevel`.
    var indentationOffset: CGFloat { CGFloat(max(indentationLevel, 0)) * indentationWidth }

    /// The room editing takes: the editing control's width at the leading edge (when the cell indents) and the
    /// reorder control's at the trailing edge.
    var editingInsets: (leading: CGFloat, trailing: CGFloat) {
        guard isEditing else { return (0, 0) }
        let indents = shouldIndentWhileEditing && editingState.tableAllowsIndent
        return (indents ? UITableViewCellEditingControl.width : 0,
                editingState.reorderControl != nil ? UITableViewCellReorderControl.width : 0)
    }

    /// Places the controls: on screen while editing, just outside the cell's edges otherwise (where they slide
    /// from and to).
    func layoutEditingControls() {
        let b = bounds
        if let control = editingState.editControl {
            let w = UITableViewCellEditingControl.width
            control.frame = CGRect(x: isEditing ? 0 : -w, y: 0, width: w, height: b.height)
            control.alpha = isEditing ? 1 : 0
        }
        if let indicator = editingState.selectionIndicator {
            let w = UITableViewCellEditingControl.width
            indicator.frame = CGRect(x: isEditing ? 0 : -w, y: 0, width: w, height: b.height)
            indicator.alpha = isEditing ? 1 : 0
        }
        if let control = editingState.reorderControl {
            let w = UITableViewCellReorderControl.width
            control.frame = CGRect(x: isEditing ? b.width - w : b.width, y: 0, width: w, height: b.height)
            control.alpha = isEditing ? 1 : 0
        }
    }

    // MARK: Changes
    /// The cell's `setEditing(_:animated:)`: records the mode and slides the controls in or out.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        editingState.isEditing = editing
        updateEditingControls(animated: animated)
    }

    /// The table's answers for the cell's row: its editing style, whether it indents and whether it shows the
    /// multiple-selection circle.
    func setEditingStyle(_ style: EditingStyle, indents: Bool, selectionIndicator: Bool) {
        guard style != editingState.style || indents != editingState.tableAllowsIndent
                || selectionIndicator != editingState.showsSelectionIndicator else { return }
        editingState.style = style
        editingState.tableAllowsIndent = indents
        editingState.showsSelectionIndicator = selectionIndicator
        updateEditingControls(animated: false)
    }

    /// Adds the controls the mode and style call for (placed where they slide in from), then lays the cell out,
    /// over 0.3 s when `animated`; controls no longer wanted are removed once they slid out.
    func updateEditingControls(animated: Bool) {
        editingState.generation += 1
        let generation = editingState.generation
        let wantsEdit = isEditing && (editingState.style == .delete || editingState.style == .insert)
        let wantsReorder = isEditing && editingState.showsReorderControl
        if let control = editingState.editControl, !wantsEdit || control.style != editingState.style, !animated || control.style != editingState.style {
            control.removeFromSuperview()
            editingState.editControl = nil
        }
        if wantsEdit, editingState.editControl == nil {
            let control = UITableViewCellEditingControl(style: editingState.style)
            control.addTarget(self, action: UITableViewCell.editingControlTapped, for: .touchUpInside)
            // Behind the content view, so a reader meets the minus before the row's text (they do not overlap).
            if contentView.superview === self { insertSubview(control, belowSubview: contentView) } else { addSubview(control) }
            editingState.editControl = control
        }
        let wantsIndicator = isEditing && editingState.showsSelectionIndicator
        if !wantsIndicator, !animated, let indicator = editingState.selectionIndicator {
            indicator.removeFromSuperview()
            editingState.selectionIndicator = nil
        }
        if wantsIndicator, editingState.selectionIndicator == nil {
            let indicator = UITableViewCellSelectionIndicator(frame: .zero)
            indicator.isChecked = isSelected
            if contentView.superview === self { insertSubview(indicator, belowSubview: contentView) } else { addSubview(indicator) }
            editingState.selectionIndicator = indicator
        }
        if !wantsReorder, !animated, let control = editingState.reorderControl {
            control.removeFromSuperview()
            editingState.reorderControl = nil
        }
        if wantsReorder, editingState.reorderControl == nil {
            let control = UITableViewCellReorderControl(frame: .zero)
            addSubview(control)
            editingState.reorderControl = control
        }
        if animated {
            // Start from where the controls are (new ones from outside the edges), then slide.
            let editing = editingState.isEditing
            editingState.isEditing = !editing
            layoutEditingControls()
            editingState.isEditing = editing
        }
        updateAccessory()
        guard animated, window != nil else { setNeedsLayout(); return }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, self.editingState.generation == generation else { return }
            self.removeUnwantedEditingControls()
        })
    }

    /// Removes the controls that slid out.
    private func removeUnwantedEditingControls() {
        if let control = editingState.editControl, !isEditing || editingState.style != control.style {
            control.removeFromSuperview()
            editingState.editControl = nil
        }
        if let indicator = editingState.selectionIndicator, !isEditing || !editingState.showsSelectionIndicator {
            indicator.removeFromSuperview()
            editingState.selectionIndicator = nil
        }
        if let control = editingState.reorderControl, !isEditing || !editingState.showsReorderControl {
            control.removeFromSuperview()
            editingState.reorderControl = nil
        }
        updateAccessory()
    }

    /// The minus or plus was tapped: the table shows the Delete confirmation or commits the insertion.
    private func editingControlTapped() {
        guard let table = superview as? UITableView, let ip = table.indexPath(for: self) else { return }
        table.editingControlTapped(at: ip)
    }

    /// Shows the minus upright while the row's Delete confirmation is open.
    func setConfirmingDeletion(_ confirming: Bool) {
        editingState.editControl?.isConfirming = confirming
    }
}
