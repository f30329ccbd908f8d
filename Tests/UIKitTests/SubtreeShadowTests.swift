import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A layer's shadow follows its whole composited look, sublayers included (Core Animation's
/// rule when `shadowPath` is nil); `shadowPath` shapes it instead.
@Suite(.serialized) @MainActor struct SubtreeShadowTests {
    let gray: UInt32 = 0xFF80_8080

    func harness() -> CompositorHarness {
        let h = CompositorHarness()
        h.window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
        return h
    }

    func shadowed(_ l: CALayer, radius: CGFloat, offset: CGSize, in h: CompositorHarness) {
        h.set {
            l.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            l.shadowOpacity = 1
            l.shadowRadius = radius
            l.shadowOffset = offset
        }
    }

    @Test func layerWithoutBackgroundCastsTheShadowOfItsSublayers() {
        let h = harness()
        let l = CALayer()
        h.set { l.frame = CGRect(x: 50, y: 50, width: 100, height: 100) }
        shadowed(l, radius: 1, offset: CGSize(width: 20, height: 20), in: h)
        // A nested, opaque sublayer: 40x40 at the layer's top left corner.
        let holder = CALayer()
        h.set { holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
        holder.addSublayer(h.layer(CGRect(x: 0, y: 0, width: 40, height: 40), white))
        l.addSublayer(holder)
        h.window.layer.addSublayer(l)
        h.frame()
        dumpForInspection(h.surface, "subtree-shadow")
        #expect(h.surface[60, 60] == 0xFFFF_FFFF)  // the sublayer
        #expect(h.surface[100, 100] == 0xFF00_0000)  // its shadow, 20 points down and right, not blurred there
        #expect(channel(h.surface[80, 105], 16) < 40)
        #expect(h.surface[130, 130] == gray)  // inside the layer's bounds but outside the sublayer's shadow
        #expect(h.surface[100, 60] == gray)  // right of the sublayer, above its shadow
        #expect(h.surface[55, 100] == gray)  // left of the shadow
    }

    @Test func shadowCoversSublayersOutsideTheBounds() {
        let h = harness()
        let l = h.layer(CGRect(x: 40, y: 40, width: 40, height: 40), white)
        shadowed(l, radius: 2, offset: CGSize(width: 0, height: 20), in: h)
        l.addSublayer(h.layer(CGRect(x: 80, y: 0, width: 40, height: 40), blue))  // outside, to the right
        h.window.layer.addSublayer(l)
        h.frame()
        #expect(channel(h.surface[60, 95], 16) < 20)  // under the layer's own background
        #expect(channel(h.surface[140, 95], 16) < 20)  // under the sublayer, outside the layer's bounds
        #expect(h.surface[100, 95] == gray)  // the gap between them
        #expect(h.surface[140, 60] == 0xFF00_00FF)
    }

    @Test func shadowPathShapesTheShadow() {
        let h = harness()
        let l = h.layer(CGRect(x: 20, y: 20, width: 100, height: 60), white)
        shadowed(l, radius: 1, offset: .zero, in: h)
        // An ellipse to the right of the layer: the shadow is there and nowhere else.
        h.set { l.shadowPath = UIBezierPath(ovalIn: CGRect(x: 110, y: 70, width: 60, height: 60)).cgPath }
        h.window.layer.addSublayer(l)
        h.frame()
        dumpForInspection(h.surface, "shadow-path")
        #expect(h.surface[20 + 140, 20 + 100] == 0xFF00_0000)  // the ellipse's centre
        #expect(h.surface[20 + 113, 20 + 73] == gray)  // inside its bounding box, outside the ellipse
        #expect(h.surface[70, 90] == gray)  // below the layer: no bounds-shaped shadow
        #expect(h.surface[70, 50] == 0xFFFF_FFFF)
        // Removing the path brings the look-shaped shadow back.
        h.set {
            l.shadowPath = nil
            l.shadowOffset = CGSize(width: 0, height: 10)
        }
        h.frame()
        #expect(channel(h.surface[70, 85], 16) < 30)
        #expect(h.surface[20 + 140, 20 + 100] == gray)
    }

    @Test func shadowPathAlsoReplacesTheSublayersShape() {
        let h = harness()
        let l = CALayer()
        h.set {
            l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            l.shadowPath = CGPath(rect: CGRect(x: 0, y: 60, width: 100, height: 40))
        }
        shadowed(l, radius: 1, offset: .zero, in: h)
        l.addSublayer(h.layer(CGRect(x: 0, y: 0, width: 40, height: 40), white))
        h.window.layer.addSublayer(l)
        h.frame()
        #expect(h.surface[100, 130] == 0xFF00_0000)  // the path's rectangle
        #expect(h.surface[60, 60] == 0xFFFF_FFFF)
        #expect(h.surface[100, 70] == gray)  // right of the sublayer: no shadow of its shape
    }

    @Test func movingASublayerDamagesTheOldAndNewShadow() {
        let h = harness()
        let l = CALayer()
        h.set { l.frame = CGRect(x: 20, y: 20, width: 160, height: 160) }
        shadowed(l, radius: 4, offset: CGSize(width: 0, height: 30), in: h)
        let s = h.layer(CGRect(x: 10, y: 10, width: 30, height: 30), white)
        l.addSublayer(s)
        h.window.layer.addSublayer(l)
        h.frame()
        #expect(channel(h.surface[45, 75], 16) < 20)  // the shadow of the sublayer at (30...60, 60...90)
        #expect(h.frame().isEmpty)  // nothing changed: the cached shadow damages nothing
        h.surface.fill(h.surface.bounds, with: poison)
        // Now at (110...140, 10...40) in the layer, (130...160, 30...60) on screen; shadow (130...160, 60...90).
        h.set { s.position = CGPoint(x: 125, y: 25) }
        let rects = h.frame()
        for (x, y) in [(45, 75), (145, 75), (145, 45)] {
            #expect(rects.contains { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }, "\(x),\(y) not damaged")
        }
        #expect(h.surface[45, 75] == gray)  // the old shadow is gone
        #expect(channel(h.surface[145, 75], 16) < 20)  // the new one is drawn
        #expect(h.surface[145, 45] == 0xFFFF_FFFF)
        // Pixels outside the damage were not touched.
        for y in 0..<200 {
            for x in 0..<200 where !rects.contains(where: { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }) {
                if h.surface[x, y] != poison { Issue.record("pixel \(x),\(y) outside the damage touched"); return }
            }
        }
        #expect(h.frame().isEmpty)
    }

    @Test func contentMovingInsideAnOpaqueCardKeepsItsShadow() {
        let h = harness()
        let card = h.layer(CGRect(x: 40, y: 40, width: 120, height: 100), white)
        h.set { card.cornerRadius = 10 }
        shadowed(card, radius: 6, offset: CGSize(width: 0, height: 8), in: h)
        let row = h.layer(CGRect(x: 15, y: 15, width: 60, height: 20), blue)
        card.addSublayer(row)
        h.window.layer.addSublayer(card)
        h.frame()
        let shadowBefore = (0..<40).map { h.surface[40 + $0 * 3, 146] }
        #expect(channel(shadowBefore[20], 16) < 110)
        // Inside the card's opaque core: only the row's old and new rectangles are damaged.
        h.set { row.position = CGPoint(x: 70, y: 70) }
        let rects = h.frame()
        #expect(!rects.isEmpty)
        #expect(rects.allSatisfy { PixelRect(x: 40, y: 40, width: 120, height: 100).contains($0) }, "\(rects)")
        // Out past the card's edge it adds to the shadow again: the shadow is re-rendered and damaged.
        h.set { row.position = CGPoint(x: 140, y: 70) }
        let wide = h.frame()
        #expect(wide.contains { $0.maxX > 170 })
        #expect(channel(h.surface[185, 120], 16) < 110)
        h.set { row.position = CGPoint(x: 45, y: 25) }
        h.frame()
        #expect((0..<40).map { h.surface[40 + $0 * 3, 146] } == shadowBefore)
        #expect(h.surface[185, 120] == gray)
    }

    @Test func contentMovingInsideAnOpaqueGradientKeepsItsShadow() {
        let h = harness()
        let card = CAGradientLayer()
        h.set {
            card.frame = CGRect(x: 40, y: 40, width: 120, height: 100)
            card.colors = [red, blue]
        }
        shadowed(card, radius: 6, offset: CGSize(width: 0, height: 8), in: h)
        let row = h.layer(CGRect(x: 15, y: 15, width: 60, height: 20), white)
        card.addSublayer(row)
        h.window.layer.addSublayer(card)
        h.frame()
        h.set { row.position = CGPoint(x: 70, y: 70) }
        let rects = h.frame()
        #expect(!rects.isEmpty && rects.allSatisfy { PixelRect(x: 40, y: 40, width: 120, height: 100).contains($0) }, "\(rects)")
        // A translucent gradient lets the sublayer's alpha through: the shadow is re-rendered.
        h.set { card.colors = [red, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)] }
        h.frame()
        h.set { row.position = CGPoint(x: 60, y: 60) }
        #expect(h.frame().contains { $0.maxY > 140 })
    }

