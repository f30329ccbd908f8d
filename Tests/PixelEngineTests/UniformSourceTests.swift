import Foundation
import PixelEngine
import Testing

/// A solid layer's 2x2 stand-in composites through coverage and blend alone (no divide, no sampling);
/// the pixels are those of the pair kernel sampling a one-colour source through the same outline.
@Suite struct UniformSourceTests {
    struct Noise {
        var s: UInt64
        mutating func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 11 }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
        mutating func pixel() -> UInt32 {
            let a = UInt32(truncatingIfNeeded: next() % 256)
            func ch() -> UInt32 { a == 0 ? 0 : UInt32(truncatingIfNeeded: next() % UInt64(a + 1)) }
            return a << 24 | ch() << 16 | ch() << 8 | ch()
        }
    }

    func uniform(_ w: Int, _ h: Int, _ c: UInt32) -> Bitmap {
        let b = Bitmap(width: w, height: h)
        b.fill(b.bounds, with: c)
        return b
    }

    /// A map from the 2x2 stand-in to the device: whole or fractional translations, scales, rotations, perspective.
    func transform(_ kind: Int, _ r: inout Noise) -> Projective {
        let tx = r.unit() * 70 - 10, ty = r.unit() * 50 - 10
        let sx = 0.3 + r.unit() * 30, sy = 0.3 + r.unit() * 25
        switch kind {
        case 0: return Projective(m11: 0.5, m12: 0, m13: tx.rounded(), m21: 0, m22: 0.5, m23: ty.rounded(), m31: 0, m32: 0, m33: 1)
        case 1: return Projective(m11: sx, m12: 0, m13: tx, m21: 0, m22: sy, m23: ty, m31: 0, m32: 0, m33: 1)
        case 2:
            let a = r.unit() * 6.3, c = cos(a), s = sin(a)
            return Projective(m11: sx * c, m12: -sy * s, m13: tx + 20, m21: sx * s, m22: sy * c, m23: ty + 15, m31: 0, m32: 0, m33: 1)
        default:
            return Projective(m11: sx, m12: r.unit() * 4 - 2, m13: tx, m21: r.unit() * 4 - 2, m22: sy, m23: ty,
                              m31: (r.unit() - 0.5) * 0.08, m32: (r.unit() - 0.5) * 0.08, m33: 1)
        }
    }

    /// The same outline from a 4x4 source: the first two columns halved (exact), so every projected corner,
    /// near-plane cut and clip is the same floating-point value and the rasterizer sees the same polygon.
    func fourByFour(_ m: Projective) -> Projective {
        Projective(m11: m.m11 * 0.5, m12: m.m12 * 0.5, m13: m.m13, m21: m.m21 * 0.5, m22: m.m22 * 0.5, m23: m.m23,
                   m31: m.m31 * 0.5, m32: m.m32 * 0.5, m33: m.m33)
    }

    @Test(arguments: KernelPath.allCases.filter(\.isSupported))
    func aStandInCompositesAsThePairKernelSamplingOneColour(path: KernelPath) {
        let before = KernelPath.current
        KernelPath.force(path)
        defer { KernelPath.force(before) }
        var r = Noise(s: 0x5EED_0015)
        let raster = Rasterizer()
        var differing = 0, drawn = 0
        for trial in 0..<1200 {
            let colour: UInt32 = trial % 5 == 0 ? 0xFF00_0000 | UInt32(truncatingIfNeeded: r.next()) & 0xFF_FFFF
                : (trial % 5 == 1 ? 0 : r.pixel())
            let m = transform(trial % 4, &r)
            let opacity: Float = [1, 0.5, Float(r.unit()), 0.999, 0.002][trial % 5]
            let clip = PixelRect(x: Int(r.next() % 20) - 5, y: Int(r.next() % 20) - 5, width: Int(r.next() % 80), height: Int(r.next() % 70))
            let a = Bitmap(width: 64, height: 48)
            for y in 0..<48 { for x in 0..<64 { a[x, y] = r.pixel() } }
            let b = Bitmap(width: 64, height: 48)
            for y in 0..<48 { for x in 0..<64 { b[x, y] = a[x, y] } }
            let original = (0..<48).flatMap { y in (0..<64).map { x in a[x, y] } }
            var occlusion: Occlusion? = nil
            if trial % 3 == 0, let o = Occluder(convex: [10, 5, 50, 12, 40, 40, 5, 30], clip: a.bounds) { occlusion = Occlusion([o]) }
            Composite.projective(uniform(2, 2, colour), into: a, transform: m, opacity: opacity, clip: clip, scratch: raster,
                                 occlusion: occlusion)
            Composite.projective(uniform(4, 4, colour), into: b, transform: fourByFour(m), opacity: opacity, clip: clip,
                                 scratch: raster, occlusion: occlusion)
            var changed = false
            for y in 0..<48 {
                for x in 0..<64 {
                    if a[x, y] != b[x, y] { differing += 1 }
                    if a[x, y] != original[y * 64 + x] { changed = true }
                }
            }
            if changed { drawn += 1 }
        }
        // Hundreds of trials changed pixels (322 of 1,200 with this seed: the rest are clear colours, empty or
        // missed clips, or land under the occluder), so the comparison is not of untouched bitmaps.
        #expect(drawn > 300)
        #expect(differing == 0)
    }

    @Test func aStandInDrawsItsColourWhereItCovers() {
        // A half-transparent red stand-in over white, scaled to 10.5 x 6.25 pixels at (3.25, 2.5): the
        // interior is red over white, the edges a blend, outside untouched.
        let dst = uniform(20, 12, 0xFFFF_FFFF)
        let m = Projective(m11: 5.25, m12: 0, m13: 3.25, m21: 0, m22: 3.125, m23: 2.5, m31: 0, m32: 0, m33: 1)
        Composite.projective(uniform(2, 2, 0x8080_0000), into: dst, transform: m, opacity: 1, clip: dst.bounds)
        // 0x80800000 over white: red 128 + 255 * 127 / 255 = 255, green and blue 127, alpha 255.
        #expect(dst[8, 5] == 0xFFFF_7F7F)
        #expect(dst[1, 1] == 0xFFFF_FFFF)
        #expect(dst[15, 10] == 0xFFFF_FFFF)
        // The left edge column (x = 3) is three quarters covered: lighter than the interior, not white.
        let g = (dst[3, 5] >> 8) & 255
        #expect(g > 127 && g < 255)
    }
}
