import UIKit

/// Collection views: a grid of colour tiles in two sections with pinned headers, fed by a diffable data source
/// with cell and header registrations. Tap tiles to select several (logged); Reverse applies a snapshot with
/// every section reversed, so the tiles slide to their new places; Add inserts a tile at the top.
@MainActor
final class CatalogCollectionViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, Int>!
    private var nextTile = 48

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 72, height: 72)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.sectionHeadersPinToVisibleBounds = true
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        cv.backgroundColor = .systemGroupedBackground
        cv.allowsMultipleSelection = true
        cv.alwaysBounceVertical = true
        cv.delegate = self
        cv.accessibilityIdentifier = "catalog.collection"
        collectionView = cv
        view = cv
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tile = UICollectionView.CellRegistration<CatalogTileCell, Int> { cell, _, number in
            cell.show(number)
        }
        let header = UICollectionView.SupplementaryRegistration<CatalogHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) {
            [weak self] view, _, indexPath in
            view.label.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.uppercased()
            view.accessibilityIdentifier = "catalog.collection.header.\(indexPath.section)"
        }
        dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { cv, indexPath, number in
            cv.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Warm", "Cool"])
        snapshot.appendItems(Array(0..<24), toSection: "Warm")
        snapshot.appendItems(Array(24..<48), toSection: "Cool")
        dataSource.apply(snapshot, animatingDifferences: false)
        let reverseItem = UIBarButtonItem(title: "Reverse", style: .plain) { [weak self] _ in self?.reverse() }
        reverseItem.accessibilityIdentifier = "catalog.collection.reverse"
        let addItem = UIBarButtonItem(title: "Add", style: .plain) { [weak self] _ in self?.add() }
        addItem.accessibilityIdentifier = "catalog.collection.add"
        navigationItem.rightBarButtonItem = reverseItem
        navigationItem.leftBarButtonItem = addItem
        // Beside the back button rather than instead of it, so the back button and the edge swipe stay.
        navigationItem.leftItemsSupplementBackButton = true
    }

    private func reverse() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let current = dataSource.snapshot()
        snapshot.appendSections(current.sectionIdentifiers)
        for section in current.sectionIdentifiers {
            snapshot.appendItems(current.itemIdentifiers(inSection: section).reversed(), toSection: section)
        }
        NSLog("Catalog: collection reversed")
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func add() {
        var snapshot = dataSource.snapshot()
        guard let first = snapshot.itemIdentifiers.first else { return }
        snapshot.insertItems([nextTile], beforeItem: first)
        NSLog("Catalog: collection added tile \(nextTile)")
        nextTile += 1
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        NSLog("Catalog: collection tile \(dataSource.itemIdentifier(for: indexPath) ?? -1) selected (\(collectionView.indexPathsForSelectedItems?.count ?? 0) selected)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        NSLog("Catalog: collection tile \(dataSource.itemIdentifier(for: indexPath) ?? -1) deselected")
    }
}

/// A rounded colour tile with its number; a white ring while selected, dimmed while touched.
@MainActor
final class CatalogTileCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ number: Int) {
        label.text = "\(number)"
        let hue = number < 24 ? CGFloat(number % 24) / 24 * 0.16 : 0.45 + CGFloat(number % 24) / 24 * 0.3
        contentView.backgroundColor = UIColor(hue: hue, saturation: 0.75, brightness: 0.9, alpha: 1)
        accessibilityIdentifier = "catalog.collection.tile.\(number)"
    }

    override var isSelected: Bool { didSet { updateLook() } }
    override var isHighlighted: Bool { didSet { updateLook() } }

    private func updateLook() {
        contentView.layer.borderWidth = isSelected ? 4 : 0
        contentView.layer.borderColor = UIColor.white.cgColor
        contentView.alpha = isHighlighted ? 0.6 : 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A section header: a caption on the grouped background.
@MainActor
final class CatalogHeaderView: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 8, width: max(bounds.width - 32, 0), height: bounds.height - 8)
    }
}