    @Test func movingTheShadowedLayerMovesItsSubtreeShadow() {
        let h = harness()
        let l = CALayer()
        h.set { l.frame = CGRect(x: 20, y: 20, width: 60, height: 60) }
        shadowed(l, radius: 3, offset: CGSize(width: 0, height: 25), in: h)
        l.addSublayer(h.layer(CGRect(x: 0, y: 0, width: 30, height: 30), white))
        h.window.layer.addSublayer(l)
        h.frame()
        let before = (0..<60).map { h.surface[20 + $0 % 30, 45 + $0 / 2] }
        h.set { l.position = CGPoint(x: 150, y: 150) }  // moved by (100, 100)
        h.frame()
        let after = (0..<60).map { h.surface[120 + $0 % 30, 145 + $0 / 2] }
        #expect(before == after)
        #expect(h.surface[25, 60] == gray)
    }

    @Test func masksToBoundsClipsTheShadowAway() {
        // Core Animation: the shadow lies outside the bounds, so masksToBounds clips it.
        let h = harness()
        let l = h.layer(CGRect(x: 50, y: 50, width: 60, height: 60), white)
        shadowed(l, radius: 2, offset: CGSize(width: 0, height: 20), in: h)
        h.set { l.masksToBounds = true }
        l.addSublayer(h.layer(CGRect(x: 0, y: 0, width: 30, height: 30), blue))
        h.window.layer.addSublayer(l)
        h.frame()
        #expect(h.surface[80, 120] == gray)
        #expect(h.surface[60, 60] == 0xFF00_00FF && h.surface[100, 100] == 0xFFFF_FFFF)
    }

