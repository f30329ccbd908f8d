import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Records what a zooming scroll view tells its delegate, in order, and names the view to zoom.
@MainActor
final class ZoomRecorder: UIScrollViewDelegate {
    var view: UIView?
    var events: [String] = []
    /// Only the zooming and dragging events (not every scrollViewDidScroll).
    var zoomEvents: [String] { events.filter { $0 != "didScroll" } }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append(view === self.view ? "willBeginZooming" : "willBeginZooming(other view)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \(scale)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging")
    }
}

/// A 400 x 400 window holding a 400 x 400 scroll view whose 400 x 400 content view (at the origin) zooms
/// between `min` and `max`; two fingers move together in one input batch, as the platform delivers them.
@MainActor
final class ZoomFixture {
    let h: ControlsHarness
    let scroll: UIScrollView
    let content: UIView
    let recorder = ZoomRecorder()

    init(min: CGFloat = 1, max: CGFloat = 4) {
        // The application first: views read its screen.
        h = ControlsHarness()
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = content.frame.size
        scroll.delaysContentTouches = false
        scroll.addSubview(content)
        recorder.view = content
        scroll.delegate = recorder
        scroll.minimumZoomScale = min
        scroll.maximumZoomScale = max
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
    }

    /// Both fingers to `a` and `b` in one batch (`.began`, `.moved` or `.ended`).
    func fingers(_ phase: UITouch.Phase, _ a: CGPoint, _ b: CGPoint) {
        h.app.handle(.touch(finger: 1, phase: phase, location: a))
        h.app.handle(.touch(finger: 2, phase: phase, location: b))
        h.app.dispatchPendingInput()
        h.frame()
    }

    /// Two fingers on the line y = `y`, `span` apart around `x`.
    func pinch(_ phase: UITouch.Phase, x: CGFloat, y: CGFloat, span: CGFloat) {
        fingers(phase, CGPoint(x: x - span / 2, y: y), CGPoint(x: x + span / 2, y: y))
    }
}
