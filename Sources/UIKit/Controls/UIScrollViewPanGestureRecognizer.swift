import Foundation

/// The pan recognizer every scroll view owns (`UIScrollView.panGestureRecognizer`): an ordinary
/// `UIPanGestureRecognizer` that also tells its scroll view when fingers touch down (tracking starts, coasting
/// stops) and lift without a drag (a bounce caught mid-way springs back).
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = liveTouchCount == touches.count
        super.touchesBegan(touches, with: event)
        if first { scrollView?.panTouchesDidBegin() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if liveTouchCount == 0 { scrollView?.panTouchesDidEnd() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if liveTouchCount == 0 { scrollView?.panTouchesDidEnd() }
    }

    /// The recognizer let go of its touches without hearing them end (it failed, or was disabled or detached,
    /// with fingers down): the scroll view stops tracking too, or it would hold the run loop in `.tracking`
    /// (and every default-mode timer waiting) for good.
    override func reset() {
        super.reset()
        if let scrollView, scrollView.isTracking { scrollView.panTouchesDidEnd() }
    }
}

/// Holds the content's `touchesBegan` back while a touch may still become a scroll (`delaysContentTouches`,
/// UIKit's 150 ms), then fails so the content gets it; if the pan begins first, the content never hears of
/// the touch. It also keeps touches from content when `touchesShouldBegin(_:with:in:)` refuses them or when
/// the touch only stopped coasting content.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// How long a touch-down waits before the content hears of it.
    static let delay: TimeInterval = 0.15
    weak var scrollView: UIScrollView?

    required init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        delaysTouchesBegan = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { state = .failed; return }
        if scrollView.touchInterruptedScrolling {
            // A touch that stops coasting content is the scroll view's alone (UIKit does not pass it on).
            for t in touches { withheld(t) }
        }
        guard delaysTouchesBegan else {
            offerToContent(touches, with: event)
            state = .failed
            return
        }
        if trackedTouches.count == touches.count {
            schedule(after: Self.delay) { [weak self] in self?.deliverNow(event) }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A quick tap: the content gets its began and ended together.
        deliverNow(event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Stops holding: asks `touchesShouldBegin` for the held touches, then fails (which releases them).
    private func deliverNow(_ event: UIEvent?) {
        guard state == .possible else { return }
        let held = Set(touchHistory.filter { !$0.delivery.finished && !$0.delivery.beganSent })
        offerToContent(held, with: event)
        state = .failed
    }

    private func offerToContent(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let scrollView else { return }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for t in touches where !t.delivery.finished {
            guard let view = t.view, view !== scrollView else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(t)
        }
        for (_, entry) in byView where !scrollView.touchesShouldBegin(entry.1, with: event, in: entry.0) {
            for t in entry.1 { withheld(t) }
        }
    }

    /// The touch's view will never hear of it.
    private func withheld(_ touch: UITouch) {
        guard !touch.delivery.beganSent else { return }
        touch.delivery.finished = true
        touch.delivery.beganHeld = false
    }
}
