import Foundation

/// Something the main run loop fires at a time on the application clock (`RunLoopTimer`, `Timer`).
@MainActor
protocol UIRunLoopEntry: AnyObject {
    /// When it wants to fire next, on the application clock.
    var runLoopFireTime: TimeInterval { get }
    /// Whether it is still scheduled.
    var isRunLoopEntryValid: Bool { get }
    /// Scheduling order, to fire entries due at the same time in the order they were scheduled.
    var runLoopSequence: Int { get }
    /// Fires it (it reschedules or invalidates itself).
    func fireFromRunLoop(now: TimeInterval)
}

/// The main run loop's bookkeeping: pending timers and whether a frame is wanted.
/// The platform drives it: it sleeps until `nextDeadline` or the next input, then asks the application for a frame.
@preconcurrency @MainActor
public final class UIRunLoop {
    private var entries: [any UIRunLoopEntry] = []
    private var sequence = 0
    private let clock: () -> TimeInterval

    init(clock: @escaping () -> TimeInterval) { self.clock = clock }

    func schedule(after seconds: TimeInterval, repeats: Bool, target: AnyObject?,
                  block: @escaping @MainActor (RunLoopTimer) -> Void) -> RunLoopTimer {
        let delay = seconds.isFinite ? max(seconds, 0) : 0
        sequence += 1
        let timer = RunLoopTimer(fireDate: clock() + delay, interval: repeats ? max(delay, 0.001) : nil,
                                 target: target, sequence: sequence, block: block)
        entries.append(timer)
        return timer
    }

    /// Adds an entry (a `Timer` added to the main run loop); returns its sequence number.
    func add(_ entry: any UIRunLoopEntry) -> Int {
        sequence += 1
        entries.append(entry)
        return sequence
    }

    /// Invalidates every pending timer that belongs to `target`.
    func cancelTimers(target: AnyObject) {
        for case let t as RunLoopTimer in entries where t.target === target { t.invalidate() }
    }

    /// The earliest time a timer wants to fire, if any.
    public var nextTimerDate: TimeInterval? {
        entries.lazy.filter(\.isRunLoopEntryValid).map(\.runLoopFireTime).filter(\.isFinite).min()
    }

    /// Fires every timer due at `now`, in order of due time then scheduling order.
    func fireDueTimers(now: TimeInterval) {
        // Timers scheduled while firing wait for the next pass unless already due; bound the loop.
        for _ in 0..<1000 {
            entries.removeAll { !$0.isRunLoopEntryValid }
            guard let next = entries.filter({ $0.runLoopFireTime <= now })
                .min(by: { ($0.runLoopFireTime, $0.runLoopSequence) < ($1.runLoopFireTime, $1.runLoopSequence) }) else { return }
            next.fireFromRunLoop(now: now)
        }
    }

    /// A new scheduling number (display links take one each time they are added, as timers do).
    func stamp() -> Int {
        sequence += 1
        return sequence
    }

    /// The last scheduling number given out.
    var lastStamp: Int { sequence }

    /// Valid pending timers scheduled after `start` and up to `end` (scheduling numbers).
    func pendingTimerCount(scheduledAfter start: Int, through end: Int) -> Int {
        entries.reduce(0) { $0 + ($1.isRunLoopEntryValid && $1.runLoopSequence > start && $1.runLoopSequence <= end ? 1 : 0) }
    }

    /// Number of valid pending timers.
    public var pendingTimerCount: Int { entries.filter(\.isRunLoopEntryValid).count }
}
