import Foundation

extension UITableView {
    /// The first selected row.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }
    /// Every selected row (nil when none).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the row (without asking or telling the delegate) and scrolls to it.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selectedIndexPaths { deselectRow(at: ip, animated: animated) }
            return
        }
        guard rectForRow(at: indexPath) != .zero else { return }
        if !multipleSelectionNow { for ip in selectedIndexPaths where ip != indexPath { deselectRow(at: ip, animated: animated) } }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellMap[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (without telling the delegate).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellMap[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touch-driven selection
    func beginRowHighlight(_ touches: Set<UITouch>) {
        cancelHighlight()
        guard selectionAllowedNow, !touchInterruptedScrolling, let touch = touches.first else { return }
        guard let ip = indexPathForRow(at: touch.location(in: self)) else { return }
        if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: ip) { return }
        highlightedIndexPath = ip
        visibleCellMap[ip]?.setHighlighted(true, animated: false)
    }

    func cancelHighlight() {
        guard let ip = highlightedIndexPath else { return }
        highlightedIndexPath = nil
        visibleCellMap[ip]?.setHighlighted(false, animated: false)
    }

    func endRowHighlight(_ touches: Set<UITouch>, selecting: Bool) {
        guard let ip = highlightedIndexPath else { return }
        cancelHighlight()
        guard selecting, let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == ip else { return }
        userSelectRow(ip)
    }

    /// A tap on a row: willSelect (which may redirect or refuse), deselection of the old row, selection,
    /// then didSelect, as UIKit does.
    func userSelectRow(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let multiple = multipleSelectionNow
        if multiple, selectedIndexPaths.contains(indexPath) {
            userDeselectRow(indexPath)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              rectForRow(at: target) != .zero else { return }
        if !multiple {
            for old in selectedIndexPaths where old != target { userDeselectRow(old) }
        }
        if !selectedIndexPaths.contains(target) { selectedIndexPaths.append(target) }
        visibleCellMap[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselectRow(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
