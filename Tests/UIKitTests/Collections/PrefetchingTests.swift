import Foundation
import Testing
@_spi(Platform) import UIKit

/// Records what the prefetch data source and the display delegate hear.
@MainActor
final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching, UICollectionViewDelegate {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var shown: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { shown.append(indexPath) }
}

/// Cell and data prefetching as UIKit does it since iOS 10: cells are asked for ahead of display while the content
/// scrolls and shown as they are when their item scrolls in; the prefetch data source hears of the items ahead and of
/// those it no longer needs.
@Suite(.serialized) @MainActor struct PrefetchingTests {
    private func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// 320 x 480 with the default flow layout: 50 x 50 items, 5 a row, rows 60 apart; rows 0...7 show at first.
    private func grid() -> (CollectionHarness, GridSource, PrefetchRecorder) {
        let h = CollectionHarness(size: CGSize(width: 320, height: 480))
        let source = GridSource([1_000])
        let recorder = PrefetchRecorder()
        h.kept.append(recorder)
        h.collectionView.delegate = recorder
        h.collectionView.prefetchDataSource = recorder
        h.show(source)
        h.collectionView.layoutIfNeeded()
        return (h, source, recorder)
    }

    private func scroll(_ h: CollectionHarness, to y: CGFloat) {
        h.collectionView.contentOffset = CGPoint(x: 0, y: y)
        h.collectionView.layoutIfNeeded()
    }

    @Test func theDefaultsAreOnAndNothingIsFetchedAheadBeforeScrolling() {
        let (h, source, recorder) = grid()
        #expect(h.collectionView.isPrefetchingEnabled)
        #expect(source.dequeued == 40)
        #expect(recorder.prefetched.isEmpty)
    }

    @Test func cellsAheadAreFetchedAFewAPassAndShownWithoutAskingAgain() {
        let (h, source, recorder) = grid()
        // 10 points down: bounds 10...490 show rows 0...8 (row 8 is 480...530). The band ahead, 490...610, holds rows 9
        // (540) and 10 (600): 10 items entering at 10 points a pass over 120 points: budget max(2, ceil(10 x 10 / 120 x 1.5)) = 2.
        scroll(h, to: 10)
        #expect(h.collectionView.visibleCells.count == 45)
        #expect(source.dequeued == 40 + 5 + 2)
        #expect(h.collectionView.cellForItem(at: ip(45)) == nil)  // fetched, not visible
        #expect(!recorder.shown.contains(ip(45)))
        let fetched = h.collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { $0.accessibilityIdentifier == "item.0.45" }
        #expect(fetched.count == 1)
        #expect(fetched.first?.frame == CGRect(x: 0, y: 540, width: 50, height: 50))
        #expect(fetched.first?.isHidden == false)
        scroll(h, to: 20)  // two more: items 47 and 48
        #expect(source.dequeued == 49)
        // 70 points down: row 9 (540...590) scrolls in; 45...48 are shown as fetched, only 49 is asked for. The band,
        // 550...670, holds rows 10 and 11, entering at 50 points a pass: budget ceil(10 x 50 / 120 x 1.5) = 7.
        let before = source.dequeued
        scroll(h, to: 70)
        #expect(h.collectionView.cellForItem(at: ip(45)) === fetched.first)
        #expect(recorder.shown.suffix(5).sorted() == (45...49).map(ip))
        #expect(source.dequeued == before + 1 + 7)
    }

    @Test func thePrefetchDataSourceHearsOfTheItemsAheadAndCancelsWhenTheScrollingTurns() {
        let (h, _, recorder) = grid()
        scroll(h, to: 10)
        // One visible length ahead, 490...970: rows 9 (540) to 16 (960), nearest first.
        #expect(recorder.prefetched.count == 1)
        #expect(recorder.prefetched.first == (45..<85).map(ip))
        scroll(h, to: 20)  // 500...980 adds nothing (row 17 starts at 1020)
        #expect(recorder.prefetched.count == 1)
        scroll(h, to: 70)  // row 9 is shown (no cancel for it); 550...1030 adds row 17
        #expect(recorder.prefetched.count == 2)
        #expect(recorder.prefetched.last == (85..<90).map(ip))
        #expect(recorder.cancelled.isEmpty)
        // Turning back (bounds 60...540: row 9 leaves, row 0 is above): what was announced ahead and not shown is
        // cancelled (45...49 were shown: not cancelled), and row 0, now ahead, is announced.
        scroll(h, to: 60)
        #expect(recorder.cancelled == [(50..<90).map(ip)])
        #expect(recorder.prefetched.count == 3)
        #expect(recorder.prefetched.last == (0..<5).map(ip))
    }

    @Test func turnedOffNoCellIsAskedForAheadAndTheDataSourceHearsNothing() {
        let (h, source, recorder) = grid()
        scroll(h, to: 10)
        #expect(source.dequeued == 47)
        h.collectionView.isPrefetchingEnabled = false
        // The announced items are cancelled; the two fetched cells go back to the queue (hidden in place).
        #expect(recorder.cancelled == [(45..<85).map(ip)])
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 45)
        scroll(h, to: 20)
        #expect(source.dequeued == 47)
        scroll(h, to: 70)
        #expect(source.dequeued == 52)  // row 9, only now
        #expect(recorder.prefetched.count == 1)
    }

    @Test func aResizeRecyclesTheFetchedCells() {
        let (h, source, _) = grid()
        scroll(h, to: 10)
        #expect(source.dequeued == 47)  // 45 shown, 2 fetched ahead (items 45 and 46, at y 540)
        // The view shrinks to 100 points tall (bounds 10...110: rows 0 and 1); no scrolling, so nothing is fetched, and
        // the cells fetched for the old size go back to the queue instead of staying 430 points below the view.
        h.collectionView.frame.size.height = 100
        h.collectionView.layoutIfNeeded()
        let shown = h.collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
        #expect(shown.count == 10)
        #expect(shown.allSatisfy { $0.frame.intersects(h.collectionView.bounds) })
    }

    @Test func aReloadRecyclesTheFetchedCells() {
        let (h, source, _) = grid()
        scroll(h, to: 10)
        h.collectionView.reloadData()
        h.collectionView.layoutIfNeeded()
        #expect(source.dequeued == 47 + 45)
        #expect(h.collectionView.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 45)
        #expect(source.created.count == 47)  // every cell reused, none made
    }
}
