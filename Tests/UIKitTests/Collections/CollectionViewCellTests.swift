import Foundation
import Testing
@_spi(Platform) import UIKit

/// Only the visible items have cells; cells that scroll away are reused; the data source and delegate are asked
/// and told as in UIKit; bad input is logged, never a crash.
@Suite(.serialized) @MainActor struct CollectionViewCellTests {
    @Test(arguments: [false, true]) func onlyVisibleItemsHaveCellsAndScrollingReusesThem(prefetching: Bool) {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        let source = GridSource([10_000])
        h.collectionView.isPrefetchingEnabled = prefetching
        h.collectionView.dataSource = source
        h.collectionView.layoutIfNeeded()
        // 5 a row (5 x 50 + 4 x 10 = 290 <= 320), rows 60 apart: rows 0...7 start above 480.
        #expect(h.collectionView.indexPathsForVisibleItems.count == 40)
        #expect(h.collectionView.visibleCells.count == 40)
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 40)
        #expect(h.collectionView.contentSize.height == CGFloat(2000 * 60 - 10))
        var most = 0
        for step in 1...400 {
            h.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            h.collectionView.layoutIfNeeded()
            most = max(most, h.collectionView.visibleCells.count)
        }
        // At most 9 rows show at once (a row partly at each edge), so 45 cells ever exist for 10,000 items.
        #expect(most == 45)
        // Prefetching adds the cells of the band a quarter of the height (120 points) past the edge: two rows more.
        #expect(source.created.count <= (prefetching ? 55 : 45))
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == source.created.count)
        #expect(source.dequeued > 1_000)
        let top = Int((400 * 37) / 60)
        #expect(h.collectionView.indexPathsForVisibleItems.first == IndexPath(item: top * 5, section: 0))
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func cellsSitAtTheirLayoutFramesAndWillDisplayIsSent() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        let source = GridSource([8])
        final class Display: NSObject, UICollectionViewDelegate {
            var shown: [Int] = [], ended: [Int] = []
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { shown.append(indexPath.item) }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { ended.append(indexPath.item) }
        }
        let display = Display()
        h.collectionView.delegate = display
        h.collectionView.dataSource = source
        h.frame()
        #expect(display.shown.sorted() == Array(0..<8))
        let cell = h.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == CGRect(x: 120, y: 110, width: 100, height: 100))
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(h.collectionView.indexPath(for: cell!) == IndexPath(item: 4, section: 0))
        #expect(h.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(h.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil)  // in a gap
        h.collectionView.contentOffset = CGPoint(x: 0, y: 215)  // rows 0 and 1 leave
        h.frame()
        #expect(display.ended.sorted() == Array(0..<6))
    }

    @Test func reloadDataAsksAgainAndDropsSelectionsThatNoLongerExist() {
        let h = CollectionHarness()
        let source = GridSource([10])
        h.collectionView.dataSource = source
        h.collectionView.layoutIfNeeded()
        h.collectionView.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: [])
        h.collectionView.allowsMultipleSelection = true
        h.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0), IndexPath(item: 2, section: 0)])
        source.counts = [5]
        h.collectionView.reloadData()
        #expect(h.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        h.collectionView.layoutIfNeeded()
        #expect(h.collectionView.visibleCells.count == 5)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        // The five cells no item needs wait in the reuse queue, hidden in place.
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 5)
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell && $0.isHidden }.count == 5)
    }

    @Test func anUnregisteredIdentifierIsLoggedAndAPlainCellShown() {
        let h = CollectionHarness()
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "never-registered", for: indexPath)
            }
        }
        let source = Source()
        h.collectionView.dataSource = source
        h.collectionView.layoutIfNeeded()
        #expect(h.collectionView.visibleCells.count == 2)
        #expect(h.logLines.contains { $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier never-registered") })
        // Registering something that is not a cell is refused, logged.
        h.collectionView.register(UIView.self, forCellWithReuseIdentifier: "view")
        #expect(h.logLines.contains { $0.contains("is not a UICollectionViewCell subclass") })
    }

    @Test func outOfRangeIndexPathsAreLoggedNotFatal() {
        let h = CollectionHarness()
        h.show(GridSource([3]))
        h.collectionView.layoutIfNeeded()
        h.collectionView.scrollToItem(at: IndexPath(item: 7, section: 0), at: .top, animated: false)
        h.collectionView.selectItem(at: IndexPath(item: 0, section: 4), animated: false, scrollPosition: [])
        #expect(h.collectionView.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(h.collectionView.numberOfItems(inSection: 9) == 0)
        #expect(h.collectionView.indexPathsForSelectedItems == nil)
        #expect(h.collectionView.contentOffset == .zero)
        #expect(h.logLines.contains { $0.contains("attempt to scroll to invalid index path") })
        #expect(h.logLines.contains { $0.contains("selectItem(at: [4, 0]): no such item") })
        #expect(h.logLines.contains { $0.contains("numberOfItems(inSection: 9) is out of range") })
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        h.show(GridSource([500]))
        h.collectionView.layoutIfNeeded()
        let ip = IndexPath(item: 52, section: 0)  // row 10: y 600...650
        h.collectionView.scrollToItem(at: ip, at: .top, animated: false)
        #expect(h.collectionView.contentOffset.y == 600)
        h.collectionView.scrollToItem(at: ip, at: .centeredVertically, animated: false)
        #expect(h.collectionView.contentOffset.y == CGFloat(625 - 240))
        h.collectionView.scrollToItem(at: ip, at: .bottom, animated: false)
        #expect(h.collectionView.contentOffset.y == CGFloat(650 - 480))
        h.collectionView.scrollToItem(at: IndexPath(item: 499, section: 0), at: .top, animated: false)
        #expect(h.collectionView.contentOffset.y == h.collectionView.contentSize.height - 480)  // clamped
        h.collectionView.layoutIfNeeded()
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 499, section: 0)) != nil)
    }
}

/// A collection view controller subclass as UIKit code writes one.
@MainActor private final class NumbersController: UICollectionViewController {
    var selected: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
}

@Suite(.serialized) @MainActor struct CollectionViewControllerTests {
    @Test func aControllerSubclassFeedsItsCollectionView() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        let controller = NumbersController(collectionViewLayout: UICollectionViewFlowLayout())
        h.window.rootViewController = controller
        h.frame()
        #expect(controller.collectionView.visibleCells.count == 12)
        h.tap(25, 25)
        #expect(controller.selected == [0])
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
