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
    /// How late it may fire (`Timer.tolerance`; 0 for the framework's own timers).
    var runLoopTolerance: TimeInterval { get }
    /// The modes it runs in (`.common` stands for both `.default` and `.tracking`).
    var runLoopModes: Set<RunLoop.Mode> { get }
    /// Fires it (it reschedules or invalidates itself).
    func fireFromRunLoop(now: TimeInterval)
}

/// The main run loop's bookkeeping: pending timers, the mode it runs in and whether a frame is wanted.
/// The platform drives it: it sleeps until `nextDeadline` or the next input, then asks the application for a frame.
///
/// Modes are UIKit's: the loop runs in `.default`, and in `.tracking` while a scroll view is touched, dragged or
/// decelerating, or a control tracks a touch. A timer or display link runs only in the modes it was added for
/// (`.common` is both), so a `scheduledTimer` (default mode) waits while a list scrolls and fires afterwards.
@preconcurrency @MainActor
public final class UIRunLoop {
    private var entries: [any UIRunLoopEntry] = []
    private var sequence = 0
    private let clock: () -> TimeInterval
    /// Views that hold the loop in the tracking mode (held weakly; they count only while in a window).
    private var trackingViews: [WeakTrackingView] = []
    /// Called when the loop leaves the tracking mode, so timers that waited get a frame to fire in.
    var modeDidChange: (@MainActor () -> Void)?

    init(clock: @escaping () -> TimeInterval) { self.clock = clock }

    /// The mode the main run loop is in: `.tracking` while a scroll view or control tracks, else `.default`.
    public var currentMode: RunLoop.Mode {
        if trackingViews.isEmpty { return .default }
        trackingViews.removeAll { $0.view == nil }
        return trackingViews.contains { $0.view?.window != nil } ? .tracking : .default
    }

    /// Whether something added for `modes` runs in the current mode.
    func runs(in modes: Set<RunLoop.Mode>) -> Bool {
        if modes.contains(.common) { return true }
        return modes.contains(currentMode)
    }

    /// A scroll view or control starts or stops tracking (holding the loop in `.tracking`).
    func setTracking(_ view: UIView, _ tracking: Bool) {
        let before = currentMode
        trackingViews.removeAll { $0.view == nil || $0.view === view }
        if tracking { trackingViews.append(WeakTrackingView(view: view)) }
        if before != currentMode, currentMode == .default { modeDidChange?() }
    }

    func schedule(after seconds: TimeInterval, repeats: Bool, target: AnyObject?,
                  modes: Set<RunLoop.Mode> = [.common],
                  block: @escaping @MainActor (RunLoopTimer) -> Void) -> RunLoopTimer {
        let delay = seconds.isFinite ? max(seconds, 0) : 0
        sequence += 1
        let timer = RunLoopTimer(fireDate: clock() + delay, interval: repeats ? max(delay, 0.001) : nil,
                                 target: target, sequence: sequence, modes: modes, block: block)
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

    /// When the loop must next wake for its timers, if any: the earliest end of a timer's tolerance window
    /// (fire date + tolerance) among those that run in the current mode. Every timer due by then fires in that
    /// one pass, so timers whose windows overlap share a wake-up (the fewest wake-ups, none early, none later
    /// than its tolerance); with no tolerance this is the earliest fire date.
    public var nextTimerDate: TimeInterval? {
        let mode = currentMode
        var best: TimeInterval?
        for e in entries where e.isRunLoopEntryValid && (e.runLoopModes.contains(.common) || e.runLoopModes.contains(mode)) {
            let deadline = e.runLoopFireTime + e.runLoopTolerance
            if deadline.isFinite, best.map({ deadline < $0 }) ?? true { best = deadline }
        }
        return best
    }

    /// Fires every timer due at `now` that runs in the current mode, in order of due time then scheduling
    /// order. Whatever woke the loop, every due timer fires in this pass (as Core Foundation's run loop does).
    func fireDueTimers(now: TimeInterval) {
        // Timers scheduled while firing wait for the next pass unless already due; bound the loop.
        for _ in 0..<1000 {
            entries.removeAll { !$0.isRunLoopEntryValid }
            let mode = currentMode
            guard let next = entries.filter({ $0.runLoopFireTime <= now && ($0.runLoopModes.contains(.common) || $0.runLoopModes.contains(mode)) })
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

    /// Valid pending timers scheduled after `start` and up to `end` (scheduling numbers); with `waitingForMode`,
    /// only those that cannot run in the current mode.
    func pendingTimerCount(scheduledAfter start: Int, through end: Int, waitingForMode: Bool = false) -> Int {
        entries.reduce(0) {
            $0 + ($1.isRunLoopEntryValid && $1.runLoopSequence > start && $1.runLoopSequence <= end
                  && (!waitingForMode || !runs(in: $1.runLoopModes)) ? 1 : 0)
        }
    }

    /// Number of valid pending timers.
    public var pendingTimerCount: Int { entries.filter(\.isRunLoopEntryValid).count }
}

/// A weak hold on a view that tracks (a scroll view or control), so a view that goes away never pins the mode.
private struct WeakTrackingView {
    weak var view: UIView?
}
