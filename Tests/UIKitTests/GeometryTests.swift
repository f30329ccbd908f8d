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
}
