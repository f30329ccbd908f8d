import Foundation
import PixelEngine
import Testing

@Suite struct GeometryTests {
    @Test func colorPremultipliesAndClamps() {
        #expect(PixelColor(r: 1, g: 0, b: 0, a: 1).premultiplied == 0xFFFF_0000)
        #expect(PixelColor(r: 1, g: 1, b: 1, a: 0.5).premultiplied == 0x8080_8080)
        #expect(PixelColor(r: 2, g: -1, b: .nan, a: 1).premultiplied == 0xFFFF_0000)
        #expect(PixelColor(r: 0.2, g: 0.4, b: 0.6, a: 0).premultiplied == 0)
    }

    @Test func rectOperations() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == PixelRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == PixelRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(PixelRect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
        #expect(a.area == 100 && a.maxX == 10 && a.maxY == 10)
        #expect(a.contains(x: 9, y: 9) && !a.contains(x: 10, y: 0))
        #expect(PixelRect.zero.union(b) == b)
    }

    @Test func transformConcatenationAndInverse() {
        let t = Transform2D(translationX: 10, y: 0).concatenating(Transform2D(scaleX: 2, y: 3))
        let p = t.apply(x: 1, y: 1)
        #expect(p.x == 22 && p.y == 3)  // translate first, then scale
        let r = Transform2D(rotationAngle: .pi / 2).apply(x: 1, y: 0)
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)  // +x turns to +y (clockwise on screen)
        let inv = t.inverted()!
        let q = inv.apply(x: p.x, y: p.y)
        #expect(abs(q.x - 1) < 1e-12 && abs(q.y - 1) < 1e-12)
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func projectiveInverseRoundTrips() {
        let m = Projective(m11: 1.2, m12: 0.1, m13: 30, m21: -0.05, m22: 0.9, m23: 12, m31: 0.0007, m32: -0.0002, m33: 1.1)
        let inv = m.inverted()!
        let p = m.apply(x: 40, y: 70)
        let q = inv.apply(x: p.x / p.w, y: p.y / p.w)
        #expect(abs(q.x / q.w - 40) < 1e-9 && abs(q.y / q.w - 70) < 1e-9)
        #expect(Projective(Transform2D(translationX: 3, y: 4)).apply(x: 1, y: 1) == (4, 5, 1))
        #expect(Projective(m11: 1, m12: 2, m13: 3, m21: 2, m22: 4, m23: 6, m31: 0, m32: 0, m33: 1).inverted() == nil)
    }

    @Test func arcFollowsUIKitAngles() {
        var p = Path()
        p.addArc(centerX: 0, centerY: 0, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let b = p.bounds
        // Clockwise from 0 to pi/2 in a y-down space sweeps the lower-right quadrant.
        #expect(b.x > -1e-9 && b.y > -1e-9 && abs(b.maxX - 10) < 1e-9 && abs(b.maxY - 10) < 1e-9)
        var q = Path()
        q.addArc(centerX: 0, centerY: 0, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Counter-clockwise goes the long way round: three quadrants.
        #expect(q.bounds.x < -9 && q.bounds.y < -9)
    }

    @Test func pathIgnoresNonFiniteInput() {
        var p = Path()
        p.move(x: .nan, y: 0)
        p.line(x: 1, y: .infinity)
        #expect(p.isEmpty)
        p.addRect(x: 0, y: 0, width: 5, height: 5)
        #expect(!p.isEmpty && p.bounds == Path.Bounds(x: 0, y: 0, width: 5, height: 5))
        let t = p.transformed(by: Transform2D(translationX: 1, y: 2))
        #expect(t.bounds == Path.Bounds(x: 1, y: 2, width: 5, height: 5))
    }
}
