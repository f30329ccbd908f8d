import Foundation

/// One change recorded inside `performBatchUpdates` (item index paths: before the update for deletes, reloads
/// and move sources, after it for inserts and move destinations).
enum UICollectionViewPendingUpdate {
    case insertItems([IndexPath]), deleteItems([IndexPath]), reloadItems([IndexPath]), moveItem(IndexPath, IndexPath)
    case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, Int)
}

/// How a batch of updates maps the items before it onto the items after it, checked against the data source's
/// counts as UIKit checks them. It keeps only the changed positions (never a map of every item), so a batch on
/// 10,000 items costs what its changes cost.
struct UICollectionViewUpdatePlan {
    let oldCounts: [Int]
    let newCounts: [Int]
    /// What the messages call an element and the view.
    let noun: String, container: String
    /// Old section -> new section (nil: deleted or reloaded).
    private(set) var sectionMap: [Int?]
    /// New sections that are new (inserted or reloaded).
    private(set) var insertedSections = Set<Int>()
    /// Per old section, the sorted items that leave it (deleted or moved away).
    private(set) var removedItems: [Int: [Int]] = [:]
    /// Per new section, the sorted items that are fixed by the batch (inserted or moved in).
    private(set) var fixedItems: [Int: [Int]] = [:]
    private(set) var moves: [IndexPath: IndexPath] = [:]
    private(set) var reloaded = Set<IndexPath>()
    private(set) var inserted = Set<IndexPath>()
    private(set) var updateItems: [(UICollectionViewUpdateItem.Action, IndexPath?, IndexPath?)] = []

    /// The plan, or the message UIKit's exception would carry when the batch does not match the counts.
    /// `noun` and `container` name what the messages speak of ("row" and "table view" for a table).
    static func make(old: [Int], new: [Int], updates: [UICollectionViewPendingUpdate], noun: String = "item",
                     container: String = "collection view") -> Result<UICollectionViewUpdatePlan, PlanError> {
        var plan = UICollectionViewUpdatePlan(oldCounts: old, newCounts: new, noun: noun, container: container,
                                              sectionMap: Array(repeating: nil, count: old.count))
        do { try plan.build(updates) } catch let error as PlanError { return .failure(error) } catch { return .failure(PlanError(message: "\(error)")) }
        return .success(plan)
    }

    struct PlanError: Error { let message: String }

