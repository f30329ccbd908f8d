import Foundation

extension UICollectionView {
    /// The layout pass: counts reloaded when asked, the layout invalidated for a bounds change it cares about and
    /// prepared, the content size taken from it, then the visible cells and supplementary views created, reused,
    /// placed and recycled. Self-sizing cells that want another size invalidate the layout and the pass repeats
    /// (a few times at most).
    func layoutElements() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        reloadCountsIfNeeded()
        let layout = collectionViewLayout
        if lastLayoutBounds != bounds {
            // Cells fetched ahead were placed for the old size: the band ahead is somewhere else now.
            if let last = lastLayoutBounds, last.size != bounds.size { discardPreparedCells() }
            if lastLayoutBounds != nil, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            }
            lastLayoutBounds = bounds
        }
        // A flow layout measuring section insets from the safe area or the margins follows their changes.
        if let flow = layout as? UICollectionViewFlowLayout, flow.sectionInsetReference != .fromContentInset,
           flow.referenceInsets(of: self) != flow.preparedReferenceInsets {
            flow.invalidateKeepingMeasuredSizes()
        }
        let motion = prefetchMotion()
        // With no motion to follow (off screen, or a jump), cells fetched ahead for a band the bounds have left go back.
        if motion == nil && !preparedCellMap.isEmpty { discardPreparedCells(outsideReachOf: bounds) }
        var budget = 0
        for pass in 0..<8 {
            let prepares = layout.needsPrepare
            layout.prepareIfNeeded()
            if prepares { updateOrthogonalScrollers() }
            let size = layout.collectionViewContentSize
            if size.width.isFinite, size.height.isFinite, contentSize != size { contentSize = size }
            var shown = updateVisibleElements()
            if let motion { shown += prefetchCells(motion: motion, firstPass: pass == 0, budget: &budget) }
            // Shown cells whose cached size an invalidation dropped are measured again.
            if layout.asksForPreferredAttributes {
                for (_, cell) in visibleCellMap.inKeyOrder(where: { ip, cell in layout.hasMeasuredSize(at: ip) == false && !shown.contains(where: { $0 === cell }) }) {
                    shown.append(cell)
                }
            }
            guard layout.asksForPreferredAttributes else { break }
            let cellsResized = sizeCells(shown)
            let supplementaryResized = sizeSupplementaryViews()
            guard cellsResized || supplementaryResized else { break }
        }
        appearedSupplementaryViews = []
        if let motion { prefetchData(motion: motion) }
    }

    /// Makes the views shown match the layout's elements in the visible bounds; returns the cells that appeared.
    @discardableResult
    func updateVisibleElements() -> [UICollectionViewCell] {
        let layout = collectionViewLayout
        let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
        layout.visibleAttributesWillDisplay(attributes)
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [UICollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        // Elements appear in the order the layout lists them (the last attributes for an element win).
        var cellOrder: [IndexPath] = [], supplementaryOrder: [UICollectionElementKey] = []
        wantedCells.reserveCapacity(attributes.count)
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell:
                guard isValid(a.indexPath) else {
                    logOnce("UICollectionView: the layout \(type(of: layout)) returned attributes for the item at \(a.indexPath), which does not exist (\(sectionCounts) items per section); it is skipped")
                    continue
                }
                if wantedCells.updateValue(a, forKey: a.indexPath) == nil { cellOrder.append(a.indexPath) }
            case .supplementaryView:
                guard sectionCounts.indices.contains(a.indexPath.section) || a.indexPath.count != 2 else { continue }
                if wantedSupplementary.updateValue(a, forKey: a.elementKey) == nil { supplementaryOrder.append(a.elementKey) }
            case .decorationView:
                continue
            }
        }
        for (ip, cell) in responderCellMap.inKeyOrder(where: { ip, cell in wantedCells[ip] == nil && !holdsFirstResponder(cell) }) {
            responderCellMap[ip] = nil
            recycle(cell)
        }
        for (ip, cell) in visibleCellMap.inKeyOrder(where: { ip, _ in wantedCells[ip] == nil }) {
            visibleCellMap[ip] = nil
            endDisplaying(cell, at: ip)
        }
        for (key, view) in visibleSupplementaryMap.inKeyOrder(where: { key, _ in wantedSupplementary[key] == nil }) {
            visibleSupplementaryMap[key] = nil
            endDisplaying(view, key: key)
        }
        var appeared: [UICollectionViewCell] = []
        for ip in cellOrder {
            guard let a = wantedCells[ip] else { continue }
            if let cell = visibleCellMap[ip] {
                if cell.appliedAttributes.map({ !$0.isEqual(a) }) ?? true { place(cell, a) }
                continue
            }
            // A cell fetched ahead (or kept for its first responder) is shown as it is; otherwise one is asked for.
            let early = preparedCellMap.removeValue(forKey: ip) ?? responderCellMap.removeValue(forKey: ip)
            guard let cell = early ?? makeCell(at: ip) else { continue }
            visibleCellMap[ip] = cell
            prefetchedIndexPaths.remove(ip)
            place(cell, a)
            cell.isSelected = selectedIndexPaths.contains(ip)
            cell.isHighlighted = highlightedIndexPath == ip
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
            if early == nil { appeared.append(cell) }
        }
        for key in supplementaryOrder {
            guard let a = wantedSupplementary[key] else { continue }
            if let view = visibleSupplementaryMap[key] {
                if view.appliedAttributes.map({ !$0.isEqual(a) }) ?? true {
                    if view.appliedAttributes?.zIndex != a.zIndex { insertElementView(view, zIndex: a.zIndex) }
                    view.applyLayoutAttributes(a)
                }
                continue
            }
            guard let kind = key.kind, let source = dataSource else { continue }
            let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            if visibleSupplementaryMap.values.contains(where: { $0 === view }) || visibleCellMap.values.contains(where: { $0 === view }) {
                logOnce("UICollectionView: the data source returned a view already shown for another element as the \(kind) at \(key.indexPath); it is skipped")
                continue
            }
            view.elementKind = kind
            visibleSupplementaryMap[key] = view
            place(view, a)
            appearedSupplementaryViews.append(view)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
        return appeared
    }

    /// The data source's cell for `ip`, checked: one without a reuse identifier (not dequeued) is logged as UIKit
    /// throws and shown but never reused; one already shown for another item is refused.
    func makeCell(at ip: IndexPath) -> UICollectionViewCell? {
        guard let source = dataSource else { return nil }
        let cell = source.collectionView(self, cellForItemAt: ip)
        if cell.reuseIdentifier == nil {
            logOnce("UICollectionView: the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
        }
        if visibleCellMap.values.contains(where: { $0 === cell }) || preparedCellMap.values.contains(where: { $0 === cell }) {
            logOnce("UICollectionView: the data source returned a cell already shown for another item as the cell at \(ip); it is skipped")
            return nil
        }
        if cellQueue.contains(cell) {
            logOnce("UICollectionView: the data source returned a cell that is waiting in the reuse queue without dequeuing it (at \(ip))")
        }
        return cell
    }

    /// Puts an element view in the hierarchy at its z-index and applies `a` (only what changed).
    func place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        insertElementView(view, zIndex: a.zIndex, in: elementContainer(for: a))
        if view.isHidden != a.isHidden || view.appliedAttributes.map({ !$0.isEqual(a) }) ?? true {
            view.applyLayoutAttributes(a)
            // A row swiped open stays slid over its actions.
            if a.representedElementCategory == .cell, a.indexPath == swipeActions?.indexPath { swipeActionsOffsetDidChange(at: a.indexPath) }
        }
    }

    /// Adds (or moves) an element view among the others by z-index: above the background view and any element of
    /// a lower or equal index, below those of a higher one. Element views are kept in z-index order (those hidden
    /// for reuse too), so a view already in place with the same z-index stays where it is, and a new one is found
    /// its place from the front (the elements are at the back, below only the scroll indicators). `container` is
    /// the collection view or the scroll view of the element's orthogonally scrolling section (by default, the one
    /// its applied attributes name).
    func insertElementView(_ view: UICollectionReusableView, zIndex: Int, in container: UIView? = nil) {
        let container = container ?? elementContainer(for: view.appliedAttributes)
        let inHierarchy = view.superview === container
        if inHierarchy, view.appliedAttributes?.zIndex ?? 0 == zIndex { return }
        var index = 0
        let subviews = container.subviews
        for (i, sub) in subviews.enumerated().reversed() where sub !== view {
            if sub === backgroundView || sub is UICollectionViewOrthogonalScroller { index = i + 1; break }
            if let element = sub as? UICollectionReusableView, (element.appliedAttributes?.zIndex ?? 0) <= zIndex { index = i + 1; break }
        }
        if inHierarchy, let current = subviews.firstIndex(where: { $0 === view }) {
            if current < index { index -= 1 }
            if current == index { return }
        }
        container.insertSubview(view, at: min(index, subviews.count))
    }

    /// Takes a cell off screen: the delegate hears `didEndDisplaying`, and the cell waits in the reuse queue, hidden
    /// in place (as UIKit hides cells for reuse rather than removing them: no window or trait changes to propagate
    /// twice per reuse). A cell holding the first responder is kept as it is, out of reuse, until it resigns.
    func endDisplaying(_ cell: UICollectionViewCell, at ip: IndexPath) {
        if highlightedIndexPath == ip { cell.isHighlighted = false }
        if swipeActions?.indexPath == ip { swipeActions?.reset() }
        let keep = holdsFirstResponder(cell)
        if !keep && isElementContainer(cell.superview) { cell.isHidden = true }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        if keep { responderCellMap[ip] = cell } else { recycle(cell) }
    }

    /// Puts a cell no item uses in the reuse queue, hidden in place (one never dequeued has no identifier: it is
    /// removed instead).
    func recycle(_ cell: UICollectionViewCell) {
        guard let id = cell.reuseIdentifier else { cell.removeFromSuperview(); return }
        if isElementContainer(cell.superview) { cell.isHidden = true } else { cell.removeFromSuperview() }
        cellQueue.enqueue(cell, identifier: id)
    }

    /// Whether the window's first responder is `cell` or inside it.
    func holdsFirstResponder(_ cell: UICollectionViewCell) -> Bool {
        guard let responder = cell.window?.currentFirstResponder as? UIView else { return false }
        return responder.isDescendant(of: cell)
    }

    func endDisplaying(_ view: UICollectionReusableView, key: UICollectionElementKey) {
        let reusable = view.reuseIdentifier != nil && (view.elementKind ?? key.kind) != nil
        if reusable && view.superview === self { view.isHidden = true } else { view.removeFromSuperview() }
        if let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        if let id = view.reuseIdentifier, let kind = view.elementKind ?? key.kind {
            supplementaryQueue.enqueue(view, identifier: Self.supplementaryQueueKey(kind: kind, identifier: id))
        }
    }

    /// Sends every shown view to the reuse queues (a reload), with the cells fetched ahead and those kept for a first
    /// responder (whose content the reload makes stale: the first responder is asked to resign).
    func recycleAllVisibleViews() {
        let cells = visibleCellMap
        let supplementary = visibleSupplementaryMap
        visibleCellMap = [:]
        visibleSupplementaryMap = [:]
        for (ip, cell) in cells.inKeyOrder() { endDisplaying(cell, at: ip) }
        for (key, view) in supplementary.inKeyOrder() { endDisplaying(view, key: key) }
        discardPreparedCells()
        let kept = responderCellMap
        responderCellMap = [:]
        for (_, cell) in kept.inKeyOrder() {
            _ = cell.endEditing(true)
            recycle(cell)
        }
    }

    /// Asks the supplementary views that just appeared for their preferred attributes when the layout lets them size
    /// themselves (a compositional layout's estimated headers and footers); true when the layout was invalidated.
    func sizeSupplementaryViews() -> Bool {
        let layout = collectionViewLayout
        let views = appearedSupplementaryViews
        appearedSupplementaryViews = []
        var invalidated = false
        for view in views where view.superview === self && !view.isHidden {
            guard let original = view.appliedAttributes, let axes = original.selfSizingAxes, !axes.isEmpty,
                  let probe = original.copy() as? UICollectionViewLayoutAttributes else { continue }
            view.layoutIfNeeded()
            let preferred = view.preferredLayoutAttributesFitting(probe)
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidated = true
        }
        return invalidated
    }

    /// Asks the cells that just appeared for their preferred attributes; true when the layout was invalidated.
    func sizeCells(_ cells: [UICollectionViewCell]) -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for cell in cells {
            guard let original = cell.appliedAttributes, layout.hasMeasuredSize(at: original.indexPath) != true else { continue }
            cell.layoutIfNeeded()
            guard let probe = original.copy() as? UICollectionViewLayoutAttributes else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(probe)
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
                if original.representedElementCategory == .cell { layout.noteMeasuredSize(original.size, at: original.indexPath) }
                continue
            }
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidated = true
        }
        return invalidated
    }
}
