import Foundation

extension RunLoop.Mode {
    /// The mode UIKit's main run loop runs in while a control tracks a touch or a scroll view is touched,
    /// dragged or decelerating: timers and display links added for `.default` wait meanwhile, those added
    /// for `.tracking` or `.common` keep firing.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

extension RunLoop {
    /// Schedules a UIKit `Timer` on the application's main run loop in `mode` (`.default`, `.tracking`, or
    /// `.common` for both). Timers only run on the main run loop: another run loop is logged and the main one
    /// is used. Adding a timer again adds the mode (it is scheduled once); after `invalidate()` it is ignored,
    /// as in Foundation.
    @preconcurrency @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if self !== RunLoop.main && self !== RunLoop.current {
            UIApplication.shared.log("RunLoop: UIKit timers run on the main run loop; scheduling there")
        }
        timer.schedule(in: mode)
    }

    /// The mode UIKit's main run loop is in: `.tracking` while a scroll view or control tracks a touch, else
    /// `.default` (the application's loop; other run loops answer from Foundation).
    @preconcurrency @MainActor
    public var currentMode: RunLoop.Mode? {
        guard self === RunLoop.main else { return nil }
        return UIApplication.shared.runLoop.currentMode
    }
}
