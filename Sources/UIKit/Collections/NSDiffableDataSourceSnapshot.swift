import Foundation

/// The state of a diffable data source: sections and their items, named by identifiers (hashable values, each
/// unique), in order. Build one (`appendSections`, `appendItems` ...) and hand it to
/// `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)`, which works out and animates the
/// difference from the one shown. Misuse UIKit throws on (duplicate identifiers, unknown ones, items without a
/// section) is logged and the offending part skipped.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var allItems = Set<ItemIdentifierType>()
    /// Misuse found off the main thread, logged when the snapshot is applied.
    var diagnostics: [String] = []

    /// The items marked for reloading (new cells from the cell provider).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring (the same cell configured again).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading
    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier` (0, logged, when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    /// The items of `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = sections.firstIndex(of: identifier) else {
            Self.log("Invalid section identifier queried: \(identifier)")
            return []
        }
        return items[s]
    }

    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sections[$0.section] }
    }

    /// The position of `identifier` among all items (section after section).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let loc = location(of: identifier) else { return nil }
        return items[..<loc.section].reduce(0) { $0 + $1.count } + loc.item
    }

    /// The position of section `identifier`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard allItems.contains(item) else { return nil }
        for (s, list) in items.enumerated() { if let i = list.firstIndex(of: item) { return (s, i) } }
        return nil
    }

    // MARK: Items
    /// Adds items at the end of `sectionIdentifier` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIdentifier.map({ sections.firstIndex(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            report(sections.isEmpty ? "There are currently no sections in the data source. Please add a section first."
                                    : "Invalid section identifier \(sectionIdentifier.map { "\($0)" } ?? "nil") for appending items")
            return
        }
        items[s] += unique(identifiers)
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let loc = location(of: beforeIdentifier) else { report("Invalid item identifier specified for insert: \(beforeIdentifier)"); return }
        items[loc.section].insert(contentsOf: unique(identifiers), at: loc.item)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let loc = location(of: afterIdentifier) else { report("Invalid item identifier specified for insert: \(afterIdentifier)"); return }
        items[loc.section].insert(contentsOf: unique(identifiers), at: loc.item + 1)
    }

    /// Removes items (unknown ones are logged).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        let unknown = doomed.subtracting(allItems)
        if !unknown.isEmpty { report("Invalid item identifiers specified for deletion: \(unknown)") }
        guard !doomed.isDisjoint(with: allItems) else { return }
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
        allItems.subtract(doomed)
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { move(identifier, next: toIdentifier, after: false) }
    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) { move(identifier, next: toIdentifier, after: true) }

    private mutating func move(_ item: ItemIdentifierType, next other: ItemIdentifierType, after: Bool) {
        guard item != other else { report("Attempt to move item identifier \(item) relative to itself"); return }
        guard let from = location(of: item), location(of: other) != nil else {
            report("Invalid item identifier specified for move: \(location(of: item) == nil ? item : other)")
            return
        }
        items[from.section].remove(at: from.item)
        let to = location(of: other)!
        items[to.section].insert(item, at: to.item + (after ? 1 : 0))
    }

    /// Marks items for reloading: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { allItems.contains($0) }
        if known.count != identifiers.count { report("Invalid item identifiers specified for reload: \(identifiers.filter { !allItems.contains($0) })") }
        reloadedItemIdentifiers += known.filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks items for reconfiguring: their existing cells are configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let known = identifiers.filter { allItems.contains($0) }
        if known.count != identifiers.count { report("Invalid item identifiers specified for reconfigure: \(identifiers.filter { !allItems.contains($0) })") }
        reconfiguredItemIdentifiers += known.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections
    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in uniqueSections(identifiers) { sections.append(id); items.append([]) }
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sections.firstIndex(of: toIdentifier) else { report("Invalid section identifier specified for insert: \(toIdentifier)"); return }
        let new = uniqueSections(identifiers)
        sections.insert(contentsOf: new, at: at)
        items.insert(contentsOf: Array(repeating: [], count: new.count), at: at)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sections.firstIndex(of: toIdentifier) else { report("Invalid section identifier specified for insert: \(toIdentifier)"); return }
        let new = uniqueSections(identifiers)
        sections.insert(contentsOf: new, at: at + 1)
        items.insert(contentsOf: Array(repeating: [], count: new.count), at: at + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = sections.firstIndex(of: id) else { report("Invalid section identifier specified for deletion: \(id)"); continue }
            allItems.subtract(items[s])
            sections.remove(at: s)
            items.remove(at: s)
        }
    }

    /// Moves section `identifier` before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) { moveSection(identifier, toIdentifier, after: false) }
    /// Moves section `identifier` after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) { moveSection(identifier, toIdentifier, after: true) }

    private mutating func moveSection(_ id: SectionIdentifierType, _ other: SectionIdentifierType, after: Bool) {
        guard id != other, let from = sections.firstIndex(of: id), sections.contains(other) else {
            report("Invalid section identifiers specified for move: \(id), \(other)")
            return
        }
        let list = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: other)! + (after ? 1 : 0)
        sections.insert(id, at: to)
        items.insert(list, at: to)
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let known = identifiers.filter(sections.contains)
        if known.count != identifiers.count { report("Invalid section identifiers specified for reload: \(identifiers.filter { !sections.contains($0) })") }
        reloadedSectionIdentifiers += known.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    /// Clears the reload and reconfigure marks (a snapshot taken from the data source has none).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
        diagnostics = []
    }

    // MARK: Checks
    private mutating func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(), duplicates: [ItemIdentifierType] = [], result: [ItemIdentifierType] = []
        for id in identifiers {
            if allItems.contains(id) || seen.contains(id) { duplicates.append(id); continue }
            seen.insert(id)
            result.append(id)
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}; the duplicates are skipped")
        }
        allItems.formUnion(result)
        return result
    }

    private mutating func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sections), result: [SectionIdentifierType] = [], duplicates: [SectionIdentifierType] = []
        for id in identifiers { if seen.insert(id).inserted { result.append(id) } else { duplicates.append(id) } }
        if !duplicates.isEmpty {
            report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}; the duplicates are skipped")
        }
        return result
    }

    /// Notes misuse UIKit throws on: logged at once on the main thread, otherwise kept and logged when the snapshot
    /// is applied.
    private mutating func report(_ message: String) {
        let line = "NSDiffableDataSourceSnapshot: " + message
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIApplication.shared.log(line) }
        } else {
            diagnostics.append(line)
        }
    }

    /// Logs from a query (no snapshot to keep the message in): the app's log on the main thread, else standard error.
    private static func log(_ message: String) {
        let line = "NSDiffableDataSourceSnapshot: " + message
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIApplication.shared.log(line) }
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
