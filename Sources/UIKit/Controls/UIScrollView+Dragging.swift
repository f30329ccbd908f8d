import Foundation

extension UIScrollView {
    /// How much of the overshoot a drag past an edge shows (UIKit's rubber-band constant).
    static let rubberBandCoefficient: CGFloat = 0.55

    // MARK: Scroll range
    /// The smallest content offset inside the scroll range.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset inside the scroll range.
    var maximumContentOffset: CGPoint { maximumContentOffset(forContentSize: contentSize) }

    /// The largest content offset inside the scroll range the content would have at `size` (a zoom's target).
    func maximumContentOffset(forContentSize size: CGSize) -> CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: max(size.width + i.right - bounds.width, -i.left),
                       y: max(size.height + i.bottom - bounds.height, -i.top))
    }

    /// `offset` moved inside the scroll range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint { clampedOffset(offset, forContentSize: contentSize) }

    /// `offset` moved inside the scroll range the content would have at `size`.
    func clampedOffset(_ offset: CGPoint, forContentSize size: CGSize) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset(forContentSize: size)
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Whether dragging moves the content horizontally.
    var scrollsHorizontally: Bool {
        let i = adjustedContentInset
        return contentSize.width + i.left + i.right > bounds.width + 0.5 || alwaysBounceHorizontal
    }

    /// Whether dragging moves the content vertically.
    var scrollsVertically: Bool {
        let i = adjustedContentInset
        return contentSize.height + i.top + i.bottom > bounds.height + 0.5 || alwaysBounceVertical
    }

    /// Whether the current offset is outside the scroll range.
    var isOutOfBounds: Bool { clampedOffset(contentOffset) != contentOffset }

    // MARK: Rubber band
    /// What the screen shows for `overshoot` points of finger travel past an edge, in a view `dimension` long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        let d = max(dimension, 1)
        return (1 - 1 / (overshoot * rubberBandCoefficient / d + 1)) * d
    }

    /// The finger travel that shows `shown` points past an edge (inverse of `rubberBand`).
    static func inverseRubberBand(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        let d = max(dimension, 1)
        let y = min(shown, d * 0.999)
        return (1 / (1 - y / d) - 1) * d / rubberBandCoefficient
    }

    /// The on-screen offset for a finger-driven `raw` offset: inside the range unchanged, past it stretched.
    func rubberBandedOffset(_ raw: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if !bounces { return min(max(v, lo), hi) }
            if v < lo { return lo - Self.rubberBand(lo - v, dimension: d) }
            if v > hi { return hi + Self.rubberBand(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(raw.x, lo.x, hi.x, bounds.width), y: axis(raw.y, lo.y, hi.y, bounds.height))
    }

    /// The finger-driven offset that shows as `shown` (so a drag can catch a bouncing view).
    func rawOffset(for shown: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return lo - Self.inverseRubberBand(lo - v, dimension: d) }
            if v > hi { return hi + Self.inverseRubberBand(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(shown.x, lo.x, hi.x, bounds.width), y: axis(shown.y, lo.y, hi.y, bounds.height))
    }

    // MARK: Gesture recognizers
    /// Attaches the pan (first, so it hears touch-downs before the delay) and the content-touch delay.
    func installGestureRecognizers() {
        (panGestureRecognizer as? UIScrollViewPanGestureRecognizer)?.scrollView = self
        delayedTouchesRecognizer.scrollView = self
        delayedTouchesRecognizer.delaysTouchesBegan = delaysContentTouches
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesRecognizer)
    }

    /// Whether the pan may begin now (see `gestureRecognizerShouldBegin(_:)`).
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let t = panGestureRecognizer.translation(in: self)
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        // A movement mostly across the only scrollable axis is left to others (an enclosing scroll view).
        let alongX = horizontal && abs(t.x) * 2 >= abs(t.y)
        let alongY = vertical && abs(t.y) * 2 >= abs(t.x)
        guard alongX || alongY else { return false }
        for touch in panGestureRecognizer.touchHistory where !touch.isFinished {
            guard let view = touch.view, view !== self, touch.delivery.beganSent, !touch.delivery.finished else { continue }
            // The content is tracking this touch: a scroll must be allowed to cancel it.
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    // MARK: Tracking
    /// The first finger touched down: coasting stops where it is (and such a touch is not a tap on the content).
    func panTouchesDidBegin() {
        let wasMoving = isDecelerating || physics.animation != nil || ticker.isRunning
        catchZoomAnimation()
        stopScrolling()
        touchInterruptedScrolling = wasMoving
        isTracking = true
    }

    /// The last finger lifted: a drag has ended through the pan's action; without one, content caught
    /// mid-bounce springs back.
    func panTouchesDidEnd() {
        isTracking = false
        // A pinch still running, or a zoom owed its bounce, settles the offset with the scale.
        if zoomState.settlePending && !isZooming && !isDragging { settleZoom(); return }
        if isZooming || zoomState.animation != nil { return }
        if !isDragging && !isDecelerating && isOutOfBounds { startDeceleration(velocity: .zero, target: nil) }
    }

    /// The pan's action: begins, follows and ends the drag.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A finger left over from a pinch drags on: the scale's bounce waits for the drag to end.
            if zoomState.animation != nil { catchZoomAnimation(); stopScrolling() }
            isDragging = true
            dragAnchor = pan.translation(in: self)
            dragStartOffset = rawOffset(for: contentOffset)
            scrollViewDidBeginDragging()
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { dismissKeyboard() }
            showScrollIndicators()
        case .changed:
            // While two fingers pinch, the pinch moves the content with their centroid.
            guard isDragging, !isZooming else { return }
            let t = pan.translation(in: self)
            let raw = CGPoint(x: scrollsHorizontally ? dragStartOffset.x - (t.x - dragAnchor.x) : contentOffset.x,
                              y: scrollsVertically ? dragStartOffset.y - (t.y - dragAnchor.y) : contentOffset.y)
            contentOffset = pixelAligned(rubberBandedOffset(raw))
        case .ended, .cancelled:
            guard isDragging else { return }
            if isZooming || zoomState.settlePending { endDraggingAfterZoom(); return }
            endDragging(fingerVelocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// The finger lifted (or the drag was cancelled) moving at `fingerVelocity` points per second: the
    /// delegate hears willEndDragging (and may pick the target), didEndDragging, then coasting begins.
    func endDragging(fingerVelocity: CGPoint) {
        isDragging = false
        refreshControl?.scrollViewWillEndDragging()
        var velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x : 0, y: scrollsVertically ? -fingerVelocity.y : 0)
        if !(velocity.x.isFinite && velocity.y.isFinite) { velocity = .zero }
        if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory, fingerVelocity.y > 0 {
            dismissKeyboard()
        }
        let lambda = decayConstant
        let offset = contentOffset
        let natural = CGPoint(x: offset.x + velocity.x / lambda, y: offset.y + velocity.y / lambda)
        var target = isPagingEnabled ? pageTarget(from: offset, natural: natural) : clampedOffset(natural)
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if !(target.x.isFinite && target.y.isFinite) {
            UIApplication.shared.log("UIScrollView: ignored a non-finite targetContentOffset \(target)")
            target = proposed
        }
        // As in UIKit the content comes to rest exactly on the target, changed or not. A free coast that
        // the range cut short (it reaches an edge) keeps its speed into the bounce and rests on the edge.
        let exactTarget = clampedOffset(target)
        let freeCoastHitsEdge = !isPagingEnabled && target == proposed && proposed != natural
        let glides = !freeCoastHitsEdge && !isOutOfBounds && exactTarget != offset
        let moving = abs(velocity.x) >= Self.restingSpeed || abs(velocity.y) >= Self.restingSpeed
        let decelerate = glides || (freeCoastHitsEdge && moving) || isOutOfBounds
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { scheduleIndicatorHide(); return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if glides {
            startGlide(to: exactTarget, velocity: velocity,
                       curve: isPagingEnabled ? .page(omega: Self.pagingStiffness) : .decay(lambda: lambda))
        } else if freeCoastHitsEdge || (!isPagingEnabled && target == proposed) {
            // A free coast into an edge, or a release past one: the bounce physics rest on the edge.
            startDeceleration(velocity: velocity, target: nil)
        } else {
            // Released past an edge with a page or a chosen target: back inside, then rest on the target.
            startDeceleration(velocity: CGPoint(x: (exactTarget.x - offset.x) * lambda, y: (exactTarget.y - offset.y) * lambda),
                              target: exactTarget)
        }
    }

    /// The nearest page boundary in the direction of the flick.
    private func pageTarget(from offset: CGPoint, natural: CGPoint) -> CGPoint {
        func axis(_ o: CGFloat, _ n: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return o }
            let current = (o / page).rounded()
            let direction: CGFloat = n > o + page * 0.1 ? 1 : (n < o - page * 0.1 ? -1 : 0)
            let nearest = direction == 0 ? current : (direction > 0 ? (o / page).rounded(.down) + 1 : (o / page).rounded(.up) - 1)
            return nearest * page
        }
        return clampedOffset(CGPoint(x: axis(offset.x, natural.x, bounds.width), y: axis(offset.y, natural.y, bounds.height)))
    }

    /// Ends editing in the whole window, forcibly, as UIKit's keyboard dismiss modes do: the first responder
    /// resigns and the on-screen keyboard slides away.
    func dismissKeyboard() {
        window?.endEditing(true)
    }

    /// `p` rounded to device pixels.
    func pixelAligned(_ p: CGPoint) -> CGPoint {
        let s = max(layer.contentsScale, 1)
        return CGPoint(x: (p.x * s).rounded() / s, y: (p.y * s).rounded() / s)
    }
}
