import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// The compositor skips what nearer opaque planes cover (a carousel's hidden planes and shadows);
/// the frames it composites are exactly those of drawing everything.
@Suite(.serialized) @MainActor struct OcclusionCullingTests {
    /// A carousel of five shadowed, bordered, rounded gradient planes, turned by `angle` degrees;
    /// with `opacity` below 1 no plane may hide another, so everything is drawn.
    func carousel(angle: CGFloat, opacity: Float) -> Bitmap {
        let h = CompositorHarness(width: 400, height: 300)
        h.window.backgroundColor = UIColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        let ring = CATransformLayer()
        h.set {
            ring.bounds = .zero
            ring.position = CGPoint(x: 200, y: 150)
            for i in 0..<5 {
                let plane = CAGradientLayer()
                plane.bounds = CGRect(x: 0, y: 0, width: 120, height: 72)
                plane.colors = [CGColor(red: 0.55, green: 0.2, blue: 0.85, alpha: 1), CGColor(red: 0.95, green: 0.2, blue: 0.2, alpha: 1)]
                plane.cornerRadius = 8
                plane.borderWidth = 3
                plane.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
                plane.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                plane.shadowOpacity = 0.5
                plane.shadowRadius = 8
                plane.shadowOffset = CGSize(width: 0, height: 4)
                plane.opacity = opacity
                var t = CATransform3DIdentity
                t.m34 = -1.0 / 500
                t = CATransform3DRotate(t, (angle + 72 * CGFloat(i)) * .pi / 180, 0, 1, 0)
                plane.transform = CATransform3DTranslate(t, 0, 0, 120)
                ring.addSublayer(plane)
            }
        }
        h.window.layer.addSublayer(ring)
        h.frame()
        return h.surface
    }

    /// The largest difference of one channel between two pixels.
    func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let ca = Int((a >> shift) & 255), cb = Int((b >> shift) & 255)
            worst = max(worst, abs(ca - cb))
        }
        return worst
    }

    /// Tolerance: the projective kernel's source-over divides by 256, so an opaque pixel lets 1/256
    /// of what was under it through; what is under a hidden pixel can therefore move it by one level.
    @Test func hiddenPlanesAreSkippedWithoutChangingTheFrame() {
        var offByOne = 0
        for angle in stride(from: CGFloat(0), to: 72, by: 9) {
            let culled = carousel(angle: angle, opacity: 1)
            let all = carousel(angle: angle, opacity: 0.9999)  // composites at full opacity, but hides nothing
            var worst = 0
            for y in 0..<300 {
                for x in 0..<400 where culled[x, y] != all[x, y] {
                    worst = max(worst, channelDistance(culled[x, y], all[x, y]))
                    offByOne += 1
                }
            }
            #expect(worst <= 1, "angle \(angle)")
        }
        #expect(offByOne < 100)
    }
}
