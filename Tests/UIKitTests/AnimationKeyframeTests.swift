import Foundation
import Testing
@_spi(Platform) @_spi(Testing) @testable import UIKit

/// `UIView.animateKeyframes` with `addKeyframe`: each property passes through the value each keyframe gives it at
/// the keyframe's times, holds between keyframes, and the completion runs at the end.
@Suite(.serialized) @MainActor struct AnimationKeyframeTests {
    private func opacity(_ v: UIView) -> CGFloat { CGFloat(v.layer.presentation()?.opacity ?? v.layer.opacity) }
    private func x(_ v: UIView) -> CGFloat { v.layer.presentation()?.position.x ?? v.layer.position.x }

    @Test func keyframesRunInTurnAndHoldBetweenThem() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        h.frame()
        var done: Bool?
        // Linear overall, so the key times map straight onto the clock: x 5 -> 45 in the first half, alpha 1 -> 0
        // from 0.5 to 1 s; x holds at 45 after its keyframe.
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 45 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
        }, completion: { done = $0 })
        #expect(v.center.x == 45 && v.alpha == 0)  // the model holds the final values at once
        h.advance(0.25)
        #expect(abs(x(v) - 25) < 0.5)
        #expect(opacity(v) == 1)
        h.advance(0.25)
        #expect(abs(x(v) - 45) < 0.5)
        h.advance(0.25)
        #expect(abs(x(v) - 45) < 0.5)
        #expect(abs(opacity(v) - 0.5) < 0.02)
        #expect(done == nil)
        h.advance(0.3)
        h.frame()
        #expect(done == true)
        #expect(opacity(v) == 0)
    }

    @Test func aPropertyChangedByTwoKeyframesPassesThroughBoth() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        h.frame()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 65 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 25 }
        })
        h.advance(0.5)
        #expect(abs(x(v) - 65) < 0.5)
        h.advance(0.25)
        #expect(abs(x(v) - 45) < 0.5)
        h.advance(0.3)
        #expect(x(v) == 25)
    }

    @Test func theDefaultCurveEasesTheWholeBlockAndDiscreteModeJumps() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(a)
        w.addSubview(b)
        h.frame()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { a.center.x = 105 }
        })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { b.center.x = 105 }
        })
        h.advance(0.25)
        // Ease in and out: a quarter of the time covers well under a quarter of the way.
        #expect(x(a) > 5 && x(a) < 25)
        #expect(x(b) == 5)
        h.advance(0.5)
        #expect(x(b) == 105)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnceAndIsLogged() {
        let h = AnimationHarness()
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.5 }
        #expect(v.alpha == 0.5)
        #expect(lines.contains { $0.contains("outside animateKeyframes") })
    }
}
