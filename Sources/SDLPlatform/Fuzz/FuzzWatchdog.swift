import Foundation

/// Detects a hang: a background thread that ends the process (status 3) with a clear message when one
/// event takes longer than `timeout` seconds of CPU time of the thread running it (a runaway), or ten times that of
/// wall time (a process blocked without using the CPU). Judging by CPU time keeps a busy machine, where
/// the child gets a fraction of a core, from passing for a hang. It only watches the harness; the app's
/// own time still comes from its virtual clock. It also ends the process (status 4) within 0.1 s of its
/// parent going away, so a fuzz child never outlives the `HypnoFuzz` that started it.
public final class FuzzWatchdog: @unchecked Sendable {
    /// Exit status of a process the watchdog ended.
    public static let hangExitStatus: Int32 = 3
    /// Exit status of a process whose parent went away.
    public static let orphanExitStatus: Int32 = 4
    private let parent = getppid()
    private let lock = NSLock()
    private let timeout: Double
    private let context: String
    private var armedAt: UInt64 = 0
    private var armedCPU = 0.0
    /// The CPU clock of the thread that armed the watchdog (the one running the events).
    private var eventClock = clockid_t(CLOCK_THREAD_CPUTIME_ID)
    private var label = ""
    private var stopped = false

    /// Starts watching; `context` (e.g. the seed) is printed with a hang.
    public init(timeout: Double, context: String) {
        self.timeout = timeout
        self.context = context
        let thread = Thread { [weak self] in
            while let self, self.poll() { Thread.sleep(forTimeInterval: 0.1) }
        }
        thread.name = "fuzz-watchdog"
        thread.start()
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The CPU time `clock` has counted, in seconds (0 if it cannot be read).
    private static func cpuSeconds(_ clock: clockid_t) -> Double {
        var ts = timespec()
        guard clock_gettime(clock, &ts) == 0 else { return 0 }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The CPU clock of the calling thread, readable from the watchdog's thread.
    private static func callingThreadClock() -> clockid_t {
        var clock = clockid_t()
        return pthread_getcpuclockid(pthread_self(), &clock) == 0 ? clock : clockid_t(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// Whether an event that has used `cpuSeconds` of CPU in `wallSeconds` has hung under `timeout`: over
    /// `timeout` of CPU (it is busy and not finishing), or over ten times `timeout` of wall time (it is stuck
    /// without running, or starved past any use).
    public static func isHung(cpuSeconds: Double, wallSeconds: Double, timeout: Double) -> Bool {
        cpuSeconds > timeout || wallSeconds > 10 * timeout
    }

    /// The next event begins.
    public func arm(_ label: @autoclosure () -> String) {
        let text = label()
        let clock = Self.callingThreadClock()
        let cpu = Self.cpuSeconds(clock)
        lock.lock(); armedAt = Self.now(); eventClock = clock; armedCPU = cpu; self.label = text; lock.unlock()
    }

    /// The event finished.
    public func disarm() { lock.lock(); armedAt = 0; lock.unlock() }

    /// Stops the thread.
    public func stop() { lock.lock(); stopped = true; lock.unlock() }

    private func poll() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return false }
        if getppid() != parent {
            FileHandle.standardError.write(Data("HypnoFuzz: the parent process \(parent) went away; stopping (\(context))\n".utf8))
            _exit(Self.orphanExitStatus)
        }
        guard armedAt != 0 else { return true }
        let wall = Double(Self.now() - armedAt) / 1e9, cpu = Self.cpuSeconds(eventClock) - armedCPU
        if Self.isHung(cpuSeconds: cpu, wallSeconds: wall, timeout: timeout) {
            let used = String(format: "%.1f s of CPU in %.1f s", cpu, wall)
            let message = "HypnoFuzz: HANG: \(label) did not finish within \(timeout) s of CPU time or \(10 * timeout) s of wall time (\(used); \(context))\n"
            FileHandle.standardError.write(Data(message.utf8))
            _exit(Self.hangExitStatus)  // not exit(): the main thread is stuck and may hold locks atexit needs
        }
        return true
    }
}
