import Foundation

extension UIScrollView {
    /// How long the wheel must rest before its scroll ends as a drag does (pages and picker rows settle then).
    static let wheelRestInterval: TimeInterval = 0.15

    /// Whether a wheel scroll by `delta` is this scroll view's: scrolling is enabled and the content moves
    /// along an axis the delta asks for.
    func acceptsWheel(_ delta: CGVector) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, !isZooming || wheelZoomTimer != nil else { return false }
        return (delta.dy != 0 && scrollsVertically) || (delta.dx != 0 && scrollsHorizontally)
    }

    /// Scrolls by `delta` points as a pointer's wheel does on iPadOS: a drag without a finger. The first
    /// notch begins dragging (`scrollViewWillBeginDragging`), each one moves the offset within the scroll
    /// range (`scrollViewDidScroll`), and once the wheel rests the drag ends with no velocity, so
    /// `scrollViewWillEndDragging` may pick a target and paging or a picker's rows settle as after a finger.
    func scrollWheel(by delta: CGVector) {
        guard delta.dx.isFinite, delta.dy.isFinite else {
            UIApplication.shared.log("UIScrollView: ignored a scroll-wheel delta that is not finite")
            return
        }
        // A finger dragging owns the offset until it lifts.
        if isDragging && wheelEndTimer == nil { return }
        if !isDragging {
            stopScrolling()
            isDragging = true
            scrollViewDidBeginDragging()
            delegate?.scrollViewWillBeginDragging(self)
            showScrollIndicators()
        }
        let o = contentOffset
        let moved = CGPoint(x: scrollsHorizontally ? o.x + delta.dx : o.x, y: scrollsVertically ? o.y + delta.dy : o.y)
        let target = pixelAligned(clampedOffset(moved))
        if target != o { contentOffset = target }
        wheelEndTimer?.invalidate()
        let timer = Timer(timeInterval: Self.wheelRestInterval, repeats: false) { [weak self] _ in
            self?.wheelDidRest()
        }
        // Common modes: the drag puts the run loop in tracking mode, where default-mode timers wait.
        RunLoop.main.add(timer, forMode: .common)
        wheelEndTimer = timer
    }

    /// The wheel rested: its drag ends as a finger's would, with no velocity.
    private func wheelDidRest() {
        wheelEndTimer = nil
        guard isDragging else { return }
        endDragging(fingerVelocity: .zero)
    }
}
