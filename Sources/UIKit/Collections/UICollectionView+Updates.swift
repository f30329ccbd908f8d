import Foundation

extension UICollectionView {
    /// Inserts items the data source now has (index paths after the update), animated.
    public func insertItems(at indexPaths: [IndexPath]) { record(.insertItems(indexPaths)) }
    /// Deletes items the data source no longer has (index paths before the update), animated.
    public func deleteItems(at indexPaths: [IndexPath]) { record(.deleteItems(indexPaths)) }
    /// Asks the data source for new cells for the items (index paths before the update); they cross-fade.
    public func reloadItems(at indexPaths: [IndexPath]) { record(.reloadItems(indexPaths)) }
    /// Moves an item from `indexPath` (before) to `newIndexPath` (after), animated.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(indexPath, newIndexPath)) }
    /// Inserts whole sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record(.insertSections(sections)) }
    /// Deletes whole sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record(.deleteSections(sections)) }
    /// Reloads whole sections.
    public func reloadSections(_ sections: IndexSet) { record(.reloadSections(sections)) }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, newSection)) }

    private func record(_ update: UICollectionViewPendingUpdate) {
        if pendingUpdates != nil { pendingUpdates!.append(update); return }
        performBatchUpdates({ self.pendingUpdates?.append(update) }, completion: nil)
    }

    /// Runs `updates` (change the data there and call the insert, delete, reload and move methods), checks the
    /// changes against the data source's new counts, and animates every element from where it was to where the
    /// layout now puts it (inserted ones fade in, deleted ones fade out) over 0.3 s; `completion` runs when the
    /// animations end. A batch that does not match the counts is logged with UIKit's "Invalid update" message and
    /// the collection view reloads instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil {  // nested: part of the outer batch
            updates?()
            completion?(true)
            return
        }
        if needsReload {  // nothing shown was counted yet: the data source's counts are the truth
            updates?()
            reloadData()
            completion?(true)
            return
        }
        layoutElements()
        let oldCounts = sectionCounts
        pendingUpdates = []
        updates?()
        let recorded = pendingUpdates ?? []
        pendingUpdates = nil
        let newCounts = Self.counts(of: dataSource, in: self)
        switch UICollectionViewUpdatePlan.make(old: oldCounts, new: newCounts, updates: recorded) {
        case .failure(let error):
            UIApplication.shared.log("UICollectionView: \(error.message) The collection view reloads its data instead.")
            reloadData()
            layoutIfNeeded()
            completion?(true)
        case .success(let plan):
            apply(plan, animated: viewAnimationsAllowed && window != nil, completion: completion)
        }
    }

    private func apply(_ plan: UICollectionViewUpdatePlan, animated: Bool, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        swipeActions.reset()
        // Cells fetched ahead are fetched again for the new items; kept first-responder cells follow their item.
        discardPreparedCells()
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { plan.newIndexPath(for: $0) })
        let kept = responderCellMap
        responderCellMap = [:]
        for (old, cell) in kept.inKeyOrder() {
            if let n = plan.newIndexPath(for: old), !plan.reloaded.contains(old) { responderCellMap[n] = cell } else { _ = cell.endEditing(true); recycle(cell) }
        }
        // Where things were: the shown views, and the old layout's elements near the visible bounds.
        let region = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var oldNear: [UICollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: region) ?? [] {
            guard let key = newKey(for: a.elementKey, plan) else { continue }
            oldNear[key] = a
        }
        var disappearing: [(UICollectionReusableView, UICollectionViewLayoutAttributes, UICollectionElementKey)] = []
        var survivingCells: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellMap.inKeyOrder() {
            if let n = plan.newIndexPath(for: old), !plan.reloaded.contains(old) {
                survivingCells[n] = cell
            } else {
                let end = layout.finalLayoutAttributesForDisappearingItem(at: old) ?? fading(cell.appliedAttributes, old)
                disappearing.append((cell, end, UICollectionElementKey(category: .cell, kind: nil, indexPath: old)))
            }
        }
        var survivingSupplementary: [UICollectionElementKey: UICollectionReusableView] = [:]
        for (old, view) in visibleSupplementaryMap.inKeyOrder() {
            if let key = newKey(for: old, plan) {
                survivingSupplementary[key] = view
            } else {
                let end = old.kind.flatMap { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $0, at: old.indexPath) }
                    ?? fading(view.appliedAttributes, old.indexPath)
                disappearing.append((view, end, old))
            }
        }
        // The new state.
        sectionCounts = plan.newCounts
        selectedIndexPaths = selectedIndexPaths.compactMap { plan.newIndexPath(for: $0) }
        if let h = highlightedIndexPath { highlightedIndexPath = plan.newIndexPath(for: h) }
        visibleCellMap = survivingCells
        visibleSupplementaryMap = survivingSupplementary
        layout.dataSourceDidChange { old in plan.reloaded.contains(old) ? nil : plan.newIndexPath(for: old) }
        layout.prepare(forCollectionViewUpdates: plan.updateItems.map { UICollectionViewUpdateItem(action: $0.0, before: $0.1, after: $0.2) })
        layout.invalidateKeepingMeasuredSizes()
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite { contentSize = size }
        // Survivors that end outside the bounds move there, then leave.
        for (ip, cell) in survivingCells.inKeyOrder() {
            guard let end = layout.layoutAttributesForItem(at: ip), !end.frame.intersects(bounds) else { continue }
            visibleCellMap[ip] = nil
            disappearing.append((cell, end, UICollectionElementKey(category: .cell, kind: nil, indexPath: ip)))
        }
        var starts: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        let before = visibleCellMap.compactMapValues(\.appliedAttributes)
        let beforeSupplementary = visibleSupplementaryMap.compactMapValues(\.appliedAttributes)
        var appeared: [UICollectionViewCell] = []
        UIView.performWithoutAnimation { appeared = updateVisibleElements() }
        // New self-sizing cells are measured now; the layout pass the invalidation asks for places them.
        if layout.asksForPreferredAttributes { _ = sizeCells(appeared) }
        for (ip, cell) in visibleCellMap.inKeyOrder() {
            guard let final = cell.appliedAttributes else { continue }
            let key = UICollectionElementKey(category: .cell, kind: nil, indexPath: ip)
            let start: UICollectionViewLayoutAttributes?
            if let old = before[ip] { start = old }
            else if plan.inserted.contains(ip) || plan.newIndexPath(for: ip) == nil && oldNear[key] == nil {
                start = layout.initialLayoutAttributesForAppearingItem(at: ip) ?? fading(final, ip)
            } else { start = oldNear[key] ?? fading(final, ip) }
            if let start { starts.append((cell, start)) }
        }
        for (key, view) in visibleSupplementaryMap.inKeyOrder() {
            guard let final = view.appliedAttributes else { continue }
            let start = beforeSupplementary[key] ?? oldNear[key]
                ?? key.kind.flatMap { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
                ?? fading(final, key.indexPath)
            starts.append((view, start))
        }
        for (view, _, _) in disappearing where !isElementContainer(view.superview) { insertElementView(view, zIndex: view.appliedAttributes?.zIndex ?? 0) }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for (view, _, key) in disappearing where !self.isShownElement(view) {
                if let cell = view as? UICollectionViewCell { self.endDisplaying(cell, at: key.indexPath) } else { self.endDisplaying(view, key: key) }
            }
            self.disappearingViews.removeAll { view in disappearing.contains { $0.0 === view } }
            completion?(finished)
        }
        guard animated else {
            layout.finalizeCollectionViewUpdates()
            finish(true)
            return
        }
        disappearingViews += disappearing.map(\.0)
        let finals = starts.map { ($0.0, $0.0.appliedAttributes) }
        UIView.performWithoutAnimation { for (view, start) in starts { view.applyLayoutAttributes(start) } }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, final) in finals { if let final { view.applyLayoutAttributes(final) } }
            for (view, end, _) in disappearing { view.applyLayoutAttributes(end) }
            layout.finalizeCollectionViewUpdates()
        }, completion: finish)
    }

    /// The element's key after the update (nil when it goes away).
    private func newKey(for old: UICollectionElementKey, _ plan: UICollectionViewUpdatePlan) -> UICollectionElementKey? {
        switch old.category {
        case .cell:
            if plan.reloaded.contains(old.indexPath) { return nil }
            return plan.newIndexPath(for: old.indexPath).map { UICollectionElementKey(category: .cell, kind: nil, indexPath: $0) }
        default:
            guard let s = plan.newSection(for: old.indexPath.section), !plan.insertedSections.contains(s) else { return nil }
            var ip = old.indexPath
            ip.section = s
            return UICollectionElementKey(category: old.category, kind: old.kind, indexPath: ip)
        }
    }

    /// `attributes` (or empty ones) turned transparent.
    private func fading(_ attributes: UICollectionViewLayoutAttributes?, _ ip: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = (attributes?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes(forCellWith: ip)
        a.alpha = 0
        return a
    }

    /// Whether `view` is one of the shown elements (a disappearing view the layout brought back stays).
    private func isShownElement(_ view: UICollectionReusableView) -> Bool {
        visibleCellMap.values.contains { $0 === view } || visibleSupplementaryMap.values.contains { $0 === view }
    }
}
