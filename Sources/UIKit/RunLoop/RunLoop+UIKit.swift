import Foundation

extension RunLoop.Mode {
    /// The mode UIKit's run loop runs in while a control or scroll view tracks a touch. Here every mode runs
    /// all the time (see the README's run-loop section).
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

extension RunLoop {
    /// Schedules a UIKit `Timer` on the application's main run loop. Timers only run on the main run loop:
    /// another run loop is logged and the main one is used. Adding a timer twice or after it was
    /// invalidated does nothing, as in Foundation.
    @preconcurrency @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if self !== RunLoop.main && self !== RunLoop.current {
            UIApplication.shared.log("RunLoop: UIKit timers run on the main run loop; scheduling there")
        }
        timer.schedule()
    }
}
