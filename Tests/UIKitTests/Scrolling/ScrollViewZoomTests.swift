import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// UIScrollView zooming: the defaults, when the pinch exists, clamping (and logging bad scales), the zooming
/// view's transform and the content size after `setZoomScale`, `zoom(to:)` worked out by hand, a pinch that
/// zooms about its fingers' centroid and moves with it, the delegate's order of calls, and the bounce back
/// from past a limit. The fixture (ScrollViewZoomTestSupport) is a 400-point square scroll view whose
/// 400-point content view zooms.
@Suite(.serialized) @MainActor struct ScrollViewZoomTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
    }
    /// The events with runs of the same one collapsed (many didZoom in a row read as one).
    private func collapsed(_ events: [String]) -> [String] {
        events.reduce(into: []) { out, e in if out.last != e { out.append(e) } }
    }

    @Test func defaultsAndThePinchExistsOnlyOnceZoomingIsPossible() throws {
        let h = ControlsHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.window.rootViewController!.view.addSubview(scroll)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        #expect(scroll.bouncesZoom && !scroll.isZooming && !scroll.isZoomBouncing)
        #expect(scroll.pinchGestureRecognizer == nil)
        let recorder = ZoomRecorder()
        scroll.delegate = recorder
        scroll.maximumZoomScale = 3
        // No view for zooming yet.
        #expect(scroll.pinchGestureRecognizer == nil)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        recorder.view = image
        // Not a subview yet: still no zooming.
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.addSubview(image)
        let pinch = try #require(scroll.pinchGestureRecognizer)
        #expect(pinch.view === scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        #expect(scroll.pinchGestureRecognizer === pinch)

        // A view for zooming but equal limits: no pinch.
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let otherRecorder = ZoomRecorder()
        let otherImage = UIView(frame: other.bounds)
        other.addSubview(otherImage)
        otherRecorder.view = otherImage
        other.delegate = otherRecorder
        #expect(other.pinchGestureRecognizer == nil)
        other.minimumZoomScale = 0.5
        #expect(other.pinchGestureRecognizer != nil)
    }

    @Test func setZoomScaleScalesTheViewsTransformAndTheContentSizeFollowsItsFrame() {
        let f = ZoomFixture()
        f.scroll.setZoomScale(2, animated: false)
        #expect(f.scroll.zoomScale == 2)
        #expect(f.content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(f.content.bounds == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(f.content.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
        #expect(f.scroll.contentSize == CGSize(width: 800, height: 800))
        // About the centre of the bounds: content point (200, 200) goes to (400, 400), still mid-screen.
        #expect(f.scroll.contentOffset == CGPoint(x: 200, y: 200))
        #expect(f.recorder.zoomEvents == ["didZoom"])

        f.scroll.zoomScale = 1
        #expect(f.content.transform == .identity)
        #expect(f.scroll.contentSize == CGSize(width: 400, height: 400))
        #expect(f.scroll.contentOffset == .zero)

        // From offset 0 the centre is content point (200, 200): at 3 it is at (600, 600), less half the bounds.
        f.scroll.zoomScale = 3
        #expect(f.scroll.contentSize == CGSize(width: 1200, height: 1200))
        #expect(f.scroll.contentOffset == CGPoint(x: 400, y: 400))
        #expect(f.recorder.zoomEvents == ["didZoom", "didZoom", "didZoom"])
    }

    @Test func scalesAreClampedToTheLimitsAndBadValuesAreLoggedNotFatal() {
        let f = ZoomFixture(min: 1, max: 4)
        f.scroll.setZoomScale(10, animated: false)
        #expect(f.scroll.zoomScale == 4)
        #expect(f.h.logLines.contains { $0.contains("zoom scale 10.0") && $0.contains("clamped to 4.0") })
        f.scroll.setZoomScale(0, animated: false)
        #expect(f.scroll.zoomScale == 1)
        f.scroll.setZoomScale(-2, animated: true)
        f.h.advance(0.5)
        #expect(f.scroll.zoomScale == 1)
        f.scroll.setZoomScale(.infinity, animated: false)
        #expect(f.scroll.zoomScale == 4)
        let logged = f.h.logLines.count
        f.scroll.zoomScale = .nan
        #expect(f.scroll.zoomScale == 4)
        #expect(f.h.logLines.count == logged + 1)

        // Limits must be finite and positive.
        f.scroll.minimumZoomScale = .nan
        f.scroll.maximumZoomScale = 0
        f.scroll.maximumZoomScale = -1
        f.scroll.maximumZoomScale = .infinity
        #expect(f.scroll.minimumZoomScale == 1 && f.scroll.maximumZoomScale == 4)
        #expect(f.h.logLines.filter { $0.contains("must be finite and positive") }.count == 4)

        // Changing a limit clamps the current zoom.
        f.scroll.maximumZoomScale = 2
        #expect(f.scroll.zoomScale == 2)
        #expect(f.content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(f.scroll.contentSize == CGSize(width: 800, height: 800))
        f.scroll.maximumZoomScale = 8
        f.scroll.minimumZoomScale = 3
        #expect(f.scroll.zoomScale == 3)
        #expect(f.scroll.contentSize == CGSize(width: 1200, height: 1200))
        // The offset stays inside the range (1200 - 400 at most).
        #expect(f.scroll.contentOffset.x <= 800 && f.scroll.contentOffset.y <= 800)
    }

    @Test func zoomToRectFitsTheRectAndCentresIt() {
        let f = ZoomFixture(min: 1, max: 4)
        // 100 x 200 in a 400 x 400 bounds: the ratios are 4 and 2; the smaller (2) fits the whole rect. Its
        // centre (150, 300) lands at (300, 600) and goes to the middle of the bounds: offset (100, 400).
        f.scroll.zoom(to: CGRect(x: 100, y: 200, width: 100, height: 200), animated: false)
        #expect(f.scroll.zoomScale == 2)
        #expect(f.scroll.contentOffset == CGPoint(x: 100, y: 400))
        #expect(f.scroll.contentSize == CGSize(width: 800, height: 800))

        // A 50-point rect asks for 8, clamped to 4; centring (25, 25) -> (100, 100) would need offset
        // (-100, -100), clamped into the range: (0, 0).
        f.scroll.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
        #expect(f.scroll.zoomScale == 4)
        #expect(f.scroll.contentOffset == .zero)
        // Non-finite rects are refused.
        f.scroll.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        #expect(f.scroll.zoomScale == 4)
        #expect(f.h.logLines.contains { $0.contains("non-finite rect") })
    }

    @Test func animatedZoomToRectKeepsOnePointStillAndTellsTheDelegateInOrder() {
        let f = ZoomFixture(min: 1, max: 4)
        f.scroll.zoom(to: CGRect(x: 100, y: 200, width: 100, height: 200), animated: true)
        #expect(f.recorder.zoomEvents == ["willBeginZooming"])
        #expect(f.scroll.zoomScale == 1)
        f.h.advance(0.15)
        let mid = f.scroll.zoomScale
        #expect(mid > 1 && mid < 2)
        // From (scale 1, offset 0) to (2, (100, 400)) the content point (100, 400) stays where it was on screen.
        let onScreen = f.scroll.convert(CGPoint(x: 100, y: 400), from: f.content)
        #expect(near(CGPoint(x: onScreen.x - f.scroll.contentOffset.x, y: onScreen.y - f.scroll.contentOffset.y),
                     CGPoint(x: 100, y: 400), 1e-3))
        #expect(!f.scroll.isZooming)
        f.h.advance(0.3)
        #expect(f.scroll.zoomScale == 2)
        #expect(f.scroll.contentOffset == CGPoint(x: 100, y: 400))
        #expect(collapsed(f.recorder.zoomEvents) == ["willBeginZooming", "didZoom", "didEndZooming 2.0"])
        #expect(f.recorder.zoomEvents.filter { $0 == "didZoom" }.count >= 3)
    }

    @Test func aPinchZoomsAboutTheCentroidAndPansWithIt() {
        let f = ZoomFixture(min: 1, max: 4)
        f.pinch(.began, x: 200, y: 100, span: 100)
        // 10 points of span change pass the pinch's 8-point hysteresis: it begins with the zoom where it was.
        f.pinch(.moved, x: 200, y: 100, span: 110)
        #expect(f.scroll.isZooming)
        #expect(f.scroll.zoomScale == 1)
        #expect(f.scroll.pinchGestureRecognizer?.state == .began)
        // Twice the span: zoom 2. Content point (200, 100) under the centroid goes to (400, 200) and stays
        // under the centroid (200, 100): offset (200, 100).
        f.pinch(.moved, x: 200, y: 100, span: 220)
        #expect(near(f.scroll.zoomScale, 2))
        #expect(near(f.scroll.contentOffset, CGPoint(x: 200, y: 100)))
        #expect(f.content.transform.a == f.scroll.zoomScale && f.content.transform.d == f.scroll.zoomScale)
        #expect(near(f.scroll.contentSize.width, 800))
        // The centroid moves by (20, 40) with the span kept: the content moves with it, offset (180, 60).
        f.pinch(.moved, x: 220, y: 140, span: 220)
        #expect(near(f.scroll.zoomScale, 2))
        #expect(near(f.scroll.contentOffset, CGPoint(x: 180, y: 60)))
        f.pinch(.ended, x: 220, y: 140, span: 220)
        #expect(!f.scroll.isZooming && !f.scroll.isDragging)
        // Inside the limits and the range: nothing to bounce, zooming ends at once.
        #expect(collapsed(f.recorder.zoomEvents) == ["willBeginZooming", "didZoom", "willBeginDragging", "didZoom",
                                                     "didEndDragging", "didEndZooming 2.0"])
        f.h.advance(0.5)
        #expect(near(f.scroll.contentOffset, CGPoint(x: 180, y: 60)))
    }

    @Test func aPinchPastTheMaximumStretchesAndBouncesBack() {
        let f = ZoomFixture(min: 1, max: 4)
        // 10 points of span pass the pinch's hysteresis: it begins where the zoom is (1).
        f.pinch(.began, x: 200, y: 200, span: 50)
        f.pinch(.moved, x: 200, y: 200, span: 60)
        // Six times the span asks for 6: past 4 the rubber band shows 4 * exp(D (1 - 1 / (ln(6/4) 0.55 / D + 1)))
        // with D = ln 2 / 2 (at most about 1.41 times the limit).
        f.pinch(.moved, x: 200, y: 200, span: 360)
        let d = log(2.0) / 2
        let expected = 4 * exp(d * (1 - 1 / (log(1.5) * 0.55 / d + 1)))
        #expect(near(f.scroll.zoomScale, expected, 1e-9))
        #expect(f.scroll.zoomScale > 4.5 && f.scroll.zoomScale < 4.6)
        #expect(!f.scroll.isZoomBouncing)
        // Content point (200, 200) stays mid-screen: offset 200 (s - 1) on each axis.
        let s = f.scroll.zoomScale
        #expect(near(f.scroll.contentOffset, CGPoint(x: 200 * (s - 1), y: 200 * (s - 1))))
        f.pinch(.ended, x: 200, y: 200, span: 360)
        #expect(f.scroll.isZoomBouncing)
        #expect(!f.recorder.zoomEvents.contains { $0.hasPrefix("didEndZooming") })
        f.h.advance(0.1)
        #expect(f.scroll.zoomScale > 4 && f.scroll.zoomScale < s)
        #expect(f.scroll.isZoomBouncing)
        f.h.advance(0.3)
        #expect(f.scroll.zoomScale == 4)
        #expect(!f.scroll.isZoomBouncing)
        #expect(f.content.transform == CGAffineTransform(scaleX: 4, y: 4))
        #expect(f.scroll.contentSize == CGSize(width: 1600, height: 1600))
        // Back at 4 about the same point: offset 200 * 3.
        #expect(near(f.scroll.contentOffset, CGPoint(x: 600, y: 600), 1e-6))
        #expect(f.recorder.zoomEvents.last == "didEndZooming 4.0")
        #expect(f.recorder.zoomEvents.filter { $0.hasPrefix("didEndZooming") }.count == 1)
        #expect(f.recorder.zoomEvents.filter { $0 == "willBeginZooming" }.count == 1)
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let f = ZoomFixture(min: 1, max: 4)
        f.scroll.bouncesZoom = false
        f.pinch(.began, x: 200, y: 200, span: 50)
        f.pinch(.moved, x: 200, y: 200, span: 60)
        f.pinch(.moved, x: 200, y: 200, span: 360)
        #expect(f.scroll.zoomScale == 4)
        f.pinch(.ended, x: 200, y: 200, span: 360)
        #expect(!f.scroll.isZoomBouncing)
        #expect(f.recorder.zoomEvents.last == "didEndZooming 4.0")
        // Zooming out past the minimum stops at 1 too.
        f.pinch(.began, x: 200, y: 200, span: 300)
        f.pinch(.moved, x: 200, y: 200, span: 290)
        f.pinch(.moved, x: 200, y: 200, span: 20)
        #expect(f.scroll.zoomScale == 1)
        f.pinch(.ended, x: 200, y: 200, span: 20)
        #expect(f.recorder.zoomEvents.last == "didEndZooming 1.0")
    }

    @Test func aTouchCatchesAnAnimatedZoomWhichEndsWhenTheFingerLifts() {
        let f = ZoomFixture(min: 1, max: 4)
        f.scroll.setZoomScale(3, animated: true)
        f.h.advance(0.1)
        f.h.touch(.began, 200, 200)
        let caught = f.scroll.zoomScale
        #expect(caught > 1 && caught < 3)
        f.h.advance(0.3)
        #expect(f.scroll.zoomScale == caught)
        #expect(!f.recorder.zoomEvents.contains { $0.hasPrefix("didEndZooming") })
        f.h.touch(.ended, 200, 200)
        f.h.advance(0.4)
        // Inside the limits, so it rests where it was caught; zooming ended once.
        #expect(f.scroll.zoomScale == caught)
        #expect(collapsed(f.recorder.zoomEvents) == ["willBeginZooming", "didZoom", "didEndZooming \(caught)"])
    }

    @Test func aFingerLeftAfterAPinchKeepsDraggingAndZoomingEndsWhenItLifts() {
        let f = ZoomFixture(min: 1, max: 4)
        f.pinch(.began, x: 200, y: 200, span: 100)
        f.pinch(.moved, x: 200, y: 200, span: 110)
        f.pinch(.moved, x: 200, y: 200, span: 220)
        // Zoom 2 about (200, 200): offset (200, 200); the centroid moving 30 down drags the content with it.
        f.pinch(.moved, x: 200, y: 230, span: 220)
        #expect(near(f.scroll.contentOffset, CGPoint(x: 200, y: 170)))
        #expect(f.scroll.isDragging)
        f.h.touch(.ended, 310, 230, finger: 2)
        #expect(!f.scroll.isZooming && f.scroll.isDragging)
        #expect(!f.recorder.zoomEvents.contains { $0.hasPrefix("didEndZooming") })
        // The remaining finger drags on from where the content is: 50 points up moves the offset 50 down.
        f.h.touch(.moved, 90, 180, finger: 1)
        #expect(near(f.scroll.contentOffset, CGPoint(x: 200, y: 220)))
        #expect(near(f.scroll.zoomScale, 2))
        f.h.touch(.ended, 90, 180, finger: 1)
        #expect(f.recorder.zoomEvents.last == "didEndZooming 2.0")
        // No coasting after a pinch.
        f.h.advance(0.5)
        #expect(near(f.scroll.contentOffset, CGPoint(x: 200, y: 220)))
    }
}
