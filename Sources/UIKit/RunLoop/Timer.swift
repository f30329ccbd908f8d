import Foundation

/// Foundation's `Timer` as UIKit code writes it, on the application's run loop and clock: live it fires on
/// the monotonic clock, headless on the virtual clock, so scripted runs stay deterministic. In a file that
/// imports only UIKit, `Timer` is this class (it shadows Foundation's, which UIKit re-exports); a file that
/// also imports Foundation must name it `UIKit.Timer` (or drop `import Foundation`), while `Foundation.Timer`
/// keeps running on real time. Blocks run on the main actor; selectors are typed method references, as
/// target-action is in this project (`selector: ViewController.tick` with `func tick(_ timer: Timer)`).
@preconcurrency @MainActor
open class Timer {
    /// Foundation's floor for intervals of zero or less: 0.1 ms.
    static let minimumInterval: TimeInterval = 0.0001

    private let block: (@MainActor (Timer) -> Void)?
    /// The target-action form's call; dropped (releasing the target) when the timer is invalidated.
    private var action: (@MainActor (Timer) -> Void)?
    /// When the timer fires next, on the application clock.
    var fireTime: TimeInterval
    private let repeats: Bool
    private let interval: TimeInterval
    private(set) var isScheduled = false
    private var sequence = 0
    /// The run-loop modes the timer was added for.
    private(set) var modes: Set<RunLoop.Mode> = []

    /// The repeat interval; 0 for a non-repeating timer, as in Foundation.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }
    /// How late the timer may fire, so the run loop can serve timers whose windows overlap with one wake-up:
    /// it fires at or after its date, never later than date + tolerance (unless the loop is held up, e.g. in
    /// another mode), and a repeating timer keeps its schedule (no drift). 0 by default; negative and
    /// non-finite values are logged and treated as 0.
    open var tolerance: TimeInterval = 0 {
        didSet {
            guard !(tolerance.isFinite && tolerance >= 0) else { return }
            UIApplication.shared.log("Timer: tolerance \(tolerance) is not a non-negative number; using 0")
            tolerance = 0
        }
    }
    /// The object given at creation (target-action form); nil for block timers.
    public let userInfo: Any?
    /// Whether the timer can still fire; false after `invalidate()` or after a one-shot timer fired.
    public private(set) var isValid = true

    /// When the timer fires next, as a date relative to now (the application clock's distance to the fire
    /// time). Setting it moves the fire time by the same amount from now.
    open var fireDate: Date {
        get { Date(timeIntervalSinceNow: fireTime - UIApplication.shared.clock.now) }
        set {
            let delta = newValue.timeIntervalSinceNow
            guard delta.isFinite || delta == .infinity else {
                UIApplication.shared.log("Timer: ignored a fire date that is not a number")
                return
            }
            fireTime = UIApplication.shared.clock.now + delta
        }
    }

    /// A timer that calls `block` after `interval` seconds (every `interval` seconds when `repeats`) once
    /// added to the run loop; intervals of 0 or less become 0.1 ms, as in Foundation.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @MainActor (Timer) -> Void) {
        self.init(delay: interval, repeats: repeats, userInfo: nil, block: block, action: nil)
    }

    /// A timer that first fires at `date` and then every `interval` seconds when `repeats`.
    public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.interval = Timer.sanitized(interval)
        self.repeats = repeats
        self.block = block
        self.action = nil
        self.userInfo = nil
        let delta = date.timeIntervalSinceNow
        fireTime = UIApplication.shared.clock.now + (delta.isNaN ? 0 : delta)
    }

    /// The target-action form: calls `selector` on `target` (retained until the timer is invalidated).
    public convenience init<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                          selector: @escaping (T) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) {
        self.init(delay: interval, repeats: repeats, userInfo: userInfo, block: nil, action: { timer in selector(target)(timer) })
    }

    /// The target-action form with a method that takes no arguments.
    public convenience init<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                          selector: @escaping (T) -> () -> Void, userInfo: Any?, repeats: Bool) {
        self.init(delay: interval, repeats: repeats, userInfo: userInfo, block: nil, action: { _ in selector(target)() })
    }

    private init(delay: TimeInterval, repeats: Bool, userInfo: Any?,
                 block: (@MainActor (Timer) -> Void)?, action: (@MainActor (Timer) -> Void)?) {
        interval = Timer.sanitized(delay)
        self.repeats = repeats
        self.block = block
        self.action = action
        self.userInfo = userInfo
        fireTime = UIApplication.shared.clock.now + interval
    }

    /// Creates a timer and schedules it on the main run loop in the default mode.
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let t = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.main.add(t, forMode: .default)
        return t
    }

    /// Creates a target-action timer and schedules it on the main run loop in the default mode.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                                   selector: @escaping (T) -> (Timer) -> Void, userInfo: Any?,
                                                   repeats: Bool) -> Timer {
        let t = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(t, forMode: .default)
        return t
    }

    /// Creates a target-action timer (a method without arguments) and schedules it in the default mode.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                                   selector: @escaping (T) -> () -> Void, userInfo: Any?,
                                                   repeats: Bool) -> Timer {
        let t = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(t, forMode: .default)
        return t
    }

    /// Fires the timer now without changing a repeating timer's schedule; a one-shot timer is invalidated
    /// afterwards. Nothing happens once the timer is invalid.
    open func fire() {
        guard isValid else { return }
        callOut()
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its target; calling it again does nothing.
    open func invalidate() {
        guard isValid else { return }
        isValid = false
        action = nil
    }

    /// Puts the timer on the application's run loop in `mode` (once; adding it again adds the mode; after
    /// invalidation it is ignored).
    func schedule(in mode: RunLoop.Mode) {
        guard isValid else { return }
        modes.insert(mode)
        guard !isScheduled else { return }
        isScheduled = true
        sequence = UIApplication.shared.runLoop.add(self)
    }

    private func callOut() {
        if let block { block(self) } else { action?(self) }
    }

    private static func sanitized(_ interval: TimeInterval) -> TimeInterval {
        if interval.isNaN {
            UIApplication.shared.log("Timer: interval nan is not a number; using \(minimumInterval) s")
            return minimumInterval
        }
        return interval <= 0 ? minimumInterval : interval
    }
}

extension Timer: UIRunLoopEntry {
    var runLoopFireTime: TimeInterval { fireTime }
    var isRunLoopEntryValid: Bool { isValid }
    var runLoopSequence: Int { sequence }
    var runLoopTolerance: TimeInterval { tolerance }
    var runLoopModes: Set<RunLoop.Mode> { modes }

    /// A repeating timer moves to its next date on its original schedule, skipping dates it missed (it fires
    /// once per pass however late it is, as Foundation's do); a one-shot timer is invalid after its call.
    func fireFromRunLoop(now: TimeInterval) {
        guard isValid else { return }
        if repeats {
            var next = fireTime + interval
            if next <= now { next = fireTime + interval * ((now - fireTime) / interval).rounded(.down) + interval }
            if next <= now { next = now + interval }
            fireTime = next
        }
        callOut()
        if !repeats { invalidate() }
    }
}
