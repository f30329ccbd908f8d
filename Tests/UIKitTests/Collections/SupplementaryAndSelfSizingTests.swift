import Foundation
import Testing
@_spi(Platform) import UIKit

/// A cell whose preferred height the data source sets (self-sizing without constraints).
@MainActor final class SizedCell: UICollectionViewCell {
    var wantedHeight: CGFloat = 40
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes.size.height = wantedHeight
        return layoutAttributes
    }
}

/// A cell whose content view holds an 80 x 60 box made with constraints (self-sizing through Auto Layout); the
/// size constraints are at 999, as Apple's samples make them, so the cell's own frame wins until it is measured.
@MainActor final class ConstrainedCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 80), height = box.heightAnchor.constraint(equalToConstant: 60)
        width.priority = UILayoutPriority(999)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            width, height,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class SizedSource: NSObject, UICollectionViewDataSource {
    let heights: [CGFloat]
    init(_ heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        (cell as? SizedCell)?.wantedHeight = heights[indexPath.item]
        return cell
    }
}

/// A custom layout as a UIKit user writes one: a single column of 30-point rows, computed in `prepare()`.
@MainActor final class ColumnLayout: UICollectionViewLayout {
    var frames: [CGRect] = []
    var prepares = 0
    var invalidateOnScroll = false
    override func prepare() {
        prepares += 1
        let n = collectionView?.numberOfItems(inSection: 0) ?? 0
        let w = collectionView?.bounds.width ?? 0
        frames = (0..<n).map { CGRect(x: 0, y: CGFloat($0) * 30, width: w, height: 30) }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 30) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().filter { $0.element.intersects(rect) && $0.element.maxY > rect.minY && $0.element.minY < rect.maxY }.map {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0.offset, section: 0))
            a.frame = $0.element
            return a
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frames[indexPath.item]
        return a
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidateOnScroll }
}

@Suite(.serialized) @MainActor struct SupplementaryAndSelfSizingTests {
    @Test func headersAndFootersAreDequeuedShownAndReused() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 300))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        h.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        h.layout.footerReferenceSize = CGSize(width: 0, height: 20)
        h.show(GridSource([3, 3, 3, 3]))
        h.frame()
        // Section 0: header 0...30, items 30...130, footer 130...150; section 1 from 150, section 2 from 300.
        let header1 = h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame == CGRect(x: 0, y: 150, width: 340, height: 30))
        #expect(header1?.accessibilityIdentifier == "header.1")
        #expect(h.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        // Headers are in front of cells.
        let cellIndex = h.collectionView.subviews.firstIndex { $0 === h.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) }!
        let headerIndex = h.collectionView.subviews.firstIndex { $0 === header1 }!
        #expect(headerIndex > cellIndex)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 310)
        h.frame()
        #expect(h.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 3)])  // 300...330 and 450...480
        #expect(h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 3))?.frame.minY == 450)
    }

    @Test func pinnedHeadersStickUntilTheirSectionEnds() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 300))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        h.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        h.layout.sectionHeadersPinToVisibleBounds = true
        h.show(GridSource([6, 6]))
        h.frame()
        let kind = UICollectionView.elementKindSectionHeader
        let s0 = IndexPath(item: 0, section: 0), s1 = IndexPath(item: 0, section: 1)
        // Section 0: header 0...30, rows 30 and 140, ends 240; section 1's header at 240.
        h.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        h.frame()
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: s0)?.frame.minY == 100)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 220)
        h.frame()
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: s0)?.frame.minY == 210)  // pushed by the section's end
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: s1)?.frame.minY == 240)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        h.frame()
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: s0) == nil)
        #expect(h.collectionView.supplementaryView(forElementKind: kind, at: s1)?.frame.minY == 300)
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: s1)?.zIndex == 1024)
    }

    @Test func selfSizingCellsSetTheirLineHeights() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        h.layout.estimatedItemSize = CGSize(width: 100, height: 50)
        h.show(SizedSource([40, 70, 30, 20, 20, 20]))
        h.frame()
        // Line 0 is 70 tall (items centred in it), line 1 starts at 80.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 15, width: 100, height: 40))
        #expect(h.itemFrame(1) == CGRect(x: 120, y: 0, width: 100, height: 70))
        #expect(h.itemFrame(2) == CGRect(x: 240, y: 20, width: 100, height: 30))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 80, width: 100, height: 20))
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 70)
        #expect(h.collectionView.contentSize.height == 100)
    }

    @Test func selfSizingThroughAutoLayoutConstraints() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.collectionView.register(ConstrainedCell.self, forCellWithReuseIdentifier: "sized")
        h.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        h.show(SizedSource([0, 0]))
        h.frame()
        #expect(h.itemFrame(0)?.size == CGSize(width: 80, height: 60))
        #expect(!h.logLines.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 80, height: 60))
    }

    @Test func aCustomLayoutSubclassPlacesTheCells() {
        let layout = ColumnLayout()
        let h = CollectionHarness(size: CGSize(width: 200, height: 100))
        h.collectionView.collectionViewLayout = layout
        h.show(GridSource([50]))
        h.frame()
        #expect(h.collectionView.visibleCells.count == 4)  // 0...30, 30...60, 60...90, 90...120
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 90, width: 200, height: 30))
        #expect(h.collectionView.contentSize == CGSize(width: 200, height: 1500))
        let before = layout.prepares
        h.collectionView.contentOffset = CGPoint(x: 0, y: 45)
        h.frame()
        #expect(layout.prepares == before)  // scrolling alone does not invalidate
        layout.invalidateOnScroll = true
        h.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        h.frame()
        #expect(layout.prepares == before + 1)
        #expect(h.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
    }
}
