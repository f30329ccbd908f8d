import Foundation

extension UIScrollView {
    /// Finger travel (points) before a touch becomes a drag.
    static let dragThreshold: CGFloat = 10
    /// How much of the overshoot a drag past an edge shows (UIKit's rubber-band constant).
    static let rubberBandCoefficient: CGFloat = 0.55

    // MARK: Scroll range
    /// The smallest content offset inside the scroll range.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset inside the scroll range.
    var maximumContentOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: max(contentSize.width + i.right - bounds.width, -i.left),
                       y: max(contentSize.height + i.bottom - bounds.height, -i.top))
    }

    /// `offset` moved inside the scroll range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
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

    // MARK: Tracking
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isScrollEnabled, trackingTouch == nil, let touch = touches.first else { return }
        let wasMoving = ticker.isRunning
        stopScrolling()
        touchInterruptedScrolling = wasMoving
        trackingTouch = touch
        isTracking = true
        let p = touch.location(in: superview)
        touchDownLocation = p
        dragAnchor = p
        dragStartOffset = rawOffset(for: contentOffset)
        velocitySamples = [(touch.timestamp, p)]
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let p = touch.location(in: superview)
        recordSample(time: touch.timestamp, location: p)
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        if !isDragging {
            let dx = p.x - touchDownLocation.x, dy = p.y - touchDownLocation.y
            guard (horizontal && abs(dx) > Self.dragThreshold) || (vertical && abs(dy) > Self.dragThreshold) else { return }
            isDragging = true
            dragAnchor = p
            dragStartOffset = rawOffset(for: contentOffset)
            scrollViewDidBeginDragging()
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { dismissKeyboard() }
            showScrollIndicators()
        }
        let raw = CGPoint(x: horizontal ? dragStartOffset.x - (p.x - dragAnchor.x) : contentOffset.x,
                          y: vertical ? dragStartOffset.y - (p.y - dragAnchor.y) : contentOffset.y)
        contentOffset = pixelAligned(rubberBandedOffset(raw))
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?, cancelled: Bool) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        isTracking = false
        guard isDragging else {
            if isOutOfBounds { startDeceleration(velocity: .zero, target: nil) }  // caught mid-bounce, then let go
            return
        }
        isDragging = false
        if !cancelled { recordSample(time: touch.timestamp, location: touch.location(in: superview)) }
        let fingerVelocity = cancelled ? CGPoint.zero : currentFingerVelocity()
        var velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x : 0, y: scrollsVertically ? -fingerVelocity.y : 0)
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
        var exactTarget: CGPoint? = nil
        if isPagingEnabled || target != proposed, target.x.isFinite, target.y.isFinite {
            // Coast exactly onto the chosen target.
            exactTarget = clampedOffset(target)
            velocity = CGPoint(x: (exactTarget!.x - offset.x) * lambda, y: (exactTarget!.y - offset.y) * lambda)
        }
        let moving = abs(velocity.x) >= Self.restingSpeed || abs(velocity.y) >= Self.restingSpeed
        let decelerate = moving || isOutOfBounds || (exactTarget.map { $0 != offset } ?? false)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startDeceleration(velocity: velocity, target: exactTarget)
        } else {
            scheduleIndicatorHide()
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

    private func recordSample(time: TimeInterval, location: CGPoint) {
        velocitySamples.append((time, location))
        // Keep the last 0.1 s (at least two samples) for the release velocity.
        while velocitySamples.count > 2, let first = velocitySamples.first, time - first.time > 0.1 {
            velocitySamples.removeFirst()
        }
    }

    /// The finger's velocity in points per second over the recent samples.
    func currentFingerVelocity() -> CGPoint {
        guard let first = velocitySamples.first, let last = velocitySamples.last else { return .zero }
        let dt = last.time - first.time
        guard dt > 0.001 else { return .zero }
        let v = CGPoint(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
        // A finger that rested before lifting does not flick.
        return v.x.isFinite && v.y.isFinite ? v : .zero
    }

    /// Resigns the first responder of the window (the keyboard goes away with it).
    func dismissKeyboard() {
        guard let window else { return }
        _ = window.currentFirstResponder?.resignFirstResponder()
    }

    /// `p` rounded to device pixels.
    func pixelAligned(_ p: CGPoint) -> CGPoint {
        let s = max(layer.contentsScale, 1)
        return CGPoint(x: (p.x * s).rounded() / s, y: (p.y * s).rounded() / s)
    }
}
