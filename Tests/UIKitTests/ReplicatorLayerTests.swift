import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// CAReplicatorLayer: instances by transform, delay and colour; values worked out by hand from the
/// documented rules (instance i: transform^i about the anchor point, animations i * delay later,
/// colour instanceColor + i * offsets).
@Suite(.serialized) @MainActor struct ReplicatorLayerTests {
    /// Centre of dot `i` of 12 on a circle of radius 45 around (100, 100), clockwise from 12 o'clock.
    private func dotCentre(_ i: Int) -> (Int, Int) {
        let a = Double(i) * 2 * .pi / 12
        return (Int((100 + 45 * sin(a)).rounded(.down)), Int((100 - 45 * cos(a)).rounded(.down)))
    }

    private func spinner(_ h: LayerKindHarness) -> (CAReplicatorLayer, CALayer) {
        let rep = CAReplicatorLayer()
        let dot = CALayer()
        h.host(rep) {
            rep.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
            dot.backgroundColor = white
            rep.addSublayer(dot)
            rep.instanceCount = 12
            rep.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
            rep.instanceDelay = 1.0 / 12
        }
        return (rep, dot)
    }

    @Test func instancesArePlacedByTheTransform() {
        let h = LayerKindHarness()
        _ = spinner(h)
        for i in 0..<12 {
            let (x, y) = dotCentre(i)
            #expect(h[x, y] == 0xFFFF_FFFF, "dot \(i) at \(x),\(y)")
        }
        #expect(h[100, 100] == 0xFF00_0000)
    }

    @Test func theSpinnerAnimatesWithDelayedInstances() {
        let h = LayerKindHarness()
        let (rep, dot) = spinner(h)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.repeatCount = .infinity
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        // The replicator's rectangle, one pixel wider for the rounding of rotated bounds.
        let region = PixelRect(x: 49, y: 49, width: 102, height: 102)
        for _ in 0..<18 {  // 1.5 s in frames of 1/12 s
            let rects = h.advance(1.0 / 12)
            #expect(!rects.isEmpty)
            for r in rects { #expect(region.contains(r), "damage \(r) beyond the spinner") }
        }
        // 1.5 s after the start, instance i is 1.5 - i/12 s into its fade: opacity 1 - frac of that.
        for i in 0..<12 {
            let t = 1.5 - Double(i) / 12
            let expected = 1 - (t - t.rounded(.down))
            let (x, y) = dotCentre(i)
            let v = Double(h[x, y] & 255)
            #expect(abs(v - 255 * expected) <= 3, "dot \(i): \(v) vs \(255 * expected)")
        }
        #expect(rep.instanceCount == 12)
    }

    @Test func instanceColourAndOffsetsTintEachCopy() {
        let h = LayerKindHarness()
        let (rep, _) = spinner(h)
        h.set {
            rep.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            rep.instanceGreenOffset = 0.25
            rep.instanceAlphaOffset = -0.1
        }
        h.frame()
        let (x0, y0) = dotCentre(0), (x1, y1) = dotCentre(1), (x2, y2) = dotCentre(2)
        #expect(h[x0, y0] == 0xFFFF_8000)
        // Instance 1: green 0.75, alpha 0.9 over black: (230, 172, 0); instance 2: green 1, alpha 0.8.
        let p1 = h[x1, y1], p2 = h[x2, y2]
        #expect(abs(channel(p1, 16) - 230) <= 2 && abs(channel(p1, 8) - 172) <= 2 && channel(p1, 0) == 0)
        #expect(abs(channel(p2, 16) - 204) <= 2 && abs(channel(p2, 8) - 204) <= 2)
        // Fewer instances: the others disappear; zero and negative counts draw none.
        h.set { rep.instanceCount = 3 }
        h.frame()
        let (x5, y5) = dotCentre(5)
        #expect(h[x5, y5] == 0xFF00_0000)
        h.set { rep.instanceCount = -2; rep.instanceDelay = .nan }
        h.frame()
        #expect(h[x0, y0] == 0xFF00_0000)
        #expect(h.logs.contains { $0.contains("instanceCount") } && h.logs.contains { $0.contains("instanceDelay") })
    }
}
