@_spi(Testing) import UIKit
import Foundation

extension FuzzLab {
    // MARK: Collection views

    /// The collection views the collection actions pick from: the lab's two grids, then every other collection
    /// view shown in the key window (the Catalog's), in tree order.
    func collectionTargets() -> [UICollectionView] {
        let lab = controller
        lab.loadViewIfNeeded()
        var found: [UICollectionView] = [lab.grid, lab.diffGrid]
        func search(_ v: UIView) {
            guard !v.isHidden else { return }
            if let cv = v as? UICollectionView, cv !== lab.grid, cv !== lab.diffGrid { found.append(cv) }
            v.subviews.forEach(search)
        }
        if let window = session.app.keyWindow { search(window) }
        return found
    }

    /// Index paths an app should never pass: negative, past the end, in a missing section, of the wrong length.
    static let hostileIndexPaths: [IndexPath] = [
        IndexPath(item: -1, section: 0), IndexPath(item: 0, section: -1), IndexPath(item: 1_000_000, section: 0),
        IndexPath(item: 0, section: 99), IndexPath(index: 3), IndexPath(indexes: [0, 0, 0]), IndexPath(),
        IndexPath(item: Int.max, section: Int.max),
    ]

    /// Collection-view abuse: a fling first (when the view is on screen), then, a few frames into the
    /// deceleration, one change (see `FuzzLabAction.collection`).
    func collectionAbuse(op: Int, seed: UInt64) {
        var rng = FuzzRandom(seed: seed)
        func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        let targets = collectionTargets()
        let cv = targets[int(0...targets.count - 1)]
        let onScreen = cv.window === session.app.keyWindow && cv.window != nil
        if onScreen && chance(0.8) {
            // A fling: a quick drag across the middle of the view; the scroll view decelerates after it lifts.
            let r = cv.convert(cv.bounds, to: nil)
            let up = chance(0.6)
            let y1 = r.minY + r.height * (up ? 0.8 : 0.2), y2 = r.minY + r.height * (up ? 0.15 : 0.85)
            session.drag(from: CGPoint(x: r.midX, y: y1), to: CGPoint(x: r.midX, y: y2), seconds: Double(int(2...4)) * HeadlessSession.frameDuration)
            session.step(frames: int(0...6))
        } else if chance(0.5) {
            cv.setContentOffset(CGPoint(x: 0, y: CGFloat(int(0...600))), animated: true)
            session.step(frames: int(0...4))
        }
        let animated = chance(0.7)
        switch ((op % 10) + 10) % 10 {
        case 0: // reload while moving, after the data changed (or not)
            if cv === controller.grid && chance(0.7) { reshuffleGridData(&rng) }
            cv.reloadData()
        case 1, 2, 3, 4, 5: // batch updates
            if cv === controller.grid { gridUpdate(kind: ((op % 10) + 10) % 10, animated: animated, FuzzRandom(seed: rng.next())) }
            else if cv === controller.diffGrid { diffableApply(&rng, animated: animated) }
            else { foreignUpdate(cv, &rng) }
        case 6: // a diffable apply (or, on the plain grid, a change the data source does not announce)
            if cv === controller.diffGrid { diffableApply(&rng, animated: animated) }
            else if cv === controller.grid {
                // A buggy app: the counts change, then an insert that does not match (logged as UIKit throws).
                if controller.gridSource.sections.isEmpty { controller.gridSource.sections = [[]] }
                controller.gridSource.sections[0].append(contentsOf: controller.gridSource.newItems(int(1...3)))
                cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            } else { cv.reloadData() }
        case 7: // selection, valid and hostile
            selectionAbuse(cv, &rng, animated: animated)
        case 8: // scrollToItem with valid and hostile index paths and positions
            let ip = chance(0.5) ? Self.hostileIndexPaths[int(0...Self.hostileIndexPaths.count - 1)] : someIndexPath(cv, &rng)
            let positions: [UICollectionView.ScrollPosition] = [[], .top, .centeredVertically, .bottom, .left, .right,
                                                                [.top, .bottom], [.left, .centeredHorizontally, .right], [.top, .left]]
            cv.scrollToItem(at: ip, at: positions[int(0...positions.count - 1)], animated: animated)
        default: // broken layout metrics, then an invalidation
            guard let flow = cv.collectionViewLayout as? UICollectionViewFlowLayout, cv === controller.grid || cv === controller.diffGrid else {
                cv.collectionViewLayout.invalidateLayout()
                break
            }
            let sizes: [CGSize] = [CGSize(width: 36, height: 28), CGSize(width: 0, height: 0), CGSize(width: CGFloat.nan, height: 20),
                                   CGSize(width: -10, height: 30), CGSize(width: 5000, height: 28), CGSize(width: 36, height: CGFloat.infinity),
                                   CGSize(width: 1, height: 1)]
            let spacings: [CGFloat] = [4, 0, -20, .nan, 1e6, 12]
            switch int(0...3) {
            case 0: flow.itemSize = sizes[int(0...sizes.count - 1)]
            case 1: flow.minimumLineSpacing = spacings[int(0...spacings.count - 1)]
            case 2: flow.minimumInteritemSpacing = spacings[int(0...spacings.count - 1)]
            default: flow.sectionInset = UIEdgeInsets(top: spacings[int(0...5)], left: 4, bottom: 8, right: spacings[int(0...5)])
            }
            if chance(0.5) { flow.invalidateLayout() }
            // The metrics come back to normal now and then, so the grid stays useful for the rest of the launch.
            if chance(0.4) {
                flow.itemSize = sizes[0]; flow.minimumLineSpacing = 4; flow.minimumInteritemSpacing = 4
                flow.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 8, right: 4)
            }
        }
        session.step(frames: int(1...3))
    }

    private func someIndexPath(_ cv: UICollectionView, _ rng: inout FuzzRandom) -> IndexPath {
        let sections = cv.numberOfSections
        guard sections > 0 else { return IndexPath(item: 0, section: 0) }
        let s = Int.random(in: 0..<sections, using: &rng)
        let n = cv.numberOfItems(inSection: s)
        return IndexPath(item: n > 0 ? Int.random(in: 0..<n, using: &rng) : 0, section: s)
    }

    private func reshuffleGridData(_ rng: inout FuzzRandom) {
        let source = controller.gridSource
        let count = Int.random(in: 0...5, using: &rng)
        source.sections = (0..<count).map { _ in source.newItems(Int.random(in: 0...60, using: &rng)) }
    }

    /// One batch update on the plain grid, announced as UIKit requires (the data changes with it).
    private func gridUpdate(kind: Int, animated: Bool, _ random: FuzzRandom) {
        var rng = random
        let cv = controller.grid!, source = controller.gridSource
        func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        if source.sections.isEmpty { source.sections = [source.newItems(10)]; cv.insertSections(IndexSet(integer: 0)); return }
        let s = int(0...source.sections.count - 1)
        let n = source.sections[s].count
        func update() {
            switch kind {
            case 1: // insert
                guard source.sections[s].count < 120 else { return }
                let at = int(0...n), k = int(1...4)
                source.sections[s].insert(contentsOf: source.newItems(k), at: at)
                cv.insertItems(at: (at..<at + k).map { IndexPath(item: $0, section: s) })
            case 2: // delete
                guard n > 0 else { return }
                let picked = Set((0..<int(1...min(5, n))).map { _ in int(0...n - 1) }).sorted(by: >)
                for i in picked { source.sections[s].remove(at: i) }
                cv.deleteItems(at: picked.map { IndexPath(item: $0, section: s) })
            case 3: // move, within or across sections
                guard n > 0 else { return }
                let from = int(0...n - 1), t = int(0...source.sections.count - 1)
                let item = source.sections[s].remove(at: from)
                let to = int(0...source.sections[t].count)
                source.sections[t].insert(item, at: to)
                cv.moveItem(at: IndexPath(item: from, section: s), to: IndexPath(item: to, section: t))
            case 4: // reload, sometimes with a stale or hostile index path among them
                var paths = n > 0 ? [IndexPath(item: int(0...n - 1), section: s)] : []
                if int(0...3) == 0 { paths.append(Self.hostileIndexPaths[int(0...Self.hostileIndexPaths.count - 1)]) }
                cv.reloadItems(at: paths)
            default: // sections: one inserted or deleted, and an item moved, in one batch
                if source.sections.count < 6 && int(0...1) == 0 {
                    let at = int(0...source.sections.count)
                    source.sections.insert(source.newItems(int(0...20)), at: at)
                    cv.insertSections(IndexSet(integer: at))
                } else {
                    source.sections.remove(at: s)
                    cv.deleteSections(IndexSet(integer: s))
                }
            }
        }
        if int(0...2) == 0 { update() } else { cv.performBatchUpdates(animated ? update : { UIView.performWithoutAnimation(update) }) }
    }

    /// A diffable apply on the lab's diffable grid: a shuffled, trimmed, extended or reversed snapshot.
    private func diffableApply(_ rng: inout FuzzRandom, animated: Bool) {
        let source = controller.diffSource!
        var snapshot = source.snapshot()
        func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        switch int(0...5) {
        case 0: // every section reversed
            var next = NSDiffableDataSourceSnapshot<Int, Int>()
            next.appendSections(snapshot.sectionIdentifiers)
            for s in snapshot.sectionIdentifiers { next.appendItems(snapshot.itemIdentifiers(inSection: s).reversed(), toSection: s) }
            snapshot = next
        case 1: // some items deleted
            let items = snapshot.itemIdentifiers
            if !items.isEmpty { snapshot.deleteItems((0..<int(1...8)).map { _ in items[int(0...items.count - 1)] }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }) }
        case 2: // items added (at most 200 in all)
            if snapshot.numberOfItems < 200 {
                let base = 2000 + snapshot.numberOfItems * 7 + int(0...1_000_000) * 300
                let new = (0..<int(1...6)).map { base + $0 }
                if let first = snapshot.itemIdentifiers.first, int(0...1) == 0 { snapshot.insertItems(new, beforeItem: first) }
                else if let section = snapshot.sectionIdentifiers.last { snapshot.appendItems(new, toSection: section) }
                else { snapshot.appendSections([0]); snapshot.appendItems(new, toSection: 0) }
            }
        case 3: // an item moved and one reloaded
            let items = snapshot.itemIdentifiers
            if items.count >= 2 {
                let a = items[int(0...items.count - 1)], b = items[int(0...items.count - 1)]
                if a != b { snapshot.moveItem(a, afterItem: b) }
                snapshot.reloadItems([items[int(0...items.count - 1)]])
            }
        case 4: // a section added or removed
            let sections = snapshot.sectionIdentifiers
            if sections.count > 1 && int(0...1) == 0 { snapshot.deleteSections([sections[int(0...sections.count - 1)]]) }
            else if sections.count < 5 { snapshot.appendSections([(sections.max() ?? 0) + 1]) }
        default: // emptied
            snapshot.deleteAllItems()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(1000..<1000 + int(0...40)), toSection: 0)
        }
        if int(0...4) == 0 { source.applySnapshotUsingReloadData(snapshot) } else { source.apply(snapshot, animatingDifferences: animated) }
    }

    /// Updates a collection view whose data source the fuzzer does not own: announced changes that do not match
    /// the data (UIKit throws "Invalid update"; here it is logged and the view reloads).
    private func foreignUpdate(_ cv: UICollectionView, _ rng: inout FuzzRandom) {
        let ip = someIndexPath(cv, &rng)
        switch Int.random(in: 0...3, using: &rng) {
        case 0: cv.insertItems(at: [ip])
        case 1: cv.deleteItems(at: [ip])
        case 2: cv.reloadItems(at: [ip])
        default: cv.performBatchUpdates({ cv.moveItem(at: ip, to: IndexPath(item: 0, section: 0)) })
        }
    }

    private func selectionAbuse(_ cv: UICollectionView, _ rng: inout FuzzRandom, animated: Bool) {
        func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
        let positions: [UICollectionView.ScrollPosition] = [[], .top, .centeredVertically, .bottom, [.top, .bottom]]
        for _ in 0..<int(1...4) {
            let hostile = int(0...3) == 0
            let ip = hostile ? Self.hostileIndexPaths[int(0...Self.hostileIndexPaths.count - 1)] : someIndexPath(cv, &rng)
            switch int(0...4) {
            case 0: cv.selectItem(at: ip, animated: animated, scrollPosition: positions[int(0...positions.count - 1)])
            case 1: cv.deselectItem(at: ip, animated: animated)
            case 2: cv.selectItem(at: nil, animated: animated, scrollPosition: [])
            case 3: if cv === controller.grid || cv === controller.diffGrid { cv.allowsMultipleSelection.toggle() }
            default: for selected in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: selected, animated: animated) }
            }
        }
    }
}
