import Foundation

/// A table view data source driven by snapshots of identifiers: `apply(_:animatingDifferences:)` compares the new
/// snapshot with the one shown and performs the inserts, deletes, moves and reloads as one animated batch with
/// `defaultRowAnimation`. Cells come from the cell provider. Keep a strong reference to it: the table view's
/// `dataSource` is weak, as in UIKit. Subclass it to give section titles or make rows editable.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item (typically with `dequeueReusableCell(withIdentifier:for:)`).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// How inserted and deleted rows animate in `apply` (`.automatic` by default).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes its `dataSource`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> Snapshot {
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Shows `snapshot`: with `animatingDifferences`, the changes from the one shown animate with
    /// `defaultRowAnimation` (moved rows slide); without, they apply at once. `completion` runs when done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        snapshot.logDiagnostics()
        guard let tableView else { current = snapshot; completion?(); return }
        let changes = UIDiffableChanges(from: current, to: snapshot)
        let animation = defaultRowAnimation
        let run = {
            tableView.performBatchUpdates({
                self.current = snapshot
                changes.record(into: tableView, animation: animation)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
        if !snapshot.reconfiguredItemIdentifiers.isEmpty {
            tableView.reconfigureRows(at: snapshot.reconfiguredItemIdentifiers.compactMap(indexPath(for:)))
        }
    }

    /// Shows `snapshot` by reloading the table view (no diffing, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        snapshot.logDiagnostics()
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// Where section `sectionIdentifier` is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sections.firstIndex(of: sectionIdentifier) }

    // MARK: UITableViewDataSource
    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        UIApplication.shared.log("UITableViewDiffableDataSource: the cell provider returned nil for the row at \(indexPath); it must return a cell (UIKit throws). Showing an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: "UITableViewDiffableDataSource.emptyCell")
    }

    /// No section titles (override to give them).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles (override to give them).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows are not editable (override to allow swipe to delete through `commit`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows do not move (override to allow reordering in editing mode).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// The user moved a row: the snapshot shown moves its item to match (override to update the model too).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        let others = current.items[destinationIndexPath.section].filter { $0 != item }
        let row = max(destinationIndexPath.row, 0)
        if row < others.count {
            current.moveItem(item, beforeItem: others[row])
        } else if let last = others.last {
            current.moveItem(item, afterItem: last)
        } else {
            current.deleteItems([item])
            current.appendItems([item], toSection: section)
        }
    }
    /// Override to delete (or insert) the row: apply a snapshot without it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        UIApplication.shared.log("UITableViewDiffableDataSource: tableView(_:commit:forRowAt:) is not overridden; row \(indexPath) is not deleted")
    }
}
