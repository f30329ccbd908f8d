import BenchScenes
import Foundation
import PixelEngine
import SDLPlatform
import Testing
@_spi(Platform) import UIKit

/// Golden images: the three benchmark scenes against cairo's renderings (refbench's PNGs), and a sheet of
/// every primitive against our own committed rendering. Channel differences are compared on RGB.
/// Set GOLDEN_UPDATE=1 to rewrite our own goldens (never cairo's).
@MainActor
enum Golden {
    static let directory = packageRoot().appendingPathComponent("Tests/SDLPlatformTests/Golden")

    struct Difference: CustomStringConvertible {
        var mean: Double
        var max: Int
        var over24: Int
        var description: String { String(format: "mean %.3f, max %d, %d pixels > 24", mean, max, over24) }
    }

    /// Per-pixel max channel difference between `a` and `b` (same size) inside `rect`.
    static func compare(_ a: Bitmap, _ b: Bitmap, in rect: PixelRect? = nil) -> Difference {
        let r = rect ?? a.bounds
        var total = 0, mx = 0, over = 0
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                let p = a[x, y], q = b[x, y]
                var d = 0
                for s in [UInt32(16), 8, 0] { d = Swift.max(d, abs(Int((p >> s) & 255) - Int((q >> s) & 255))) }
                total += d; mx = Swift.max(mx, d); if d > 24 { over += 1 }
            }
        }
        return Difference(mean: Double(total) / Double(Swift.max(1, r.area)), max: mx, over24: over)
    }

    /// Options for a session whose assets are the golden images.
    static func options(width: CGFloat, height: CGFloat) -> LaunchOptions {
        var o = testOptions(width: width, height: height)
        o.assetsDirectory = directory.path
        return o
    }

    /// Renders the key window of `session` into a fresh bitmap through the compositor.
    static func render(_ session: HeadlessSession, width: Int, height: Int) -> Bitmap {
        let surface = Bitmap(width: width, height: height)
        session.app.invalidateSurface()
        _ = session.app.renderFrame(into: surface)
        return surface
    }
}

/// Every primitive in one 320x240 sheet: fills (non-zero, even-odd), strokes with caps and joins, arcs,
/// rounded rectangles, gradients, images, text, CJK text, shadows, borders and an opacity group.
@MainActor
final class PrimitiveSheet: UIView {
    let check = BenchScenes.checkmark()
    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIBezierPath(rect: bounds).fill()
        // Star: even-odd hole and non-zero.
        for (i, evenOdd) in [false, true].enumerated() {
            let star = UIBezierPath()
            for k in 0..<5 {
                let a = CGFloat(k) * 4 * .pi / 5 - .pi / 2
                let p = CGPoint(x: 30 + CGFloat(i) * 60 + 25 * cos(a), y: 35 + 25 * sin(a))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.usesEvenOddFillRule = evenOdd
            UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).setFill()
            star.fill()
        }
        // Strokes: caps and joins.
        for (i, (cap, join)) in [(CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel)].enumerated() {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 140 + CGFloat(i) * 40, y: 55))
            p.addLine(to: CGPoint(x: 155 + CGFloat(i) * 40, y: 15))
            p.addLine(to: CGPoint(x: 170 + CGFloat(i) * 40, y: 55))
            p.lineWidth = 7
            p.lineCapStyle = cap
            p.lineJoinStyle = join
            UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 0.8).setStroke()
            p.stroke()
        }
        // Arcs and curves.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 285, y: 35), radius: 20, startAngle: 0.3, endAngle: 4.5, clockwise: true)
        arc.lineWidth = 5
        UIColor.black.setStroke()
        arc.stroke()
        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 10, y: 110))
        curve.addCurve(to: CGPoint(x: 110, y: 110), controlPoint1: CGPoint(x: 40, y: 60), controlPoint2: CGPoint(x: 80, y: 160))
        curve.addQuadCurve(to: CGPoint(x: 150, y: 80), controlPoint: CGPoint(x: 140, y: 130))
        curve.lineWidth = 3
        UIColor(red: 0, green: 0.5, blue: 0, alpha: 1).setStroke()
        curve.stroke()
        // Rounded rectangle and an oval, filled translucent over each other.
        UIColor(red: 1, green: 0.6, blue: 0, alpha: 0.7).setFill()
        UIBezierPath(roundedRect: CGRect(x: 170, y: 75, width: 70, height: 50), cornerRadius: 12).fill()
        UIColor(red: 0.5, green: 0, blue: 0.8, alpha: 0.5).setFill()
        UIBezierPath(ovalIn: CGRect(x: 210, y: 85, width: 90, height: 45)).fill()
        // Images: at 1x and scaled 1.5x.
        UIColor.darkGray.setFill()
        UIBezierPath(rect: CGRect(x: 10, y: 140, width: 110, height: 56)).fill()
        check.draw(at: CGPoint(x: 14, y: 150))
        check.draw(in: CGRect(x: 60, y: 142, width: 54, height: 54))
        // Text and CJK text.
        "Hello, golden".draw(at: CGPoint(x: 130, y: 140),
                             withAttributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black])
        "你好，世界".draw(at: CGPoint(x: 130, y: 165),
                          withAttributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.blue])
    }
}

