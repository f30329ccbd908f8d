import Foundation

/// Cell and data prefetching (`isPrefetchingEnabled`, `prefetchDataSource`). While the content scrolls, the cells
/// of the items in a band just past the leading edge of the visible bounds are requested from the data source ahead
/// of time, a few each layout pass, and put in place (laid out and drawn with the frame, outside the visible area);
/// when their item scrolls in they are shown as they are, and `willDisplay` is sent then. The prefetch data source
/// hears of the items within one visible length ahead, and of those it no longer needs when the scrolling turns away.
extension UICollectionView {
    /// How far ahead cells are fetched, as a fraction of the visible length along the motion.
    static let cellPrefetchDepth: CGFloat = 0.25
    /// How far ahead the prefetch data source is told of items, in visible lengths.
    static let dataPrefetchDepth: CGFloat = 1

    /// The bounds' motion since the last layout pass (nil when prefetching is off, before the first pass, out of a
    /// window, or when the content did not scroll); remembers the origin for the next pass. Content scrolled out of
    /// a window sends the cells fetched ahead back to the queue: nothing fetches there, and the band they were
    /// fetched for is no longer ahead of the bounds (left in place, they stayed shown far from the visible area).
    func prefetchMotion() -> CGPoint? {
        let origin = bounds.origin
        defer { lastPrefetchOrigin = origin }
        guard isPrefetchingEnabled, let last = lastPrefetchOrigin else { return nil }
        let dx = origin.x - last.x, dy = origin.y - last.y
        guard dx != 0 || dy != 0 else { return nil }
        guard window != nil, dx.isFinite, dy.isFinite else {
            discardPreparedCells()
            return nil
        }
        return CGPoint(x: dx, y: dy)
    }

    /// The area ahead of the visible bounds along `motion`, `depth` visible lengths deep (on each axis that moved).
    func prefetchRegions(_ motion: CGPoint, depth: CGFloat) -> [CGRect] {
        let b = bounds
        var regions: [CGRect] = []
        if motion.y > 0 { regions.append(CGRect(x: b.minX, y: b.maxY, width: b.width, height: b.height * depth)) }
        if motion.y < 0 { regions.append(CGRect(x: b.minX, y: b.minY - b.height * depth, width: b.width, height: b.height * depth)) }
        if motion.x > 0 { regions.append(CGRect(x: b.maxX, y: b.minY, width: b.width * depth, height: b.height)) }
        if motion.x < 0 { regions.append(CGRect(x: b.minX - b.width * depth, y: b.minY, width: b.width * depth, height: b.height)) }
        return regions
    }

    /// The items (valid, not hidden, not visible) the layout places in `regions`, nearest to the visible bounds
    /// first, with their attributes.
    func upcomingItems(in regions: [CGRect]) -> [(IndexPath, UICollectionViewLayoutAttributes)] {
        let layout = collectionViewLayout
        let b = bounds
        var found: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for region in regions {
            for a in layout.layoutAttributesForElements(in: region) ?? [] where a.representedElementCategory == .cell && !a.isHidden {
                guard isValid(a.indexPath), !a.frame.intersects(b), visibleCellMap[a.indexPath] == nil else { continue }
                found[a.indexPath] = a
            }
        }
        func distance(_ f: CGRect) -> CGFloat {
            max(0, f.minY - b.maxY, b.minY - f.maxY) + max(0, f.minX - b.maxX, b.minX - f.maxX)
        }
        return found.map { ($0.key, $0.value) }.sorted {
            let d0 = distance($0.1.frame), d1 = distance($1.1.frame)
            return d0 != d1 ? d0 < d1 : $0.0 < $1.0
        }
    }

