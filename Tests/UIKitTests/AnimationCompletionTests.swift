import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite(.serialized) @MainActor struct AnimationCompletionTests {
    @Test func completionsRunInOrderOfEndWithFinishedTrue() {
        let h = AnimationHarness()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.4, animations: { b.alpha = 0 }, completion: { log.append("b \($0)") })
        UIView.animate(withDuration: 0.2, animations: { a.alpha = 0 }, completion: { log.append("a \($0)") })
        h.run(0.15)
        #expect(log.isEmpty, "nothing completes early")
        h.run(0.1)
        #expect(log == ["a true"])
        h.run(0.2)
        #expect(log == ["a true", "b true"])
    }

    @Test func replacedAnimationCompletesWithFinishedFalse() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: { v.center = CGPoint(x: 100, y: 5) }, completion: { log.append("first \($0)") })
        h.run(0.1)
        UIView.animate(withDuration: 0.5, animations: { v.center = CGPoint(x: 200, y: 5) }, completion: { log.append("second \($0)") })
        h.frame()
        #expect(log == ["first false"])
        h.run(0.6)
        #expect(log == ["first false", "second true"])
    }

    @Test func oneBlockCompletesOnceAfterItsLastAnimation() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls = 0
        UIView.animate(withDuration: 0.3, animations: { v.alpha = 0.5; v.center = CGPoint(x: 40, y: 40); v.backgroundColor = .red },
                       completion: { _ in calls += 1 })
        h.run(0.5)
        #expect(calls == 1)
    }

    @Test func blockWithoutChangesCompletesOnTheNextFrame() {
        let h = AnimationHarness()
        var result: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { result.append($0) })
        #expect(result.isEmpty, "completion is never called synchronously")
        h.frame()
        #expect(result == [true])
    }

    @Test func beginFromCurrentStateStartsFromTheScreen() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center = CGPoint(x: 105, y: 5) })
        h.advance(0.5)
        #expect(abs(v.layer.presentation()!.position.x - 55) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { v.center = CGPoint(x: 5, y: 5) })
        h.advance(0.5)
        #expect(abs(v.layer.presentation()!.position.x - 30) < 1e-9, "from 55 half way to 5")

        // Without the option the new animation starts from the previous model value (the old target).
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center = CGPoint(x: 205, y: 5) })
        h.advance(0.5)
        #expect(abs(v.layer.presentation()!.position.x - 105) < 1e-9, "from 5 half way to 205")
    }

    @Test func delegateSeesStartAndStop() {
        final class Recorder: CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
        }
        let h = AnimationHarness()
        let layer = CALayer()
        let rec = Recorder()
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = 0
        anim.duration = 0.2
        anim.delegate = rec
        layer.add(anim, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"] && layer.animation(forKey: "fade") === anim)
        h.run(0.1)
        #expect(rec.log == ["start"])
        h.run(0.2)
        #expect(rec.log == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)

        let again = CABasicAnimation(keyPath: "opacity")
        again.fromValue = 0
        again.delegate = rec
        layer.add(again, forKey: "fade")
        h.frame()
        layer.removeAnimation(forKey: "fade")
        h.frame()
        #expect(rec.log == ["start", "stop true", "start", "stop false"])
    }

    @Test func fillForwardsKeepsTheFinalValue() {
        let h = AnimationHarness()
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "cornerRadius")
        anim.toValue = 12
        anim.duration = 0.2
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        layer.add(anim, forKey: "r")
        h.run(0.5)
        #expect(layer.presentation()?.cornerRadius == 12 && layer.cornerRadius == 0)
        #expect(!h.app.wantsFrame, "a filled, ended animation needs no frames")
    }
}
