import Foundation

extension UIApplication {
    /// Routes a scroll wheel's `delta` to the innermost scroll view under the pointer that scrolls along the
    /// delta's axis (a horizontal carousel inside a vertical table leaves vertical notches to the table).
    func scrollWheel(by delta: CGVector, atWindowLocation location: CGPoint) {
        guard location.x.isFinite, location.y.isFinite, delta.dx.isFinite, delta.dy.isFinite else {
            log("Scroll wheel: ignored a location or delta that is not finite")
            return
        }
        guard !isIgnoringInteractionEvents, let window = keyWindow, !window.isHidden else { return }
        let event = UIEvent(type: .scroll, timestamp: clock.now)
        var view = window.hitTest(window.convert(location, from: nil), with: event)
        while let v = view {
            if let scrollView = v as? UIScrollView, scrollView.acceptsWheel(delta) {
                scrollView.scrollWheel(by: delta)
                return
            }
            view = v.superview
        }
    }
}
