import Foundation

extension UIScrollView {
    /// How much one point of wheel travel zooms, in natural-log units: a 40-point notch zooms by 10%, as
    /// Control and the wheel do in desktop browsers.
    static let wheelZoomPerPoint: CGFloat = log(1.1) / 40

    /// Whether Control and the wheel may zoom this scroll view: it can zoom (a view for zooming, the maximum
    /// scale above the minimum), its pinch is enabled, and no pinch is in progress.
    var acceptsWheelZoom: Bool {
        guard isUserInteractionEnabled, canZoom, zoomingView(logging: false) != nil,
              pinchGestureRecognizer?.isEnabled == true else { return false }
        return zoomState.gesture == nil
    }

    /// Zooms by `factor` keeping the content under `point` (in the scroll view's coordinates) still, within the
    /// zoom limits (no rubber band). The first step tells the delegate zooming will begin, each one that it
    /// zoomed, and once the wheel has rested for `wheelRestInterval` it hears zooming ended, as after a pinch.
    func wheelZoom(by factor: CGFloat, at point: CGPoint) {
        guard factor.isFinite, factor > 0, point.x.isFinite, point.y.isFinite else {
            UIApplication.shared.log("UIScrollView: ignored a wheel zoom by \(factor) at \(point)")
            return
        }
        // A finger dragging owns the content until it lifts.
        if isDragging && wheelEndTimer == nil { return }
        guard let view = zoomingView(logging: true) else { return }
        if zoomState.animation != nil { finishZoomAnimation() }
        if wheelZoomTimer == nil {
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            showScrollIndicators()
        }
        let visible = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
        zoom(view, to: clampedZoomScale(zoomScale * factor), keeping: view.convert(point, from: self), at: visible,
             animated: false)
        wheelZoomTimer?.invalidate()
        let timer = Timer(timeInterval: Self.wheelRestInterval, repeats: false) { [weak self] _ in
            self?.wheelZoomDidRest()
        }
        RunLoop.main.add(timer, forMode: .common)
        wheelZoomTimer = timer
    }

    /// The wheel rested: zooming ends, as a pinch's does.
    private func wheelZoomDidRest() {
        wheelZoomTimer = nil
        isZooming = false
        scheduleIndicatorHide()
        guard let view = zoomingView(logging: false) else { return }
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
    }
}
