import Testing
@_spi(Platform) import UIKit
// No `import Foundation`: as in a UIKit source file, `Timer` is UIKit's (Foundation comes through UIKit).

@MainActor private final class Ticker {
    var ticks: [TimeInterval] = []
    var plain = 0
    func tick(_ timer: Timer) { ticks.append(CACurrentMediaTime()) }
    func tock() { plain += 1 }
}

/// `Timer` as UIKit code writes it, on the application's clock: the virtual clock in these runs.
@Suite(.serialized) @MainActor struct TimerTests {
    @Test func aRepeatingHalfSecondTimerHasFiredExactlyTwiceAfterOneAndAQuarterSeconds() {
        let h = AnimationHarness()
        var fired: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fired.append(CACurrentMediaTime()) }
        #expect(timer.isValid && timer.timeInterval == 0.5)
        h.run(1.25)
        #expect(fired.count == 2)
        #expect(fired.count == 2 && abs(fired[0] - 100.5) <= 1.0 / 60 + 1e-9 && abs(fired[1] - 101.0) <= 1.0 / 60 + 1e-9)
        timer.invalidate()
        h.run(1)
        #expect(fired.count == 2 && !timer.isValid)
        timer.invalidate()   // twice: a no-op
        #expect(!timer.isValid)
    }

    @Test func anUnscheduledTimerWaitsForTheRunLoop() {
        let h = AnimationHarness()
        var count = 0
        let timer = Timer(timeInterval: 0.2, repeats: false) { _ in count += 1 }
        h.run(0.5)
        #expect(count == 0, "not on a run loop yet")
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.main.add(timer, forMode: .default)   // adding again does not schedule it twice
        h.frame()
        #expect(count == 1, "its fire date (creation + 0.2 s) has passed: it fires on the next pass")
        #expect(!timer.isValid, "a one-shot timer is invalid after firing")
        h.run(0.5)
        #expect(count == 1)
    }

    @Test func fireKeepsTheScheduleOfARepeatingTimerAndEndsAOneShot() {
        let h = AnimationHarness()
        var count = 0
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        repeating.fire()
        #expect(count == 1 && repeating.isValid)
        h.run(0.99)
        #expect(count == 1, "the regular schedule is unchanged")
        h.run(0.05)
        #expect(count == 2)
        repeating.invalidate()
        repeating.fire()
        #expect(count == 2, "an invalid timer does not fire")
        let once = Timer(timeInterval: 5, repeats: false) { _ in count += 10 }
        once.fire()
        #expect(count == 12 && !once.isValid)
    }

    @Test func aTimerInvalidatedInsideItsOwnBlockStops() {
        let h = AnimationHarness()
        var count = 0
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { t in
            count += 1
            if count == 3 { t.invalidate(); t.invalidate() }
        }
        h.run(1)
        #expect(count == 3)
        #expect(h.app.runLoop.pendingTimerCount == 0)
    }

    @Test func aLateRepeatingTimerFiresOnceAndKeepsItsSchedule() {
        let h = AnimationHarness()
        var count = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count += 1 }
        h.advance(0.35)   // one long pass: due at 0.1, 0.2 and 0.3
        #expect(count == 1, "a repeating timer fires once per pass however late")
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.05) < 0.01, "the next date stays on its schedule (0.4 s, not 0.45)")
    }

    @Test func targetActionTimersCarryUserInfoAndReleaseTheirTarget() {
        let h = AnimationHarness()
        weak var weakTicker: Ticker?
        var timer: Timer?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            timer = Timer.scheduledTimer(timeInterval: 0.25, target: ticker, selector: Ticker.tick, userInfo: "payload", repeats: true)
            Timer.scheduledTimer(timeInterval: 0.25, target: ticker, selector: Ticker.tock, userInfo: nil, repeats: false)
        }
        #expect(timer?.userInfo as? String == "payload")
        h.run(0.6)
        #expect(weakTicker?.ticks.count == 2 && weakTicker?.plain == 1)
        #expect(weakTicker != nil, "a timer retains its target")
        timer?.invalidate()
        #expect(weakTicker == nil, "released on invalidate")
    }

    @Test func fireDateAndToleranceFollowTheAppClock() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        var count = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in count += 1 }
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 10) < 0.05)
        timer.fireDate = Date(timeIntervalSinceNow: 0.5)
        h.run(0.45)
        #expect(count == 0)
        h.run(0.1)
        #expect(count == 1)
        timer.tolerance = .nan
        #expect(timer.tolerance == 0)
        timer.tolerance = 0.1
        #expect(timer.tolerance == 0.1)
        #expect(lines.contains { $0.contains("tolerance nan") })
        let zero = Timer(timeInterval: -3, repeats: true) { _ in }
        #expect(zero.timeInterval == 0.0001, "intervals of 0 or less become 0.1 ms, as in Foundation")
        _ = Timer(timeInterval: .nan, repeats: false) { _ in }
        #expect(lines.contains { $0.contains("interval nan") })
    }

    @Test func performAfterDelayRunsOnTheAppClock() {
        final class Responder: UIResponder {
            var got: [String] = []
            func note(_ object: Any?) { got.append(object as? String ?? "?") }
        }
        let h = AnimationHarness()
        let r = Responder()
        r.perform(Responder.note, with: "later", afterDelay: 0.5)
        h.run(0.4)
        #expect(r.got.isEmpty)
        h.run(0.2)
        #expect(r.got == ["later"])
    }
}
