import Foundation
import Testing
@_spi(Platform) import UIKit

/// Selection by touch and by game-controller focus, single and multiple, with the delegate's questions and
/// notifications in UIKit's order.
@Suite(.serialized) @MainActor struct CollectionSelectionTests {
    private func setUp() -> (CollectionHarness, RecordingDelegate) {
        let h = CollectionHarness(size: CGSize(width: 340, height: 480))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        let delegate = RecordingDelegate()
        h.collectionView.delegate = delegate
        h.kept.append(delegate)
        h.show(GridSource([9]))
        h.frame()
        return (h, delegate)
    }

    @Test func aTapHighlightsThenSelectsAndATapElsewhereMovesTheSelection() {
        let (h, d) = setUp()
        h.tap(50, 50)
        #expect(d.events == ["didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0"])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        d.events = []
        h.tap(170, 150)  // item 4
        #expect(d.events == ["didHighlight 4", "didUnhighlight 4", "shouldSelect 4", "didDeselect 0", "didSelect 4"])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        d.events = []
        h.tap(110, 50)  // the gap between items 0 and 1: nothing
        #expect(d.events.isEmpty)
    }

    @Test func multipleSelectionTogglesAndTheDelegateCanRefuse() {
        let (h, d) = setUp()
        h.collectionView.allowsMultipleSelection = true
        d.refuseSelection = [IndexPath(item: 2, section: 0)]
        h.tap(50, 50)
        h.tap(170, 50)
        h.tap(290, 50)  // refused
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        d.events = []
        h.tap(50, 50)
        #expect(d.events.suffix(1) == ["didDeselect 0"])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        h.collectionView.allowsSelection = false
        #expect(h.collectionView.indexPathsForSelectedItems == nil)
        d.events = []
        h.tap(50, 50)
        #expect(d.events.isEmpty)
    }

    @Test func aDragScrollsWithoutSelecting() {
        let (h, d) = setUp()
        h.collectionView.alwaysBounceVertical = true
        h.touch(.began, 50, 300)
        for i in 1...6 { h.touch(.moved, 50, 300 - CGFloat(i) * 20) }
        h.touch(.ended, 50, 180)
        h.advance(1)
        #expect(!d.events.contains { $0.hasPrefix("didSelect") })
        #expect(h.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func theGamepadFocusesCellsAndASelects() {
        let (h, d) = setUp()
        h.pad(.dpadDown)  // nothing focused: the top-left focusable view
        let first = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.isFocused)
        h.pad(.dpadRight)
        let second = h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(second.isFocused)
        h.pad(.a)
        h.advance(0.2)
        #expect(d.events.contains("didSelect 1"))
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        h.pad(.dpadDown)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.isFocused)
    }

    @Test func focusScrollsTheCollectionViewToRevealTheNextItems() {
        let h = CollectionHarness(size: CGSize(width: 340, height: 250))
        h.layout.itemSize = CGSize(width: 100, height: 100)
        h.show(GridSource([30]))
        h.frame()
        h.pad(.dpadDown)
        for _ in 0..<4 { h.pad(.dpadDown); h.advance(0.4) }
        // Item 12 (row 4, y 440...540) has focus and shows inside the bounds.
        let focused = h.collectionView.cellForItem(at: IndexPath(item: 12, section: 0))
        #expect(focused?.isFocused == true)
        let b = h.collectionView.bounds
        let f = focused?.frame ?? .zero
        #expect(f.minY >= b.minY && f.maxY <= b.maxY, "\(b) \(f)")
    }
}
