import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A headless app (no platform) with one window, compositing into a bitmap.
@MainActor
final class CompositorHarness {
    let app: UIApplication
    let surface: Bitmap
    let window: UIWindow

    init(width: Int = 200, height: Int = 200) {
        app = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: width, height: height),
                                       scale: 1, platform: nil)
        surface = Bitmap(width: width, height: height)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.makeKeyAndVisible()
    }

    @discardableResult func frame() -> [PixelRect] { app.renderFrame(into: surface) }

    /// Changes layers without implicit animations.
    func set(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func layer(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let l = CALayer()
        set {
            l.frame = frame
            l.backgroundColor = color
        }
        return l
    }
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
let backdrop: UInt32 = 0xFF00_0000
let poison: UInt32 = 0x1234_5678

func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 255) }

@Suite(.serialized) @MainActor struct CompositorTests {
    @Test func idleFrameTouchesNoPixel() {
        let h = CompositorHarness()
        h.window.layer.addSublayer(h.layer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        #expect(h.frame() == [h.surface.bounds])
        h.surface.fill(h.surface.bounds, with: poison)
        #expect(h.frame().isEmpty)
        #expect(h.frame().isEmpty)
        for y in 0..<200 { for x in 0..<200 where h.surface[x, y] != poison { Issue.record("pixel \(x),\(y) touched"); return } }
    }

    @Test func smallChangeDamagesOnlyItsRectangle() {
        let h = CompositorHarness()
        let a = h.layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        let b = h.layer(CGRect(x: 100, y: 100, width: 50, height: 50), blue)
        h.window.layer.addSublayer(a)
        h.window.layer.addSublayer(b)
        h.frame()
        h.surface.fill(h.surface.bounds, with: poison)
        h.set { a.backgroundColor = green }
        let rects = h.frame()
        #expect(!rects.isEmpty)
        for r in rects { #expect(PixelRect(x: 10, y: 10, width: 20, height: 20).contains(r)) }
        #expect(h.surface[15, 15] == 0xFF00_FF00)
        for y in 0..<200 {
            for x in 0..<200 where !rects.contains(where: { $0.contains(x: x, y: y) }) && h.surface[x, y] != poison {
                Issue.record("pixel \(x),\(y) outside the damage was touched")
                return
            }
        }
    }

    @Test func movingDamagesOldAndNewPlace() {
        let h = CompositorHarness()
        let a = h.layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        h.window.layer.addSublayer(a)
        h.frame()
        h.set { a.position = CGPoint(x: 120, y: 120) }
        let rects = h.frame()
        let total = rects.reduce(0) { $0 + $1.area }
        #expect(total >= 800 && total < 200 * 200 / 2)
        #expect(h.surface[15, 15] == backdrop && h.surface[120, 120] == 0xFFFF_0000)
    }

    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func contentIsCachedWhileMovingAndFading() {
        let h = CompositorHarness()
        let v = CountingView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        h.window.addSubview(v)
        h.frame()
        let drawn = v.draws  // the first display may probe draw(_:) once more
        #expect(drawn >= 1)
        v.center = CGPoint(x: 100, y: 100)
        v.alpha = 0.5
        v.transform = CGAffineTransform(rotationAngle: 0.3)
        h.frame()
        #expect(v.draws == drawn)
        #expect(channel(h.surface[100, 100], 16) > 100 && channel(h.surface[100, 100], 16) < 160)
        v.setNeedsDisplay()
        h.frame()
        #expect(v.draws == drawn + 1)
    }

    /// The carousel's planes: their projected corners land where CATransform3D's math puts them.
    @Test func projectedCornersMatchTransform3D() {
        for i in 0..<5 {
            let h = CompositorHarness(width: 400, height: 300)
            let plane = h.layer(CGRect(x: 0, y: 0, width: 100, height: 60), green)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            t = CATransform3DRotate(t, (CGFloat(i) * 72 + 30) * .pi / 180, 0, 1, 0)
            t = CATransform3DTranslate(t, 0, 0, 80)
            h.set {
                plane.position = CGPoint(x: 200, y: 150)
                plane.transform = t
            }
            h.window.layer.addSublayer(plane)
            h.frame()
            // Corners by CA's math: bounds point - anchor, times the transform, divided by w, plus position.
            let corners = [(0.0, 0.0), (100.0, 0.0), (100.0, 60.0), (0.0, 60.0)].map { c -> CGPoint in
                let p = t.project(x: CGFloat(c.0) - 50, y: CGFloat(c.1) - 30)
                return CGPoint(x: p.x / p.w + 200, y: p.y / p.w + 150)
            }
            let cx = corners.map(\.x).reduce(0, +) / 4, cy = corners.map(\.y).reduce(0, +) / 4
            for c in corners {
                let dx = cx - c.x, dy = cy - c.y, len = (dx * dx + dy * dy).squareRoot()
                let inside = (x: Int((c.x + dx / len * 3).rounded(.down)), y: Int((c.y + dy / len * 3).rounded(.down)))
                let deep = (x: Int((c.x + dx * 0.25).rounded(.down)), y: Int((c.y + dy * 0.25).rounded(.down)))
                let outside = (x: Int((c.x - dx / len * 3).rounded(.down)), y: Int((c.y - dy / len * 3).rounded(.down)))
                #expect(channel(h.surface[inside.x, inside.y], 8) > 0, "plane \(i) corner \(c) inside")
                #expect(h.surface[deep.x, deep.y] == 0xFF00_FF00, "plane \(i) corner \(c) well inside")
                #expect(h.surface[outside.x, outside.y] == backdrop, "plane \(i) corner \(c) outside")
            }
        }
    }

    @Test func transformLayerSortsByDepthPlainLayerKeepsOrder() {
        for sorted in [true, false] {
            let h = CompositorHarness()
            let container: CALayer = sorted ? CATransformLayer() : CALayer()
            h.set { container.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }
            let front = h.layer(CGRect(x: 50, y: 50, width: 100, height: 100), red)
            let back = h.layer(CGRect(x: 50, y: 50, width: 100, height: 100), blue)
            h.set {
                front.transform = CATransform3DMakeTranslation(0, 0, 20)
                container.addSublayer(front)
                container.addSublayer(back)
            }
            h.window.layer.addSublayer(container)
            h.frame()
            #expect(h.surface[100, 100] == (sorted ? 0xFFFF_0000 : 0xFF00_00FF))
        }
    }

    @Test func backFacingSingleSidedLayersAreSkipped() {
        for doubleSided in [true, false] {
            let h = CompositorHarness()
            let l = h.layer(CGRect(x: 50, y: 50, width: 100, height: 100), red)
            h.set {
                l.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
                l.isDoubleSided = doubleSided
            }
            h.window.layer.addSublayer(l)
            h.frame()
            #expect((h.surface[100, 100] == 0xFFFF_0000) == doubleSided)
        }
    }

    @Test func planesBehindTheViewerAreClippedAtTheNearPlane() {
        let h = CompositorHarness()
        let l = h.layer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 100
        t = CATransform3DRotate(t, 1.2, 0, 1, 0)
        t = CATransform3DTranslate(t, 0, 0, 40)
        h.set {
            l.position = CGPoint(x: 100, y: 100)
            l.transform = t
        }
        h.window.layer.addSublayer(l)
        h.frame()
        // The part in front of the eye shows; nothing mirrored appears on the far side.
        var drawn = 0
        for y in 0..<200 { for x in 0..<200 where h.surface[x, y] != backdrop { drawn += 1 } }
        #expect(drawn > 100)
        // Entirely behind the viewer: nothing at all.
        var behind = CATransform3DIdentity
        behind.m34 = -1.0 / 100
        behind = CATransform3DTranslate(behind, 0, 0, 150)
        h.set { l.transform = behind }
        h.frame()
        for y in 0..<200 { for x in 0..<200 where h.surface[x, y] != backdrop { Issue.record("drawn at \(x),\(y)"); return } }
    }

    @Test func opacityAppliesToTheGroup() {
        let h = CompositorHarness()
        let group = CALayer()
        h.set {
            group.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            group.opacity = 0.5
        }
        group.addSublayer(h.layer(CGRect(x: 20, y: 20, width: 100, height: 100), white))
        group.addSublayer(h.layer(CGRect(x: 70, y: 70, width: 100, height: 100), white))
        h.window.layer.addSublayer(group)
        h.frame()
        let single = channel(h.surface[30, 30], 16), overlap = channel(h.surface[100, 100], 16)
        #expect(abs(single - 128) <= 1 && overlap == single)
    }

    @Test func roundedMasksClipSublayers() {
        let h = CompositorHarness()
        let clip = h.layer(CGRect(x: 50, y: 50, width: 100, height: 100), blue)
        h.set {
            clip.masksToBounds = true
            clip.cornerRadius = 30
        }
        clip.addSublayer(h.layer(CGRect(x: -50, y: -50, width: 300, height: 300), red))
        h.window.layer.addSublayer(clip)
        h.frame()
        #expect(h.surface[100, 100] == 0xFFFF_0000)
        #expect(h.surface[52, 52] == backdrop)  // cut by the corner
        #expect(h.surface[40, 100] == backdrop)  // outside the bounds
        #expect(h.surface[51, 100] == 0xFFFF_0000)
    }

    @Test func shadowsAreBlurredAndOffset() {
        let h = CompositorHarness()
        h.window.backgroundColor = .gray
        let l = h.layer(CGRect(x: 50, y: 50, width: 100, height: 60), white)
        h.set {
            l.shadowOpacity = 1
            l.shadowRadius = 10
            l.shadowOffset = CGSize(width: 0, height: 10)
        }
        h.window.layer.addSublayer(l)
        h.frame()
        let gray = channel(h.surface[5, 5], 16)
        let near = channel(h.surface[100, 112], 16), mid = channel(h.surface[100, 120], 16), far = channel(h.surface[100, 150], 16)
        #expect(near < mid && mid < gray && far == gray)
        #expect(channel(h.surface[100, 44], 16) >= channel(h.surface[100, 112], 16))  // offset downwards
        #expect(h.surface[100, 80] == 0xFFFF_FFFF)
    }

    @Test func borderIsDrawnAboveSublayers() {
        let h = CompositorHarness()
        let l = h.layer(CGRect(x: 50, y: 50, width: 100, height: 100), white)
        h.set {
            l.borderWidth = 4
            l.borderColor = red
        }
        l.addSublayer(h.layer(CGRect(x: 0, y: 0, width: 100, height: 100), blue))
        h.window.layer.addSublayer(l)
        h.frame()
        #expect(h.surface[51, 100] == 0xFFFF_0000 && h.surface[100, 100] == 0xFF00_00FF)
    }

    @Test func gradientLayerInterpolatesAlongItsAxis() {
        let h = CompositorHarness()
        let g = CAGradientLayer()
        h.set {
            g.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            g.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), white]
        }
        h.window.layer.addSublayer(g)
        h.frame()
        let top = channel(h.surface[50, 0], 8), mid = channel(h.surface[50, 100], 8), bottom = channel(h.surface[50, 199], 8)
        #expect(top < 3 && bottom > 252 && abs(mid - 128) < 3)
        h.set { g.colors = [red, red] }
        h.frame()
        #expect(h.surface[50, 100] == 0xFFFF_0000)
    }
}
