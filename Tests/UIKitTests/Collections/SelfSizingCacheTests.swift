import Foundation
import Testing
@_spi(Platform) import UIKit

/// A self-sizing cell that reports each measurement.
@MainActor final class CountedCell: UICollectionViewCell {
    var wantedHeight: CGFloat = 40
    var onMeasure: (() -> Void)?
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        onMeasure?()
        layoutAttributes.size.height = wantedHeight
        return layoutAttributes
    }
}

@MainActor final class CountedSource: NSObject, UICollectionViewDataSource {
    var heights: [CGFloat]
    var measured: [Int] = []
    init(_ heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "counted", for: indexPath) as! CountedCell
        cell.wantedHeight = heights[indexPath.item]
        cell.onMeasure = { [weak self] in self?.measured.append(indexPath.item) }
        return cell
    }
}

/// Self-sized sizes are cached per index path: a reload shows the items at their measured sizes without measuring
/// again; reloadItems and invalidations that name items (or everything) drop what they name; batch updates carry the
/// sizes along with their items.
@Suite(.serialized) @MainActor struct SelfSizingCacheTests {
    private func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func grid() -> (CollectionHarness, CountedSource) {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.collectionView.register(CountedCell.self, forCellWithReuseIdentifier: "counted")
        h.layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let source = h.show(CountedSource([40, 70, 30, 20, 20, 20]))
        h.frame()
        return (h, source)
    }

    @Test func eachItemIsMeasuredOnceAndAReloadKeepsTheSizes() {
        let (h, source) = grid()
        #expect(source.measured.sorted() == Array(0..<6))
        #expect(h.itemFrame(1) == CGRect(x: 120, y: 0, width: 100, height: 70))
        h.frame()
        h.collectionView.reloadData()
        h.frame()
        #expect(source.measured.count == 6)
        // Shown at once at their measured sizes (line 0 is 70 tall, line 1 starts at 80).
        #expect(h.itemFrame(1) == CGRect(x: 120, y: 0, width: 100, height: 70))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 80, width: 100, height: 20))
        #expect(h.collectionView.cellForItem(at: ip(3))?.frame == CGRect(x: 0, y: 80, width: 100, height: 20))
    }

    @Test func reloadItemsMeasuresOnlyThoseItems() {
        let (h, source) = grid()
        source.heights[1] = 90
        h.collectionView.reloadItems(at: [ip(1)])
        h.frame()
        #expect(source.measured.count == 7)
        #expect(source.measured.last == 1)
        #expect(h.itemFrame(1)?.height == 90)
        #expect(h.itemFrame(3)?.minY == 100)  // line 0 is now 90 tall
    }

    @Test func invalidationsDropWhatTheyName() {
        let (h, source) = grid()
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [ip(2)])
        h.layout.invalidateLayout(with: context)
        h.frame()
        #expect(source.measured.count == 7)
        #expect(source.measured.last == 2)
        h.layout.invalidateLayout()  // everything
        h.frame()
        #expect(source.measured.count == 13)
    }

    @Test func batchUpdatesCarryTheSizesAlong() {
        let (h, source) = grid()
        source.heights.insert(60, at: 0)
        h.collectionView.insertItems(at: [ip(0)])
        h.frame()
        #expect(source.measured.count == 7)  // only the new item
        #expect(source.measured.last == 0)
        #expect(h.itemFrame(2)?.height == 70)  // the old item 1
        source.heights.remove(at: 3)
        h.collectionView.deleteItems(at: [ip(3)])
        h.frame()
        #expect(source.measured.count == 7)
    }
}