    @Test func maskedShadowShowsInsideTheBoundsWhereNothingCoversIt() {
        // No background: the sublayer's shadow falls inside the bounds (clipped there), and the part
        // of the sublayer outside the bounds casts none.
        let h = harness()
        let l = CALayer()
        h.set {
            l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            l.masksToBounds = true
        }
        shadowed(l, radius: 1, offset: CGSize(width: 0, height: 30), in: h)
        l.addSublayer(h.layer(CGRect(x: 20, y: -40, width: 40, height: 80), white))  // 40 points stick out above
        h.window.layer.addSublayer(l)
        h.frame()
        dumpForInspection(h.surface, "masked-shadow")
        #expect(h.surface[90, 30] == gray)  // the clipped-away part of the sublayer
        #expect(h.surface[90, 70] == 0xFFFF_FFFF)
        #expect(h.surface[90, 110] == 0xFF00_0000)  // its shadow inside the bounds
        #expect(h.surface[90, 160] == gray)  // below the bounds: clipped
        #expect(h.surface[90, 52] == 0xFFFF_FFFF)
        // With rounded corners the shadow follows the mask group (no pixel outside the bounds).
        h.set { l.cornerRadius = 20; l.shadowOffset = CGSize(width: 0, height: 80) }
        h.frame()
        #expect(h.surface[90, 145] == 0xFF00_0000)
        #expect(h.surface[90, 152] == gray)
    }

