import Foundation

/// A discrete recognizer for one or more taps with a number of fingers. Recognized when the last
/// required tap lifts; fails when a finger strays, too many fingers land, or the next tap comes too late.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers per tap (1 by default).
    open var numberOfTouchesRequired = 1
    /// Points a finger may move and the next tap may land from the first before the tap fails.
    public static let allowableMovement: CGFloat = 10
    /// Seconds allowed between one tap lifting and the next landing.
    public static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var touchesThisTap = 0
    private var startPoints: [UITouch: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var intervalTimer: RunLoopTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.invalidate(); intervalTimer = nil
        touchesThisTap += touches.count
        guard touchesThisTap <= max(numberOfTouchesRequired, 1) else { state = .failed; return }
        for t in touches {
            startPoints[t] = t.locationInWindow
            if let first = firstTapLocation, distance(first, t.locationInWindow) > Self.allowableMovement * 4.5 {
                state = .failed; return
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            if let start = startPoints[t], distance(start, t.locationInWindow) > Self.allowableMovement {
                state = .failed; return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard liveTouchCount == 0 else { return }
        guard touchesThisTap == max(numberOfTouchesRequired, 1) else { state = .failed; return }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        touchesThisTap = 0
        startPoints.removeAll()
        if tapsCompleted >= max(numberOfTapsRequired, 1) {
            state = .recognized
        } else {
            let timer = RunLoopTimer.scheduledTimer(withTimeInterval: Self.maximumIntervalBetweenTaps, repeats: false) { [weak self] _ in
                guard let self, self.state == .possible, self.liveTouchCount == 0 else { return }
                self.state = .failed
            }
            intervalTimer = timer
            timers.append(timer)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// A tap does not keep a tap recognizer that needs more taps or fingers from recognizing
    /// (a single tap does not prevent a double tap).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer,
           other.numberOfTapsRequired > numberOfTapsRequired || other.numberOfTouchesRequired > numberOfTouchesRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0; touchesThisTap = 0
        startPoints.removeAll(); firstTapLocation = nil
        intervalTimer = nil
    }
}
