import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

@MainActor private final class PressLog {
    var states: [UIGestureRecognizer.State] = []
    func handle(_ sender: UILongPressGestureRecognizer) { states.append(sender.state) }
}

/// `UILongPressGestureRecognizer.numberOfTapsRequired`: that many full taps, then the press held.
@Suite @MainActor struct LongPressTapsTests {
    /// An 80x80 window whose view carries a long press needing `taps` taps first; touches go through the
    /// application's input path on a virtual clock.
    private func setUp(taps: Int) -> (AnimationHarness, UILongPressGestureRecognizer, PressLog) {
        let h = AnimationHarness()
        let window = h.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let log = PressLog()
        let press = UILongPressGestureRecognizer(target: log, action: PressLog.handle)
        press.numberOfTapsRequired = taps
        view.addGestureRecognizer(press)
        h.frame()
        return (h, press, log)
    }

    private func touch(_ h: AnimationHarness, _ phase: UITouch.Phase, _ x: CGFloat = 40, _ y: CGFloat = 40) {
        h.app.handle(.touch(finger: 1, phase: phase, location: CGPoint(x: x, y: y)))
        h.app.dispatchPendingInput()
    }

    private func tap(_ h: AnimationHarness, at x: CGFloat = 40) {
        touch(h, .began, x, x)
        h.advance(0.05)
        touch(h, .ended, x, x)
    }

    @Test func theDefaultNeedsNoTap() {
        let (h, press, log) = setUp(taps: 0)
        #expect(press.numberOfTapsRequired == 0)
        touch(h, .began)
        h.run(0.6)
        #expect(log.states == [.began])
        touch(h, .ended)
        #expect(log.states == [.began, .ended])
    }

    @Test func oneTapThenAHeldPressBegins() {
        let (h, _, log) = setUp(taps: 1)
        tap(h)
        h.advance(0.1)
        touch(h, .began)
        h.run(0.3)
        #expect(log.states.isEmpty)  // not yet held for 0.5 s
        h.run(0.3)
        #expect(log.states == [.began])
        touch(h, .moved, 45)
        touch(h, .ended, 45)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test func aPressWithoutTheTapDoesNotBegin() {
        let (h, _, log) = setUp(taps: 1)
        touch(h, .began)  // this is the tap: holding it is no press
        h.run(1)
        #expect(log.states.isEmpty)
        touch(h, .ended)
        // Now the press counts: the held touch above was the tap.
        h.advance(0.1)
        touch(h, .began)
        h.run(0.6)
        #expect(log.states == [.began])
        touch(h, .ended)
    }

    @Test func theTapsMustComeInQuickSuccessionAndNearby() {
        let (h, _, log) = setUp(taps: 2)
        tap(h)
        h.advance(0.1)
        tap(h)
        h.run(0.5)  // too late for the press: failed
        touch(h, .began)
        h.run(0.6)
        #expect(log.states.isEmpty)
        touch(h, .ended)   // ...and that touch was the first tap of a new attempt
        h.run(0.5)

        tap(h, at: 70)
        h.advance(0.1)
        tap(h, at: 5)  // about 92 points from the first tap (over 45): fails
        h.advance(0.1)
        touch(h, .began)
        h.run(0.6)
        #expect(log.states.isEmpty)
        touch(h, .ended)
        h.run(0.5)

        tap(h)
        h.advance(0.1)
        tap(h)
        h.advance(0.1)
        touch(h, .began)
        h.run(0.6)
        #expect(log.states == [.began])
        touch(h, .ended)
        #expect(log.states == [.began, .ended])
    }
}
