import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Page-curl `UIPageViewController` in a 400 x 400 window: the leaf turns about the spine with the finger,
/// completes or falls back, taps turn, a mid spine shows two pages, and counts that do not fit are refused.
@Suite @MainActor struct PageViewCurlTests {
    private func make(spine: UIPageViewController.SpineLocation = .min, pages: Int = 6, start: [Int] = [0])
        -> (ControlsHarness, UIPageViewController, PageSource) {
        let h = ControlsHarness()
        let log = PageLog()
        let source = PageSource(count: pages, log: log)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: spine.rawValue])
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers(start.map { source.pages[$0] }, direction: .forward, animated: false)
        h.show(pvc)
        return (h, pvc, source)
    }

    /// The layer that turns for `page` (its container on the stage).
    private func leaf(_ page: UIViewController) -> CALayer { page.view.superview?.layer ?? CALayer() }

    @Test func defaultsAndGestureRecognizers() {
        let (_, pvc, source) = make()
        #expect(pvc.spineLocation == .min)
        #expect(!pvc.isDoubleSided)
        #expect(pvc.gestureRecognizers.count == 2)
        #expect(pvc.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(pvc.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        #expect(source.log.take() == ["0.willAppear(false)", "0.didAppear(false)"])
    }

    @Test func theLeafFollowsTheFingerAboutTheSpineAndCompletesPastHalf() {
        let (h, pvc, source) = make()
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 380, y: 200), to: CGPoint(x: 180, y: 200), release: false)
        // Mid-turn: the page is rotated about its left edge (the spine), its free edge lifted toward the viewer.
        let t = leaf(source.pages[0]).transform
        #expect(t.m11 < 0.5 && t.m11 > -0.5, "about half over: cos ≈ 0, got \(t.m11)")
        #expect(leaf(source.pages[0]).anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(indices(pvc.viewControllers) == [0])
        h.slowDrag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 60, y: 200), steps: 4, begin: false)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [1])
        #expect(source.log.take() == ["after(0)", "willTransitionTo([1])", "0.willDisappear(true)", "1.willAppear(true)",
                                      "0.didDisappear(true)", "1.didAppear(true)",
                                      "didFinish(true, previous: [0], completed: true)"])
        #expect(CATransform3DIsIdentity(leaf(source.pages[1]).transform))
        #expect(pvc.children.count == 1)
    }

    @Test func aShortTurnFallsBack() {
        let (h, pvc, source) = make(start: [2])
        _ = source.log.take()
        // Toward the outer edge: back a page; only 60 of 400 points, held still.
        h.slowDrag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 160, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [2])
        #expect(source.log.take() == ["before(2)", "willTransitionTo([1])", "2.willDisappear(true)", "1.willAppear(true)",
                                      "1.willDisappear(true)", "2.willAppear(true)", "1.didDisappear(true)",
                                      "2.didAppear(true)", "didFinish(true, previous: [2], completed: false)"])
        #expect(pvc.children.count == 1)
    }

    @Test func aTapNearTheEdgeTurnsForwardAndNearTheSpineBack() {
        let (h, pvc, source) = make(start: [3])
        h.tap(380, 200)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [4])
        h.tap(20, 200)
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [3])
        withExtendedLifetime(source) {}  // the page view controller holds its data source weakly
    }

    @Test func midSpineTurnsTheRightPageOntoTheLeft() {
        let (h, pvc, source) = make(spine: .mid, start: [0, 1])
        #expect(pvc.isDoubleSided)
        #expect(source.pages[0].view.superview?.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
        #expect(source.pages[1].view.superview?.frame == CGRect(x: 200, y: 0, width: 200, height: 400))
        _ = source.log.take()
        h.slowDrag(from: CGPoint(x: 390, y: 200), to: CGPoint(x: 100, y: 200))
        h.advance(1)
        #expect(indices(pvc.viewControllers) == [2, 3])
        #expect(source.log.lines.prefix(3) == ["after(1)", "after(2)", "willTransitionTo([2, 3])"])
        #expect(source.log.lines.last == "didFinish(true, previous: [0, 1], completed: true)")
    }

    @Test func setViewControllersAnimatedTurnsAndCompletes() {
        let (h, pvc, source) = make()
        _ = source.log.take()
        var finished: Bool?
        pvc.setViewControllers([source.pages[4]], direction: .forward, animated: true) { finished = $0 }
        h.advance(0.2)
        #expect(finished == nil)
        #expect(!CATransform3DIsIdentity(leaf(source.pages[0]).transform))
        h.advance(0.5)
        #expect(finished == true)
        #expect(indices(pvc.viewControllers) == [4])
        #expect(source.log.take() == ["0.willDisappear(true)", "4.willAppear(true)", "0.didDisappear(true)", "4.didAppear(true)"])
    }

    @Test func countsThatDoNotFitTheSpineAreRefused() {
        let (h, pvc, source) = make(spine: .mid, start: [0, 1])
        var finished: Bool?
        pvc.setViewControllers([source.pages[2]], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == false)
        #expect(indices(pvc.viewControllers) == [0, 1])
        #expect(h.logLines.contains { $0.contains("The number of view controllers provided (1) doesn't match the number required (2)") })
        pvc.isDoubleSided = false
        #expect(pvc.isDoubleSided)
        #expect(h.logLines.contains { $0.contains("isDoubleSided must be true") })
    }
}
