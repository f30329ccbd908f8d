import Foundation
import Testing
@_spi(Platform) import UIKit

/// Flow layout positions against values computed by hand from UIKit's documented rules: items fill a line at
/// `minimumInteritemSpacing`, a line is justified (the spare space goes between the items), a line of one item
/// is centred, the last line of several keeps the spacing of the line above it; lines are `minimumLineSpacing`
/// apart; headers and footers span the width outside the section insets.
@Suite(.serialized) @MainActor struct FlowLayoutTests {
    @Test func aGridJustifiesItsLinesAndTheLastRowKeepsTheColumns() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        let source = GridSource([8])
        h.collectionView.dataSource = source
        h.collectionView.layoutIfNeeded()
        // 3 fit (100 + 10 + 100 + 10 + 100 = 320 <= 340); the 20 spare points widen both gaps to 20.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(1) == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(2) == CGRect(x: 240, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        // The last line (items 6 and 7) keeps the spacing of the line above.
        #expect(h.itemFrame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(h.itemFrame(7) == CGRect(x: 120, y: 220, width: 100, height: 100))
        #expect(h.collectionView.contentSize == CGSize(width: 340, height: 320))
    }

    @Test func aLoneItemIsCentredAndASingleLineIsJustified() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        h.show(GridSource([1, 2, 4]))
        h.collectionView.layoutIfNeeded()
        #expect(h.itemFrame(0, section: 0) == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(0, section: 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(h.itemFrame(1, section: 1) == CGRect(x: 240, y: 100, width: 100, height: 100))
        // A last line of one item under a full line starts at the leading edge.
        #expect(h.itemFrame(3, section: 2) == CGRect(x: 0, y: 310, width: 100, height: 100))
    }

    @Test func sectionInsetsHeadersAndFootersStackAlongTheScrollDirection() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 50)
        h.layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        h.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        h.layout.footerReferenceSize = CGSize(width: 0, height: 40)
        h.layout.minimumLineSpacing = 8
        let source = GridSource([3, 2])
        h.collectionView.dataSource = source
        h.collectionView.layoutIfNeeded()
        // 300 points between the insets: 2 a line (320 > 300), the spare 100 between them.
        #expect(h.itemFrame(0) == CGRect(x: 20, y: 35, width: 100, height: 50))
        #expect(h.itemFrame(1) == CGRect(x: 220, y: 35, width: 100, height: 50))
        #expect(h.itemFrame(2) == CGRect(x: 20, y: 93, width: 100, height: 50))  // the last line
        let header0 = h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 340, height: 30))
        let footer0 = h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 158, width: 340, height: 40))  // 143 + 15
        // Section 1 starts under the footer: header 198...228, items at 233.
        #expect(h.itemFrame(0, section: 1) == CGRect(x: 20, y: 233, width: 100, height: 50))
        #expect(h.itemFrame(1, section: 1) == CGRect(x: 220, y: 233, width: 100, height: 50))  // one line: justified
        #expect(h.collectionView.contentSize.height == CGFloat(233 + 50 + 15 + 40))
        #expect(h.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 198, width: 340, height: 30))
    }

    @Test func horizontalScrollingFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let h = CollectionHarness(size: CGSize(width: 320, height: 230), layout: layout)
        layout.headerReferenceSize = CGSize(width: 25, height: 999)  // only the width counts
        h.show(GridSource([5]))
        h.collectionView.layoutIfNeeded()
        // 2 a column (210 <= 230), spare 20 between them; columns 110 apart after a 25-point header.
        #expect(h.itemFrame(0) == CGRect(x: 25, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(1) == CGRect(x: 25, y: 130, width: 100, height: 100))
        #expect(h.itemFrame(2) == CGRect(x: 135, y: 0, width: 100, height: 100))
        #expect(h.itemFrame(4) == CGRect(x: 245, y: 0, width: 100, height: 100))  // the last column
        #expect(h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 25, height: 230))
        #expect(h.collectionView.contentSize == CGSize(width: 345, height: 230))
    }

    @Test func delegateSizesCentreItemsAcrossTheirLine() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        let delegate = RecordingDelegate()
        delegate.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
                          IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80),
                          IndexPath(item: 2, section: 0): CGSize(width: 120, height: 60)]
        h.collectionView.delegate = delegate
        h.kept.append(delegate)
        h.show(GridSource([4]))
        h.collectionView.layoutIfNeeded()
        // Line 0: 100 + 100 + 120 + 2 x 10 = 340 exactly; 80 tall; the others centred in it.
        #expect(h.itemFrame(0) == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(h.itemFrame(1) == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(h.itemFrame(2) == CGRect(x: 220, y: 10, width: 120, height: 60))
        #expect(h.itemFrame(3) == CGRect(x: 0, y: 90, width: 50, height: 50))
    }

    @Test func badMetricsAreLoggedAndKeptSafe() {
        let h = CollectionHarness()
        h.layout.itemSize = CGSize(width: CGFloat.nan, height: 10)
        h.layout.minimumLineSpacing = -3
        #expect(h.layout.itemSize == CGSize(width: 50, height: 50))
        #expect(h.layout.minimumLineSpacing == 10)
        #expect(h.logLines.contains { $0.contains("itemSize must be finite") })
        #expect(h.logLines.contains { $0.contains("minimumLineSpacing must be") })
        // An item wider than the collection view gets a line of its own, logged as UIKit logs it.
        let delegate = RecordingDelegate()
        delegate.sizes = [IndexPath(item: 1, section: 0): CGSize(width: 500, height: 20)]
        h.collectionView.delegate = delegate
        h.kept.append(delegate)
        h.show(GridSource([3]))
        h.collectionView.layoutIfNeeded()
        #expect(h.itemFrame(1)?.minY == 60)
        #expect(h.itemFrame(2)?.minY == 90)
        #expect(h.logLines.contains { $0.contains("the item width must be less than the width of the UICollectionView") })
    }
}
