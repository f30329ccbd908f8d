import Foundation
import PixelEngine
import Testing

/// A large look over a blurred shadow drawn through perspective from its parts (look cropped,
/// shadow reduced) matches drawing the full bitmap.
@Suite struct ShadowedLookTests {
    /// A 620x470 body: an opaque rounded 500x350 look (colour ramp, translucent white border) at (60, 50)
    /// over a black shadow at 50%, blurred with box radius 30, offset 15 px down; with its parts.
    func body() -> Bitmap {
        let w = 620, h = 470, lx = 60, ly = 50
        let look = Bitmap(width: w, height: h), full = Bitmap(width: w, height: h)
        var shape = Path()
        shape.addRoundedRect(x: Double(lx), y: Double(ly), width: 500, height: 350, radius: 30)
        let c = Canvas(look)
        c.fill(shape, paint: .solid(PixelColor(r: 0.55, g: 0.2, b: 0.85)))
        for y in 0..<h { for x in 0..<w where look[x, y] >> 24 == 255 {
            look[x, y] = 0xFF00_0000 | UInt32(x * 255 / w) << 16 | UInt32(y * 255 / h) << 8 | 0x40
        } }
        var ring = Path()
        ring.addRoundedRect(x: Double(lx) + 6, y: Double(ly) + 6, width: 488, height: 338, radius: 24)
        c.stroke(ring, style: StrokeStyle(width: 12), paint: .solid(PixelColor(r: 1, g: 1, b: 1, a: 0.5)))
        let mask = AlphaMask(alphaOf: look)
        Blur.boxBlur3(mask, radius: 30)
        let color = PixelColor(r: 0.2, g: 0, b: 0.1, a: 0.5)
        Canvas(full).drawMask(mask, x: 0, y: 15, color: color)
        Composite.sourceOver(look, into: full, dx: 0, dy: 0, opacity: 1, clip: full.bounds)
        let crop = Bitmap(width: 502, height: 352)
        for y in 0..<352 { for x in 0..<502 { crop[x, y] = look[lx - 1 + x, ly - 1 + y] } }
        full.shadowedLook = ShadowedLook(look: crop, lookX: lx - 1, lookY: ly - 1,
                                         interior: PixelRect(x: lx + 14, y: ly + 14, width: 472, height: 322),
                                         width: w, height: h, mask: mask, maskX: 0, maskY: 15,
                                         color: color.premultiplied, factor: 7)
        return full
    }

    /// Mean and largest channel difference.
    func difference(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, max: Int) {
        var sum = 0, most = 0
        for y in 0..<a.height { for x in 0..<a.width {
            for s in [0, 8, 16, 24] as [UInt32] {
                let d = abs(channel(a[x, y], s) - channel(b[x, y], s))
                sum += d
                most = max(most, d)
            }
        } }
        return (Double(sum) / Double(a.width * a.height * 4), most)
    }

    @Test func partsMatchTheFullBitmapUnderPerspective() throws {
        let full = body()
        let parts = try #require(full.shadowedLook)
        #expect(!parts.interior.isEmpty && parts.quads.width == 89 && parts.quads.height == 68)
        let plain = full.copy()  // same pixels, no parts
        for m in [Projective(m11: 1.1, m12: 0, m13: 40, m21: 0.1, m22: 1.2, m23: 30, m31: 0.0006, m32: 0, m33: 1),
                  Projective(m11: 0.6, m12: 0.05, m13: 200, m21: -0.15, m22: 1.0, m23: 60, m31: -0.0007, m32: 0.0001, m33: 1)] {
            let a = Bitmap(width: 900, height: 700), b = Bitmap(width: 900, height: 700)
            a.fill(a.bounds, with: 0xFF14_141A)
            b.fill(b.bounds, with: 0xFF14_141A)
            Composite.projective(plain, into: a, transform: m, opacity: 1, clip: a.bounds)
            Composite.projective(full, into: b, transform: m, opacity: 1, clip: b.bounds)
            let d = difference(a, b)
            #expect(d.mean < 0.1 && d.max <= 6, "parts vs full: \(d)")
            // Translucent draws use the full bitmap: identical.
            Composite.projective(plain, into: a, transform: m, opacity: 0.5, clip: a.bounds)
            Composite.projective(full, into: b, transform: m, opacity: 0.5, clip: b.bounds)
            #expect(difference(a, b).mean < 0.1)
        }
    }

    @Test func quadsHoldBlockAveragesAndClampedNeighbours() {
        let m = AlphaMask(width: 5, height: 3)
        m[0, 0] = 200; m[1, 0] = 200; m[0, 1] = 100; m[1, 1] = 100
        m[4, 2] = 255
        // Placed at (1, 0) in a 6 x 3 bitmap, reduced by 2: blocks (0..1), (2..3), (4..5).
        let s = ShadowedLook(look: Bitmap(width: 4, height: 4), lookX: 0, lookY: 0, interior: PixelRect(x: 0, y: 0, width: 0, height: 0),
                             width: 6, height: 3, mask: m, maskX: 1, maskY: 0, color: 0xFF00_0000, factor: 2)
        #expect(s.quads.width == 3 && s.quads.height == 2 && s.interior.isEmpty)
        // Block (0, 0) holds mask (0, 0) and (0, 1) only: (200 + 100) / 4 = 75; block (1, 0): (200 + 100) / 4.
        #expect(s.quads[0, 0] & 255 == 75 && (s.quads[0, 0] >> 8) & 255 == 75)
        // The last block of the last row: mask (4, 2) alone in a 2 x 1 block; clamped neighbours repeat it.
        #expect(s.quads[2, 1] == 0x8080_8080)
    }
}
