import Foundation
import PixelEngine
import Testing
@_spi(Platform) @testable import UIKit

/// An opaque view drawn with solid fills alone is drawn straight into the window surface on its
/// first frame (its backing bitmap is not written), with the pixels drawing it into the bitmap and
/// copying would give; every later use of the bitmap draws the fills into it first.
@Suite(.serialized) @MainActor struct DirectDrawingTests {
    /// A white background, stroked rings and a translucent disc, like the benchmark's rings view.
    final class Rings: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIBezierPath(rect: bounds).fill()
            for i in 0..<8 {
                let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 10 + 17 * CGFloat(i),
                                        startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                path.lineWidth = 6
                UIColor(hue: CGFloat(i) / 8, saturation: 0.5, brightness: 0.9, alpha: 1).setStroke()
                path.stroke()
            }
            UIColor(red: 0, green: 0.3, blue: 0.9, alpha: 0.4).setFill()
            UIBezierPath(ovalIn: CGRect(x: 30.5, y: 20.25, width: 120, height: 70)).fill()
        }
    }

    func copy(_ b: Bitmap) -> Bitmap { b.copy() }

    func differences(_ a: Bitmap, _ b: Bitmap) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    /// The rings across the whole window (wider than one band's rows), a label-like opaque layer
    /// and a translucent one on top.
    func scene(_ h: CompositorHarness) -> Rings {
        let rings = Rings(frame: CGRect(x: 0, y: 0, width: 300, height: 220))
        h.window.addSubview(rings)
        h.window.layer.addSublayer(h.layer(CGRect(x: 40, y: 50, width: 60, height: 20), red))
        h.window.layer.addSublayer(h.layer(CGRect(x: 150, y: 120, width: 70, height: 60),
                                           CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
        return rings
    }

    @Test func firstFrameDrawsStraightIntoTheSurfaceWithTheCopiedPixels() throws {
        let h = CompositorHarness(width: 300, height: 220)
        let rings = scene(h)
        h.frame()
        let direct = copy(h.surface)
        let pending = try #require(rings.layer.deferredContent)
        #expect(!pending.isMaterialized)  // the bitmap was never written
        #expect(!pending.allowsDirectDrawing)  // the first frame is over
        // The whole window again: now through the bitmap, drawn into it first.
        h.app.invalidateSurface()
        h.frame()
        #expect(pending.isMaterialized)
        #expect(differences(direct, h.surface) == 0)
        // A partial recomposite from the bitmap gives the same pixels too.
        h.set { h.window.layer.sublayers?.last?.opacity = 0.5 }
        h.set { h.window.layer.sublayers?.last?.opacity = 1 }
        h.frame()
        #expect(differences(direct, h.surface) == 0)
    }

    @Test func readingTheBackingStoreDrawsTheFillsIntoIt() throws {
        let h = CompositorHarness(width: 300, height: 220)
        let rings = scene(h)
        h.frame()
        let pending = try #require(rings.layer.deferredContent)
        let store = try #require(rings.layer.backingStore)
        #expect(pending.isMaterialized)
        #expect(rings.layer.deferredContent == nil)
        // Where nothing lies on top, the store's pixels are the surface's.
        for (x, y) in [(0, 0), (150, 110), (299, 219), (10, 200), (260, 30)] {
            #expect(store[x, y] == h.surface[x, y])
        }
    }

    @Test func aViewWithABackgroundColourIsDrawnIntoItsBitmap() throws {
        let h = CompositorHarness(width: 300, height: 220)
        let rings = scene(h)
        rings.backgroundColor = .yellow  // the look composes the background and the drawing: pixels read
        h.frame()
        #expect(rings.layer.deferredContent == nil || rings.layer.deferredContent?.isMaterialized == true)
    }
}
