import Foundation
import Testing
import UIKit

@Suite struct GeometryTests {
    @Test func affineConcatenationAppliesLeftFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func transform3DInvertRoundTrips() {
        var t = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        t.m34 = -1.0 / 1000
        t = CATransform3DTranslate(t, 0, 0, 250)
        let p = CATransform3DConcat(t, CATransform3DInvert(t))
        for (a, b) in zip(p.rowMajor, CATransform3DIdentity.rowMajor) { #expect(abs(a - b) < 1e-9) }
    }

    /// The product is row i of the first matrix times column j of the second, summed from zero in k order:
    /// the same values bit for bit as the textbook triple loop (pixels depend on them), NaN and signed zeros included.
    @Test func transform3DConcatIsTheTextbookProductBitForBit() {
        var rng = SystemRandomNumberGenerator()
        func reference(_ a: CATransform3D, _ b: CATransform3D) -> [CGFloat] {
            let x = a.rowMajor, y = b.rowMajor
            var r = [CGFloat](repeating: 0, count: 16)
            for i in 0..<4 { for j in 0..<4 { var s: CGFloat = 0; for k in 0..<4 { s += x[i * 4 + k] * y[k * 4 + j] }; r[i * 4 + j] = s } }
            return r
        }
        let specials: [CGFloat] = [0, -0.0, 1, -1, 0.5, 1e-300, 1e300, .infinity, -.infinity, .nan]
        for round in 0..<400 {
            func entry() -> CGFloat {
                round % 4 == 0 ? specials[Int.random(in: 0..<specials.count, using: &rng)] : CGFloat(Double.random(in: -1e3...1e3, using: &rng))
            }
            let a = CATransform3D(rowMajor: (0..<16).map { _ in entry() }), b = CATransform3D(rowMajor: (0..<16).map { _ in entry() })
            let got = CATransform3DConcat(a, b).rowMajor, want = reference(a, b)
            for i in 0..<16 { #expect(got[i].bitPattern == want[i].bitPattern || (got[i].isNaN && want[i].isNaN), "entry \(i) of \(a) x \(b)") }
        }
        let m = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(CATransform3DConcat(m, CATransform3DIdentity) == m)
        #expect(CATransform3D(rowMajor: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, .nan]).isFinite == false)
        #expect(m.isFinite)
    }
}
