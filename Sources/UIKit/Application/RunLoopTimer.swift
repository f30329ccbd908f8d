import Foundation

/// A timer on the application's run loop and clock: fires once (or repeatedly) on the main actor.
/// Use it where UIKit code would use `Timer` or `DispatchQueue.main.asyncAfter`, so headless runs stay deterministic.
@preconcurrency @MainActor
public final class RunLoopTimer {
    /// When the timer fires next, on the application clock.
    public private(set) var fireDate: TimeInterval
    /// The repeat interval, or nil for a one-shot timer.
    public let interval: TimeInterval?
    /// Whether the timer is still scheduled.
    public private(set) var isValid = true
    let block: @MainActor (RunLoopTimer) -> Void
    /// An object the timer belongs to, for `cancelPreviousPerformRequests(withTarget:)`.
    weak var target: AnyObject?
    let sequence: Int
    /// The run-loop modes it fires in: all (`.common`) for these timers, the default mode for
    /// `perform(_:with:afterDelay:)`, as in UIKit.
    let modes: Set<RunLoop.Mode>

    init(fireDate: TimeInterval, interval: TimeInterval?, target: AnyObject?, sequence: Int,
         modes: Set<RunLoop.Mode> = [.common], block: @escaping @MainActor (RunLoopTimer) -> Void) {
        self.fireDate = fireDate; self.interval = interval; self.target = target
        self.sequence = sequence; self.modes = modes; self.block = block
    }

    /// Schedules `block` to run after `seconds` (clamped to >= 0), repeating every `seconds` if `repeats`; it
    /// fires in every run-loop mode (also while a scroll view tracks).
    @discardableResult
    public static func scheduledTimer(withTimeInterval seconds: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (RunLoopTimer) -> Void) -> RunLoopTimer {
        UIApplication.shared.runLoop.schedule(after: seconds, repeats: repeats, target: nil, block: block)
    }

    /// Stops the timer; it will not fire again.
    public func invalidate() { isValid = false }

    func fire(now: TimeInterval) {
        guard isValid else { return }
        if let interval, interval > 0 { fireDate = max(fireDate + interval, now) } else { isValid = false }
        block(self)
    }
}

extension RunLoopTimer: UIRunLoopEntry {
    var runLoopFireTime: TimeInterval { fireDate }
    var isRunLoopEntryValid: Bool { isValid }
    var runLoopSequence: Int { sequence }
    var runLoopTolerance: TimeInterval { 0 }
    var runLoopModes: Set<RunLoop.Mode> { modes }
    func fireFromRunLoop(now: TimeInterval) { fire(now: now) }
}
