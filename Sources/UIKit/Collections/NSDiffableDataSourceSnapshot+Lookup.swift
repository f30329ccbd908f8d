import Foundation

/// The look-ups both diffable data sources (collection and table) answer from the snapshot they show.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (its second index is the item or row), if any.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath[0]), items[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    /// Where `item` is, as a two-index path (item or row, section).
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        location(of: item).map { IndexPath(indexes: [$0.section, $0.item]) }
    }

    /// The section at `index`, if any.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index` (0 when out of range).
    func itemCount(inSectionAt index: Int) -> Int {
        items.indices.contains(index) ? items[index].count : 0
    }

    /// Reports the snapshot's diagnostics (UIKit's exceptions, logged here).
    @MainActor func logDiagnostics() {
        for line in diagnostics { UIApplication.shared.log(line) }
    }
}