    private mutating func build(_ updates: [UICollectionViewPendingUpdate]) throws {
        var deletedSections = Set<Int>(), newSections = Set<Int>()
        var sectionMoves: [(Int, Int)] = []
        func fail(_ m: String) -> PlanError { PlanError(message: "Invalid update: " + m) }
        for u in updates {
            switch u {
            case let .deleteSections(set), let .reloadSections(set):
                let isReload: Bool = { if case .reloadSections = u { return true }; return false }()
                for s in set {
                    guard s >= 0, s < oldCounts.count else { throw fail("attempt to \(isReload ? "reload" : "delete") section \(s), but there are only \(oldCounts.count) sections before the update") }
                    deletedSections.insert(s)
                    updateItems.append((isReload ? .reload : .delete, IndexPath(item: NSNotFound, section: s), isReload ? IndexPath(item: NSNotFound, section: s) : nil))
                    if isReload {
                        guard s < newCounts.count else { throw fail("attempt to reload section \(s), but there are only \(newCounts.count) sections after the update") }
                        newSections.insert(s)
                    }
                }
            case let .insertSections(set):
                for s in set {
                    guard s >= 0, s < newCounts.count else { throw fail("attempt to insert section \(s) but there are only \(newCounts.count) sections after the update") }
                    newSections.insert(s)
                    updateItems.append((.insert, nil, IndexPath(item: NSNotFound, section: s)))
                }
            case let .moveSection(from, to):
                guard from >= 0, from < oldCounts.count, to >= 0, to < newCounts.count else {
                    throw fail("attempt to move section \(from) to \(to): there are \(oldCounts.count) sections before and \(newCounts.count) after the update")
                }
                sectionMoves.append((from, to))
                updateItems.append((.move, IndexPath(item: NSNotFound, section: from), IndexPath(item: NSNotFound, section: to)))
            default: break
            }
        }
        // Sections: moves and inserts hold their new places; the rest keep their order.
        let movedFrom = Set(sectionMoves.map(\.0)), movedTo = Set(sectionMoves.map(\.1))
        let survivors = (0..<oldCounts.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let free = (0..<newCounts.count).filter { !newSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == free.count else {
            throw fail("invalid number of sections. The number of sections contained in the \(container) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(newSections.count) inserted, \(deletedSections.count) deleted) and plus or minus the number of sections moved into or out of the \(container) (\(sectionMoves.count) moved in, \(sectionMoves.count) moved out).")
        }
        for (o, n) in zip(survivors, free) { sectionMap[o] = n }
        for (o, n) in sectionMoves { sectionMap[o] = n }
        insertedSections = newSections
        // Items.
        var removed: [Int: Set<Int>] = [:], fixed: [Int: Set<Int>] = [:]
        func checkOld(_ ip: IndexPath, _ verb: String) throws {
            guard ip.count == 2, oldCounts.indices.contains(ip.section), ip.item >= 0, ip.item < oldCounts[ip.section] else {
                throw fail("attempt to \(verb) \(noun) \(ip.item) from section \(ip.section) which only contains \(oldCounts.indices.contains(ip.section) ? oldCounts[ip.section] : 0) \(noun)s before the update")
            }
        }
        func checkNew(_ ip: IndexPath, _ verb: String) throws {
            guard ip.count == 2, newCounts.indices.contains(ip.section), ip.item >= 0, ip.item < newCounts[ip.section] else {
                throw fail("attempt to \(verb) \(noun) \(ip.item) into section \(ip.section), but there are only \(newCounts.indices.contains(ip.section) ? newCounts[ip.section] : 0) \(noun)s in section \(ip.section) after the update")
            }
        }
        for u in updates {
            switch u {
            case let .deleteItems(ips):
                for ip in ips {
                    try checkOld(ip, "delete")
                    if deletedSections.contains(ip.section) { continue }
                    removed[ip.section, default: []].insert(ip.item)
                    updateItems.append((.delete, ip, nil))
                }
            case let .insertItems(ips):
                for ip in ips {
                    try checkNew(ip, "insert")
                    if newSections.contains(ip.section) { continue }
                    fixed[ip.section, default: []].insert(ip.item)
                    inserted.insert(ip)
                    updateItems.append((.insert, nil, ip))
                }
            case let .reloadItems(ips):
                for ip in ips {
                    try checkOld(ip, "reload")
                    reloaded.insert(ip)
                    updateItems.append((.reload, ip, ip))
                }
            case let .moveItem(from, to):
                try checkOld(from, "move")
                try checkNew(to, "move")
                removed[from.section, default: []].insert(from.item)
                fixed[to.section, default: []].insert(to.item)
                moves[from] = to
                updateItems.append((.move, from, to))
            default: break
            }
        }
        removedItems = removed.mapValues { $0.sorted() }
        fixedItems = fixed.mapValues { $0.sorted() }
        for (o, n) in sectionMap.enumerated() {
            guard let n, !movedFrom.contains(o) else { continue }
            let out = removedItems[o]?.count ?? 0, into = fixedItems[n]?.count ?? 0
            let movedIn = moves.values.filter { $0.section == n }.count, movedOut = moves.keys.filter { $0.section == o }.count
            guard oldCounts[o] - out + into == newCounts[n] else {
                throw fail("invalid number of \(noun)s in section \(n). The number of \(noun)s contained in an existing section after the update (\(newCounts[n])) must be equal to the number of \(noun)s contained in that section before the update (\(oldCounts[o])), plus or minus the number of \(noun)s inserted or deleted from that section (\(into - movedIn) inserted, \(out - movedOut) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        for (o, n) in sectionMoves where oldCounts[o] != newCounts[n] && removedItems[o] == nil && fixedItems[n] == nil {
            throw fail("invalid number of \(noun)s in section \(n): the section moved from \(o) held \(oldCounts[o]) \(noun)s and now holds \(newCounts[n])")
        }
    }

    /// Where the item at `old` (before the update) is after it; nil when it was deleted or its section went.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = moves[old] { return moved }
        guard sectionMap.indices.contains(old.section), let s = sectionMap[old.section] else { return nil }
        let removed = removedItems[old.section] ?? []
        var below = 0
        for r in removed { if r < old.item { below += 1 } else if r == old.item { return nil } else { break } }
        var j = old.item - below
        for f in fixedItems[s] ?? [] { if f <= j { j += 1 } else { break } }
        return IndexPath(item: j, section: s)
    }

    /// Where section `old` is after the update.
    func newSection(for old: Int) -> Int? { sectionMap.indices.contains(old) ? sectionMap[old] : nil }
}
