import Foundation
import Testing
@_spi(Platform) import UIKit

/// Swipe actions on the rows of a compositional list (`UICollectionLayoutListConfiguration`'s providers).
@Suite(.serialized) @MainActor struct ListSwipeActionsTests {
    /// A plain list of five 44-point rows in a 320 x 480 collection view, whose trailing provider gives Delete (it
    /// removes the item through a diffable data source) for every row but the first, and whose leading provider
    /// gives Star.
    private func setUp(ran: @escaping (String) -> Void) -> (CollectionHarness, UICollectionViewDiffableDataSource<Int, String>) {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        var source: UICollectionViewDiffableDataSource<Int, String>!
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.trailingSwipeActionsConfigurationProvider = { ip in
            guard ip.item > 0, let id = source.itemIdentifier(for: ip) else { return nil }
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                ran("delete \(id)")
                var snapshot = source.snapshot()
                snapshot.deleteItems([id])
                source.apply(snapshot, animatingDifferences: false)
                done(true)
            }])
        }
        list.leadingSwipeActionsConfigurationProvider = { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Star") { _, _, done in ran("star \(ip.item)"); done(true) }])
        }
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = id
            cell.contentConfiguration = content
        }
        source = UICollectionViewDiffableDataSource<Int, String>(collectionView: h.collectionView) { cv, ip, id in
            cv.dequeueConfiguredReusableCell(using: row, for: ip, item: id)
        }
        h.kept.append(source)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d", "e"])
        source.apply(snapshot, animatingDifferences: false)
        h.frame()
        return (h, source)
    }

    private func drag(_ h: CollectionHarness, row: Int, from x0: CGFloat, to x1: CGFloat) {
        let y = (h.itemFrame(row)?.midY ?? 0)
        h.touch(.began, x0, y)
        for i in 1...8 { h.advance(1.0 / 60); h.touch(.moved, x0 + (x1 - x0) * CGFloat(i) / 8, y) }
        h.advance(0.2)
        h.touch(.ended, x1, y)
        h.advance(0.5)
    }

    private func cell(_ h: CollectionHarness, _ item: Int) -> UICollectionViewCell? {
        h.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }

    @Test func aListRowSwipesOpenAndItsDeleteRemovesTheItem() throws {
        var ran: [String] = []
        let (h, source) = setUp { ran.append($0) }
        let frame = try #require(h.itemFrame(2))
        drag(h, row: 2, from: 300, to: 180)
        let shift = -(cell(h, 2)?.frame.minX ?? 0)
        #expect(shift >= 74)
        #expect(cell(h, 2)?.frame.minY == frame.minY)
        h.tap(320 - shift / 2, frame.midY)
        #expect(ran == ["delete c"])
        #expect(source.snapshot().itemIdentifiers == ["a", "b", "d", "e"])
        #expect(h.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func rowsWithoutActionsDoNotSwipeAndATouchElsewhereClosesTheOpenRow() throws {
        var ran: [String] = []
        let (h, _) = setUp { ran.append($0) }
        drag(h, row: 0, from: 300, to: 150)
        #expect(cell(h, 0)?.frame.minX == 0)
        drag(h, row: 1, from: 20, to: 200)
        #expect((cell(h, 1)?.frame.minX ?? 0) > 0)
        let delegate = RecordingDelegate()
        h.collectionView.delegate = delegate
        h.kept.append(delegate)
        h.tap(200, try #require(h.itemFrame(3)).midY)
        #expect(cell(h, 1)?.frame.minX == 0)
        #expect(!delegate.events.contains { $0.hasPrefix("didSelect") })
        #expect(ran.isEmpty)
    }
}
