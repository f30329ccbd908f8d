import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A 200 x 200 window at scale 1 on a virtual clock, for layer kinds that draw themselves.
@MainActor
final class LayerKindHarness {
    let clock = VirtualClock(start: 10)
    let app: UIApplication
    let surface: Bitmap
    let window: UIWindow
    var logs: [String] = []

    init(width: Int = 200, height: Int = 200, scale: CGFloat = 1, platform: UIPlatform? = nil) {
        app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: width, height: height), scale: scale, platform: platform)
        surface = Bitmap(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.makeKeyAndVisible()
        app.logHandler = { [unowned self] line in self.logs.append(line) }
    }

    @discardableResult func frame() -> [PixelRect] { app.renderFrame(into: surface) }

    @discardableResult func advance(_ seconds: Double) -> [PixelRect] {
        clock.advance(by: seconds)
        return frame()
    }

    /// Adds `layer` without implicit animations and composites once.
    func host(_ layer: CALayer, _ setup: () -> Void = {}) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setup()
        window.layer.addSublayer(layer)
        CATransaction.commit()
        frame()
    }

    func set(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    subscript(x: Int, y: Int) -> UInt32 { surface[x, y] }
}

private let black: UInt32 = 0xFF00_0000
private let redPixel: UInt32 = 0xFFFF_0000

