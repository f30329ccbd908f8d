import Foundation

/// Calls a block once per frame (a repeating run-loop timer at 60 Hz on the application clock) until the
/// block returns false or the ticker is stopped. Scroll-view physics (deceleration, bounce, the per-frame
/// offset slide) runs on it, so headless runs stay deterministic; timed view animations use UIView.animate.
@MainActor
final class UIFrameTicker {
    private var timer: RunLoopTimer?
    private var step: ((TimeInterval) -> Bool)?
    private var generation = 0

    /// Whether the ticker is running.
    var isRunning: Bool { timer != nil }

    /// Starts calling `step` with the clock's time every frame (replacing any previous block).
    func start(_ step: @escaping @MainActor (TimeInterval) -> Bool) {
        stop()
        generation += 1
        self.step = step
        timer = RunLoopTimer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { [weak self] timer in
            // A ticker that went away with its owner (a scroll view freed mid-deceleration) takes its
            // timer with it, or the timer would fire 60 times a second for good.
            guard let self else { timer.invalidate(); return }
            self.tick()
        }
        UIApplication.shared.setNeedsFrame()
    }

    /// Stops the ticker; the block is not called again.
    func stop() {
        timer?.invalidate()
        timer = nil
        step = nil
    }

    private func tick() {
        guard let step else { stop(); return }
        let current = generation
        // The block may restart the ticker with a new block; only the one that finished is stopped.
        if !step(UIApplication.shared.clock.now), generation == current { stop() }
    }
}
