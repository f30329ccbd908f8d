import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Scroll-style `UIPageViewController` in a 400 x 400 window: lazy neighbours, swipes that complete or cancel,
/// programmatic changes, appearance order and the page control.
@Suite @MainActor struct PageViewScrollTests {
    private func make(pages: Int = 5, indicator: Int? = nil, start: Int = 0, spacing: CGFloat = 0)
        -> (ControlsHarness, UIPageViewController, PageSource) {
        let h = ControlsHarness()
        let log = PageLog()
        let source = PageSource(count: pages, log: log, indicator: indicator)
        source.index = start
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                       options: spacing > 0 ? [.interPageSpacing: spacing] : nil)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[start]], direction: .forward, animated: false)
        h.show(pvc)
        return (h, pvc, source)
    }

    @Test func appearingShowsThePageOnceWithoutAskingTheDataSource() {
        let (_, pvc, source) = make()
        #expect(source.log.take() == ["0.willAppear(false)", "0.didAppear(false)"])
        #expect(indices(pvc.viewControllers) == [0])
        #expect(pvc.children.count == 1)
        #expect(pvc.gestureRecognizers.isEmpty)
        #expect(pvc.spineLocation == .none)
    }

    @Test func dataSourceIsAskedOnlyForTheNeighbourTheFingerMovesToward() {
        let (h, pvc, source) = make()
        _ = source.log.take()
        // Toward the end: only the page after is asked for; the page before is never asked about.
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 330, y: 200), release: false)
        #expect(source.log.lines.filter { $0.hasPrefix("after") || $0.hasPrefix("before") } == ["after(0)"])
        h.touch(.ended, 330, 200)
        h.advance(1)
        _ = source.log.take()
        // Completing a swipe to page 1 keeps page 0 as its known neighbour: dragging back asks nothing.
        h.slowDrag(from: CGPoint(x: 360, y: 200), to: CGPoint(x: 100, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [1])
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 60, y: 200))
        h.advance(1)
        #expect(!source.log.lines.contains { $0.hasPrefix("before") || $0.hasPrefix("after") })
    }

    @Test func swipePastHalfCompletesWithAppearanceAndDelegateCalls() {
        let (h, pvc, source) = make()
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 120, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [1])
        #expect(source.log.take() == ["after(0)", "willTransitionTo([1])", "0.willDisappear(true)", "1.willAppear(true)",
                                      "0.didDisappear(true)", "1.didAppear(true)",
                                      "didFinish(true, previous: [0], completed: true)"])
        #expect(pvc.children.map { ($0 as! LoggingPage).index } == [1])
        // The page rests exactly in view.
        #expect(source.pages[1].view.convert(CGPoint.zero, to: h.window) == .zero)
    }

    @Test func shortSlowDragCancels() {
        let (h, pvc, source) = make(start: 2)
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 150, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [2])
        #expect(source.log.take() == ["before(2)", "willTransitionTo([1])", "2.willDisappear(true)", "1.willAppear(true)",
                                      "1.willDisappear(true)", "2.willAppear(true)", "1.didDisappear(true)",
                                      "2.didAppear(true)", "didFinish(true, previous: [2], completed: false)"])
        #expect(pvc.children.map { ($0 as! LoggingPage).index } == [2])
        #expect(source.pages[2].view.convert(CGPoint.zero, to: h.window) == .zero)
    }

    @Test func shortFlickCompletes() {
        let (h, pvc, source) = make()
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 290, y: 200), steps: 4, hold: 0)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [1])
        #expect(source.log.lines.last == "didFinish(true, previous: [0], completed: true)")
    }

    @Test func interPageSpacingSeparatesPages() {
        let (h, _, source) = make(spacing: 20)
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 250, y: 200), release: false)
        let x0 = source.pages[0].view.convert(CGPoint.zero, to: h.window).x
        let x1 = source.pages[1].view.convert(CGPoint.zero, to: h.window).x
        #expect(x1 - x0 == 420)
        h.touch(.ended, 250, 200)
    }

    @Test func setViewControllersUnanimatedSwapsAtOnce() {
        let (_, pvc, source) = make()
        _ = source.log.take()
        var finished: Bool?
        pvc.setViewControllers([source.pages[3]], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(indices(pvc.viewControllers) == [3])
        #expect(source.log.take() == ["0.willDisappear(false)", "3.willAppear(false)", "0.didDisappear(false)", "3.didAppear(false)"])
    }

    @Test func setViewControllersAnimatedSlidesInFromTheDirection() {
        let (h, pvc, source) = make(start: 3)
        _ = source.log.take()
        var finished: Bool?
        pvc.setViewControllers([source.pages[1]], direction: .reverse, animated: true) { finished = $0 }
        #expect(finished == nil)
        #expect(source.log.take() == ["3.willDisappear(true)", "1.willAppear(true)"])
        h.advance(0.15)
        // Reverse: the new page comes in from the left.
        #expect(source.pages[1].view.convert(CGPoint.zero, to: h.window).x < 0)
        h.advance(0.5)
        #expect(finished == true)
        #expect(indices(pvc.viewControllers) == [1])
        #expect(source.log.take() == ["3.didDisappear(true)", "1.didAppear(true)"])
        // Neighbours are unknown again: the next drag asks the data source.
        h.slowDrag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 70, y: 200))
        #expect(source.log.lines.first == "before(1)")
    }

    @Test func presentationIndexDrivesThePageControlAndTappingItPages() throws {
        let (h, pvc, source) = make(indicator: 5, start: 2)
        let control = try #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        let bar: CGFloat = 26  // UIPageControl's standard height
        #expect(control.intrinsicContentSize.height == bar)
        #expect(!control.isHidden)
        #expect(control.numberOfPages == 5 && control.currentPage == 2)
        #expect(control.frame == CGRect(x: 0, y: 400 - bar, width: 400, height: bar))
        // The pages end above the page control.
        #expect(source.pages[2].view.frame.height == 400 - bar)
        _ = source.log.take()
        h.tap(300, 400 - bar / 2)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [3])
        #expect(control.currentPage == 3)
        #expect(source.log.lines.last == "didFinish(true, previous: [2], completed: true)")
        source.index = 0
        pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: false)
        #expect(control.currentPage == 0)
    }

    @Test func noPageControlWithoutPresentationCount() {
        let (_, pvc, source) = make()
        let controls = pvc.view.subviews.compactMap { $0 as? UIPageControl }
        #expect(controls.allSatisfy { $0.isHidden })
        withExtendedLifetime(source) {}
    }

    @Test func dataSourceReturningTheSameControllerIsLoggedAndIgnored() {
        let (h, pvc, source) = make()
        source.afterOverride = { $0 }
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 100, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [0])
        #expect(h.logLines.contains { $0.contains("already showing") })
        #expect(!source.log.lines.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
        #expect(source.pages[0].view.convert(CGPoint.zero, to: h.window) == .zero)
    }

    @Test func noNeighbourBouncesBackWithoutDelegateCalls() {
        let (h, pvc, source) = make(pages: 1)
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 100, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [0])
        #expect(source.log.take() == ["after(0)"])
        #expect(source.pages[0].view.convert(CGPoint.zero, to: h.window) == .zero)
    }

    @Test func wrongCountAndOutOfRangeIndexAreLogged() {
        let (h, pvc, source) = make(indicator: 3)
        var finished: Bool?
        pvc.setViewControllers([source.pages[1], source.pages[2]], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == false)
        #expect(indices(pvc.viewControllers) == [0])
        #expect(h.logLines.contains { $0.contains("The number of view controllers provided (2) doesn't match the number required (1)") })
        source.index = 9
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        #expect(h.logLines.contains { $0.contains("presentationIndex 9 is outside 0..<3") })
        #expect(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage == 2)
    }

    @Test func arrowKeysTurnPagesOfARootPageViewController() {
        let (h, pvc, source) = make()
        h.key(.keyboardRightArrow)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [1])
        h.key(.keyboardLeftArrow)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [0])
        withExtendedLifetime(source) {}  // the page view controller holds its data source weakly
    }
}
