import CPixelKernels
import PixelEngine
import Testing

/// The scaled path (`Composite+Scaled`: scale and translation only) against the projective path it
/// short-cuts, and its row kernel on every kernel path against the scalar reference.
@Suite struct ScaledCompositeTests {
    typealias Noise = KernelPathTests.Noise

    func randomBitmap(_ noise: inout Noise, _ w: Int, _ h: Int) -> Bitmap {
        let b = Bitmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = noise.pixel() } }
        return b
    }

    /// Random sources, scales from a third to three, fractional offsets, opacities and clips, some
    /// reaching past the destination: each drawn through the scale-only map (the scaled path) and
    /// through the same map with a shear of 1e-12 (the projective path: rasterizer and pair kernel).
    /// They agree within one level per channel; most pixels exactly.
    @Test func scaledPathMatchesTheProjectivePath() {
        var noise = Noise(state: 0x5CA1_ED00)
        var differing = 0, total = 0
        for _ in 0..<300 {
            let sw = noise.int(2...40), sh = noise.int(2...30)
            let src = randomBitmap(&noise, sw, sh)
            let sx = Double(noise.int(30...300)) / 100 + Double(noise.int(0...99)) / 7919
            let sy = noise.next() % 3 == 0 ? sx : Double(noise.int(30...300)) / 100
            let tx = Double(noise.int(-300...4000)) / 100, ty = Double(noise.int(-300...3000)) / 100
            let opacity: Float = [1, 1, 0.5, 0.8, 0.02][noise.int(0...4)]
            let clip = noise.next() % 2 == 0
                ? PixelRect(x: 0, y: 0, width: 64, height: 48)
                : PixelRect(x: noise.int(0...30), y: noise.int(0...20), width: noise.int(1...40), height: noise.int(1...30))
            let background = randomBitmap(&noise, 64, 48)
            let a = background.copy(), b = background.copy()
            let m = Projective(m11: sx, m12: 0, m13: tx, m21: 0, m22: sy, m23: ty, m31: 0, m32: 0, m33: 1)
            var sheared = m
            sheared.m12 = 1e-12
            Composite.projective(src, into: a, transform: m, opacity: opacity, clip: clip)
            Composite.projective(src, into: b, transform: sheared, opacity: opacity, clip: clip)
            for y in 0..<48 {
                for x in 0..<64 {
                    let p = a[x, y], q = b[x, y]
                    if !clip.contains(x: x, y: y) { #expect(p == background[x, y]) }
                    total += 1
                    guard p != q else { continue }
                    differing += 1
                    for s: UInt32 in [0, 8, 16, 24] {
                        let d = abs(Int((p >> s) & 255) - Int((q >> s) & 255))
                        #expect(d <= 1, "scale \(sx) x \(sy) at (\(tx), \(ty)), opacity \(opacity): (\(x), \(y)) \(p) vs \(q)")
                    }
                }
            }
        }
        #expect(differing * 100 < total, "\(differing) of \(total) pixels differ")
    }

    /// A scaled draw wholly outside the clip, or at opacity 0, leaves the destination alone.
    @Test func scaledPathOutsideTheClipDrawsNothing() {
        var noise = Noise(state: 0x0DD)
        let src = randomBitmap(&noise, 10, 10)
        let dst = randomBitmap(&noise, 20, 20), before = dst.copy()
        let m = Projective(m11: 1.5, m12: 0, m13: 30, m21: 0, m22: 1.5, m23: 2.5, m31: 0, m32: 0, m33: 1)
        Composite.projective(src, into: dst, transform: m, opacity: 1, clip: dst.bounds)
        let inside = Projective(m11: 1.5, m12: 0, m13: 2.25, m21: 0, m22: 1.5, m23: 2.5, m31: 0, m32: 0, m33: 1)
        Composite.projective(src, into: dst, transform: inside, opacity: 0, clip: dst.bounds)
        #expect((0..<400).allSatisfy { dst[$0 % 20, $0 / 20] == before[$0 % 20, $0 / 20] })
    }

    /// `pk_scaled_row` on each kernel path against the scalar formula: widths around the 8-pixel
    /// steps, fractions 0 and 256 included, per-pixel factors 0...256.
    @Test func scaledRowKernelMatchesTheScalarReference() {
        var noise = Noise(state: 0xA11C_E5)
        let (w, h, stride) = (37, 5, 40)
        let src = (0..<(stride * h)).map { _ in noise.pixel() }
        let paths = KernelPath.allCases.compactMap { p in
            pk_kernels_for_path(p == .avx2 ? Int32(PK_PATH_AVX2) : Int32(PK_PATH_BASELINE)).map { (p.rawValue, $0.pointee) }
        }
        #expect(!paths.isEmpty)
        for (name, k) in paths {
            for n in KernelPathTests.widths + [100] {
                for fy: UInt32 in [0, 1, 128, 255, 256] {
                    let xoff = (0..<n).map { _ in Int32(noise.int(0...(w - 2))) }
                    let fx = (0..<n).map { i in [0, 256, UInt32(noise.int(0...256))][i % 3] }
                    let kk = (0..<n).map { i in [0, 256, UInt32(noise.int(0...256))][(i / 2) % 3] }
                    let row = noise.int(0...(h - 2))
                    var d = (0..<(n + 8)).map { _ in noise.pixel() }
                    var ref = d
                    src.withUnsafeBufferPointer { s in
                        d.withUnsafeMutableBufferPointer { p in
                            k.scaled_row(p.baseAddress! + 1, n, s.baseAddress! + row * stride, stride, xoff, fx, fy, kk)
                        }
                    }
                    for i in 0..<n {
                        let o = row * stride + Int(xoff[i])
                        let px = KernelReference.bilinear(src[o], src[o + 1], src[o + stride], src[o + stride + 1], fx[i], fy)
                        ref[i + 1] = KernelReference.over(KernelReference.scale(px, kk[i]), ref[i + 1])
                    }
                    #expect(d == ref, "\(name): n \(n), fy \(fy)")
                }
            }
        }
    }
}
