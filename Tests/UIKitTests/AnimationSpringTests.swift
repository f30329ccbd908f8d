import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite(.serialized) @MainActor struct AnimationSpringTests {
    /// Samples a spring animation of center.x from 0 to 100 every 1/600 s; returns the values.
    private func sampleSpring(damping: CGFloat, velocity: CGFloat, duration: Double = 0.3) -> (h: AnimationHarness, v: UIView, xs: [CGFloat]) {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                       options: [], animations: { v.center = CGPoint(x: 100, y: 0) }, completion: nil)
        var xs: [CGFloat] = []
        let steps = Int(duration * 600)
        for _ in 0..<steps - 1 {
            h.clock.advance(by: 1.0 / 600)
            xs.append(v.layer.presentation()?.position.x ?? v.center.x)
        }
        return (h, v, xs)
    }

    @Test func dampingPointSevenOvershootsALittle() {
        let (_, _, xs) = sampleSpring(damping: 0.7, velocity: 0.5)
        let peak = xs.max()!
        #expect(peak > 100.5 && peak < 110, "peak \(peak)")
        // The samples follow the closed-form damped oscillator of NOTES.md.
        for (i, x) in xs.enumerated() where i % 20 == 0 {
            let t = Double(i + 1) / 600
            #expect(abs(Double(x) - 100 * referenceSpring(dampingRatio: 0.7, duration: 0.3, velocity: 0.5, at: t)) < 1e-6)
        }
    }

    @Test func criticalDampingDoesNotOvershoot() {
        let (_, _, xs) = sampleSpring(damping: 1.0, velocity: 0.5)
        #expect(xs.max()! <= 100)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic")
        #expect(xs.last! > 99, "nearly settled at the end: \(xs.last!)")
    }

    @Test func velocityAndDampingChangeTheMotion() {
        let slow = sampleSpring(damping: 0.7, velocity: 0).xs
        let fast = sampleSpring(damping: 0.7, velocity: 5).xs
        let bouncy = sampleSpring(damping: 0.3, velocity: 0).xs
        #expect(fast[10] > slow[10] + 1, "a higher initial velocity moves further early")
        #expect(bouncy.max()! > slow.max()! + 5, "lower damping overshoots more")
    }

    @Test func springSettlesAtItsDurationAndCompletes() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        var done: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [], animations: { v.center = CGPoint(x: 100, y: 0) }, completion: { done.append($0) })
        h.clock.advance(by: 0.2999)
        #expect(abs(v.layer.presentation()!.position.x - 100) < 0.2, "within the envelope just before the end")
        h.run(0.25)
        #expect(done == [true])
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func seedHudSpringScalesAndFadesIn() {
        // Seed 002: alpha 0 -> 1 and transform scale 1.3 -> identity, damping 0.7, velocity 0.5, 0.3 s.
        let h = AnimationHarness()
        let hud = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
        hud.alpha = 0
        hud.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [],
                       animations: { hud.alpha = 1; hud.transform = .identity }, completion: nil)
        var scales: [CGFloat] = []
        for _ in 0..<17 {
            h.advance(1.0 / 60)
            if let p = hud.layer.presentation() { scales.append(p.transform.m11) }
        }
        #expect(scales.first! < 1.3 && scales.first! > 1)
        #expect(scales.min()! < 1, "the scale undershoots 1 a little (spring overshoot)")
        #expect(scales.min()! > 0.97)
        h.run(0.1)
        #expect(hud.layer.animationKeys() == nil && hud.alpha == 1)
    }

    @Test func caSpringAnimationUsesPhysicalConstants() {
        let h = AnimationHarness()
        let layer = CALayer()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0
        s.toValue = 100
        s.mass = 1; s.stiffness = 100; s.damping = 10; s.initialVelocity = 0
        s.duration = s.settlingDuration
        #expect(s.settlingDuration > 1 && s.settlingDuration < 2)
        layer.add(s, forKey: "s")
        h.clock.advance(by: 0.2)
        // zeta = 0.5, w0 = 10: x(t) = 1 - e^(-5t) (cos(wd t) + 5/wd sin(wd t)).
        let wd = 10 * (0.75).squareRoot()
        let expected = 100 * (1 - exp(-1.0) * (cos(wd * 0.2) + 5 / wd * sin(wd * 0.2)))
        #expect(abs(layer.presentation()!.position.x - expected) < 1e-9)
    }
}