extension SDLSuite {
    @Test func goldenBenchmarkScenesMatchCairo() throws {
        let session = try HeadlessSession(options: Golden.options(width: 1280, height: 720), delegate: TestAppDelegate())
        defer { session.shutdown() }
        let root = session.app.keyWindow!.rootViewController!.view!
        // Scene a: rings exactly; text is set by FreeType through SDL_ttf, not cairo, so it differs in detail.
        _ = BenchScenes.sceneA(in: root)
        var image = Golden.render(session, width: 1280, height: 720)
        let refA = try #require(UIImage(named: "ref_a")).bitmap
        let a = Golden.compare(image, refA)
        let rings = Golden.compare(image, refA, in: PixelRect(x: 0, y: 96, width: 1280, height: 50))
        #expect(a.mean < 6 && rings.mean < 1.5 && rings.max <= 40, "scene a: \(a); rings band: \(rings)")
        // Scene b: gradients, borders, shadows, perspective, depth order.
        for v in root.subviews { v.removeFromSuperview() }
        _ = BenchScenes.sceneB(in: root)
        image = Golden.render(session, width: 1280, height: 720)
        let b = Golden.compare(image, try #require(UIImage(named: "ref_b")).bitmap)
        #expect(b.mean < 0.5 && b.max <= 40, "scene b: \(b)")
        // Scene c at frame 6 of the spring (a scaled, translucent group).
        for l in root.layer.sublayers ?? [] where l.delegate == nil { l.removeFromSuperlayer() }
        let hud = BenchScenes.sceneC(in: root)
        BenchScenes.applySpring(hud, frame: 6)
        image = Golden.render(session, width: 1280, height: 720)
        let c = Golden.compare(image, try #require(UIImage(named: "ref_c")).bitmap)
        #expect(c.mean < 2 && c.over24 < 400, "scene c: \(c)")
    }

    @Test func goldenPrimitiveSheetIsStable() throws {
        let session = try HeadlessSession(options: Golden.options(width: 320, height: 240), delegate: TestAppDelegate())
        defer { session.shutdown() }
        let root = session.app.keyWindow!.rootViewController!.view!
        root.addSubview(PrimitiveSheet(frame: CGRect(x: 0, y: 0, width: 320, height: 240)))
        // Layer primitives: gradient, border, shadow, opacity group, rounded mask.
        let gradient = CAGradientLayer()
        let group = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.frame = CGRect(x: 10, y: 205, width: 90, height: 30)
        gradient.colors = [CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), CGColor(red: 0.9, green: 0, blue: 0.5, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 8
        gradient.borderWidth = 2
        gradient.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.6)
        gradient.shadowOpacity = 0.6
        gradient.shadowRadius = 6
        gradient.shadowOffset = CGSize(width: 3, height: 3)
        group.frame = CGRect(x: 200, y: 190, width: 110, height: 45)
        group.opacity = 0.6
        group.masksToBounds = true
        group.cornerRadius = 10
        for (i, color) in [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.6, blue: 1, alpha: 1)].enumerated() {
            let l = CALayer()
            l.frame = CGRect(x: CGFloat(i) * 40 - 10, y: -10, width: 80, height: 70)
            l.backgroundColor = color
            group.addSublayer(l)
        }
        CATransaction.commit()
        root.layer.addSublayer(gradient)
        root.layer.addSublayer(group)
        let image = Golden.render(session, width: 320, height: 240)
        let path = Golden.directory.appendingPathComponent("primitives.png").path
        if ProcessInfo.processInfo.environment["GOLDEN_UPDATE"] == "1" {
            session.app.invalidateSurface()
            session.step()
            try session.host.writeScreenshot(to: path)
        }
        let golden = try #require(UIImage(named: "primitives"), "missing \(path): run with GOLDEN_UPDATE=1").bitmap
        let d = Golden.compare(image, golden)
        #expect(d.mean < 0.2 && d.max <= 8, "primitives: \(d)")
    }
}
