import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Records a scroll view's dragging callbacks and the targets it is offered.
@MainActor
private final class WheelRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var proposedTargets: [CGPoint] = []
    /// A row height to snap the target to, as a picker does.
    var snap: CGFloat?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging \(Int(velocity.x)),\(Int(velocity.y))")
        proposedTargets.append(targetContentOffset.pointee)
        if let snap { targetContentOffset.pointee.y = (targetContentOffset.pointee.y / snap).rounded() * snap }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
}

/// The mouse wheel (and a touchpad's two-finger scroll) as on iPadOS: a drag without a finger on the scroll
/// view under the pointer, inside the scroll range, ended with no velocity once the wheel rests.
@MainActor @Suite struct ScrollWheelTests {
    /// A 400 x 400 scroll view with 400 x 2000 of content at the window's origin.
    private func tall(_ h: ControlsHarness) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
        return scroll
    }

    private func wheel(_ h: ControlsHarness, dy: CGFloat, dx: CGFloat = 0, at p: CGPoint = CGPoint(x: 200, y: 200)) {
        h.app.handle(.scroll(delta: CGVector(dx: dx, dy: dy), location: p))
        h.frame()
    }

    @Test func notchesMoveTheOffsetAsOneDragThatEndsWhenTheWheelRests() {
        let h = ControlsHarness()
        let scroll = tall(h)
        let recorder = WheelRecorder()
        scroll.delegate = recorder
        wheel(h, dy: 40)
        wheel(h, dy: 40)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
        #expect(scroll.isDragging)
        #expect(recorder.events == ["willBeginDragging"])
        h.advance(0.1)   // within the rest interval: still one drag
        wheel(h, dy: 40)
        h.advance(0.3)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
        #expect(!scroll.isDragging && !scroll.isDecelerating)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging 0,0", "didEndDragging false"])
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: 120)])
    }

    @Test func theOffsetStaysInsideTheScrollRangeAndAxesWithoutContentDoNotMove() {
        let h = ControlsHarness()
        let scroll = tall(h)
        wheel(h, dy: -100, dx: 50)   // up past the top, and sideways with no wider content
        #expect(scroll.contentOffset == .zero)
        wheel(h, dy: 5000)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1600))   // 2000 - 400
        wheel(h, dy: .nan)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1600))
        #expect(h.logLines.contains { $0.contains("not finite") })
    }

    @Test func aTargetTheDelegatePicksIsWhereTheContentComesToRest() {
        let h = ControlsHarness()
        let scroll = tall(h)
        let recorder = WheelRecorder()
        recorder.snap = 50
        scroll.delegate = recorder
        wheel(h, dy: 40)
        wheel(h, dy: 40)   // 80: a picker-like delegate snaps to 100
        h.advance(1.5)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.events == ["willBeginDragging", "willEndDragging 0,0", "didEndDragging true"])
    }

    @Test func verticalNotchesOverAHorizontalCarouselScrollTheViewAroundIt() {
        let h = ControlsHarness()
        let outer = tall(h)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        carousel.contentSize = CGSize(width: 1200, height: 100)
        outer.addSubview(carousel)
        h.frame()
        wheel(h, dy: 40, at: CGPoint(x: 200, y: 150))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 40))
        #expect(carousel.contentOffset == .zero)
        wheel(h, dy: 0, dx: 60, at: CGPoint(x: 200, y: 150))   // the carousel is now at y 60 on screen
        #expect(carousel.contentOffset == CGPoint(x: 60, y: 0))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func aDisabledScrollViewLetsTheWheelPassAndAFingerDragOwnsTheOffset() {
        let h = ControlsHarness()
        let scroll = tall(h)
        scroll.isScrollEnabled = false
        wheel(h, dy: 40)
        #expect(scroll.contentOffset == .zero)
        scroll.isScrollEnabled = true
        h.touch(.began, 200, 300)
        h.touch(.moved, 200, 260)
        h.touch(.moved, 200, 200)
        let dragged = scroll.contentOffset
        #expect(scroll.isDragging && dragged.y > 0)
        wheel(h, dy: 40)
        #expect(scroll.contentOffset == dragged)
        h.touch(.ended, 200, 200)
    }
}