    /// Fetches the cells of the band ahead (at most `budget` this layout pass, the budget set on the first pass
    /// from the speed: about one and a half times the cells entering the band per pass, at least two), and recycles
    /// fetched cells the band has left. Returns the cells fetched (for self-sizing).
    func prefetchCells(motion: CGPoint, firstPass: Bool, budget: inout Int) -> [UICollectionViewCell] {
        guard dataSource != nil else { return [] }
        let regions = prefetchRegions(motion, depth: Self.cellPrefetchDepth)
        let upcoming = upcomingItems(in: regions)
        var wanted = Set<IndexPath>()
        for (ip, _) in upcoming { wanted.insert(ip) }
        for (ip, cell) in preparedCellMap.inKeyOrder(where: { ip, _ in !wanted.contains(ip) }) {
            preparedCellMap[ip] = nil
            recycle(cell)
        }
        if firstPass {
            let depth = motion.y != 0 ? bounds.height * Self.cellPrefetchDepth : bounds.width * Self.cellPrefetchDepth
            let speed = max(abs(motion.x), abs(motion.y))
            let entering = depth > 0 ? CGFloat(upcoming.count) * speed / depth : 0
            // An absurd speed (a drag to 1e30 points) must not reach Int(_:), which traps: clamp in floating point.
            let want = (entering * 1.5).rounded(.up)
            budget = want.isNaN ? 2 : max(2, Int(min(want, 1_000_000)))
        }
        var fetched: [UICollectionViewCell] = []
        for (ip, a) in upcoming {
            if let cell = preparedCellMap[ip] {
                place(cell, a)
                continue
            }
            guard budget > 0, responderCellMap[ip] == nil else { continue }
            guard let cell = makeCell(at: ip) else { continue }
            budget -= 1
            preparedCellMap[ip] = cell
            place(cell, a)
            cell.isSelected = selectedIndexPaths.contains(ip)
            cell.isHighlighted = false
            fetched.append(cell)
        }
        return fetched
    }

    /// Tells the prefetch data source of the items newly within reach ahead, and cancels those announced before that
    /// are now out of reach without having been shown.
    func prefetchData(motion: CGPoint) {
        guard let prefetcher = prefetchDataSource else { return }
        let upcoming = upcomingItems(in: prefetchRegions(motion, depth: Self.dataPrefetchDepth))
        var reach = Set<IndexPath>()
        for (ip, _) in upcoming { reach.insert(ip) }
        let gone = prefetchedIndexPaths.filter { !reach.contains($0) && visibleCellMap[$0] == nil }.sorted()
        let new = upcoming.map(\.0).filter { !prefetchedIndexPaths.contains($0) }
        prefetchedIndexPaths.subtract(gone)
        prefetchedIndexPaths.formUnion(new)
        if !gone.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: gone) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }

    /// Recycles the cells fetched ahead (their items were never shown: no `didEndDisplaying`).
    func discardPreparedCells() {
        let prepared = preparedCellMap
        preparedCellMap = [:]
        for (_, cell) in prepared.inKeyOrder() { recycle(cell) }
    }

    /// Recycles the cells fetched ahead that lie wholly outside `bounds` grown by the prefetch depth on every side
    /// (the content jumped, or moved while off screen, and no pass followed it there).
    func discardPreparedCells(outsideReachOf bounds: CGRect) {
        let reach = bounds.insetBy(dx: -bounds.width * Self.cellPrefetchDepth, dy: -bounds.height * Self.cellPrefetchDepth)
        for (ip, cell) in preparedCellMap.inKeyOrder(where: { _, cell in !(cell.appliedAttributes.map { $0.frame.intersects(reach) } ?? false) }) {
            preparedCellMap[ip] = nil
            recycle(cell)
        }
    }

    /// Prefetching was turned off: fetched cells go back to the queue and outstanding data requests are cancelled.
    func stopPrefetching() {
        discardPreparedCells()
        lastPrefetchOrigin = nil
        let outstanding = prefetchedIndexPaths.sorted()
        prefetchedIndexPaths = []
        if !outstanding.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: outstanding) }
    }
}
