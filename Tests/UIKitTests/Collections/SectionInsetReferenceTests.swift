import Foundation
import Testing
@_spi(Platform) import UIKit

/// `sectionInsetReference`: section insets measured from the content inset, the safe area or the layout margins
/// across the scroll direction, never less than the content inset. 340 x 480, 50 x 50 items 10 apart.
@Suite(.serialized) @MainActor struct SectionInsetReferenceTests {
    private func grid(_ configure: (CollectionHarness) -> Void) -> CollectionHarness {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        configure(h)
        h.show(GridSource([12]))
        h.collectionView.layoutIfNeeded()
        return h
    }

    private func x(_ h: CollectionHarness, _ item: Int) -> CGFloat? { h.itemFrame(item)?.minX }

    @Test func fromTheContentInsetTheSectionInsetStartsAtTheContentEdge() {
        let h = grid { h in
            h.layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        }
        // 340 - 10 = 330 across: 5 a row (290), the spare 80 shared by 4 gaps of 20.
        #expect(x(h, 0) == 5)
        #expect(x(h, 1) == 75)
        #expect(x(h, 4) == 285)
    }

    @Test func fromTheLayoutMarginsTheMarginsAddToTheSectionInsetLessTheContentInset() {
        let h = grid { h in
            h.layout.sectionInsetReference = .fromLayoutMargins
            h.layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
            h.collectionView.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        }
        // Left 20 + 5 - 10 = 15, right 30 + 5 - 0 = 35 of the 330 content width: 280 for items, 4 a row (230),
        // the spare 80 in 3 gaps of 26.67: x 15, 91.67 (92 on whole pixels), 168.33 (168), 245.
        #expect(x(h, 0) == 15)
        #expect(x(h, 1) == 92)
        #expect(x(h, 2) == 168)
        #expect(x(h, 3) == 245)
        #expect(x(h, 4) == 15)
        #expect(h.itemFrame(4)?.minY == 60)
    }

    @Test func neverLessThanTheContentInset() {
        let h = grid { h in
            h.layout.sectionInsetReference = .fromLayoutMargins
            h.layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            h.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 8)
            h.collectionView.contentInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        }
        // Left max(0, 20 + 5 - 40) = 0, right 8 + 5 = 13 of 300: 287 for items, 4 a row, gaps (287 - 200) / 3 = 29.
        #expect(x(h, 0) == 0)
        #expect(x(h, 1) == 79)
        #expect(x(h, 3) == 237)
    }

    @Test func fromTheSafeAreaAndFollowingItsChanges() {
        let h = grid { h in
            h.layout.sectionInsetReference = .fromSafeArea
            h.window.rootViewController!.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 16)
        }
        #expect(h.collectionView.safeAreaInsets.left == 24)
        // 340 - 24 - 16 = 300 for items: 5 a row (290), gaps (300 - 250) / 4 = 12.5: x 24, 86.5 (87), 274.
        #expect(x(h, 0) == 24)
        #expect(x(h, 1) == 87)
        #expect(x(h, 4) == 274)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 24)
        h.window.rootViewController!.additionalSafeAreaInsets = .zero
        h.collectionView.setNeedsLayout()  // its next layout pass (a scroll, a frame) sees the new safe area
        h.window.layoutIfNeeded()
        // Back to the full 340: gaps (340 - 250) / 4 = 22.5.
        #expect(x(h, 0) == 0)
        #expect(x(h, 1) == 73)  // 72.5 on whole pixels
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 73)
    }
}
