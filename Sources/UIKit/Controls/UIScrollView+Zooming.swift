import Foundation

/// What a scroll view's zooming is doing: the current scale, its pinch, a pinch in progress, a running zoom
/// animation and a bounce still owed.
struct ScrollZoomState {
    var scale: CGFloat = 1
    var pinch: UIPinchGestureRecognizer?
    var gesture: ScrollZoomGesture?
    var animation: ScrollZoomAnimation?
    /// A pinch ended while a finger still drags, or a touch caught a zoom animation: the scale and offset
    /// settle (and the delegate hears zooming ended) once the fingers are done.
    var settlePending = false
    /// The pinch's last centroid in visible coordinates (bounds origin subtracted): the point a bounce keeps still.
    var lastCentroid: CGPoint?
    /// The `targetContentOffset` a delegate chose when the drag that went with a pinch ended.
    var targetOverride: CGPoint?
}

/// A pinch in progress.
struct ScrollZoomGesture {
    let view: UIView
    /// The zooming view's point (in its own coordinates) that stays under the fingers' centroid.
    let anchor: CGPoint
    /// The unstretched zoom scale when the pinch began over the pinch's `scale` then: the zoom is this times
    /// the pinch's `scale`, so it starts where it was and follows the fingers' span from there.
    let startScale: CGFloat
    /// Added to the offset the fingers ask for, so a pinch that catches content past an edge does not jump.
    let correction: CGPoint
}

/// An animated zoom: the scale runs from `fromScale` to `toScale` and the offset from `fromOffset` to the one
/// that puts the zooming view's `anchor` at the visible `point` (or to `fixedTarget`), both on one eased
/// curve, so one content point stays still on screen throughout.
struct ScrollZoomAnimation {
    let view: UIView
    let fromScale: CGFloat
    let toScale: CGFloat
    let fromOffset: CGPoint
    let anchor: CGPoint
    let point: CGPoint
    let fixedTarget: CGPoint?
    let start: TimeInterval
}

extension UIScrollView {
    /// How long `setZoomScale(_:animated:)`, `zoom(to:animated:)` and a zoom bounce take.
    static let zoomAnimationDuration: TimeInterval = 0.3
    /// The most a pinch past a zoom limit can stretch, in natural-log units of scale: the rubber band's
    /// asymptote, about 1.41 times the maximum (or 1/1.41 of the minimum).
    static let zoomRubberBandLimit: CGFloat = log(2) / 2

    // MARK: setZoomScale and zoom(to:)
    /// `setZoomScale(_:animated:)`: logs and clamps bad scales, then zooms about the centre of the bounds.
    func zoomScaleAboutCentre(_ scale: CGFloat, animated: Bool) {
        guard !scale.isNaN else { UIApplication.shared.log("UIScrollView: ignored zoom scale NaN"); return }
        let clamped = clampedZoomScale(scale)
        if clamped != scale {
            UIApplication.shared.log("UIScrollView: zoom scale \(scale) is outside \(zoomScaleRange); clamped to \(clamped)")
        }
        guard let view = zoomingView(logging: true) else {
            UIApplication.shared.log("UIScrollView: setZoomScale needs the delegate's viewForZooming(in:) to return a view; ignored")
            return
        }
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom(view, to: clamped, keeping: view.convert(visibleToBounds(center), from: self), at: center, animated: animated)
    }

