import Foundation

/// The batch of collection or table view updates that turns one diffable snapshot into another: sections and items
/// deleted (old positions), inserted (new positions), moved (the fewest: everything outside a longest run kept in
/// order) and reloaded.
struct UIDiffableChanges {
    var deletedSections = IndexSet(), insertedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = []
    var movedItems: [(IndexPath, IndexPath)] = []
    var reloadedItems: [IndexPath] = []

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSection = Dictionary(old.sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newSection = Dictionary(new.sections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        // Sections that exist on both sides and are not reloaded carry their items across.
        func survives(_ id: S) -> Bool { oldSection[id] != nil && newSection[id] != nil && !reloadedSections.contains(id) }
        for (o, id) in old.sections.enumerated() where !survives(id) { deletedSections.insert(o) }
        for (n, id) in new.sections.enumerated() where !survives(id) { insertedSections.insert(n) }
        let keptSections = old.sections.enumerated().filter { survives($0.element) }.map { ($0.offset, newSection[$0.element]!) }
        let inOrder = Self.longestIncreasingRun(keptSections.map(\.1))
        for (k, pair) in keptSections.enumerated() where !inOrder.contains(k) { movedSections.append(pair) }
        // Items.
        var oldPlace: [I: IndexPath] = [:]
        oldPlace.reserveCapacity(old.numberOfItems)
        for (s, list) in old.items.enumerated() { for (i, id) in list.enumerated() { oldPlace[id] = IndexPath(item: i, section: s) } }
        var newItems = Set<I>()
        let reloaded = Set(new.reloadedItemIdentifiers)
        var sameSection: [Int: [(old: Int, new: Int)]] = [:]  // by new section: items that stay in their section
        for (s, list) in new.items.enumerated() {
            let newSurvives = survives(new.sections[s])
            for (i, id) in list.enumerated() {
                newItems.insert(id)
                let to = IndexPath(item: i, section: s)
                guard let from = oldPlace[id] else { if newSurvives { insertedItems.append(to) }; continue }
                let oldSurvives = survives(old.sections[from.section])
                switch (oldSurvives, newSurvives) {
                case (true, true):
                    if old.sections[from.section] != new.sections[s] {
                        movedItems.append((from, to))
                    } else {
                        sameSection[s, default: []].append((from.item, i))
                        if reloaded.contains(id) { reloadedItems.append(from) }
                    }
                case (false, true): insertedItems.append(to)
                case (true, false): deletedItems.append(from)
                case (false, false): break
                }
            }
        }
        for (id, from) in oldPlace where !newItems.contains(id) && survives(old.sections[from.section]) { deletedItems.append(from) }
        for (s, pairs) in sameSection {
            let ordered = pairs.sorted { $0.old < $1.old }
            let kept = Self.longestIncreasingRun(ordered.map(\.new))
            let oldS = oldSection[new.sections[s]]!
            for (k, pair) in ordered.enumerated() where !kept.contains(k) {
                let from = IndexPath(item: pair.old, section: oldS)
                movedItems.append((from, IndexPath(item: pair.new, section: s)))
                reloadedItems.removeAll { $0 == from }
            }
        }
    }

    /// Records the changes into the collection view's batch (call inside `performBatchUpdates`).
    @MainActor func record(into cv: UICollectionView) {
        if !deletedSections.isEmpty { cv.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { cv.insertSections(insertedSections) }
        for (from, to) in movedSections { cv.moveSection(from, toSection: to) }
        if !deletedItems.isEmpty { cv.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { cv.insertItems(at: insertedItems) }
        for (from, to) in movedItems { cv.moveItem(at: from, to: to) }
        if !reloadedItems.isEmpty { cv.reloadItems(at: reloadedItems) }
    }

    /// Records the changes into the table view's batch with `animation` (call inside `performBatchUpdates`).
    @MainActor func record(into tableView: UITableView, animation: UITableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        for (from, to) in movedSections { tableView.moveSection(from, toSection: to) }
        if !deletedItems.isEmpty { tableView.deleteRows(at: deletedItems, with: animation) }
        if !insertedItems.isEmpty { tableView.insertRows(at: insertedItems, with: animation) }
        for (from, to) in movedItems { tableView.moveRow(at: from, to: to) }
        if !reloadedItems.isEmpty { tableView.reloadRows(at: reloadedItems, with: animation) }
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid } }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = Set<Int>()
        var k = tails.last!
        while k >= 0 { result.insert(k); k = previous[k] }
        return result
    }
}
