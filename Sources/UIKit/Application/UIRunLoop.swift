import Foundation

/// The main run loop's bookkeeping: pending timers and whether a frame is wanted.
/// The platform drives it: it sleeps until `nextDeadline` or the next input, then asks the application for a frame.
@MainActor
public final class UIRunLoop {
    private var timers: [RunLoopTimer] = []
    private var sequence = 0
    private let clock: () -> TimeInterval

    init(clock: @escaping () -> TimeInterval) { self.clock = clock }

    func schedule(after seconds: TimeInterval, repeats: Bool, target: AnyObject?,
                  block: @escaping @MainActor (RunLoopTimer) -> Void) -> RunLoopTimer {
        let delay = seconds.isFinite ? max(seconds, 0) : 0
        sequence += 1
        let timer = RunLoopTimer(fireDate: clock() + delay, interval: repeats ? max(delay, 0.001) : nil,
                                 target: target, sequence: sequence, block: block)
        timers.append(timer)
        return timer
    }

    /// Invalidates every pending timer that belongs to `target`.
    func cancelTimers(target: AnyObject) {
        for t in timers where t.target === target { t.invalidate() }
    }

    /// The earliest time a timer wants to fire, if any.
    public var nextTimerDate: TimeInterval? {
        timers.lazy.filter(\.isValid).map(\.fireDate).min()
    }

    /// Fires every timer due at `now`, in order of due time then scheduling order.
    func fireDueTimers(now: TimeInterval) {
        // Timers scheduled while firing wait for the next pass unless already due; bound the loop.
        for _ in 0..<1000 {
            timers.removeAll { !$0.isValid }
            guard let next = timers.filter({ $0.fireDate <= now })
                .min(by: { ($0.fireDate, $0.sequence) < ($1.fireDate, $1.sequence) }) else { return }
            next.fire(now: now)
        }
    }

    /// Number of valid pending timers.
    public var pendingTimerCount: Int { timers.filter(\.isValid).count }
}
