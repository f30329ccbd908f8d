import Foundation

extension UICollectionView {
    /// Makes the counts and the layout current (geometry queries answer before the first frame).
    func prepareLayoutForQueries() {
        reloadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellMap[$0] }
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellMap.keys.sorted()
    }

    /// The cell on screen for `indexPath` (nil when that item is not shown).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellMap[indexPath] }

    /// The index path of `cell` while it is on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    /// The item under `point` (content coordinates), or nil; the front-most when items overlap.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutForQueries()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && displayedFrame(of: $0).contains(point) && isValid($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view of `elementKind` shown for `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryMap[UICollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryMap.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item at `indexPath` (nil, logged, when there is no such item).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutForQueries()
        guard isValid(indexPath) else {
            UIApplication.shared.log("UICollectionView: layoutAttributesForItem(at: \(indexPath)): no such item (\(sectionCounts) items per section)")
            return nil
        }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutForQueries()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling
    /// Scrolls so the item is at `scrollPosition` (top, centred or bottom vertically; left, centred or right
    /// horizontally; an empty set scrolls the least that shows it), within the scrollable range. An index path
    /// out of range is logged (UIKit throws) and nothing scrolls.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutForQueries()
        guard isValid(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            UIApplication.shared.log("UICollectionView: attempt to scroll to invalid index path: \(indexPath) (\(sectionCounts) items per section)")
            return
        }
        let vertical: [ScrollPosition] = [.top, .centeredVertically, .bottom]
        let horizontal: [ScrollPosition] = [.left, .centeredHorizontally, .right]
        var scrollPosition = scrollPosition
        if let scroller = orthogonalScrollers[indexPath.section] {
            // The section's own scroll view takes the positions along its axis; the collection view the others.
            let along = scroller.isHorizontal ? horizontal : vertical
            scrollOrthogonally(scroller, toShow: frame, at: scrollPosition.intersection(ScrollPosition(along)), animated: animated)
            scrollPosition.subtract(ScrollPosition(along))
            if scrollPosition.isEmpty {
                // The least scroll along the main axis that shows the item.
                scrollRectToVisible(scroller.isHorizontal ? CGRect(x: contentOffset.x, y: frame.minY, width: 1, height: frame.height)
                                                          : CGRect(x: frame.minX, y: contentOffset.y, width: frame.width, height: 1),
                                    animated: animated)
                return
            }
        }
        if vertical.filter(scrollPosition.contains).count > 1 || horizontal.filter(scrollPosition.contains).count > 1 {
            UIApplication.shared.log("UICollectionView: scrollToItem(at:at:animated:): \(scrollPosition.rawValue) combines several vertical or several horizontal positions; scrolling to make the item visible")
            scrollRectToVisible(frame, animated: animated)
            return
        }
        if scrollPosition.isEmpty { scrollRectToVisible(frame, animated: animated); return }
        let inset = adjustedContentInset, b = bounds
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - (b.height - inset.top - inset.bottom) / 2 - inset.top }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - b.height + inset.bottom }
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - (b.width - inset.left - inset.right) / 2 - inset.left }
        if scrollPosition.contains(.right) { target.x = frame.maxX - b.width + inset.right }
        if contentSize != collectionViewLayout.collectionViewContentSize { contentSize = collectionViewLayout.collectionViewContentSize }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    // MARK: Focus
    /// Whether the item's cell may take game-controller focus.
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        guard isValid(indexPath), allowsSelection || collectionDelegate != nil else { return false }
        return collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? true
    }

    /// A cell took focus: scroll so it shows with room for one more element beyond it (so the next one exists
    /// for the focus to move to).
    func focusDidMove(to cell: UICollectionViewCell) {
        guard let ip = indexPath(for: cell), var frame = collectionViewLayout.layoutAttributesForItem(at: ip)?.frame else { return }
        if let scroller = orthogonalScrollers[ip.section] {
            // The section's scroll view centres the cell along its axis, so its neighbours show on both sides for
            // the focus to move to (cells of a carousel are often wider than a third of the view).
            scrollOrthogonally(scroller, toShow: frame, at: scroller.isHorizontal ? .centeredHorizontally : .centeredVertically, animated: true)
            frame = displayedFrame(of: collectionViewLayout.layoutAttributesForItem(at: ip) ?? UICollectionViewLayoutAttributes(forCellWith: ip))
        }
        let room = frame.insetBy(dx: -min(frame.width, (bounds.width / 3).rounded(.down)), dy: -min(frame.height, (bounds.height / 3).rounded(.down)))
        scrollRectToVisible(room.intersection(CGRect(origin: .zero, size: contentSize)), animated: true)
    }
}
