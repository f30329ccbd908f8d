import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one source of time for the run loop, timers, animations and touches.
/// Live runs use the monotonic system clock; headless runs use a virtual clock that only moves when told.
@preconcurrency @MainActor
public protocol UIClock: AnyObject {
    /// Seconds since an arbitrary fixed origin.
    var now: TimeInterval { get }
}

/// The monotonic system clock.
@preconcurrency @MainActor
public final class SystemClock: UIClock {
    /// The system clock.
    public init() {}
    /// Seconds on the monotonic clock (CLOCK_MONOTONIC).
    public var now: TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }
}

/// A clock that stands still until `advance(by:)`, so scripted runs are deterministic.
@preconcurrency @MainActor
public final class VirtualClock: UIClock {
    /// The current virtual time in seconds; changes only through `advance(by:)`.
    public private(set) var now: TimeInterval
    /// Starts at `start` seconds.
    public init(start: TimeInterval = 1) { now = start }
    /// Moves time forward; negative or non-finite steps are ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}

/// The current time of the application's clock, in seconds.
@preconcurrency @MainActor public func CACurrentMediaTime() -> TimeInterval { UIApplication.shared.clock.now }
