import Foundation

/// A row being dragged by its reorder control: where it came from, where it would drop now, and where its cell is.
struct UITableViewReorder {
    let source: IndexPath
    var destination: IndexPath
    weak var cell: UITableViewCell?
    /// How far below the cell's top the finger holds it.
    let grab: CGFloat
    let height: CGFloat
    /// The dragged cell's top in the content.
    var y: CGFloat
    /// The drag ended: the cell is settling into its slot.
    var dropping = false
}

extension UITableView {
    /// The row being reordered, if any.
    var reorderingIndexPath: IndexPath? { editingState.reorder?.source }

    /// A drag on `cell`'s reorder control began at `point` (table coordinates). False when no drag can begin.
    func beginReorder(of cell: UITableViewCell, at point: CGPoint) -> Bool {
        guard isEditing, editingState.reorder == nil, let ip = indexPath(for: cell) else { return false }
        swipeActions.reset()
        cancelHighlight()
        editingState.reorder = UITableViewReorder(source: ip, destination: ip, cell: cell, grab: point.y - cell.frame.minY,
                                                  height: cell.frame.height, y: cell.frame.minY)
        bringSubviewToFront(cell)
        return true
    }

    /// The finger moved to `point`: the cell follows it, and the rows it passes make room (animated).
    func moveReorder(to point: CGPoint) {
        guard var r = currentReorder(), !r.dropping, point.y.isFinite else { return }
        r.y = min(max(point.y - r.grab, 0), max(contentSize.height - r.height, 0))
        let proposed = proposedReorderDestination(midY: r.y + r.height / 2, source: r.source)
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source, toProposedIndexPath: proposed) ?? proposed
        if !isValidReorderDestination(target, source: r.source) {
            UIApplication.shared.log("UITableView: targetIndexPathForMoveFromRowAt returned \(target), which is not a row the moved row can go to; using \(proposed)")
            target = proposed
        }
        let moved = target != r.destination
        r.destination = target
        editingState.reorder = r
        if let cell = r.cell { cell.frame.origin.y = r.y }
        guard moved else { return }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            self.placeCellsForReorder(includingDragged: false)
        }, completion: nil)
    }

    /// The drag ended (or was cancelled: the row goes back): the cell settles into its slot, then the data source
    /// hears `moveRowAt` (unless the row stayed where it was) and the table takes the new order.
    func endReorder(cancelled: Bool) {
        guard var r = currentReorder(), !r.dropping else { return }
        if cancelled { r.destination = r.source }
        r.dropping = true
        r.y = reorderSlotY(r)
        editingState.reorder = r
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.placeCellsForReorder(includingDragged: true)
        }, completion: { [weak self] _ in self?.finishReorder() })
    }

    /// Moves the row in the model and in the table's own bookkeeping.
    private func finishReorder() {
        guard let r = currentReorder(), r.dropping else { return }
        editingState.reorder = nil
        if r.source != r.destination {
            dataSource?.tableView(self, moveRowAt: r.source, to: r.destination)
            let map = { (ip: IndexPath) in Self.indexPath(ip, afterMovingRowAt: r.source, to: r.destination) }
            var cells: [IndexPath: UITableViewCell] = [:]
            for (ip, cell) in visibleCellMap.inKeyOrder() { cells[map(ip)] = cell }
            visibleCellMap = cells
            selectedIndexPaths = selectedIndexPaths.map(map)
            highlightedIndexPath = highlightedIndexPath.map(map)
            needsReload = true
        }
        setNeedsLayout()
        layoutIfNeeded()
        configureVisibleCellsForEditing(animated: false)
    }

    /// The reorder under way, dropped when the table reloaded under it (its row's cell is no longer the dragged one).
    private func currentReorder() -> UITableViewReorder? {
        guard let r = editingState.reorder else { return nil }
        guard let cell = r.cell, visibleCellMap[r.source] === cell else {
            editingState.reorder = nil
            return nil
        }
        return r
    }

    /// Where row `ip` is after the row at `source` moved to `destination`.
    static func indexPath(_ ip: IndexPath, afterMovingRowAt source: IndexPath, to destination: IndexPath) -> IndexPath {
        if ip == source { return destination }
        var row = ip.row
        if ip.section == source.section, row > source.row { row -= 1 }
        if ip.section == destination.section, row >= destination.row { row += 1 }
        return IndexPath(row: row, section: ip.section)
    }

    // MARK: Geometry
    /// How far row `ip`'s cell is displaced while a row is reordered: the dragged one follows the finger, the rows
    /// between its place and its destination move over by its height.
    func reorderShift(forRowAt ip: IndexPath) -> CGFloat {
        guard let r = editingState.reorder, let rect = swipeActionsRowFrame(at: ip) else { return 0 }
        if ip == r.source { return r.y - rect.minY }
        let s = r.source, d = r.destination, h = r.height
        if s.section == d.section {
            guard ip.section == s.section else { return 0 }
            if s.row < ip.row && ip.row <= d.row { return -h }
            if d.row <= ip.row && ip.row < s.row { return h }
            return 0
        }
        var dy: CGFloat = 0
        if ip.section == s.section, ip.row > s.row { dy -= h }
        if ip.section == d.section, ip.row >= d.row { dy += h }
        return dy
    }

    /// Puts the visible cells where the reorder has them (the dragged one too, when it settles).
    private func placeCellsForReorder(includingDragged: Bool) {
        let dragged = editingState.reorder?.source
        for (ip, cell) in visibleCellMap.inKeyOrder() where includingDragged || ip != dragged {
            guard let rect = swipeActionsRowFrame(at: ip) else { continue }
            cell.frame = rect.offsetBy(dx: 0, dy: reorderShift(forRowAt: ip))
        }
    }

    /// The top of the slot the dragged row drops into.
    private func reorderSlotY(_ r: UITableViewReorder) -> CGFloat {
        let s = r.source, d = r.destination
        guard sections.indices.contains(d.section) else { return r.y }
        let rows = sections[d.section].rows
        if s.section == d.section {
            guard rows.indices.contains(d.row) else { return r.y }
            return d.row > s.row ? rows[d.row].maxY - r.height : rows[d.row].minY
        }
        if rows.indices.contains(d.row) { return rows[d.row].minY }
        return rows.last?.maxY ?? sections[d.section].header.maxY
    }

    /// The destination a dragged row whose middle is at `midY` proposes: the row it is over in its own section,
    /// or the gap it is nearest in another; a section's header or footer proposes its first or last place.
    private func proposedReorderDestination(midY: CGFloat, source: IndexPath) -> IndexPath {
        guard !sections.isEmpty else { return source }
        let s = sections.firstIndex { midY < $0.footer.maxY } ?? sections.count - 1
        let rows = sections[s].rows
        let ownSection = s == source.section
        let last = ownSection ? rows.count - 1 : rows.count
        if let first = rows.first, midY < first.minY { return IndexPath(row: 0, section: s) }
        guard let r = rows.firstIndex(where: { midY < $0.maxY }) else { return IndexPath(row: max(last, 0), section: s) }
        if ownSection { return IndexPath(row: r, section: s) }
        return IndexPath(row: midY < rows[r].midY ? r : r + 1, section: s)
    }

    /// Whether `ip` is a place the row at `source` can move to.
    private func isValidReorderDestination(_ ip: IndexPath, source: IndexPath) -> Bool {
        guard sections.indices.contains(ip.section), ip.row >= 0 else { return false }
        let count = sections[ip.section].rows.count
        return ip.section == source.section ? ip.row < count : ip.row <= count
    }
}
