import Testing
@_spi(Platform) import UIKit

/// `Timer.tolerance` as Foundation documents it: a timer fires at or after its date, at most `tolerance`
/// late, and the run loop serves timers whose windows overlap with one wake-up. Checked on the virtual
/// clock with an idle loop that sleeps until `nextTimerDate`, as the live loop does.
@Suite(.serialized) @MainActor struct TimerToleranceTests {
    /// Runs an idle loop: jump the clock to the next timer wake-up, run one pass; returns the wake-up times.
    private func idleLoop(_ h: AnimationHarness, until end: Double) -> [Double] {
        var wakes: [Double] = []
        for _ in 0..<100 {
            guard let next = h.app.runLoop.nextTimerDate, next <= end else { break }
            h.clock.advance(by: next - h.clock.now)
            wakes.append(h.clock.now)
            h.frame()
        }
        return wakes
    }

    @Test func timersWhoseWindowsOverlapShareOneWakeUp() {
        let h = AnimationHarness()
        let t0 = h.clock.now
        var fired: [String: Double] = [:]
        let a = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { _ in fired["a"] = CACurrentMediaTime() - t0 }
        a.tolerance = 0.5   // window 1.0 ... 1.5
        let b = Timer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in fired["b"] = CACurrentMediaTime() - t0 }
        b.tolerance = 0.4   // window 1.2 ... 1.6
        let c = Timer.scheduledTimer(withTimeInterval: 1.4, repeats: false) { _ in fired["c"] = CACurrentMediaTime() - t0 }
        c.tolerance = 0.1   // window 1.4 ... 1.5
        let wakes = idleLoop(h, until: t0 + 5)
        #expect(wakes.count == 1, "one wake-up at 1.5 serves all three")
        #expect(wakes.first.map { abs($0 - t0 - 1.5) < 1e-9 } == true)
        for (name, date, tolerance) in [("a", 1.0, 0.5), ("b", 1.2, 0.4), ("c", 1.4, 0.1)] {
            let t = fired[name] ?? -1
            #expect(t >= date - 1e-9, "\(name) never fires early")
            #expect(t <= date + tolerance + 1e-9, "\(name) is never later than its tolerance")
        }
    }

    @Test func windowsThatDoNotOverlapNeedTheirOwnWakeUps() {
        let h = AnimationHarness()
        let t0 = h.clock.now
        let a = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { _ in }
        a.tolerance = 0.1   // 1.0 ... 1.1
        let b = Timer.scheduledTimer(withTimeInterval: 1.3, repeats: false) { _ in }
        b.tolerance = 0.1   // 1.3 ... 1.4
        let c = Timer.scheduledTimer(withTimeInterval: 1.35, repeats: false) { _ in }   // exactly 1.35
        let wakes = idleLoop(h, until: t0 + 5).map { (($0 - t0) * 1000).rounded() / 1000 }
        #expect(wakes == [1.1, 1.35], "a alone at the end of its window; b joins c's wake-up at 1.35")
        #expect(!a.isValid && !b.isValid && !c.isValid)
    }

    @Test func withoutToleranceEveryTimerWakesTheLoopOnItsDate() {
        let h = AnimationHarness()
        let t0 = h.clock.now
        for d in [0.5, 0.6, 0.7] { Timer.scheduledTimer(withTimeInterval: d, repeats: false) { _ in } }
        let wakes = idleLoop(h, until: t0 + 5).map { (($0 - t0) * 1000).rounded() / 1000 }
        #expect(wakes == [0.5, 0.6, 0.7])
    }

    @Test func aRepeatingTimerWithToleranceDoesNotDrift() {
        let h = AnimationHarness()
        let t0 = h.clock.now
        var fires: [Double] = []
        let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(CACurrentMediaTime() - t0) }
        t.tolerance = 0.3
        _ = idleLoop(h, until: t0 + 3.5)
        #expect(fires.map { ($0 * 1000).rounded() / 1000 } == [1.3, 2.3, 3.3], "each date is 1 s after the last date, not the last firing")
        t.invalidate()
    }

    @Test func aLoopAwakeForFramesFiresADueTimerAtOnceWhateverItsTolerance() {
        let h = AnimationHarness()
        let t0 = h.clock.now
        var firedAt: Double?
        let t = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in firedAt = CACurrentMediaTime() - t0 }
        t.tolerance = 2
        h.run(1)   // frames at 60 Hz, as while animating
        #expect(firedAt.map { $0 >= 0.5 - 1e-9 && $0 <= 0.5 + 1.0 / 60 + 1e-9 } == true)
    }

    @Test func aBadToleranceIsLoggedAndReadAsZero() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
        t.tolerance = -1
        #expect(t.tolerance == 0)
        t.tolerance = .nan
        #expect(t.tolerance == 0)
        #expect(lines.filter { $0.contains("tolerance") }.count == 2)
        t.invalidate()
    }
}
