import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Core Graphics path building and copying, checked against values worked out by hand.
@Suite struct CGPathTests {
    private func near(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-6) -> Bool { abs(a.x - b.x) < tol && abs(a.y - b.y) < tol }

    @Test func arcsUseCoreGraphicsClockwiseSense() {
        // clockwise: false runs toward increasing angles: from 0 (right) through pi/2 (+y) to pi.
        let p = CGMutablePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(near(p.currentPoint, CGPoint(x: -10, y: 0)))
        #expect(p.contains(CGPoint(x: 0, y: 5)))   // the half disc below the x axis in y-down (+y)
        #expect(!p.contains(CGPoint(x: 0, y: -5)))
        let q = CGMutablePath()
        q.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(q.contains(CGPoint(x: 0, y: -5)))
        // Relative arcs: a positive delta is the increasing direction.
        let r = CGMutablePath()
        r.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(near(r.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func tangentArcRoundsACorner() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // The arc ends where it touches the second line, 20 below the corner.
        #expect(near(p.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        let box = p.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-6 && abs(box.minY) < 1e-6)
    }

    @Test func boundingBoxesAndTransforms() {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20), transform: CGAffineTransform(translationX: 5, y: 5))
        let b = p.boundingBoxOfPath
        #expect(abs(b.minX - 5) < 0.01 && abs(b.maxX - 45) < 0.01 && abs(b.maxY - 25) < 0.01)
        #expect(p.boundingBox.width >= b.width)
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!p.isRect(nil))
        #expect(CGMutablePath().currentPoint == .zero)
    }

    @Test func dashingAndStrokingCopies() {
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 15])
        // 0-10, 25-35, 50-60, 75-85, 100-100: five dashes, each a move and a line.
        let moves = dashed.path.elements.filter { if case .move = $0 { return true }; return false }
        #expect(moves.count == 5)
        #expect(dashed.path.length() == 40)
        let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 4)))
        #expect(!outline.contains(CGPoint(x: 50, y: 6)))
        #expect(!outline.contains(CGPoint(x: -1, y: 0)))
        #expect(abs(outline.boundingBox.height - 10) < 1e-9)
    }

    @Test func evenOddContainment() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        p.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(!p.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        #expect(p.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func measuringAndTrimmingCurves() {
        var circle = Path()
        circle.addEllipse(x: -10, y: -10, width: 20, height: 20)
        #expect(abs(circle.length(tolerance: 0.0001) - 20 * .pi) < 0.01)
        let half = circle.trimmed(from: 0, to: 0.5, tolerance: 0.0001)
        #expect(abs(half.length(tolerance: 0.0001) - 10 * .pi) < 0.01)
        #expect(circle.trimmed(from: .nan, to: 1).isEmpty)
        #expect(circle.trimmed(from: 0.7, to: 0.2).isEmpty)
        // A closed square whose range covers it whole stays closed.
        var sq = Path()
        sq.addRect(x: 0, y: 0, width: 10, height: 10)
        #expect(sq.trimmed(from: -1, to: 2).elements.last == .close)
    }

    @MainActor @Test func bezierPathBridges() {
        let b = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = b.cgPath
        #expect(c.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIBezierPath(cgPath: c).bounds == b.bounds)
        let interpolated = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(interpolated == c)
        #expect(Set([interpolated, c]).count == 1)
    }
}
