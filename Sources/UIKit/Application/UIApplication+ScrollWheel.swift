import Foundation

extension UIApplication {
    /// Routes a scroll wheel's `delta` to the innermost scroll view under the pointer that scrolls along the
    /// delta's axis (a horizontal carousel inside a vertical table leaves vertical notches to the table).
    /// With Shift held a vertical wheel scrolls horizontally, and with Control held it zooms the innermost
    /// zoomable scroll view, as desktop applications do.
    func scrollWheel(by delta: CGVector, atWindowLocation location: CGPoint) {
        guard location.x.isFinite, location.y.isFinite, delta.dx.isFinite, delta.dy.isFinite else {
            log("Scroll wheel: ignored a location or delta that is not finite")
            return
        }
        guard !isIgnoringInteractionEvents, let window = keyWindow, !window.isHidden else { return }
        let event = UIEvent(type: .scroll, timestamp: clock.now)
        event.modifierFlags = heldModifierFlags
        let point = window.convert(location, from: nil)
        if event.modifierFlags.contains(.control) {
            zoomWheel(by: delta, at: point, in: window, with: event)
            return
        }
        var delta = delta
        if event.modifierFlags.contains(.shift), delta.dx == 0 { delta = CGVector(dx: delta.dy, dy: 0) }
        var view = window.hitTest(point, with: event)
        while let v = view {
            if let scrollView = v as? UIScrollView, scrollView.acceptsWheel(delta) {
                scrollView.scrollWheel(by: delta)
                return
            }
            view = v.superview
        }
    }

    /// Control and the wheel: the innermost scroll view under the pointer that can zoom zooms about the pointer,
    /// in for a wheel turned away from the user.
    private func zoomWheel(by delta: CGVector, at point: CGPoint, in window: UIWindow, with event: UIEvent) {
        let amount = delta.dy != 0 ? delta.dy : delta.dx
        guard amount != 0 else { return }
        var view = window.hitTest(point, with: event)
        while let v = view {
            if let scrollView = v as? UIScrollView, scrollView.acceptsWheelZoom {
                scrollView.wheelZoom(by: exp(-amount * UIScrollView.wheelZoomPerPoint),
                                     at: scrollView.convert(point, from: window))
                return
            }
            view = v.superview
        }
    }
}
