import Foundation

/// A continuous recognizer for fingers held still: begins after `minimumPressDuration`, then reports
/// changes as the fingers move and ends when they lift. Fails if they move more than `allowableMovement`
/// or lift before it begins.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be held (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the press begins (10 by default).
    open var allowableMovement: CGFloat = 10
    /// Fingers that must be held (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var maxTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        maxTouches = max(maxTouches, liveTouchCount)
        guard maxTouches <= max(numberOfTouchesRequired, 1) else { state = .failed; return }
        guard liveTouchCount == max(numberOfTouchesRequired, 1) else { return }
        start = liveCentroid
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

    open override func reset() {
        super.reset()
        start = nil; maxTouches = 0
    }
}