/// Shapes drawn with an axis-aligned path on whole points have exact pixels inside and outside: the
/// checks sample pixels at least one pixel away from every anti-aliased edge.
@Suite(.serialized) @MainActor struct ShapeLayerTests {
    private func line(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: x0, y: y0))
        p.addLine(to: CGPoint(x: x1, y: y1))
        return p
    }

    @Test func defaultsAreCoreAnimations() {
        _ = LayerKindHarness()
        let s = CAShapeLayer()
        #expect(s.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1 && s.miterLimit == 10 && s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(s.fillRule == .nonZero && s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0 && s.path == nil)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test func fillsThePathInLayerCoordinatesBeyondZeroBounds() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        h.host(s) {
            s.position = CGPoint(x: 40, y: 30)  // bounds stay zero: the path is drawn from the position
            s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
            s.fillColor = red
        }
        #expect(h[50, 40] == redPixel)
        #expect(h[69, 59] == redPixel)
        #expect(h[49, 40] == black)
        #expect(h[70, 59] == black)
        #expect(h[60, 39] == black)
    }

    @Test func evenOddLeavesTheHoleNonZeroFillsIt() {
        let h = LayerKindHarness()
        let p = CGMutablePath()
        p.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
        p.addRect(CGRect(x: 30, y: 30, width: 20, height: 20))
        let a = CAShapeLayer(), b = CAShapeLayer()
        h.host(a) { a.path = p; a.fillColor = red; a.fillRule = .evenOdd }
        h.host(b) { b.path = p; b.fillColor = red; b.position = CGPoint(x: 100, y: 0) }
        #expect(h[20, 20] == redPixel)
        #expect(h[40, 40] == black)  // the hole
        #expect(h[120, 20] == redPixel)
        #expect(h[140, 40] == redPixel)  // same winding twice: non-zero fills it
    }

    @Test func strokeCapsReachAsDocumented() {
        let h = LayerKindHarness()
        for (i, cap) in [CAShapeLayerLineCap.butt, .square, .round].enumerated() {
            let s = CAShapeLayer()
            h.host(s) {
                s.path = line(20, CGFloat(30 + 40 * i), 80, CGFloat(30 + 40 * i))
                s.strokeColor = red; s.fillColor = nil; s.lineWidth = 10; s.lineCap = cap
            }
        }
        // butt: ends at x = 20
        #expect(h[21, 30] == redPixel); #expect(h[18, 30] == black); #expect(h[50, 26] == redPixel); #expect(h[50, 24] == black)
        // square: half the width beyond the end (to x = 15), corners square
        #expect(h[16, 70] == redPixel); #expect(h[16, 66] == redPixel); #expect(h[13, 70] == black)
        // round: a half circle of radius 5 around (20, 110): (16, 110) inside, the square's corner outside
        #expect(h[16, 110] == redPixel); #expect(h[15, 105] == black); #expect(h[13, 110] == black)
    }

    @Test func joinsMiterBevelAndRound() {
        let h = LayerKindHarness()
        for (i, join) in [CAShapeLayerLineJoin.miter, .bevel, .round].enumerated() {
            let s = CAShapeLayer()
            let x = CGFloat(20 + 60 * i)
            let p = CGMutablePath()
            p.move(to: CGPoint(x: x, y: 80)); p.addLine(to: CGPoint(x: x, y: 40)); p.addLine(to: CGPoint(x: x + 40, y: 40))
            h.host(s) { s.path = p; s.strokeColor = red; s.fillColor = nil; s.lineWidth = 10; s.lineJoin = join }
        }
        // The outer corner of a right-angle join at (x, 40): the miter fills the square to (x-5, 35).
        #expect(h[16, 36] == redPixel)
        #expect(h[76, 36] == black)   // bevel cuts the corner
        #expect(h[78, 38] == redPixel) // but keeps the part inside the cut
        #expect(h[135, 35] == black)   // round: (135.5, 35.5) is 6.4 from the vertex, beyond the radius 5
        #expect(h[137, 37] == redPixel) // (137.5, 37.5) is 3.5 from it
    }

    @Test func dashesFollowPatternAndPhase() {
        let h = LayerKindHarness()
        let a = CAShapeLayer(), b = CAShapeLayer()
        h.host(a) { a.path = line(0, 20, 100, 20); a.strokeColor = red; a.lineWidth = 6; a.lineDashPattern = [10, 10] }
        h.host(b) {
            b.path = line(0, 60, 100, 60); b.strokeColor = red; b.lineWidth = 6
            b.lineDashPattern = [10, 10]; b.lineDashPhase = 5
        }
        for x in [2, 8, 22, 28, 45, 82] { #expect(h[x, 20] == redPixel, "dash at \(x)") }
        for x in [12, 18, 32, 38, 55] { #expect(h[x, 20] == black, "gap at \(x)") }
        // Phase 5: on 0..5, off 5..15, on 15..25
        for x in [1, 3, 17, 23, 37] { #expect(h[x, 60] == redPixel, "dash at \(x)") }
        for x in [7, 13, 27, 33] { #expect(h[x, 60] == black, "gap at \(x)") }
    }

    @Test func oddDashPatternRepeatsTwiceAndZeroDashesAreDots() {
        let h = LayerKindHarness()
        let a = CAShapeLayer(), b = CAShapeLayer()
        // [10] means on 10, off 10.
        h.host(a) { a.path = line(0, 20, 100, 20); a.strokeColor = red; a.lineWidth = 6; a.lineDashPattern = [10] }
        // Zero-length dashes with round caps: dots of diameter 8 every 20 points, at x = 0, 20, 40 ...
        h.host(b) {
            b.path = line(10, 60, 100, 60); b.strokeColor = red; b.lineWidth = 8; b.lineCap = .round
            b.lineDashPattern = [0, 20]
        }
        #expect(h[5, 20] == redPixel); #expect(h[15, 20] == black); #expect(h[25, 20] == redPixel)
        #expect(h[30, 60] == redPixel); #expect(h[50, 60] == redPixel); #expect(h[40, 60] == black); #expect(h[20, 60] == black)
    }

    @Test func strokeRangeSelectsAFractionOfTheLength() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        // Two subpaths of 100 points each: the range runs over both, in order.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 20)); p.addLine(to: CGPoint(x: 100, y: 20))
        p.move(to: CGPoint(x: 0, y: 60)); p.addLine(to: CGPoint(x: 100, y: 60))
        h.host(s) { s.path = p; s.strokeColor = red; s.lineWidth = 6; s.strokeStart = 0.25; s.strokeEnd = 0.75 }
        #expect(h[48, 20] == black)
        #expect(h[52, 20] == redPixel)
        #expect(h[98, 20] == redPixel)
        #expect(h[48, 60] == redPixel)
        #expect(h[52, 60] == black)
        h.set { s.strokeStart = 0.6; s.strokeEnd = 0.4 }  // start after end: nothing
        h.frame()
        #expect(h[52, 20] == black && h[48, 60] == black)
    }

    @Test func circleRangeFollowsTheArc() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        // UIBezierPath's circle starts at angle 0 (right) and runs clockwise on screen (down first).
        let circle = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: 2 * .pi,
                                  clockwise: true)
        h.host(s) { s.path = circle.cgPath; s.strokeColor = red; s.fillColor = nil; s.lineWidth = 8; s.strokeEnd = 0.25 }
        #expect(h[149, 110] == redPixel)  // just below the start
        #expect(h[110, 149] == redPixel)  // just before a quarter (bottom)
        #expect(h[90, 149] == black)      // beyond a quarter
        #expect(h[149, 90] == black)      // before the start (end of the circle)
    }

    @Test func progressRingAnimatesAndDamagesOnlyItsRectangle() {
        let h = LayerKindHarness()
        let other = CALayer()
        h.host(other) { other.frame = CGRect(x: 0, y: 0, width: 30, height: 30); other.backgroundColor = green }
        let ring = CAShapeLayer()
        h.host(ring) {
            ring.frame = CGRect(x: 60, y: 60, width: 80, height: 80)
            ring.path = UIBezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2,
                                     endAngle: 1.5 * .pi, clockwise: true).cgPath
            ring.strokeColor = red; ring.fillColor = nil; ring.lineWidth = 10; ring.lineCap = .round
            ring.strokeEnd = 1
        }
        let renders0 = ring.ownContentRenderCount
        let anim = CABasicAnimation(keyPath: "strokeEnd")
        anim.fromValue = 0
        anim.toValue = 1
        anim.duration = 1
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(anim, forKey: "progress")
        // The ring's rectangle: centre (100, 100), radius 30 + half width 5.
        let ringRect = PixelRect(x: 64, y: 64, width: 72, height: 72)
        var lastCoverage = -1
        for i in 1...10 {
            let rects = h.advance(0.1)
            #expect(!rects.isEmpty, "frame \(i) shows progress")
            for r in rects { #expect(ringRect.contains(r), "frame \(i) damage \(r) beyond the ring") }
            var covered = 0
            for y in 60..<140 { for x in 60..<140 where h[x, y] & 0x00FF_0000 > 0x0080_0000 { covered += 1 } }
            #expect(covered > lastCoverage, "frame \(i): coverage grows")
            lastCoverage = covered
            if i == 5 {
                // Half way: the right half is drawn (12 o'clock clockwise to 6), the left is not.
                #expect(h[130, 100] == redPixel)
                #expect(h[70, 100] == black)
            }
        }
        #expect(ring.ownContentRenderCount >= renders0 + 9)
        #expect(h[0, 0] == 0xFF00_FF00)
        // Once finished: no more damage, no more rendering.
        h.advance(0.1)
        let settled = ring.ownContentRenderCount
        #expect(h.advance(0.1).isEmpty)
        #expect(ring.ownContentRenderCount == settled)
        #expect(h[70, 100] == redPixel)
    }

    @Test func movingAShapeRecompositesWithoutRerasterising() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        h.host(s) { s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil); s.fillColor = red }
        let n = s.ownContentRenderCount
        #expect(n == 1)
        h.set { s.position = CGPoint(x: 50, y: 50) }
        #expect(!h.frame().isEmpty)
        #expect(h[70, 70] == redPixel)
        h.set { s.opacity = 0.5 }
        h.frame()
        #expect(s.ownContentRenderCount == n)
        h.set { s.fillColor = blue }
        h.frame()
        #expect(s.ownContentRenderCount == n + 1)
    }

    @Test func implicitAnimationsForShapeKeys() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        h.host(s) { s.path = line(0, 10, 100, 10); s.strokeColor = red; s.lineWidth = 2 }
        h.advance(0.01)
        s.strokeEnd = 0.5
        s.lineWidth = 10
        #expect(s.animationKeys()?.contains("strokeEnd") == true)
        #expect(s.animationKeys()?.contains("lineWidth") == true)
        h.advance(0.125)  // half of the default 0.25 s
        let p = s.presentation() as? CAShapeLayer
        #expect(p != nil)
        if let p {
            #expect(p.strokeEnd < 1 && p.strokeEnd > 0.5)
            #expect(p.lineWidth > 2 && p.lineWidth < 10)
        }
        h.advance(0.3)
        #expect((s.presentation() as? CAShapeLayer)?.strokeEnd ?? s.strokeEnd == 0.5)
    }

    @Test func pathsWithTheSameElementsInterpolate() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let big = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        h.host(s) { s.path = big; s.fillColor = red }
        let a = CABasicAnimation(keyPath: "path")
        a.fromValue = small
        a.toValue = big
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        s.add(a, forKey: "grow")
        h.advance(0.5)
        let box = (s.presentation() as? CAShapeLayer)?.path?.boundingBox
        #expect(box == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(h[38, 38] == redPixel)
        #expect(h[42, 42] == black)
        h.advance(1.0)
        // Keyframes on colours.
        let k = CAKeyframeAnimation(keyPath: "fillColor")
        k.values = [red, blue]
        k.duration = 1
        s.add(k, forKey: "tint")
        h.advance(0.5)
        let c = (s.presentation() as? CAShapeLayer)?.fillColor?.components ?? []
        #expect(c.count == 4 && abs(c[0] - 0.5) < 0.01 && abs(c[2] - 0.5) < 0.01)
    }

    @Test func badInputIsRefusedWithAMessage() {
        let h = LayerKindHarness()
        let s = CAShapeLayer()
        h.host(s) { s.path = line(0, 10, 100, 10); s.strokeColor = red }
        h.set {
            s.strokeEnd = .nan
            s.strokeStart = .infinity
            s.lineWidth = .nan
            s.miterLimit = -.infinity
        }
        #expect(s.strokeEnd == 1 && s.strokeStart == 0 && s.lineWidth == 1 && s.miterLimit == 10)
        #expect(h.logs.contains { $0.contains("CAShapeLayer.strokeEnd") && $0.contains("nan") })
        #expect(h.logs.contains { $0.contains("CAShapeLayer.lineWidth") })
        h.set { s.lineDashPattern = [0, 0]; s.lineWidth = -3 }
        h.frame()
        h.set { s.lineWidth = 2 }
        h.frame()
        #expect(h.logs.contains { $0.contains("lineDashPattern") })
        #expect(h[50, 10] == redPixel)  // an unusable pattern draws a solid line
        // Empty paths and a path with non-finite points draw nothing and do not crash.
        h.set { s.path = CGMutablePath() }
        h.frame()
        let bad = CGMutablePath()
        bad.move(to: CGPoint(x: CGFloat.nan, y: 0)); bad.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        h.set { s.path = bad }
        h.frame()
        #expect(h[50, 10] == black)
        // A huge path is drawn near the layer's bounds, with a message, not allocated whole.
        let huge = CGMutablePath()
        huge.move(to: CGPoint(x: -1e7, y: 50)); huge.addLine(to: CGPoint(x: 1e7, y: 50))
        h.set { s.path = huge; s.lineWidth = 4 }
        h.frame()
        #expect(h[100, 50] == redPixel)
        #expect(h.logs.contains { $0.contains("CAShapeLayer: the path reaches") })
    }
}
