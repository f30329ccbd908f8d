import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite(.serialized) @MainActor struct AnimationTransformTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tol: CGFloat = 1e-9) -> Bool {
        zip(a.rowMajor, b.rowMajor).allSatisfy { abs($0 - $1) < tol }
    }

    @Test func rotationInterpolatesAsARotation() {
        let a = CATransform3DIdentity
        let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let mid = CATransform3DInterpolate(a, b, 0.5)
        #expect(close(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)), "45 degrees, not a shrunken matrix average")
        let det = mid.m11 * mid.m22 - mid.m12 * mid.m21
        #expect(abs(det - 1) < 1e-9, "area preserved")
    }

    @Test func threeDRotationWithPerspectiveAndTranslation() {
        // The carousel's plane transform (seed 003): m34 = -1/1000, rotateY, translateZ(250).
        func plane(_ degrees: CGFloat) -> CATransform3D {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 1000
            t = CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
            return CATransform3DTranslate(t, 0, 0, 250)
        }
        for angle: CGFloat in [0, 30, 72, 144, -100] {
            #expect(close(CATransform3DInterpolate(plane(angle), plane(angle), 0.5), plane(angle), 1e-9), "round trip \(angle)")
        }
        let unscaled: (CGFloat) -> CATransform3D = { CATransform3DRotate(CATransform3DIdentity, $0 * .pi / 180, 0, 1, 0) }
        #expect(close(CATransform3DInterpolate(unscaled(0), unscaled(60), 0.5), unscaled(30)))
        #expect(CATransform3DInterpolate(plane(0), plane(60), 0) == plane(0))
        #expect(CATransform3DInterpolate(plane(0), plane(60), 1) == plane(60))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let a = CATransform3DMakeScale(1.3, 1.3, 1)
        let b = CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeTranslation(10, -20, 0))
        let m = CATransform3DInterpolate(a, b, 0.25)
        #expect(abs(m.m11 - (1.3 + 0.25 * 0.7)) < 1e-9 && abs(m.m22 - (1.3 - 0.25 * 0.8)) < 1e-9)
        #expect(abs(m.m41 - 2.5) < 1e-9 && abs(m.m42 + 5) < 1e-9)
    }

    @Test func singularTransformsFallBackToEntries() {
        let a = CATransform3DMakeScale(0, 0, 1)
        let b = CATransform3DIdentity
        let m = CATransform3DInterpolate(a, b, 0.5)
        #expect(abs(m.m11 - 0.5) < 1e-12 && abs(m.m22 - 0.5) < 1e-12)
        var bad = CATransform3DIdentity
        bad.m11 = .nan
        #expect(CATransform3DInterpolate(a, b, .nan) == a)
        #expect(CATransform3DInterpolate(bad, b, 0.5).m22 == 1, "NaN input: entry-wise fallback, no crash")
    }

    @Test func viewTransformAnimationKeepsTheRotation() {
        let h = AnimationHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { v.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        h.advance(0.5)
        let t = v.layer.presentation()!.transform
        #expect(abs(t.m11 - cos(.pi / 4)) < 1e-9 && abs(t.m12 - sin(.pi / 4)) < 1e-9)
    }

    @Test func transformSubKeyPathsAnimate() {
        let h = AnimationHarness()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        h.advance(0.5)
        let t = layer.presentation()!.transform
        // rotation pi/2 and scale 2: m11 = 0, m12 = 2.
        #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 2) < 1e-9, "\(t)")
        let pos = CABasicAnimation(keyPath: "position")
        pos.byValue = CGPoint(x: 10, y: 0)
        pos.isAdditive = true
        pos.fromValue = CGPoint(x: 0, y: 0)
        pos.duration = 1
        layer.position = CGPoint(x: 100, y: 100)
        h.frame()
        layer.add(pos, forKey: "nudge")
        h.advance(0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 105, y: 100), "additive: model 100 + 5")
    }
}

@Suite @MainActor struct AnimationTransformFastPathTests {
    @Test func scaleTranslateFastPathAgreesWithDecomposition() {
        // Same answer whether or not the fast path applies: compare with a tiny rotation that forces decomposition.
        let a = CATransform3DConcat(CATransform3DMakeScale(1.3, 1.3, 1), CATransform3DMakeTranslation(4, 8, 0))
        let b = CATransform3DMakeScale(0.5, 2, 1)
        let fast = CATransform3DInterpolate(a, b, 0.3)
        let tiny = CATransform3DMakeRotation(1e-12, 0, 0, 1)
        let slow = CATransform3DInterpolate(CATransform3DConcat(tiny, a), CATransform3DConcat(tiny, b), 0.3)
        for (x, y) in zip(fast.rowMajor, slow.rowMajor) { #expect(abs(x - y) < 1e-9) }
    }
}
