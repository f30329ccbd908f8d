import UIKit

/// A compositional layout: a three-column grid of colour tiles (fractional widths, square items) under a
/// header, a carousel of cards that scrolls sideways on its own (`orthogonalScrollingBehavior`, resting on a
/// card's leading edge), then an inset grouped list section whose rows carry a disclosure indicator or a
/// checkmark. All come from one section provider, the list one from `NSCollectionLayoutSection.list`. Tap a row
/// to move the checkmark to it (logged); swipe one to the left to flag it.
@MainActor
final class CatalogCompositionalViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int { case grid, carousel, list }
    static let headerKind = "catalog.compositional.header"
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private let rows = ["Wake", "Dream", "Spiral", "Hypnotize"]
    private var checkedRow = 1

    override func loadView() {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            switch Section(rawValue: section) {
            case .grid: Self.gridSection(environment)
            case .carousel: Self.carouselSection()
            default: Self.listSection(environment)
            }
        }
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        cv.backgroundColor = .systemGroupedBackground
        cv.alwaysBounceVertical = true
        cv.delegate = self
        cv.accessibilityIdentifier = "catalog.compositional"
        collectionView = cv
        view = cv
    }

    /// Three square tiles a row (four when the container is wider than 600 points), 4 points around each.
    private static func gridSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 3
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                             heightDimension: .fractionalWidth(1.0 / CGFloat(columns))))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 8, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// Cards 40 % of the content wide, 10 points apart, in a line that scrolls sideways and comes to rest with a
    /// card at the leading inset.
    private static func carouselSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(96)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    private static func listSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        // Rows swipe to the left for Flag (logged).
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                NSLog("Catalog: compositional row \(indexPath.item) flagged")
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [flag])
        }
        return .list(using: configuration, layoutEnvironment: environment)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tile = UICollectionView.CellRegistration<CatalogTileCell, String> { cell, _, id in
            cell.show(Int(id.dropFirst(5)) ?? 0)
            cell.accessibilityIdentifier = "catalog.compositional.\(id)"
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, indexPath, id in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = self.rows[indexPath.item]
            content.secondaryText = indexPath.item == 3 ? "A longer subtitle that wraps onto a second line in the list" : nil
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == self.checkedRow ? [.checkmark()] : [.disclosureIndicator()]
            cell.accessibilityIdentifier = "catalog.compositional.\(id)"
        }
        let card = UICollectionView.CellRegistration<CatalogTileCell, String> { cell, _, id in
            cell.show(30 + (Int(id.dropFirst(5)) ?? 0))
            cell.accessibilityIdentifier = "catalog.compositional.\(id)"
        }
        let gridHeader = UICollectionView.SupplementaryRegistration<CatalogHeaderView>(elementKind: Self.headerKind) { view, _, indexPath in
            view.label.text = Section(rawValue: indexPath.section) == .carousel ? "CAROUSEL" : "TILES"
        }
        let listHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Rows"
            view.contentConfiguration = content
            view.accessibilityIdentifier = "catalog.compositional.listHeader"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { cv, indexPath, id in
            id.hasPrefix("tile.") ? cv.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: id)
                : id.hasPrefix("card.") ? cv.dequeueConfiguredReusableCell(using: card, for: indexPath, item: id)
                : cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { cv, kind, indexPath in
            kind == Self.headerKind ? cv.dequeueConfiguredReusableSupplementary(using: gridHeader, for: indexPath)
                : cv.dequeueConfiguredReusableSupplementary(using: listHeader, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.grid, .carousel, .list])
        snapshot.appendItems((0..<9).map { "tile.\($0)" }, toSection: .grid)
        snapshot.appendItems((0..<12).map { "card.\($0)" }, toSection: .carousel)
        snapshot.appendItems(rows.indices.map { "row.\($0)" }, toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard Section(rawValue: indexPath.section) == .list else {
            let what = Section(rawValue: indexPath.section) == .carousel ? "card" : "tile"
            NSLog("Catalog: compositional \(what) \(indexPath.item) tapped")
            return
        }
        let previous = checkedRow
        checkedRow = indexPath.item
        NSLog("Catalog: compositional row \(indexPath.item) checked")
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["row.\(previous)", "row.\(indexPath.item)"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
