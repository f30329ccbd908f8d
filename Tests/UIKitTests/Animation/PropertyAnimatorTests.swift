import Foundation
import Testing
@_spi(Platform) import UIKit

/// UIViewPropertyAnimator on the virtual clock. A 10 x 10 view at the origin has center.x 5; the animations
/// move it to 105, so presentation x = 5 + 100 * progress.
@Suite(.serialized) @MainActor struct PropertyAnimatorTests {
    private func box() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    private func shownX(_ v: UIView) -> CGFloat { v.layer.presentation()?.position.x ?? .nan }

    /// Completion positions, in the order the completions ran.
    private final class Positions { var list: [UIViewAnimatingPosition] = [] }

    /// A linear 1 s animator moving `v` to center.x 105, its completion recording into `log`.
    private func mover(_ v: UIView, _ log: Positions) -> UIViewPropertyAnimator {
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addCompletion { log.list.append($0) }
        return a
    }

    @Test func stateMachineAndCompletionPositions() {
        let h = AnimationHarness()
        let v = box()
        let positions = Positions()
        let a = mover(v, positions)
        #expect(a.state == .inactive && !a.isRunning)
        #expect(v.center.x == 5, "the block runs only when the animator becomes active")
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(v.center.x == 105, "the model takes the end value at once")
        h.advance(0.5)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        #expect(abs(v.center.x - 55) < 1e-9, "stopping leaves the model where the animation was")
        #expect(v.layer.animationKeys() == nil)
        a.finishAnimation(at: .end)
        #expect(a.state == .inactive)
        #expect(v.center.x == 105)
        #expect(positions.list == [.end])
    }

    @Test func runsOnTheClockAndCompletesAtTheEnd() {
        let h = AnimationHarness()
        let v = box()
        let positions = Positions()
        let a = mover(v, positions)
        a.startAnimation()
        h.advance(0.25)
        #expect(abs(a.fractionComplete - 0.25) < 1e-9)
        #expect(abs(shownX(v) - 30) < 1e-9)
        h.advance(0.7)
        #expect(positions.list.isEmpty)
        h.advance(0.05)
        h.frame()
        #expect(positions.list == [.end])
        #expect(a.state == .inactive)
        #expect(v.layer.animationKeys() == nil)
        #expect(v.center.x == 105)
    }

    @Test func scrubbingWhilePausedIsLinearByDefault() {
        let h = AnimationHarness()
        let v = box()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 105 }
        a.fractionComplete = 0.25
        #expect(a.state == .active && !a.isRunning, "scrubbing an inactive animator activates it, paused")
        #expect(abs(shownX(v) - 30) < 1e-9, "linear scrub: 5 + 100 * 0.25")
        h.advance(3)
        #expect(abs(shownX(v) - 30) < 1e-9, "paused: the clock does not move it")

