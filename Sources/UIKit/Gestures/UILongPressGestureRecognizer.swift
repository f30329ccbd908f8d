import Foundation

/// A continuous recognizer for fingers held still: begins after `minimumPressDuration`, then reports
/// changes as the fingers move and ends when they lift. Fails if they move more than `allowableMovement`
/// or lift before it begins. With `numberOfTapsRequired`, that many full taps come first (each within
/// 0.35 s of the last and 45 points of the first), then the press is held.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Full taps before the press (0 by default): with 1, tap once, then touch down again and hold.
    open var numberOfTapsRequired = 0
    /// Seconds the fingers must be held (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the press begins (10 by default).
    open var allowableMovement: CGFloat = 10
    /// Fingers that must be held (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var maxTouches = 0
    private var tapsCompleted = 0
    private var firstTapLocation: CGPoint?
    /// Whether the touches down now are one of the required taps rather than the press.
    private var isTapping: Bool { tapsCompleted < max(numberOfTapsRequired, 0) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        maxTouches = max(maxTouches, liveTouchCount)
        guard maxTouches <= max(numberOfTouchesRequired, 1) else { state = .failed; return }
        if let first = firstTapLocation,
           touches.contains(where: { distance(first, $0.locationInWindow) > UITapGestureRecognizer.allowableMovement * 4.5 }) {
            state = .failed; return
        }
        guard liveTouchCount == max(numberOfTouchesRequired, 1) else { return }
        start = liveCentroid
        if isTapping { return }  // a tap: it must lift (touchesEnded) before the press
        let delay = minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0.5
        schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible, self.pendingState == nil,
                  self.liveTouchCount == max(self.numberOfTouchesRequired, 1) else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, let c = liveCentroid, distance(start, c) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where isTapping:
            guard liveTouchCount == 0 else { return }
            guard maxTouches == max(numberOfTouchesRequired, 1) else { state = .failed; return }
            tapTouchesEnded()
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    /// One required tap lifted: count it and wait for the next touch (the next tap or the press), failing
    /// when none comes within the tap interval.
    private func tapTouchesEnded() {
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = start }
        start = nil; maxTouches = 0
        let taps = tapsCompleted
        schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in
            guard let self, self.state == .possible, self.tapsCompleted == taps, self.liveTouchCount == 0 else { return }
            self.state = .failed
        }
    }

    open override func reset() {
        super.reset()
        start = nil; maxTouches = 0
        tapsCompleted = 0; firstTapLocation = nil
    }
}
