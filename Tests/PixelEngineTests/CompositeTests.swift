import Foundation
import PixelEngine
import Testing

@Suite struct CompositeTests {
    func checker(_ w: Int, _ h: Int) -> Bitmap {
        let b = Bitmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = (x + y) % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF } }
        return b
    }

    @Test func sourceOverBlendsPremultiplied() {
        let dst = Bitmap(width: 4, height: 4)
        dst.fill(dst.bounds, with: 0xFF00_0000)
        let src = Bitmap(width: 2, height: 2)
        src.fill(src.bounds, with: 0x8080_8080)  // white at 50%
        Composite.sourceOver(src, into: dst, dx: 1, dy: 1, opacity: 1, clip: dst.bounds)
        #expect(dst[1, 1] == 0xFF80_8080 && dst[0, 0] == 0xFF00_0000 && dst[3, 3] == 0xFF00_0000)
        Composite.sourceOver(src, into: dst, dx: -1, dy: -1, opacity: 0.5, clip: dst.bounds)
        #expect(channel(dst[0, 0], 16) == 64)
    }

    @Test func fillRespectsRectAndAlpha() {
        let dst = Bitmap(width: 4, height: 4)
        Composite.fill(dst, rect: PixelRect(x: 2, y: 2, width: 10, height: 10), color: 0xFF11_2233)
        #expect(dst[3, 3] == 0xFF11_2233 && dst[1, 1] == 0)
        Composite.fill(dst, rect: dst.bounds, color: 0x8000_0000)
        #expect(dst[3, 3] >> 24 == 255 && dst[0, 0] == 0x8000_0000)
    }

    @Test func bitmapFillSubscriptAndClear() {
        let b = Bitmap(width: 3, height: 2)
        b.fill(PixelRect(x: 1, y: 0, width: 5, height: 1), with: 7)
        #expect(b[0, 0] == 0 && b[1, 0] == 7 && b[2, 0] == 7 && b[1, 1] == 0 && b[9, 9] == 0)
        b.clear()
        #expect(b[1, 0] == 0)
    }

    @Test func imageDrawIdentityCopies() {
        let src = checker(8, 8)
        let dst = Bitmap(width: 16, height: 16)
        let c = Canvas(dst)
        c.draw(src, x: 4, y: 4, width: 8, height: 8)
        #expect(dst[4, 4] == 0xFFFF_0000 && dst[5, 4] == 0xFF00_00FF && dst[3, 4] == 0)
        // Through a transform: a 2x scale of a flat image stays flat and covers 4x the area.
        let flat = Bitmap(width: 4, height: 4)
        flat.fill(flat.bounds, with: 0xFF20_4060)
        let d2 = Bitmap(width: 16, height: 16)
        let c2 = Canvas(d2)
        c2.scale(x: 2, y: 2)
        c2.draw(flat, x: 1, y: 1, width: 4, height: 4, opacity: 1)
        #expect(d2[5, 5] == 0xFF20_4060 && d2[9, 9] == 0xFF20_4060 && d2[1, 1] == 0)
        #expect(abs(coveredArea(d2) - 64) < 1e-6)
    }

    @Test func drawMaskBlendsColour() {
        let m = AlphaMask(width: 2, height: 1)
        m[0, 0] = 255
        m[1, 0] = 128
        let dst = Bitmap(width: 4, height: 4)
        Canvas(dst).drawMask(m, x: 1, y: 1, color: PixelColor(r: 0, g: 1, b: 0))
        #expect(dst[1, 1] == 0xFF00_FF00 && dst[2, 1] == 0x8000_8000 && dst[0, 1] == 0)
    }

    @Test func projectiveIdentityMatchesCopy() {
        let src = checker(10, 10)
        let dst = Bitmap(width: 30, height: 30)
        Composite.projective(src, into: dst, transform: Projective(Transform2D(translationX: 5, y: 7)),
                             opacity: 1, clip: dst.bounds)
        for y in 0..<10 { for x in 0..<10 { #expect(dst[x + 5, y + 7] == src[x, y]) } }
        #expect(dst[4, 7] == 0 && dst[15, 7] == 0)
    }

    @Test func projectiveMapsCornersAndStaysInClip() {
        let src = Bitmap(width: 100, height: 50)
        src.fill(src.bounds, with: 0xFFFF_FFFF)
        // A perspective plane: x' = (x + 20) / w, w = 1 + 0.004 x.
        let m = Projective(m11: 1, m12: 0, m13: 20, m21: 0, m22: 1, m23: 20, m31: 0.004, m32: 0, m33: 1)
        let dst = Bitmap(width: 200, height: 200)
        let clip = PixelRect(x: 0, y: 0, width: 60, height: 200)
        Composite.projective(src, into: dst, transform: m, opacity: 1, clip: clip)
        // Far corner (100, 50) maps to (120/1.4, 70/1.4) = (85.7, 50): outside the clip.
        for y in 0..<200 { for x in 60..<200 { #expect(dst[x, y] == 0) } }
        #expect(dst[25, 25] == 0xFFFF_FFFF)
        // The top edge is y' = 20 / w: at x' = 30 the source x is 11.36, w = 1.045, y' = 19.1.
        #expect(alpha(dst, 30, 18) == 0 && abs(alpha(dst, 30, 19) - 230) < 8 && alpha(dst, 30, 20) == 255)
    }

    @Test func projectivePlaneBehindViewerIsClipped() {
        let src = Bitmap(width: 100, height: 100)
        src.fill(src.bounds, with: 0xFF00_FF00)
        // W crosses zero at x = 50: the right half is behind the viewer.
        let m = Projective(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -0.02, m32: 0, m33: 1)
        let dst = Bitmap(width: 300, height: 300)
        Composite.projective(src, into: dst, transform: m, opacity: 1, clip: dst.bounds)
        #expect(dst[10, 10] == 0xFF00_FF00)
        // Nothing behind the viewer is mirrored into the picture (x < 0 maps to negative screen x).
        #expect(coveredArea(dst) > 100)
        let edgeOn = Projective(m11: 0, m12: 0, m13: 5, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        Composite.projective(src, into: dst, transform: edgeOn, opacity: 1, clip: dst.bounds)  // singular: no-op
    }
}
