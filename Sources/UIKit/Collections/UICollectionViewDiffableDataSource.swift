import Foundation

/// A collection view data source driven by snapshots of identifiers: `apply(_:animatingDifferences:)` compares
/// the new snapshot with the one shown and performs the inserts, deletes, moves and reloads as one animated batch.
/// Cells come from the cell provider (typically `dequeueConfiguredReusableCell(using:for:item:)`). Keep a strong
/// reference to it: the collection view's `dataSource` is weak, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer).
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()

    /// A data source for `collectionView` (it becomes its `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> Snapshot {
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Shows `snapshot`: with `animatingDifferences`, the changes from the one shown animate (inserted items fade in,
    /// deleted ones fade out, moved ones slide); without, they apply at once. `completion` runs when done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        snapshot.logDiagnostics()
        guard let cv = collectionView else { current = snapshot; completion?(); return }
        let old = current
        let changes = UIDiffableChanges(from: old, to: snapshot)
        let run = {
            cv.performBatchUpdates({
                self.current = snapshot
                changes.record(into: cv)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
        if !snapshot.reconfiguredItemIdentifiers.isEmpty {
            cv.reconfigureItems(at: snapshot.reconfiguredItemIdentifiers.compactMap(indexPath(for:)))
        }
    }

    /// Shows `snapshot` by reloading the collection view (no diffing, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        snapshot.logDiagnostics()
        current = snapshot
        collectionView?.reloadData()
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

    // MARK: UICollectionViewDataSource
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sections.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.logOnce("UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath); it must return a cell (UIKit throws). Showing an empty cell")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewDiffableDataSource.emptyCell"
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}
