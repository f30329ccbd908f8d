import Foundation
import Testing
@_spi(Platform) import UIKit

/// Sections that scroll on their own across the layout's main axis (`orthogonalScrollingBehavior`): their groups in
/// one line, their cells in an embedded scroll view, selection, dragging, paging and scrolling to items.
@MainActor @Suite(.serialized) struct OrthogonalScrollingTests {
    /// A 332 x 480 collection view: section 0 a carousel of groups 0.8 of its 300-point content wide (insets 16 at
    /// both ends, 10 points apart) and 100 tall, six items; section 1 three 50-point rows.
    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
                  handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> (CollectionHarness, RecordingDelegate) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                s.interGroupSpacing = 10
                s.orthogonalScrollingBehavior = behavior
                s.visibleItemsInvalidationHandler = handler
                return s
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let h = CollectionHarness(size: CGSize(width: 332, height: 480))
        h.collectionView.collectionViewLayout = layout
        let delegate = RecordingDelegate()
        h.collectionView.delegate = delegate
        h.kept.append(delegate)
        h.show(GridSource([6, 3]))
        h.frame()
        return (h, delegate)
    }

    func cell(_ h: CollectionHarness, _ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
        h.collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }

    func scroller(_ h: CollectionHarness) -> UIScrollView? {
        h.collectionView.subviews.compactMap { $0 as? UIScrollView }.first
    }

    func visible(_ h: CollectionHarness, section: Int) -> [Int] {
        h.collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
    }

    @Test func groupsRunAcrossInOneLineAndTheirCellsLiveInAScrollViewOfTheirOwn() throws {
        let (h, _) = carousel()
        // Groups 0.8 x 300 = 240 wide from the leading inset 16, 10 apart; the band is the groups' 100 points.
        #expect(h.itemFrame(0) == CGRect(x: 16, y: 0, width: 240, height: 100))
        #expect(h.itemFrame(1) == CGRect(x: 266, y: 0, width: 240, height: 100))
        #expect(h.itemFrame(5) == CGRect(x: 1266, y: 0, width: 240, height: 100))
        #expect(h.itemFrame(0, section: 1) == CGRect(x: 0, y: 100, width: 332, height: 50))
        #expect(h.collectionView.contentSize == CGSize(width: 332, height: 100 + 3 * 50))
        #expect(visible(h, section: 0) == [0, 1])
        #expect(visible(h, section: 1) == [0, 1, 2])
        let s = try #require(scroller(h))
        #expect(s.frame == CGRect(x: 0, y: 0, width: 332, height: 100))
        #expect(s.contentSize == CGSize(width: 16 + 6 * 240 + 5 * 10 + 16, height: 100))
        #expect(s.showsHorizontalScrollIndicator == false)
        #expect(cell(h, 0)?.superview === s)
        #expect(cell(h, 1)?.frame == CGRect(x: 266, y: 0, width: 240, height: 100))
        #expect(cell(h, 0, 1)?.superview === h.collectionView)
    }

    @Test func scrollingTheSectionShowsItsNextCellsAndHitTestingFollows() throws {
        let (h, _) = carousel()
        let s = try #require(scroller(h))
        s.contentOffset = CGPoint(x: 500, y: 0)
        h.frame()
        // Shown at x - 500: item 1 at -234...6, item 2 at 16...256, item 3 at 266...506; item 0 has left.
        #expect(visible(h, section: 0) == [1, 2, 3])
        #expect(h.collectionView.contentOffset == .zero)
        #expect(h.collectionView.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(h.collectionView.indexPathForItem(at: CGPoint(x: 100, y: 120)) == IndexPath(item: 0, section: 1))
        let shown = try #require(cell(h, 2))
        #expect(shown.convert(shown.bounds, to: h.window).origin == CGPoint(x: 16, y: 0))
        // The attributes keep the unscrolled frame, as UIKit's do.
        #expect(h.itemFrame(2) == CGRect(x: 516, y: 0, width: 240, height: 100))
    }

    @Test func aTapOnACellInTheScrolledSectionSelectsIt() throws {
        let (h, d) = carousel()
        try #require(scroller(h)).contentOffset = CGPoint(x: 500, y: 0)
        h.frame()
        h.tap(100, 50)
        #expect(d.events == ["didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2"])
        #expect(h.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell(h, 2)?.isSelected == true)
    }

    @Test func aSidewaysDragScrollsTheSectionAndAnUpwardDragTheCollectionView() throws {
        let (h, d) = carousel()
        let s = try #require(scroller(h))
        h.touch(.began, 300, 50)
        for i in 1...6 { h.advance(0.016); h.touch(.moved, 300 - CGFloat(i) * 30, 50) }
        #expect(s.contentOffset.x > 100)
        #expect(h.collectionView.contentOffset == .zero)
        h.touch(.ended, 120, 50)
        h.advance(2)
        #expect(!d.events.contains { $0.hasPrefix("didSelect") })
        // The flick coasts on: the first cells have gone to the reuse queue.
        #expect(!visible(h, section: 0).contains(0))
        #expect(s.contentOffset.x > 250)
        let rested = s.contentOffset.x
        h.collectionView.alwaysBounceVertical = true
        h.touch(.began, 150, 60)
        for i in 1...6 { h.advance(0.016); h.touch(.moved, 150, 60 - CGFloat(i) * 8) }
        #expect(h.collectionView.contentOffset.y > 10)
        #expect(s.contentOffset.x == rested)
        h.touch(.ended, 150, 12)
        h.advance(2)
    }

    @Test func groupPagingRestsOnTheNextGroupsLeadingEdge() throws {
        let (h, _) = carousel(.groupPaging)
        let s = try #require(scroller(h))
        h.touch(.began, 300, 50)
        for i in 1...5 { h.advance(0.016); h.touch(.moved, 300 - CGFloat(i) * 20, 50) }
        h.touch(.ended, 200, 50)
        h.advance(2)
        // One group on from the first: its leading edge 266 at the section's leading inset 16.
        #expect(s.contentOffset.x == 250)
        #expect(visible(h, section: 0) == [0, 1, 2])
    }

    @Test func pagingBehavioursPickTheirRestingOffsets() throws {
        let (h, _) = carousel(.groupPagingCentered)
        let s = try #require(scroller(h))
        // Flicks are judged through the delegate call a drag's end makes (velocity in points per millisecond).
        func rest(_ natural: CGFloat, _ velocity: CGFloat) -> CGFloat {
            var target = CGPoint(x: natural, y: 0)
            s.delegate?.scrollViewWillBeginDragging(s)
            s.delegate?.scrollViewWillEndDragging(s, withVelocity: CGPoint(x: velocity, y: 0), targetContentOffset: &target)
            return target.x
        }
        // Centred: group 1's middle 386 at the middle 166 of the 332-point view.
        #expect(rest(300, 1) == CGFloat(386 - 166))
        #expect(rest(300, 0) == 0)
        let (h2, _) = carousel(.continuousGroupLeadingBoundary)
        let s2 = try #require(scroller(h2))
        func rest2(_ natural: CGFloat) -> CGFloat {
            var target = CGPoint(x: natural, y: 0)
            s2.delegate?.scrollViewWillEndDragging(s2, withVelocity: CGPoint(x: 2, y: 0), targetContentOffset: &target)
            return target.x
        }
        // The group boundary nearest the natural stop: 0, 250, 500, 750, ... (less the 16-point inset).
        #expect(rest2(600) == 500)
        #expect(rest2(630) == 750)
        #expect(rest2(5000) == CGFloat(1522 - 332))   // clamped to the end of the content
        _ = h
    }

    @Test func scrollToItemScrollsTheSectionAlongItsAxis() throws {
        let (h, _) = carousel()
        let s = try #require(scroller(h))
        h.collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
        h.frame()
        #expect(s.contentOffset.x == CGFloat(1016 + 120 - 166))
        #expect(h.collectionView.contentOffset == .zero)
        #expect(visible(h, section: 0) == [3, 4, 5])
        h.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(s.contentOffset.x == 16)
    }

    @Test func aSectionThatStopsScrollingOrthogonallyGivesItsCellsBack() throws {
        let (h, _) = carousel()
        #expect(scroller(h) != nil)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        h.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        h.frame()
        #expect(scroller(h) == nil)
        #expect(h.itemFrame(1) == CGRect(x: 0, y: 50, width: 332, height: 50))
        #expect(h.collectionView.visibleCells.count == 9)
        #expect(h.collectionView.visibleCells.allSatisfy { $0.superview === h.collectionView && !$0.isHidden })
        #expect(cell(h, 1)?.frame == CGRect(x: 0, y: 50, width: 332, height: 50))
    }

    @Test func gamepadFocusMovesAlongTheCarouselAndScrollsItIntoView() throws {
        let (h, _) = carousel()
        let s = try #require(scroller(h))
        h.pad(.dpadDown)  // nothing focused: the top-left focusable view, the carousel's first card
        #expect(cell(h, 0)?.isFocused == true)
        for _ in 0..<3 { h.pad(.dpadRight); h.advance(0.4) }
        let focused = try #require(cell(h, 3))
        #expect(focused.isFocused)
        // Card 3 (766...1006 in the section) shows inside the 332-point view, the section scrolled, not the page.
        let shown = focused.convert(focused.bounds, to: h.window)
        #expect(shown.minX >= 0 && shown.maxX <= 332, "\(shown)")
        #expect(s.contentOffset.x > 600)
        #expect(h.collectionView.contentOffset.x == 0)
        h.pad(.dpadDown)
        #expect(cell(h, 0, 1)?.isFocused == true)
    }

    @Test func theVisibleItemsHandlerSeesTheSectionsOffsetAndItsChangesShow() throws {
        var offsets: [CGPoint] = []
        var seen: [[Int]] = []
        // Cards more than 100 points from the middle of the 332-point view shrink to 0.9 and fade to 0.5.
        let (h, _) = carousel(handler: { items, offset, environment in
            offsets.append(offset)
            seen.append(items.map(\.indexPath.item).sorted())
            for item in items where abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2) > 100 {
                item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                item.alpha = 0.5
            }
        })
        #expect(offsets.last == .zero)
        #expect(seen.last == [0, 1])
        // Card 0's middle 136 is 30 from 166; card 1's 386 is 220 away.
        #expect(cell(h, 0)?.transform == .identity)
        #expect(cell(h, 1)?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(cell(h, 1)?.alpha == 0.5)
        #expect(cell(h, 1)?.center == CGPoint(x: 386, y: 50))
        try #require(scroller(h)).contentOffset = CGPoint(x: 250, y: 0)
        h.frame()
        #expect(offsets.last == CGPoint(x: 250, y: 0))
        #expect(seen.last == [0, 1, 2])
        #expect(cell(h, 1)?.transform == .identity)
        #expect(cell(h, 1)?.alpha == 1)
        #expect(cell(h, 0)?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(cell(h, 2)?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        // Hostile values are refused, logged.
        let (h2, _) = carousel(handler: { items, _, _ in items.forEach { $0.alpha = .nan; $0.center = CGPoint(x: CGFloat.infinity, y: 0) } })
        #expect(h2.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(h2.logLines.contains { $0.contains("NSCollectionLayoutVisibleItem: ignored a non-finite alpha") })
    }
}