    final class Disc: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func shadowOfAViewFollowsTheContentsItsSubviewsDraw() {
        let h = harness()
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        container.backgroundColor = nil
        shadowed(container.layer, radius: 1, offset: CGSize(width: 0, height: 0), in: h)
        let disc = Disc(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        disc.backgroundColor = nil
        container.addSubview(disc)
        // A half-transparent sublayer casts a half-dark shadow.
        let glass = h.layer(CGRect(x: 0, y: 130, width: 30, height: 30), CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        h.set {
            container.layer.shadowOffset = CGSize(width: 0, height: 0)
            container.layer.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        container.layer.addSublayer(glass)
        h.window.addSubview(container)
        h.frame()
        dumpForInspection(h.surface, "view-subtree-shadow")
        // The disc: white in the middle; the shadow hugs its round edge (blue), none at its box's corner.
        #expect(h.surface[100, 100] == 0xFFFF_FFFF)
        #expect(h.surface[60 + 2, 60 + 2] == gray)  // the disc's bounding-box corner: outside the circle
        let edge = h.surface[100, 60 - 1]  // just above the disc's top: the blurred shadow
        #expect(channel(edge, 0) > channel(edge, 16))
        // Under the translucent square: its own white over half of the blue shadow.
        let g = h.surface[35, 165]
        #expect(channel(g, 0) > channel(g, 8) + 20 && channel(g, 16) > 100)
    }

    @Test func shadowOfAPlaneInPerspectiveFollowsItsSublayer() {
        let h = CompositorHarness(width: 300, height: 200)
        h.window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
        let plane = CALayer()
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 35 * .pi / 180, 0, 1, 0)
        h.set {
            plane.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
            plane.position = CGPoint(x: 150, y: 90)
            plane.transform = t
        }
        shadowed(plane, radius: 2, offset: CGSize(width: 0, height: 30), in: h)
        plane.addSublayer(h.layer(CGRect(x: 20, y: 10, width: 120, height: 40), white))
        h.window.layer.addSublayer(plane)
        h.frame()
        dumpForInspection(h.surface, "perspective-subtree-shadow")
        // The sublayer's centre (80, 30) and its shadow's centre (80, 60) in plane coordinates, projected.
        func device(_ x: CGFloat, _ y: CGFloat) -> (Int, Int) {
            let p = t.project(x: x - 80, y: y - 50)
            return (Int(p.x / p.w + 150), Int(p.y / p.w + 90))
        }
        let s = device(80, 30), d = device(80, 62), below = device(80, 95)
        #expect(h.surface[s.0, s.1] == 0xFFFF_FFFF)
        #expect(channel(h.surface[d.0, d.1], 16) < 20)
        #expect(h.surface[below.0, below.1] == 0xFF80_8080)
        #expect(h.frame().isEmpty)
    }

    @Test func absurdShadowRadiusStillDrawsTheLayers() {
        let h = harness()
        let plain = h.layer(CGRect(x: 10, y: 10, width: 40, height: 40), white)
        shadowed(plain, radius: 1e9, offset: CGSize(width: 0, height: CGFloat.nan), in: h)
        let parent = h.layer(CGRect(x: 100, y: 100, width: 40, height: 40), white)
        shadowed(parent, radius: .infinity, offset: CGSize(width: CGFloat.nan, height: 0), in: h)
        parent.addSublayer(h.layer(CGRect(x: 10, y: 10, width: 20, height: 20), blue))
        h.window.layer.addSublayer(plain)
        h.window.layer.addSublayer(parent)
        h.frame()
        #expect(h.surface[30, 30] == 0xFFFF_FFFF)
        #expect(h.surface[105, 105] == 0xFFFF_FFFF && h.surface[120, 120] == 0xFF00_00FF)
    }

    @Test func cgPathBasics() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        p.closeSubpath()
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        let b = UIBezierPath(cgPath: p)
        #expect(b.cgPath == p)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)) != p)
        let copy = CALayer()
        copy.shadowPath = p
        #expect(copy.shadowPath == UIBezierPath(cgPath: p).cgPath)
    }
}
