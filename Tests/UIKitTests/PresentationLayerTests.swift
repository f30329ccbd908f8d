import Foundation
import Testing
@_spi(Platform) import UIKit

/// `CALayer.presentation()`: a copy of the layer as it currently appears, for every layer that has been
/// committed to the screen; nil only for a layer that never was.
@Suite(.serialized) @MainActor struct PresentationLayerTests {
    @Test func aLayerNeverOnScreenHasNoPresentation() {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let loose = CALayer()
        #expect(loose.presentation() == nil)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.layer.presentation() == nil, "a view not yet in a window")
        w.addSubview(v)
        #expect(v.layer.presentation() == nil, "added, but no frame has committed it yet")
        h.frame()
        #expect(v.layer.presentation() != nil)
    }

    @Test func anIdleOnScreenLayerPresentsItsModelValues() throws {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        v.alpha = 0.5
        v.transform = CGAffineTransform(rotationAngle: 0.25)
        v.layer.cornerRadius = 4
        w.addSubview(v)
        h.frame()
        let p = try #require(v.layer.presentation())
        #expect(p !== v.layer)
        #expect(p.position == v.layer.position && p.bounds == v.layer.bounds)
        #expect(p.opacity == 0.5 && p.cornerRadius == 4)
        #expect(p.transform == v.layer.transform)
        #expect(p.model() === v.layer && p.presentation() === p)
        // Hidden layers have been committed too.
        let hidden = CALayer()
        hidden.isHidden = true
        w.layer.addSublayer(hidden)
        h.frame()
        #expect(hidden.presentation()?.isHidden == true)
    }

    @Test func aPresentationCopyOutlivingItsModelIsItsOwnModel() throws {
        let h = AnimationHarness()
        let w = h.makeWindow()
        var v: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        w.addSubview(v!)
        h.frame()
        let p = try #require(v!.layer.presentation())
        #expect(p.model() === v!.layer)
        weak let model = v!.layer
        v!.removeFromSuperview()
        v = nil
        #expect(model == nil, "the copy does not keep its model alive")
        #expect(p.model() === p, "with the model gone, the copy answers itself (no dangling reference)")
        #expect(p.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func beforeAndAfterAnAnimationThePresentationIsThere() throws {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        h.frame()
        // Animation code commonly force-unwraps the on-screen value before starting a new animation.
        let start = v.layer.presentation()!.position
        #expect(start == CGPoint(x: 5, y: 5))
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.center = CGPoint(x: 45, y: 5) })
        h.advance(0.25)
        #expect(abs(v.layer.presentation()!.position.x - 25) < 1e-9)
        h.run(0.5)
        #expect(v.layer.animationKeys() == nil)
        let after = try #require(v.layer.presentation())
        #expect(after.position == CGPoint(x: 45, y: 5))
        // An explicit animation from the on-screen value.
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = v.layer.presentation()!.position.x
        a.toValue = 5
        a.duration = 1
        v.layer.add(a, forKey: "back")
        h.advance(0.5)
        #expect(abs(v.layer.presentation()!.position.x - 25) < 0.5)
    }

    @Test func aLayerRemovedFromTheScreenKeepsItsPresentation() {
        let h = AnimationHarness()
        let layer = h.hostedLayer()
        layer.removeFromSuperlayer()
        #expect(layer.presentation()?.bounds == layer.bounds)
    }
}
