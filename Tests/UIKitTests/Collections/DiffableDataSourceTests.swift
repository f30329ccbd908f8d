import Foundation
import Testing
@_spi(Platform) @testable import UIKit

/// A cell showing one word (what the registration's handler sets).
@MainActor final class WordCell: UICollectionViewCell {
    var word = ""
    var configured = 0
}

/// Diffable snapshots and data sources: identifiers in, the right batch of updates out, cells from registrations,
/// and misuse (duplicates, unknown identifiers, items without a section) logged as UIKit throws.
@Suite(.serialized) @MainActor struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func setUp() -> (CollectionHarness, UICollectionViewDiffableDataSource<String, String>) {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        h.layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let registration = UICollectionView.CellRegistration<WordCell, String> { cell, _, word in
            cell.word = word
            cell.configured += 1
            cell.accessibilityIdentifier = "word." + word
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, ip in
            view.accessibilityIdentifier = "header.\(ip.section)"
        }
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: h.collectionView) { cv, ip, word in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: word)
        }
        source.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
        h.kept.append(source)
        return (h, source)
    }

    private func words(_ h: CollectionHarness, section: Int = 0) -> [String] {
        (0..<h.collectionView.numberOfItems(inSection: section)).compactMap {
            (h.collectionView.cellForItem(at: IndexPath(item: $0, section: section)) as? WordCell)?.word
        }
    }

    @Test func aSnapshotFillsTheCollectionView() {
        let (h, source) = setUp()
        var s = Snapshot()
        s.appendSections(["fruit", "veg"])
        s.appendItems(["apple", "pear", "fig"], toSection: "fruit")
        s.appendItems(["leek"])
        #expect(s.numberOfItems == 4 && s.numberOfSections == 2)
        #expect(s.indexOfItem("leek") == 3 && s.sectionIdentifier(containingItem: "pear") == "fruit")
        source.apply(s, animatingDifferences: false)
        h.frame()
        #expect(words(h) == ["apple", "pear", "fig"])
        #expect(words(h, section: 1) == ["leek"])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "pear")
        #expect(source.indexPath(for: "leek") == IndexPath(item: 0, section: 1))
        #expect(h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                   at: IndexPath(item: 0, section: 1))?.accessibilityIdentifier == "header.1")
        #expect(source.snapshot().itemIdentifiers == ["apple", "pear", "fig", "leek"])
    }

    @Test func applyingDifferencesInsertsDeletesAndMovesKeepingCells() {
        let (h, source) = setUp()
        var s = Snapshot()
        s.appendSections(["a"])
        s.appendItems(["1", "2", "3", "4", "5"])
        source.apply(s, animatingDifferences: false)
        h.frame()
        let three = h.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var next = source.snapshot()
        next.deleteItems(["2"])
        next.insertItems(["new"], beforeItem: "1")
        next.moveItem("3", afterItem: "5")
        #expect(next.itemIdentifiers == ["new", "1", "4", "5", "3"])
        let changes = UIDiffableChanges(from: s, to: next)
        #expect(changes.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(changes.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(changes.movedItems.count == 1)
        var done = false
        source.apply(next) { done = true }
        #expect(words(h) == ["new", "1", "4", "5", "3"])
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === three)  // moved, not recreated
        h.advance(0.4)
        #expect(done)
        #expect(!h.logLines.contains { $0.contains("Invalid update") })
    }

    @Test func reloadAndReconfigureByIdentifier() {
        let (h, source) = setUp()
        var s = Snapshot()
        s.appendSections(["a"])
        s.appendItems(["x", "y"])
        source.apply(s, animatingDifferences: false)
        h.frame()
        let y = h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! WordCell
        let configured = y.configured
        var again = source.snapshot()
        again.reconfigureItems(["y"])
        source.apply(again, animatingDifferences: false)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === y)
        #expect(y.configured == configured + 1)
        var reload = source.snapshot()
        reload.reloadItems(["x"])
        let x = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        source.apply(reload, animatingDifferences: false)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) !== x)
        #expect(words(h) == ["x", "y"])
    }

    @Test func sectionsMoveInsertAndDelete() {
        let (h, source) = setUp()
        var s = Snapshot()
        s.appendSections(["a", "b", "c"])
        s.appendItems(["a1"], toSection: "a")
        s.appendItems(["b1", "b2"], toSection: "b")
        s.appendItems(["c1"], toSection: "c")
        source.apply(s, animatingDifferences: false)
        var next = source.snapshot()
        next.deleteSections(["a"])
        next.moveSection("c", beforeSection: "b")
        next.appendSections(["d"])
        next.appendItems(["d1", "b3"], toSection: "d")
        next.moveItem("b1", beforeItem: "d1")
        source.apply(next)
        #expect(!h.logLines.contains { $0.contains("Invalid update") })
        h.advance(0.4)
        #expect(words(h, section: 0) == ["c1"])
        #expect(words(h, section: 1) == ["b2"])
        #expect(words(h, section: 2) == ["b1", "d1", "b3"])
    }

    @Test func misuseIsLoggedAndSkipped() {
        let (h, source) = setUp()
        var s = Snapshot()
        s.appendItems(["orphan"])
        s.appendSections(["a", "a"])
        #expect(s.numberOfSections == 1)
        s.appendItems(["k", "k", "m"])
        s.appendItems(["m"])
        #expect(s.itemIdentifiers == ["k", "m"])
        s.deleteItems(["ghost"])
        s.moveItem("k", afterItem: "ghost")
        source.apply(s, animatingDifferences: false)
        h.frame()
        #expect(words(h) == ["k", "m"])
        // Logged at once on the main thread, else when applied: either way, in the app's log by now.
        #expect(h.logLines.contains { $0.contains("There are currently no sections in the data source. Please add a section first.") })
        #expect(h.logLines.contains { $0.contains("supplied section identifiers are not unique") })
        #expect(h.logLines.contains { $0.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(k)}") })
        #expect(h.logLines.contains { $0.contains("Invalid item identifiers specified for deletion") })
        #expect(h.logLines.contains { $0.contains("Invalid item identifier specified for move: ghost") })
        #expect(source.snapshot().diagnostics.isEmpty)
    }
}