        let w = box()
        let b = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { w.center.x = 105 }
        b.scrubsLinearly = false
        b.pauseAnimation()
        b.fractionComplete = 0.25
        let expected = 5 + 100 * referenceBezier(0.42, 0, 1, 1, at: 0.25)
        #expect(abs(Double(shownX(w)) - expected) < 1e-6, "along the ease-in curve")
    }

    @Test func resumingAfterAScrubGoesOnFromThePausedPoint() {
        let h = AnimationHarness()
        let v = box()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.fractionComplete = 0.5
        a.startAnimation()
        h.advance(0.25)
        #expect(abs(a.fractionComplete - 0.75) < 1e-9)
        #expect(abs(shownX(v) - 80) < 1e-9)
    }

    @Test func reversingTurnsAroundWhereItIsAndEndsAtTheStart() {
        let h = AnimationHarness()
        let v = box()
        let positions = Positions()
        let a = mover(v, positions)
        a.startAnimation()
        h.advance(0.6)
        #expect(abs(shownX(v) - 65) < 1e-9)
        a.isReversed = true
        h.advance(0.2)
        #expect(abs(a.fractionComplete - 0.4) < 1e-9)
        #expect(abs(shownX(v) - 45) < 1e-9)
        h.advance(0.4)
        h.frame()
        #expect(positions.list == [.start])
        #expect(v.center.x == 5, "reversed to the start, the model goes back to the start values")
        #expect(a.state == .inactive)
    }

    @Test func stopWithoutFinishingSkipsCompletions() {
        let h = AnimationHarness()
        let v = box()
        var calls = 0
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear) { v.center.x = 105 }
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        h.advance(0.5)
        a.stopAnimation(true)
        #expect(a.state == .inactive)
        #expect(abs(v.center.x - 30) < 1e-9, "a quarter of the way")
        h.run(3)
        #expect(calls == 0)
    }

    @Test func finishAtCurrentAndStartPositions() {
        let h = AnimationHarness()
        let v = box(), w = box()
        var log: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { w.center.x = 105 }
        a.addCompletion { log.append($0) }
        b.addCompletion { log.append($0) }
        a.startAnimation(); b.startAnimation()
        h.advance(0.3)
        a.stopAnimation(false); b.stopAnimation(false)
        a.finishAnimation(at: .current)
        b.finishAnimation(at: .start)
        #expect(log == [.current, .start])
        #expect(abs(v.center.x - 35) < 1e-9)
        #expect(w.center.x == 5)
    }

    @Test func documentedErrorsAreLoggedAndStateKept() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        let v = box()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.finishAnimation(at: .end)
        #expect(a.state == .inactive)
        #expect(lines.last?.contains("may only be called on a stopped animator") == true)
        a.startAnimation()
        a.finishAnimation(at: .end)
        #expect(a.state == .active && a.isRunning)
        a.isInterruptible = false
        #expect(a.isInterruptible, "can't be changed while active")
        h.advance(0.5)
        a.fractionComplete = 0.9
        #expect(abs(a.fractionComplete - 0.5) < 1e-9, "setting while running has no effect")
        a.stopAnimation(false)
        a.startAnimation()
        #expect(a.state == .stopped)
        #expect(lines.last?.contains("stopped animator") == true)
        a.fractionComplete = .nan
        #expect(a.state == .stopped)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        let h = AnimationHarness()
        let v = box()
        let positions = Positions()
        let a = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear,
                                                               animations: { v.center.x = 105 },
                                                               completion: { positions.list.append($0) })
        #expect(a.state == .active && a.isRunning)
        #expect(a.delay == 0.5)
        #expect(!a.isUserInteractionEnabled, "no .allowUserInteraction")
        h.advance(0.25)
        #expect(abs(shownX(v) - 5) < 1e-9, "still in the delay")
        h.advance(0.75)
        #expect(abs(shownX(v) - 55) < 1e-9)
        h.advance(0.5)
        h.frame()
        #expect(positions.list == [.end])
    }

    @Test func springOvershootsAndSettlesOnTheEnd() {
        let h = AnimationHarness()
        let v = box()
        let positions = Positions()
        let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { v.center.x = 105 }
        a.addCompletion { positions.list.append($0) }
        a.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<30 {
            h.advance(1.0 / 60)
            peak = max(peak, shownX(v))
        }
        let t = 0.5
        let expected = 5 + 100 * referenceSpring(dampingRatio: 0.5, duration: 1, velocity: 0, at: t)
        #expect(abs(Double(shownX(v)) - expected) < 1e-6)
        #expect(peak > 105, "an underdamped spring overshoots")
        h.run(0.6)
        #expect(positions.list == [.end])
        #expect(v.center.x == 105)
    }

    @Test func continueAnimationStretchesTheRemainingTime() {
        let h = AnimationHarness()
        let v = box()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.startAnimation()
        h.advance(0.5)
        a.pauseAnimation()
        a.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        h.advance(0.5)
        #expect(abs(a.fractionComplete - 0.75) < 1e-9, "half the remaining half in twice the time")
        #expect(abs(shownX(v) - 80) < 1e-9)
    }

    @Test func delayFactorStartsAGroupLater() {
        let h = AnimationHarness()
        let v = box()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        a.startAnimation()
        h.advance(0.25)
        #expect(abs((v.layer.presentation()?.opacity ?? -1) - 1) < 1e-6, "not started yet")
        h.advance(0.5)
        #expect(abs((v.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6, "half of its own half")
        #expect(abs(shownX(v) - 80) < 1e-9)
    }

    @Test func pausesOnCompletionKeepsItActive() {
        let h = AnimationHarness()
        let v = box()
        var calls = 0
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.pausesOnCompletion = true
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        h.run(1.2)
        #expect(a.state == .active && !a.isRunning)
        #expect(a.fractionComplete == 1)
        #expect(calls == 0)
        a.isReversed = true
        a.pausesOnCompletion = false
        a.startAnimation()
        h.advance(0.5)
        #expect(abs(shownX(v) - 55) < 1e-9)
        h.run(0.6)
        #expect(calls == 1)
        #expect(v.center.x == 5)
    }

    @Test func animatingViewIsHitWhereItIsDrawn() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = box()
        w.addSubview(v)
        h.frame()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center = CGPoint(x: 65, y: 5) }
        a.fractionComplete = 0.5
        #expect(w.hitTest(CGPoint(x: 35, y: 5), with: nil) === v, "drawn at x 30...40")
        #expect(w.hitTest(CGPoint(x: 65, y: 5), with: nil) === w, "not yet at its model place")
        a.stopAnimation(true)
        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center = CGPoint(x: 5, y: 5) }
        b.isManualHitTestingEnabled = true
        b.fractionComplete = 0.5
        #expect(w.hitTest(CGPoint(x: 5, y: 5), with: nil) === v, "manual hit testing: the model geometry")
    }
}

@Suite(.serialized) @MainActor struct PropertyAnimatorLifetimeTests {
    @Test func releasingAPausedAnimatorIsLoggedAndItsAnimationsGo() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            a.fractionComplete = 0.5
            #expect(v.layer.animationKeys() != nil)
        }
        #expect(lines.contains { $0.contains("release a paused or stopped property animator") })
        #expect(v.layer.animationKeys() == nil)
        #expect(v.center.x == 105)
    }
}

extension PropertyAnimatorLifetimeTests {
    @Test func aPausedAnimatorLetsTheEngineIdle() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        a.startAnimation()
        h.advance(0.1)
        #expect(h.app.wantsFrame, "running: frames at 60 Hz")
        a.pauseAnimation()
        h.frame()
        h.frame()
        #expect(!h.app.wantsFrame, "paused: nothing moves, no frames needed")
        a.fractionComplete = 0.4
        #expect(abs((v.layer.presentation()?.position.x ?? 0) - 45) < 1e-9)
        a.stopAnimation(true)
    }
}

extension PropertyAnimatorLifetimeTests {
    @Test func theCompositorDrawsTheAnimatorsProgress() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        w.addSubview(v)
        h.frame()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 45 }
        a.startAnimation()
        h.advance(0.5)
        // Half way: x 20...30.
        #expect(h.surface[25, 5] == 0xFFFF_0000)
        #expect(h.surface[5, 5] != 0xFFFF_0000)
        a.pauseAnimation()
        a.fractionComplete = 0.25
        h.frame()
        // Scrubbed back to a quarter: x 10...20.
        #expect(h.surface[15, 5] == 0xFFFF_0000)
        #expect(h.surface[25, 5] != 0xFFFF_0000)
        a.stopAnimation(true)
    }
}
