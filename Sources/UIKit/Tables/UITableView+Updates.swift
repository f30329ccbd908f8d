import Foundation

/// Batch updates: the recorded changes are checked against the data source's counts as UIKit checks them, then
/// every shown row slides from where it was to where the new geometry puts it while inserted, deleted and
/// reloaded rows come and go with their `RowAnimation`.
extension UITableView {
    func record(_ update: UICollectionViewPendingUpdate, _ animation: RowAnimation) {
        if pendingUpdates != nil {
            pendingUpdates!.append((update, animation))
            return
        }
        beginUpdates()
        pendingUpdates!.append((update, animation))
        endUpdates()
    }

    /// Has the data source configure the rows' shown cells again in place (the next dequeue for a row's identifier
    /// hands its cell back, without `prepareForReuse`), with no animation; rows not shown are left alone.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        for ip in indexPaths {
            guard rectForRow(at: ip) != .zero else {
                UIApplication.shared.log("UITableView: reconfigureRows(at:): no row at \(ip)")
                continue
            }
            guard let cell = visibleCellMap[ip], let source = dataSource else { continue }
            reconfiguringCell = cell
            let result = source.tableView(self, cellForRowAt: ip)
            reconfiguringCell = nil
            guard result !== cell else { continue }
            UIApplication.shared.log("UITableView: reconfigureRows(at:): the data source returned a new cell for \(ip); it replaces the old one")
            visibleCellMap[ip] = result
            if result.superview !== self { insertSubview(result, at: 0) }
            result.frame = cell.frame
            result.setSelected(selectedIndexPaths.contains(ip), animated: false)
            recycle(cell)
            setNeedsLayout()
        }
    }

    /// The counts the data source reports now.
    private var dataSourceCounts: [Int] {
        guard let source = dataSource else { return [] }
        return (0..<max(source.numberOfSections(in: self), 0)).map { max(source.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    func applyUpdates(_ recorded: [(update: UICollectionViewPendingUpdate, animation: RowAnimation)], completion: @escaping (Bool) -> Void) {
        // Nothing was counted yet (or a reload is pending): the data source's counts are the truth.
        if needsReload {
            reloadData()
            completion(true)
            return
        }
        let plan: UICollectionViewUpdatePlan
        switch UICollectionViewUpdatePlan.make(old: sections.map(\.rows.count), new: dataSourceCounts, updates: recorded.map(\.update),
                                               noun: "row", container: "table view") {
        case .failure(let error):
            UIApplication.shared.log("UITableView: \(error.message) The table view reloads its data instead.")
            reloadData()
            completion(true)
            return
        case .success(let p): plan = p
        }
        apply(plan, UITableUpdateAnimations(recorded, plan), animated: viewAnimationsAllowed && window != nil, completion: completion)
    }

    private func apply(_ plan: UICollectionViewUpdatePlan, _ animations: UITableUpdateAnimations, animated: Bool,
                       completion: @escaping (Bool) -> Void) {
        swipeActions.reset()
        cancelHighlight()
        let old = sections
        let oldHeaderFrames = headerViews.mapValues(\.frame), oldFooterFrames = footerViews.mapValues(\.frame)
        let oldHeaders = headerViews, oldFooters = footerViews
        let oldTableFooterFrame = tableFooterView?.frame
        // The shown cells: survivors follow their rows; the cells of deleted and reloaded rows leave.
        var starts: [ObjectIdentifier: CGRect] = [:]
        var survivors: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, end: CGRect, animation: RowAnimation)] = []
        var leavingOld: [(cell: UITableViewCell, row: IndexPath)] = []
        for (ip, cell) in visibleCellMap.inKeyOrder() {
            if !plan.reloaded.contains(ip), let n = plan.newIndexPath(for: ip) {
                survivors[n] = cell
                starts[ObjectIdentifier(cell)] = cell.frame
            } else {
                leavingOld.append((cell, ip))
            }
        }
        // Where the rows near the visible part were (for rows that slide into view).
        let region = bounds.insetBy(dx: 0, dy: -bounds.height)
        var oldRects: [IndexPath: CGRect] = [:]
        for (s, section) in old.enumerated() where section.frame.intersects(region) {
            for (r, rect) in section.rows.enumerated() where rect.intersects(region) {
                let ip = IndexPath(row: r, section: s)
                if !plan.reloaded.contains(ip), let n = plan.newIndexPath(for: ip) { oldRects[n] = rect }
            }
        }
        // The new state.
        selectedIndexPaths = selectedIndexPaths.compactMap { plan.reloaded.contains($0) ? nil : plan.newIndexPath(for: $0) }
        visibleCellMap = survivors
        rebuildLayout()
        for (cell, ip) in leavingOld {
            let anchor = newTop(ofOldRow: ip, plan, animations)
            leaving.append((cell, UITableUpdateAnimations.departure(from: cell.frame, to: anchor, animations.leaving(ip)),
                            animations.leaving(ip)))
        }
        // Survivors whose rows end out of sight slide there, then leave.
        for (ip, cell) in survivors.inKeyOrder() where !isRowOnScreen(ip) && !holdsFirstResponder(cell) {
            visibleCellMap[ip] = nil
            leaving.append((cell, rectForRow(at: ip), .automatic))
        }
        UIView.performWithoutAnimation { layoutTable() }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            UIView.performWithoutAnimation {
                for (cell, _, _) in leaving where !self.visibleCellMap.values.contains(where: { $0 === cell }) {
                    cell.alpha = 1
                    self.recycle(cell)
                }
            }
            completion(finished)
        }
        guard animated else {
            finish(true)
            return
        }
        // Start states: where each view was (or where its animation brings it in from).
        var moves: [(view: UIView, start: CGRect, end: CGRect, fadesIn: Bool)] = []
        for (ip, cell) in visibleCellMap.inKeyOrder() {
            let end = cell.frame
            if let start = starts[ObjectIdentifier(cell)] {
                moves.append((cell, start, end, false))
            } else if let animation = animations.entering(ip, plan) {
                guard animation != .none else { continue }
                moves.append((cell, UITableUpdateAnimations.arrival(at: end, animation), end, UITableUpdateAnimations.fades(animation)))
            } else if let start = oldRects[ip] {
                moves.append((cell, start, end, false))
            } else {
                moves.append((cell, end, end, true))
            }
        }
        for (s, view) in headerViews.sorted(by: { $0.key < $1.key }) {
            moves.append(sectionViewMove(view, section: s, oldFrames: oldHeaderFrames, plan))
        }
        for (s, view) in footerViews.sorted(by: { $0.key < $1.key }) {
            moves.append(sectionViewMove(view, section: s, oldFrames: oldFooterFrames, plan))
        }
        if let footer = tableFooterView, let start = oldTableFooterFrame { moves.append((footer, start, footer.frame, false)) }
        // Headers and footers of sections that went away fade where they were.
        let shown = Set((Array(headerViews.values) + Array(footerViews.values)).map(ObjectIdentifier.init))
        var fading: [UIView] = []
        for (_, view) in (oldHeaders.sorted { $0.key < $1.key } + oldFooters.sorted { $0.key < $1.key })
        where !shown.contains(ObjectIdentifier(view)) && view.superview == nil {
            addSubview(view)
            fading.append(view)
        }
        UIView.performWithoutAnimation {
            for m in moves {
                m.view.frame = m.start
                if m.fadesIn { m.view.alpha = 0 }
            }
            // Leaving rows pass behind the others (a row sliding to the top goes under the row above).
            for (cell, _, animation) in leaving where animation != .none { sendSubviewToBack(cell) }
            for (cell, _, animation) in leaving where animation == .none { cell.isHidden = true }
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            for m in moves {
                m.view.frame = m.end
                if m.fadesIn { m.view.alpha = 1 }
            }
            for (cell, end, animation) in leaving where animation != .none {
                cell.frame = end
                if UITableUpdateAnimations.fades(animation) { cell.alpha = 0 }
            }
            for view in fading { view.alpha = 0 }
        }, completion: { [weak self] finished in
            for view in fading where !(self?.isShowingHeaderOrFooter(view) ?? false) {
                view.removeFromSuperview()
                view.alpha = 1
            }
            for (cell, _, _) in leaving { cell.isHidden = false }
            finish(finished)
        })
    }

    /// The new top of the gap a deleted row leaves: under the nearest surviving row above it in its section, or
    /// under its section's header; a reloaded row's new place.
    private func newTop(ofOldRow ip: IndexPath, _ plan: UICollectionViewUpdatePlan, _ animations: UITableUpdateAnimations) -> CGFloat {
        if plan.reloaded.contains(ip), let n = plan.newIndexPath(for: ip), sections.indices.contains(n.section),
           sections[n.section].rows.indices.contains(n.row) {
            return sections[n.section].rows[n.row].minY
        }
        if animations.reloadedSections.contains(ip.section), sections.indices.contains(ip.section) {
            let rows = sections[ip.section].rows
            return rows.indices.contains(ip.row) ? rows[ip.row].minY : (rows.last?.maxY ?? sections[ip.section].header.maxY)
        }
        if let ns = plan.newSection(for: ip.section), sections.indices.contains(ns) {
            var r = ip.row - 1
            while r >= 0 {
                if let n = plan.newIndexPath(for: IndexPath(row: r, section: ip.section)), n.section == ns,
                   sections[ns].rows.indices.contains(n.row) { return sections[ns].rows[n.row].maxY }
                r -= 1
            }
            return sections[ns].header.maxY
        }
        var s = ip.section - 1
        while s >= 0 {
            if let ns = plan.newSection(for: s), sections.indices.contains(ns) { return sections[ns].footer.maxY }
            s -= 1
        }
        return tableHeaderView?.frame.height ?? 0
    }

    /// A header or footer view of section `s`: from where the section's view was (`oldFrames`), or fading in.
    private func sectionViewMove(_ view: UIView, section s: Int, oldFrames: [Int: CGRect], _ plan: UICollectionViewUpdatePlan)
        -> (view: UIView, start: CGRect, end: CGRect, fadesIn: Bool) {
        if let o = oldSection(of: s, plan), let start = oldFrames[o] { return (view, start, view.frame, false) }
        return (view, view.frame, view.frame, true)
    }

    /// The section before the update that became section `s` (nil for an inserted or reloaded one).
    private func oldSection(of s: Int, _ plan: UICollectionViewUpdatePlan) -> Int? {
        guard !plan.insertedSections.contains(s) else { return nil }
        return (0..<plan.oldCounts.count).first { plan.newSection(for: $0) == s }
    }

    private func isShowingHeaderOrFooter(_ view: UIView) -> Bool {
        headerViews.values.contains { $0 === view } || footerViews.values.contains { $0 === view }
    }
}
