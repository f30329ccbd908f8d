import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// Inserts, deletes, moves and reloads in batches: index paths map as UIKit maps them, the cells move to their new
/// places over 0.3 s (inserted ones fading in), and a batch that does not match the data source's counts is
/// logged with UIKit's "Invalid update" message and reloaded instead.
@Suite(.serialized) @MainActor struct BatchUpdateTests {
    private func grid(_ count: Int) -> (CollectionHarness, GridSource) {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        let source = h.show(GridSource([count]))
        h.frame()
        return (h, source)
    }

    private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func thePlanMapsIndexPathsAsUIKitDoes() throws {
        // 6 items; delete 1 and 3 (old), insert 0 (new), move old 5 to new 2.
        let plan = try UICollectionViewUpdatePlan.make(old: [6], new: [5], updates: [
            .deleteItems([ip(1), ip(3)]), .insertItems([ip(0)]), .moveItem(ip(5), ip(2)),
        ]).get()
        // Survivors 0, 2, 4 fill the free new slots 1, 3, 4.
        #expect(plan.newIndexPath(for: ip(0)) == ip(1))
        #expect(plan.newIndexPath(for: ip(1)) == nil)
        #expect(plan.newIndexPath(for: ip(2)) == ip(3))
        #expect(plan.newIndexPath(for: ip(4)) == ip(4))
        #expect(plan.newIndexPath(for: ip(5)) == ip(2))
        // Sections: delete 0, insert 2; old 1 and 2 become 0 and 1.
        let sections = try UICollectionViewUpdatePlan.make(old: [1, 2, 3], new: [2, 3, 4], updates: [
            .deleteSections([0]), .insertSections([2]),
        ]).get()
        #expect(sections.newIndexPath(for: ip(1, 2)) == ip(1, 1))
        #expect(sections.newIndexPath(for: ip(0, 0)) == nil)
    }

    @Test func countsThatDoNotAddUpAreRefusedWithUIKitsMessage() {
        guard case .failure(let e) = UICollectionViewUpdatePlan.make(old: [5], new: [5], updates: [.insertItems([ip(0)])]) else {
            Issue.record("expected a failure"); return
        }
        #expect(e.message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"))
        guard case .failure(let e2) = UICollectionViewUpdatePlan.make(old: [5], new: [4], updates: [.deleteItems([ip(9)])]) else {
            Issue.record("expected a failure"); return
        }
        #expect(e2.message.contains("attempt to delete item 9 from section 0 which only contains 5 items before the update"))
    }

    @Test func anInsertAnimatesTheCellsToTheirNewPlaces() {
        let (h, source) = grid(5)
        let firstCell = h.collectionView.cellForItem(at: ip(0))!
        var completed = false
        source.counts = [6]
        h.collectionView.performBatchUpdates({ h.collectionView.insertItems(at: [ip(0)]) }, completion: { completed = $0 })
        // The old item 0 is now item 1: its model frame is already the new one; on screen it starts where it was.
        #expect(h.collectionView.cellForItem(at: ip(1)) === firstCell)
        #expect(firstCell.frame == CGRect(x: 120, y: 0, width: 100, height: 100))
        let inserted = h.collectionView.cellForItem(at: ip(0))!
        #expect(inserted !== firstCell)
        h.advance(1.0 / 60)
        #expect((firstCell.frameOnScreen?.minX ?? -1) < 20)
        #expect(inserted.layer.presentation()!.opacity < 0.2)
        h.advance(0.15)
        let mid = firstCell.frameOnScreen?.minX ?? -1
        #expect(mid > 20 && mid < 100)
        #expect(!completed)
        h.advance(0.25)
        #expect(firstCell.frameOnScreen?.minX == 120)
        #expect(inserted.layer.presentation()?.opacity ?? inserted.layer.opacity == 1)
        #expect(completed)
        // Item 4 went to the second line, item 5 is the old item 4.
        #expect(h.collectionView.cellForItem(at: ip(5))?.frame == CGRect(x: 240, y: 110, width: 100, height: 100))
    }

    @Test func deletesFadeOutAndLeaveForTheReuseQueue() {
        let (h, source) = grid(6)
        let doomed = h.collectionView.cellForItem(at: ip(1))!
        let last = h.collectionView.cellForItem(at: ip(5))!
        source.counts = [5]
        h.collectionView.deleteItems(at: [ip(1)])
        #expect(h.collectionView.visibleCells.count == 5)
        #expect(doomed.superview === h.collectionView)  // still fading
        #expect(h.collectionView.cellForItem(at: ip(4)) === last)
        h.advance(0.4)
        #expect(doomed.isHidden && doomed.superview === h.collectionView)  // hidden for reuse, as UIKit does
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 5)
        // The fading cell went to the reuse queue: the next new cell is that one.
        source.counts = [6]
        h.collectionView.insertItems(at: [ip(5)])
        #expect(h.collectionView.cellForItem(at: ip(5)) === doomed)
    }

    @Test func movesKeepTheirCellsAndSelectionsFollowTheirItems() {
        let (h, source) = grid(6)
        let moving = h.collectionView.cellForItem(at: ip(0))!
        h.collectionView.selectItem(at: ip(2), animated: false, scrollPosition: [])
        h.collectionView.performBatchUpdates({ h.collectionView.moveItem(at: ip(0), to: ip(5)) })
        #expect(h.collectionView.cellForItem(at: ip(5)) === moving)
        #expect(h.collectionView.indexPathsForSelectedItems == [ip(1)])
        #expect(h.collectionView.cellForItem(at: ip(1))?.isSelected == true)
        #expect(source.counts == [6])
        h.advance(0.4)
        #expect(moving.frame == CGRect(x: 240, y: 110, width: 100, height: 100))
    }

    @Test func aReloadAsksForANewCell() {
        let (h, source) = grid(3)
        let before = source.dequeued
        let old = h.collectionView.cellForItem(at: ip(1))!
        h.collectionView.reloadItems(at: [ip(1)])
        #expect(source.dequeued == before + 1)
        #expect(h.collectionView.cellForItem(at: ip(1)) !== old)
        h.advance(0.4)
        #expect(old.isHidden)  // in the reuse queue, hidden in place
    }

    @Test func aDataSourceThatChangedWithoutTellingIsLoggedAndReloaded() {
        let (h, source) = grid(4)
        source.counts = [7]  // three more, but only one insert is announced
        h.collectionView.insertItems(at: [ip(0)])
        #expect(h.logLines.contains { $0.contains("Invalid update: invalid number of items in section 0") && $0.contains("reloads its data instead") })
        #expect(h.collectionView.numberOfItems(inSection: 0) == 7)
        h.frame()
        #expect(h.collectionView.visibleCells.count == 7)
    }

    @Test func withoutAnimationTheBatchCompletesAtOnce() {
        let (h, source) = grid(2)
        var done = false
        source.counts = [3]
        UIView.performWithoutAnimation {
            h.collectionView.performBatchUpdates({ h.collectionView.insertItems(at: [ip(2)]) }, completion: { done = $0 })
        }
        #expect(done)
        #expect(h.collectionView.cellForItem(at: ip(2))?.alpha == 1)
    }
}
