import Testing
@_spi(Platform) @_spi(Testing) import UIKit
// No `import Foundation`: `Timer` is UIKit's here, as in an app's source file.

/// UIKit's run-loop modes on the virtual clock: the main run loop is in `.tracking` while a scroll view is
/// touched, dragged or decelerating (and while a control tracks); `.default` timers, display links and
/// delayed performs wait meanwhile, `.common` ones keep firing.
@Suite(.serialized) @MainActor struct RunLoopModeTests {
    /// A 400 x 400 window whose root view is a scroll view with tall content.
    private func scrollSetUp() -> (ControlsHarness, UIScrollView) {
        let h = ControlsHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 4000)
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
        return (h, scroll)
    }

    /// Touches down and drags up by 200 points over `seconds` (one move per frame), finger still down.
    private func dragUp(_ h: ControlsHarness, seconds: Double) {
        h.touch(.began, 200, 350)
        let n = Int(seconds * 60)
        for i in 1...n {
            h.clock.advance(by: 1.0 / 60)
            h.touch(.moved, 200, 350 - 200 * CGFloat(i) / CGFloat(n))
        }
    }

    @Test func theMainRunLoopIsInTheDefaultModeWhenNothingTracks() {
        let (h, _) = scrollSetUp()
        #expect(h.app.runLoop.currentMode == .default)
        #expect(RunLoop.main.currentMode == .default)
    }

    @Test func aDefaultModeTimerWaitsWhileAScrollViewTracksAndFiresAfterwards() {
        let (h, scroll) = scrollSetUp()
        var fired: [Double] = []
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
        let start = CACurrentMediaTime()
        dragUp(h, seconds: 0.5)
        #expect(scroll.isDragging)
        #expect(RunLoop.main.currentMode == .tracking)
        #expect(fired.isEmpty, "due at +0.2 s, but the loop has been tracking since +0")
        h.touch(.ended, 200, 150)
        // Released while moving: the content decelerates, still in the tracking mode.
        #expect(scroll.isDecelerating)
        #expect(RunLoop.main.currentMode == .tracking)
        h.advance(0.1)
        #expect(fired.isEmpty)
        var stoppedAt: Double?
        for _ in 0..<600 where fired.isEmpty {
            h.advance(1.0 / 60)
            if !scroll.isDecelerating, stoppedAt == nil { stoppedAt = CACurrentMediaTime() }
        }
        #expect(fired.count == 1, "it fires once the scroll view has stopped")
        #expect(RunLoop.main.currentMode == .default)
        if let stoppedAt, let t = fired.first {
            #expect(t - start > 0.6 && t >= stoppedAt - 1e-9 && t <= stoppedAt + 1.0 / 60 + 1e-9)
        }
    }

    @Test func aCommonModesTimerKeepsFiringWhileTracking() {
        let (h, _) = scrollSetUp()
        var common = 0, tracking = 0, plain = 0
        let t = Timer(timeInterval: 0.1, repeats: true) { _ in common += 1 }
        RunLoop.main.add(t, forMode: .common)
        let onlyTracking = Timer(timeInterval: 0.1, repeats: true) { _ in tracking += 1 }
        RunLoop.main.add(onlyTracking, forMode: .tracking)
        let start = CACurrentMediaTime()
        let plainTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in plain += 1 }
        h.advance(0.35)
        #expect(common == 3 && plain == 3 && tracking == 0, "in the default mode only the tracking timer waits")
        dragUp(h, seconds: 0.5)
        #expect(common == 8, "0.4 ... 0.8 s: five more")
        #expect(tracking >= 1 && plain == 3)
        h.touch(.ended, 200, 150)
        for _ in 0..<600 where h.app.runLoop.currentMode == .tracking { h.advance(1.0 / 60) }
        if plain == 3 { h.advance(1.0 / 60) }
        #expect(plain == 4, "the default timer fires once for all the dates it missed")
        let next = plainTimer.fireDate.timeIntervalSinceNow + CACurrentMediaTime() - start
        #expect(abs(next * 10 - (next * 10).rounded()) < 1e-3, "and keeps its 0.1 s schedule")
        t.invalidate(); onlyTracking.invalidate(); plainTimer.invalidate()
    }

    @Test func addingATimerToASecondModeMakesItFireInBoth() {
        let (h, _) = scrollSetUp()
        var count = 0
        let t = Timer(timeInterval: 0.1, repeats: true) { _ in count += 1 }
        RunLoop.main.add(t, forMode: .default)
        RunLoop.main.add(t, forMode: .tracking)
        dragUp(h, seconds: 0.5)
        #expect(count >= 4, "0.1 ... 0.5 s while tracking")
        h.touch(.ended, 200, 150)
        t.invalidate()
    }

    @Test func displayLinksFollowTheirModes() {
        let (h, _) = scrollSetUp()
        var defaultFrames = 0, commonFrames = 0
        let a = CADisplayLink { _ in defaultFrames += 1 }
        a.add(to: .main, forMode: .default)
        let b = CADisplayLink { _ in commonFrames += 1 }
        b.add(to: .main, forMode: .common)
        h.advance(0.1)
        let (d0, c0) = (defaultFrames, commonFrames)
        #expect(d0 >= 5 && c0 >= 5)
        dragUp(h, seconds: 0.5)
        #expect(defaultFrames <= d0 + 1, "paused from the touch-down frame on")
        #expect(commonFrames >= c0 + 29)
        h.touch(.ended, 200, 150)
        for _ in 0..<600 where h.app.runLoop.currentMode == .tracking { h.advance(1.0 / 60) }
        let d1 = defaultFrames
        h.advance(0.1)
        #expect(defaultFrames >= d1 + 5, "it runs again once tracking ends")
        a.invalidate(); b.invalidate()
    }

    @Test func aControlTrackingATouchHoldsTheTrackingMode() {
        let h = ControlsHarness()
        let button = h.add(UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44)))
        var fired = 0
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fired += 1 }
        h.touch(.began, 50, 30)
        #expect(button.isTracking && RunLoop.main.currentMode == .tracking)
        h.advance(0.3)
        #expect(fired == 0)
        h.touch(.ended, 50, 30)
        #expect(!button.isTracking && RunLoop.main.currentMode == .default)
        h.advance(1.0 / 60)
        #expect(fired == 1)
    }

    @Test func performAfterDelayRunsInTheDefaultModeUnlessGivenModes() {
        final class Target: UIResponder {
            var calls: [String] = []
            func note(_ o: Any?) { calls.append(o as? String ?? "?") }
        }
        let (h, _) = scrollSetUp()
        let target = Target()
        target.perform(Target.note, with: "default", afterDelay: 0.1)
        target.perform(Target.note, with: "common", afterDelay: 0.1, inModes: [.common])
        target.perform(Target.note, with: "never", afterDelay: 0.1, inModes: [])
        dragUp(h, seconds: 0.3)
        #expect(target.calls == ["common"])
        #expect(h.logLines.contains { $0.contains("no modes given") })
        h.touch(.ended, 200, 150)
        for _ in 0..<600 where h.app.runLoop.currentMode == .tracking { h.advance(1.0 / 60) }
        h.advance(1.0 / 60)
        #expect(target.calls == ["common", "default"])
    }

    @Test func aTrackingScrollViewRemovedFromItsWindowNoLongerHoldsTheMode() {
        let (h, scroll) = scrollSetUp()
        var fired = 0
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fired += 1 }
        dragUp(h, seconds: 0.2)
        #expect(RunLoop.main.currentMode == .tracking)
        scroll.removeFromSuperview()
        #expect(RunLoop.main.currentMode == .default)
        h.advance(1.0 / 60)
        #expect(fired == 1)
    }

    @Test func theIdleLoopDoesNotWakeForATimerThatCannotRunInTheCurrentMode() {
        let (h, _) = scrollSetUp()
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in }
        let due = h.app.runLoop.nextTimerDate
        #expect(due.map { abs($0 - (h.clock.now + 0.1)) < 1e-9 } == true)
        dragUp(h, seconds: 0.2)
        #expect(h.app.runLoop.nextTimerDate == nil, "a default-mode timer is not a wake-up while tracking")
    }

    /// For the fuzzer's lab check (seed 3, event 53,188): a default-mode timer scheduled before a scroll view
    /// starts tracking is live but waiting for its mode, and counted as such; a common-mode one is not waiting.
    /// Once tracking ends the default-mode timer runs and neither count holds it.
    @Test func timersWaitingForTheirModeAreCountedApartForTheFuzzer() {
        let (h, _) = scrollSetUp()
        let start = h.app.runLoopStamp
        Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in }
        let common = Timer(timeInterval: 10, repeats: false) { _ in }
        RunLoop.main.add(common, forMode: .common)
        let end = h.app.runLoopStamp
        #expect(h.app.liveRunLoopClients(scheduledAfter: start, through: end).timers == 2)
        #expect(h.app.runLoopClientsWaitingForMode(scheduledAfter: start, through: end).timers == 0)
        h.touch(.began, 200, 350)
        #expect(RunLoop.main.currentMode == .tracking)
        h.advance(0.1)
        #expect(h.app.liveRunLoopClients(scheduledAfter: start, through: end).timers == 2)
        #expect(h.app.runLoopClientsWaitingForMode(scheduledAfter: start, through: end).timers == 1)
        h.touch(.ended, 200, 350)
        h.advance(0.1)
        #expect(RunLoop.main.currentMode == .default)
        #expect(h.app.liveRunLoopClients(scheduledAfter: start, through: end).timers == 1)  // the common one, due at +10 s
        #expect(h.app.runLoopClientsWaitingForMode(scheduledAfter: start, through: end).timers == 0)
        common.invalidate()
    }
}
