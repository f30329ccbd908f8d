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
            if lastLayoutBounds != nil, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            }
            lastLayoutBounds = bounds
        }
        for _ in 0..<8 {
            layout.prepareIfNeeded()
            let size = layout.collectionViewContentSize
            if size.width.isFinite, size.height.isFinite, contentSize != size { contentSize = size }
            let shown = updateVisibleElements()
            guard layout.asksForPreferredAttributes, sizeCells(shown) else { break }
        }
    }

    /// Makes the views shown match the layout's elements in the visible bounds; returns the cells that appeared.
    @discardableResult
    func updateVisibleElements() -> [UICollectionViewCell] {
        let layout = collectionViewLayout
        let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [UICollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        wantedCells.reserveCapacity(attributes.count)
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell:
                guard isValid(a.indexPath) else {
                    logOnce("UICollectionView: the layout \(type(of: layout)) returned attributes for the item at \(a.indexPath), which does not exist (\(sectionCounts) items per section); it is skipped")
                    continue
                }
                wantedCells[a.indexPath] = a
            case .supplementaryView:
                guard sectionCounts.indices.contains(a.indexPath.section) || a.indexPath.count != 2 else { continue }
                wantedSupplementary[a.elementKey] = a
            case .decorationView:
                continue
            }
        }
        for (ip, cell) in visibleCellMap where wantedCells[ip] == nil {
            visibleCellMap[ip] = nil
            endDisplaying(cell, at: ip)
        }
        for (key, view) in visibleSupplementaryMap where wantedSupplementary[key] == nil {
            visibleSupplementaryMap[key] = nil
            endDisplaying(view, key: key)
        }
        var appeared: [UICollectionViewCell] = []
        for (ip, a) in wantedCells {
            if let cell = visibleCellMap[ip] {
                if cell.appliedAttributes.map({ !$0.isEqual(a) }) ?? true { cell.applyLayoutAttributes(a) }
                continue
            }
            guard let cell = makeCell(at: ip) else { continue }
            visibleCellMap[ip] = cell
            insertElementView(cell, zIndex: a.zIndex)
            cell.applyLayoutAttributes(a)
            cell.isSelected = selectedIndexPaths.contains(ip)
            cell.isHighlighted = highlightedIndexPath == ip
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
            appeared.append(cell)
        }
        for (key, a) in wantedSupplementary {
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
            insertElementView(view, zIndex: a.zIndex)
            view.applyLayoutAttributes(a)
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
        if visibleCellMap.values.contains(where: { $0 === cell }) {
            logOnce("UICollectionView: the data source returned a cell already shown for another item as the cell at \(ip); it is skipped")
            return nil
        }
        if cellQueue.contains(cell) {
            logOnce("UICollectionView: the data source returned a cell that is waiting in the reuse queue without dequeuing it (at \(ip))")
        }
        return cell
    }

    /// Adds (or moves) an element view among the others by z-index: above the background view and any element of
    /// a lower or equal index, below those of a higher one.
    func insertElementView(_ view: UICollectionReusableView, zIndex: Int) {
        var index = 0
        for (i, sub) in subviews.enumerated() where sub !== view {
            if sub === backgroundView { index = i + 1; continue }
            if let element = sub as? UICollectionReusableView, (element.appliedAttributes?.zIndex ?? 0) <= zIndex { index = i + 1 }
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            if current < index { index -= 1 }
            if current == index { return }
            view.removeFromSuperview()
        }
        insertSubview(view, at: min(index, subviews.count))
    }

    /// Takes a cell off screen: the delegate hears `didEndDisplaying`, and the cell waits in the reuse queue.
    func endDisplaying(_ cell: UICollectionViewCell, at ip: IndexPath) {
        if highlightedIndexPath == ip { cell.isHighlighted = false }
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        if let id = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: id) }
    }

    func endDisplaying(_ view: UICollectionReusableView, key: UICollectionElementKey) {
        view.removeFromSuperview()
        if let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        if let id = view.reuseIdentifier, let kind = view.elementKind ?? key.kind {
            supplementaryQueue.enqueue(view, identifier: Self.supplementaryQueueKey(kind: kind, identifier: id))
        }
    }

    /// Sends every shown view to the reuse queues (a reload).
    func recycleAllVisibleViews() {
        let cells = visibleCellMap
        let supplementary = visibleSupplementaryMap
        visibleCellMap = [:]
        visibleSupplementaryMap = [:]
        for (ip, cell) in cells { endDisplaying(cell, at: ip) }
        for (key, view) in supplementary { endDisplaying(view, key: key) }
    }

    /// Asks the cells that just appeared for their preferred attributes; true when the layout was invalidated.
    private func sizeCells(_ cells: [UICollectionViewCell]) -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for cell in cells {
            guard let original = cell.appliedAttributes else { continue }
            cell.layoutIfNeeded()
            guard let probe = original.copy() as? UICollectionViewLayoutAttributes else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(probe)
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { continue }
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidated = true
        }
        return invalidated
    }
}
