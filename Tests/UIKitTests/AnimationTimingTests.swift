import Foundation
import Testing
@_spi(Platform) import UIKit

/// Curve samples are compared with an independent double-precision Bézier solve; control points are
/// Float (as in Core Animation), so values agree to about 1e-8 of the distance: tolerance 1e-4 points.
@Suite(.serialized) @MainActor struct AnimationTimingTests {
    @Test func basicAnimationSamplesMatchTheEaseInOutCurve() {
        let h = AnimationHarness()
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "position.x")
        anim.fromValue = 0
        anim.toValue = 100
        anim.duration = 1
        anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(anim, forKey: "move")
        for t in [0.1, 0.25, 0.5, 0.8] {
            h.clock.advance(by: t - (h.clock.now - 100))
            let expected = 100 * referenceBezier(0.42, 0, 0.58, 1, at: t)
            let x = layer.presentation()!.position.x
            #expect(abs(x - expected) < 1e-4, "t=\(t): \(x) vs \(expected)")
        }
        #expect(layer.position.x == 0, "explicit animations leave the model value alone")
    }

    @Test func viewAnimationCurvesMatchTheirFormulas() {
        let h = AnimationHarness()
        let curves: [(UIView.AnimationOptions, (Double) -> Double)] = [
            (.curveLinear, { $0 }),
            (.curveEaseIn, { referenceBezier(0.42, 0, 1, 1, at: $0) }),
            (.curveEaseOut, { referenceBezier(0, 0, 0.58, 1, at: $0) }),
            ([], { referenceBezier(0.42, 0, 0.58, 1, at: $0) }),
        ]
        var views: [UIView] = []
        for (options, _) in curves {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.center = CGPoint(x: 0, y: 0)
            UIView.animate(withDuration: 2, delay: 0, options: options, animations: { v.center = CGPoint(x: 200, y: 0) })
            #expect(v.center.x == 200, "the model value changes at once")
            views.append(v)
        }
        h.advance(0.5)
        for (v, (_, f)) in zip(views, curves) {
            let x = v.layer.presentation()!.position.x
            #expect(abs(x - 200 * f(0.25)) < 1e-4)
        }
        h.advance(0.9)
        for (v, (_, f)) in zip(views, curves) {
            #expect(abs(v.layer.presentation()!.position.x - 200 * f(0.7)) < 1e-4)
        }
        h.advance(0.7)
        for v in views { #expect(v.layer.animationKeys() == nil, "ended animations are removed") }
    }

    @Test func animatesAlphaBackgroundColorFrameAndBounds() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.alpha = 0
            v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            v.frame = CGRect(x: 40, y: 20, width: 40, height: 60)
        })
        h.advance(0.25)
        let p = v.layer.presentation()!
        #expect(abs(p.opacity - 0.75) < 1e-5)
        let c = p.backgroundColor!.components
        #expect(abs(c[0] - 0.75) < 1e-9 && abs(c[2] - 0.25) < 1e-9)
        #expect(abs(p.bounds.width - 25) < 1e-9 && abs(p.bounds.height - 30) < 1e-9)
        #expect(abs(p.position.x - (10 + 0.25 * 50)) < 1e-9 && abs(p.position.y - (10 + 0.25 * 40)) < 1e-9)
        #expect(v.alpha == 0 && v.frame == CGRect(x: 40, y: 20, width: 40, height: 60))
    }

    @Test func delayShowsTheStartValueThenAnimates() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.alpha = 1
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 })
        h.advance(0.25)
        #expect(v.layer.presentation()!.opacity == 1, "backwards fill during the delay")
        h.advance(0.75)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 1e-5)
    }

    @Test func beginAndCommitAnimationsUseTheirSettings() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations(nil, context: nil)
        v.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        h.advance(0.4)
        #expect(abs(v.layer.presentation()!.position.x - (5 + 40)) < 1e-9)

        // Default: 0.2 s, ease in-out.
        let w = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations("grow", context: nil)
        w.center = CGPoint(x: 105, y: 5)
        UIView.commitAnimations()
        h.advance(0.1)
        #expect(abs(w.layer.presentation()!.position.x - (5 + 100 * referenceBezier(0.42, 0, 0.58, 1, at: 0.5))) < 1e-4)
        h.advance(0.11)
        #expect(w.layer.animationKeys() == nil)
    }

    @Test func autoreverseRepeatRunsUntilRemoved() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var result: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat, .curveLinear],
                       animations: { v.center = CGPoint(x: 105, y: 5) }, completion: { result.append($0) })
        h.advance(1.5)
        #expect(abs(v.layer.presentation()!.position.x - 55) < 1e-9, "half way back")
        h.advance(10.25)
        #expect(abs(v.layer.presentation()!.position.x - 30) < 1e-9)
        #expect(result.isEmpty && h.app.wantsFrame)
        v.layer.removeAllAnimations()
        h.frame()
        #expect(result == [false])
    }

    @Test func keyframeAnimationFollowsKeyTimes() {
        let h = AnimationHarness()
        let layer = CALayer()
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0.0, 1.0, 0.5]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        layer.add(k, forKey: "k")
        h.advance(0.125)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-5)
        h.advance(0.5)
        #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-5)

        let d = CAKeyframeAnimation(keyPath: "position.y")
        d.values = [10, 20, 30, 40]
        d.calculationMode = .discrete
        d.duration = 1
        layer.add(d, forKey: "d")
        h.advance(0.3)
        #expect(layer.presentation()!.position.y == 20)
        h.advance(0.5)
        #expect(layer.presentation()!.position.y == 40)
    }

    @Test func timingFunctionControlPointsAndBadInput() {
        let f = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        #expect(f == CAMediaTimingFunction(name: .default))
        var p: [Float] = [0, 0]
        f.getControlPoint(at: 2, values: &p)
        #expect(p == [0.25, 1])
        #expect(abs(f.evaluate(0.3) - referenceBezier(0.25, 0.1, 0.25, 1, at: 0.3)) < 1e-7)
        let bad = CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1)
        #expect(bad.evaluate(0.3) == 0.3, "non-finite control points fall back to linear")
        #expect(f.evaluate(.nan) == 0 && f.evaluate(2) == 1)
    }
}
