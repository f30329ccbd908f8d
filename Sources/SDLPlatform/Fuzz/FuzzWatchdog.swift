import Foundation

/// Detects a hang: a background thread that ends the process (status 3) with a clear message when one
/// event takes longer than `timeout` seconds of wall time. It only watches the harness; the app's own
/// time still comes from its virtual clock. It also ends the process (status 4) within 0.1 s of its
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

    /// The next event begins.
    public func arm(_ label: @autoclosure () -> String) {
        let text = label()
        lock.lock(); armedAt = Self.now(); self.label = text; lock.unlock()
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
        if armedAt != 0, Double(Self.now() - armedAt) / 1e9 > timeout {
            let message = "HypnoFuzz: HANG: \(label) did not finish within \(timeout) s (\(context))\n"
            FileHandle.standardError.write(Data(message.utf8))
            _exit(Self.hangExitStatus)  // not exit(): the main thread is stuck and may hold locks atexit needs
        }
        return true
    }
}
