import Foundation
import SDLPlatform
import Testing

/// The fuzzer's hang rule: an event hangs when it uses more than the timeout of CPU time, or more than ten
/// times the timeout of wall time. A starved child (a busy machine gives it a fraction of a core) is slow, not hung:
/// seed 1's long runs stopped at event 130,718 on the old wall-clock rule while the replay of that event ran in 1.6 s
/// of CPU.
@Suite struct FuzzWatchdogTests {
    @Test func aSlowEventOnABusyMachineIsNotAHangButARunawayOrAStuckOneIs() {
        // 25 s of wall time with 4 s of CPU (a fifth of a core): slow, not hung.
        #expect(!FuzzWatchdog.isHung(cpuSeconds: 4, wallSeconds: 25, timeout: 20))
        // Busy past the timeout: a runaway loop.
        #expect(FuzzWatchdog.isHung(cpuSeconds: 20.5, wallSeconds: 21, timeout: 20))
        // Using no CPU for ten times the timeout: blocked for good.
        #expect(FuzzWatchdog.isHung(cpuSeconds: 0.1, wallSeconds: 201, timeout: 20))
        #expect(!FuzzWatchdog.isHung(cpuSeconds: 0.1, wallSeconds: 199, timeout: 20))
    }

    /// A watchdog with a 0.2 s timeout lets an event that sleeps 0.6 s (over the timeout in wall time, using no CPU)
    /// finish: the process is still here to check.
    @Test func anEventWaitingLongerThanTheTimeoutWithoutUsingTheCPUFinishes() {
        let watchdog = FuzzWatchdog(timeout: 0.2, context: "watchdog test")
        defer { watchdog.stop() }
        let start = Date()
        watchdog.arm("a sleeping event")
        Thread.sleep(forTimeInterval: 0.6)
        watchdog.disarm()
        // Under the old wall-clock rule the process would have ended (status 3) before reaching this line.
        #expect(Date().timeIntervalSince(start) >= 0.6)
    }
}