    /// `zoom(to:animated:)`: the scale that fits `rect` in the bounds, the rect's centre mid-bounds.
    func zoomToFit(_ rect: CGRect, animated: Bool) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            UIApplication.shared.log("UIScrollView: ignored zoom(to:) with non-finite rect \(rect)")
            return
        }
        guard let view = zoomingView(logging: true) else {
            UIApplication.shared.log("UIScrollView: zoom(to:animated:) needs the delegate's viewForZooming(in:) to return a view; ignored")
            return
        }
        let r = rect.standardized
        let sx = r.width > 0 ? bounds.width / r.width : .infinity
        let sy = r.height > 0 ? bounds.height / r.height : .infinity
        // An empty rect zooms in as far as allowed.
        let scale = clampedZoomScale(min(sx, sy).isFinite ? min(sx, sy) : maximumZoomScale)
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom(view, to: scale, keeping: CGPoint(x: r.midX, y: r.midY), at: center, animated: animated)
    }

    // MARK: Limits and the zooming view
    /// The scales zooming rests within (a maximum below the minimum counts as the minimum).
    var zoomScaleRange: ClosedRange<CGFloat> { minimumZoomScale...max(minimumZoomScale, maximumZoomScale) }
    /// Whether the limits leave room to zoom.
    var canZoom: Bool { maximumZoomScale > minimumZoomScale }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, zoomScaleRange.lowerBound), zoomScaleRange.upperBound)
    }

    /// Whether `value` may be a zoom limit (else it is logged).
    func isValidZoomLimit(_ value: CGFloat, name: String) -> Bool {
        guard value.isFinite, value > 0 else {
            UIApplication.shared.log("UIScrollView: ignored \(name) \(value) (it must be finite and positive)")
            return false
        }
        return true
    }

    /// A limit changed: the pinch may now be possible, and a resting scale outside the limits is clamped.
    func zoomLimitsDidChange() {
        updatePinchGestureRecognizer()
        guard !isZooming, zoomState.animation == nil, !zoomState.settlePending else { return }
        let clamped = clampedZoomScale(zoomScale)
        if clamped != zoomScale, zoomingView(logging: false) != nil { setZoomScale(clamped, animated: false) }
    }

    /// The delegate's view for zooming, when it is a subview of the scroll view (else logged and nil).
    func zoomingView(logging: Bool) -> UIView? {
        guard let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            if logging {
                UIApplication.shared.log("UIScrollView: viewForZooming(in:) returned a \(type(of: view)) that is not a subview of the scroll view; not zoomed")
            }
            return nil
        }
        return view
    }

    /// Creates and attaches the pinch once zooming is possible (a view for zooming, maximum above minimum).
    func updatePinchGestureRecognizer() {
        guard zoomState.pinch == nil, canZoom, zoomingView(logging: false) != nil else { return }
        let pinch = UIScrollViewPinchGestureRecognizer()
        pinch.scrollView = self
        pinch.addTarget(self, action: UIScrollView.handlePinch)
        zoomState.pinch = pinch
        addGestureRecognizer(pinch)
    }

    // MARK: Geometry
    /// A visible point (relative to the bounds' top-left corner) in the scroll view's own coordinates.
    func visibleToBounds(_ point: CGPoint) -> CGPoint {
        CGPoint(x: contentOffset.x + point.x, y: contentOffset.y + point.y)
    }

    /// Where the zooming view's `point` lies in the scroll view's coordinates at `scale` (the view's frame
    /// origin stays where it is while zooming).
    func zoomedPoint(_ point: CGPoint, in view: UIView, at scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin, b = view.bounds.origin
        return CGPoint(x: origin.x + (point.x - b.x) * scale, y: origin.y + (point.y - b.y) * scale)
    }

    /// The offset inside the scroll range at `scale` that puts the view's `anchor` at the visible `point`.
    func zoomTargetOffset(_ view: UIView, scale: CGFloat, anchor: CGPoint, point: CGPoint) -> CGPoint {
        let q = zoomedPoint(anchor, in: view, at: scale)
        return clampedOffset(CGPoint(x: q.x - point.x, y: q.y - point.y), forContentSize: zoomedSize(view, scale))
    }

    private func zoomedSize(_ view: UIView, _ scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// Scales `view` by `scale` as UIKit does (its transform), keeping its frame origin, and makes the content
    /// size its frame's size.
    func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let moved = view.frame.origin
        view.center = CGPoint(x: view.center.x + origin.x - moved.x, y: view.center.y + origin.y - moved.y)
        zoomState.scale = scale
        contentSize = view.frame.size
    }

    /// Applies `scale` and `offset` and tells the delegate the zoom changed.
    private func setZoom(_ scale: CGFloat, offset: CGPoint, of view: UIView) {
        applyZoomScale(scale, to: view)
        contentOffset = offset
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Programmatic zooms and bounces
    /// Zooms `view` to `scale`, moving the view's `anchor` to the visible `point` (or the offset to `target`), at
    /// once or animated; an animation that `announces` first tells the delegate zooming will begin.
    func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, animated: Bool,
              target: CGPoint? = nil, announces: Bool = true) {
        stopScrolling()
        let end = target.map { clampedOffset($0, forContentSize: zoomedSize(view, scale)) }
            ?? zoomTargetOffset(view, scale: scale, anchor: anchor, point: point)
        guard animated else {
            if scale == zoomScale && end == contentOffset && view.transform == CGAffineTransform(scaleX: scale, y: scale) { return }
            setZoom(scale, offset: end, of: view)
            // The delegate may have moved the range (centring insets); stay inside it.
            if isOutOfBounds { contentOffset = clampedOffset(contentOffset) }
            return
        }
        if announces { delegate?.scrollViewWillBeginZooming(self, with: view) }
        zoomState.animation = ScrollZoomAnimation(view: view, fromScale: zoomScale, toScale: scale, fromOffset: contentOffset,
                                                  anchor: anchor, point: point, fixedTarget: target,
                                                  start: UIApplication.shared.clock.now)
        showScrollIndicators()
        ticker.start { [weak self] now in self?.zoomAnimationStep(now: now) ?? false }
    }

    /// Where the running animation's offset ends, in the range as it is now (the delegate may change insets).
    private func zoomAnimationTarget(_ a: ScrollZoomAnimation) -> CGPoint {
        a.fixedTarget.map { clampedOffset($0, forContentSize: zoomedSize(a.view, a.toScale)) }
            ?? zoomTargetOffset(a.view, scale: a.toScale, anchor: a.anchor, point: a.point)
    }

    private func zoomAnimationStep(now: TimeInterval) -> Bool {
        guard let a = zoomState.animation else { return false }
        let t = min(max((now - a.start) / Self.zoomAnimationDuration, 0), 1)
        guard t < 1 else { finishZoomAnimation(); return false }
        let e = CGFloat(Self.offsetAnimationCurve.evaluate(t))
        let end = zoomAnimationTarget(a)
        setZoom(a.fromScale + (a.toScale - a.fromScale) * e,
                offset: CGPoint(x: a.fromOffset.x + (end.x - a.fromOffset.x) * e, y: a.fromOffset.y + (end.y - a.fromOffset.y) * e),
                of: a.view)
        return true
    }

    /// Puts a running zoom animation at its end and tells the delegate zooming ended (a limit changed meanwhile
    /// clamps the scale).
    func finishZoomAnimation() {
        guard let a = zoomState.animation else { return }
        zoomState.animation = nil
        ticker.stop()
        setZoom(a.toScale, offset: zoomAnimationTarget(a), of: a.view)
        if clampedZoomScale(zoomScale) != zoomScale {
            let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
            setZoom(clampedZoomScale(zoomScale), offset: zoomTargetOffset(a.view, scale: clampedZoomScale(zoomScale),
                    anchor: a.view.convert(visibleToBounds(center), from: self), point: center), of: a.view)
        }
        if isOutOfBounds { contentOffset = clampedOffset(contentOffset) }
        isZoomBouncing = false
        scheduleIndicatorHide()
        delegate?.scrollViewDidEndZooming(self, with: a.view, atScale: zoomScale)
    }

    /// A touch came down on a zoom animation: it stops where it is, and settles when the touch is done
    /// (unless a pinch takes over).
    func catchZoomAnimation() {
        guard zoomState.animation != nil else { return }
        zoomState.animation = nil
        isZoomBouncing = false
        zoomState.settlePending = true
    }

    /// After a pinch (and any drag with it): the scale springs back inside the limits keeping the point under
    /// the last centroid still, the offset back inside the range; then the delegate hears zooming ended.
    func settleZoom() {
        zoomState.settlePending = false
        let target = zoomState.targetOverride
        zoomState.targetOverride = nil
        let point = zoomState.lastCentroid ?? CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoomState.lastCentroid = nil
        guard let view = zoomingView(logging: false) else { return }
        let anchor = view.convert(visibleToBounds(point), from: self)
        let scale = clampedZoomScale(zoomScale)
        let end = target.map { clampedOffset($0, forContentSize: zoomedSize(view, scale)) }
            ?? zoomTargetOffset(view, scale: scale, anchor: anchor, point: point)
        guard scale != zoomScale || end != contentOffset else {
            scheduleIndicatorHide()
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        zoom(view, to: scale, keeping: anchor, at: point, animated: true, target: target, announces: false)
        isZoomBouncing = scale != zoomScale
    }

    // MARK: Pinch
    /// The scale a pinch shows for `raw`: inside the limits unchanged, past them stretched (or stopped at them
    /// when `bouncesZoom` is false).
    func rubberBandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let lo = zoomScaleRange.lowerBound, hi = zoomScaleRange.upperBound
        guard bouncesZoom else { return min(max(raw, lo), hi) }
        // The offset's rubber band, in log-scale units (scaled by 1000 for its minimum dimension).
        let d = Self.zoomRubberBandLimit * 1000
        if raw > hi { return hi * exp(Self.rubberBand(log(raw / hi) * 1000, dimension: d) / 1000) }
        if raw < lo { return lo / exp(Self.rubberBand(log(lo / raw) * 1000, dimension: d) / 1000) }
        return raw
    }

    /// The unstretched scale that shows as `shown` (so a pinch can catch a bouncing zoom).
    func rawZoomScale(for shown: CGFloat) -> CGFloat {
        let lo = zoomScaleRange.lowerBound, hi = zoomScaleRange.upperBound
        let d = Self.zoomRubberBandLimit * 1000
        if shown > hi { return hi * exp(Self.inverseRubberBand(log(shown / hi) * 1000, dimension: d) / 1000) }
        if shown < lo { return lo / exp(Self.inverseRubberBand(log(lo / shown) * 1000, dimension: d) / 1000) }
        return shown
    }

    /// The pinch's action: zooms about the fingers' centroid, keeping the content point under it there as the
    /// centroid moves; at the end the zoom settles (once any drag with it ends).
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = zoomingView(logging: true), pinch.scale.isFinite, pinch.scale > 0 else { return }
            catchZoomAnimation()
            stopScrolling()
            zoomState.settlePending = false
            zoomState.gesture = ScrollZoomGesture(
                view: view, anchor: view.convert(pinch.location(in: self), from: self), startScale: rawZoomScale(for: zoomScale) / pinch.scale,
                correction: CGPoint(x: rawOffset(for: contentOffset).x - contentOffset.x, y: rawOffset(for: contentOffset).y - contentOffset.y))
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            showScrollIndicators()
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled:
            guard zoomState.gesture != nil else { return }
            zoomState.gesture = nil
            isZooming = false
            if isDragging {
                // The finger left keeps dragging from here; the bounce waits for it.
                dragAnchor = panGestureRecognizer.translation(in: self)
                dragStartOffset = rawOffset(for: contentOffset)
                zoomState.settlePending = true
            } else {
                settleZoom()
            }
        default:
            break
        }
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let g = zoomState.gesture, pinch.scale.isFinite, pinch.scale > 0 else { return }
        let scale = rubberBandedZoomScale(g.startScale * pinch.scale)
        let c = pinch.location(in: self)
        let point = CGPoint(x: c.x - contentOffset.x, y: c.y - contentOffset.y)
        zoomState.lastCentroid = point
        applyZoomScale(scale, to: g.view)
        let q = zoomedPoint(g.anchor, in: g.view, at: scale)
        contentOffset = rubberBandedOffset(CGPoint(x: q.x - point.x + g.correction.x, y: q.y - point.y + g.correction.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// The drag that went with a pinch ended: no coasting (the zoom's settle brings the offset inside the range,
    /// or to the target the delegate picks).
    func endDraggingAfterZoom() {
        isDragging = false
        refreshControl?.scrollViewWillEndDragging()
        var target = clampedOffset(contentOffset)
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        if target != proposed {
            if target.x.isFinite && target.y.isFinite { zoomState.targetOverride = target } else {
                UIApplication.shared.log("UIScrollView: ignored a non-finite targetContentOffset \(target)")
            }
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        if !isZooming { settleZoom() }
    }
}
