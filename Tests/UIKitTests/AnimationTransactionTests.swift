import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite(.serialized) @MainActor struct AnimationTransactionTests {
    @Test func standaloneLayerAnimatesImplicitlyOverAQuarterSecond() {
        let h = AnimationHarness()
        let layer = h.hostedLayer()
        layer.opacity = 0
        h.frame()   // ends the implicit transaction
        #expect(layer.animationKeys() != nil, "changing a standalone layer's property animates")
        h.advance(0.125)
        let expected = referenceBezier(0.25, 0.1, 0.25, 1, at: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - expected)) < 1e-4)
        h.advance(0.15)
        #expect(layer.animationKeys() == nil && layer.opacity == 0)
    }

    @Test func disableActionsAndZeroDurationMakeChangesImmediate() {
        let h = AnimationHarness()
        let layer = h.hostedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)

        // Seed 003: setAnimationDuration(0) outside begin/commit applies to the implicit transaction.
        CATransaction.setAnimationDuration(0)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(layer.animationKeys() == nil)
        h.frame()
        // The implicit transaction ended with that frame: changes animate again.
        layer.cornerRadius = 8
        #expect(layer.animationKeys() != nil)
    }

    @Test func transactionDurationTimingAndCompletionBlock() {
        let h = AnimationHarness()
        let layer = h.hostedLayer()
        var done = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { done += 1 }
        layer.position = CGPoint(x: 100, y: 0)
        layer.borderWidth = 4
        CATransaction.commit()
        h.advance(0.5)
        #expect(abs(layer.presentation()!.position.x - 52.5) < 1e-9, "from 5 half way to 100")
        #expect(abs(layer.presentation()!.borderWidth - 2) < 1e-9)
        #expect(done == 0)
        h.advance(0.6)
        #expect(done == 1)
    }

    @Test func nestedTransactionsInheritAndRestore() {
        _ = AnimationHarness()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func viewLayersDoNotAnimateImplicitly() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layer.position = CGPoint(x: 30, y: 30)
        v.layer.cornerRadius = 5
        v.alpha = 0.5
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        v.layer.opacity = 0.2
        v.center = CGPoint(x: 60, y: 60)
        CATransaction.commit()
        h.frame()
        #expect(v.layer.animationKeys() == nil)
        #expect(!h.app.wantsFrame)

        // But a standalone sublayer of a view's layer does animate (once on screen).
        h.makeWindow().addSubview(v)
        let sub = CALayer()
        v.layer.addSublayer(sub)
        h.frame()
        sub.opacity = 0.5
        #expect(sub.animationKeys() != nil)
    }

    @Test func performWithoutAnimationAndActionsDictionary() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { v.alpha = 0.3 }
            v.center = CGPoint(x: 40, y: 40)
        })
        #expect(v.layer.animationKeys() == ["position"])

        let layer = h.hostedLayer()
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "NSNull in actions turns the implicit animation off")
        layer.cornerRadius = 3
        #expect(layer.animationKeys() == ["cornerRadius"], "other keys still animate")
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 })
        UIView.setAnimationsEnabled(true)
        #expect(v.layer.animation(forKey: "opacity") == nil)
    }

    @Test func layersNotYetOnScreenDoNotAnimateImplicitly() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let offscreen = CALayer()
        offscreen.position = CGPoint(x: 20, y: 20)
        #expect(offscreen.presentation() == nil, "not in a window")
        w.layer.addSublayer(offscreen)
        offscreen.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(offscreen.presentation() == nil, "added during this turn: shows its final values at once")
        h.frame()
        offscreen.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(offscreen.animationKeys() == ["backgroundColor"], "on screen since the last frame: animates")
    }

    @Test func idleAfterTheLastAnimationEnds() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        h.frame()
        #expect(!h.app.wantsFrame, "idle before")
        UIView.animate(withDuration: 0.25, animations: { v.center = CGPoint(x: 50, y: 50) })
        var framesWanted = 0
        for _ in 0..<60 {
            if h.app.wantsFrame { framesWanted += 1 }
            h.advance(1.0 / 60)
        }
        #expect(framesWanted >= 15 && framesWanted <= 17, "about 0.25 s of frames: \(framesWanted)")
        #expect(!h.app.wantsFrame, "no frames once the last animation ended")
        #expect(v.layer.animationKeys() == nil)
    }
}
