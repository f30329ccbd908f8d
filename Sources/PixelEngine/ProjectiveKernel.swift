import CPixelKernels

/// The perspective span kernel. Pass 1 (vectorized): exact homogeneous divide per pixel into
/// 24.8 fixed-point source coordinates, clamped to the source. Pass 2: bilinear fetch and
/// source-over in packed 16-bit lanes of a 64-bit word (B, R, G, A).
enum ProjectiveKernel {
    static let lanes: UInt64 = 0x00FF_00FF_00FF_00FF

    @inline(__always) static func expand(_ p: UInt32) -> UInt64 {
        let q = UInt64(p)
        return (q | (q << 24)) & lanes
    }

    @inline(__always) static func pack(_ e: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: e | (e >> 24))
    }

    /// Blends `n` pixels of row `y` starting at device x into `dst`: source sampled through the
    /// device-to-source map `inv`, scaled by `alpha` (0...256) or by `cover` (when alpha < 0) times
    /// `opacity` (0...256). `us`/`vs` are scratch arrays of at least `n` entries.
    @inline(__always)
    static func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int,
                     src: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int,
                     inv: Projective, alpha: Int, cover: UnsafePointer<UInt8>, opacity: Int,
                     us: UnsafeMutablePointer<Int32>, vs: UnsafeMutablePointer<Int32>,
                     gather: UnsafeMutablePointer<UInt32>, paired: Bool) {
        let (U0, V0, Q0, dU, dV, dQ) = spanStart(inv, x: x, y: y)
        let maxU = Float(width - 1) * 256, maxV = Float(height - 1) * 256
        for i in 0..<n {
            let fi = Float(i)
            let q = Swift.max(Q0 + fi * dQ, 1e-9)
            let r = 256 / q
            let u = (U0 + fi * dU) * r - 128
            let v = (V0 + fi * dV) * r - 128
            us[i] = Int32(Swift.min(Swift.max(u, 0), maxU))
            vs[i] = Int32(Swift.min(Swift.max(v, 0), maxV))
        }
        // Pass 2: gather the four neighbours (clamped at the source's last row and column), as two
        // pixel pairs per destination pixel when the source has slack past its end (one load each).
        let lastX = Int32(width - 1), lastY = height - 1
        if paired {
            let top = UnsafeMutableRawPointer(gather).bindMemory(to: UInt64.self, capacity: 2 * n)
            let bottom = top + n
            for i in 0..<n {
                let ui = us[i], vi = vs[i]
                let y0 = Int(vi >> 8)
                let row0 = src + y0 * stride + Int(ui >> 8)
                let row1 = row0 + (y0 < lastY ? stride : 0)
                top[i] = UnsafeRawPointer(row0).loadUnaligned(as: UInt64.self)
                bottom[i] = UnsafeRawPointer(row1).loadUnaligned(as: UInt64.self)
            }
            blendPairs(dst, n, top, bottom, us, vs, alpha: alpha, cover: cover, opacity: opacity)
            return
        }
        let pa = gather, pb = gather + n, pc = gather + 2 * n, pd = gather + 3 * n
        for i in 0..<n {
            let ui = us[i], vi = vs[i]
            let x0 = ui >> 8, y0 = Int(vi >> 8)
            let x1 = Int(x0 + (x0 < lastX ? 1 : 0))
            let row0 = src + y0 * stride
            let row1 = row0 + (y0 < lastY ? stride : 0)
            let xi = Int(x0)
            pa[i] = row0[xi]; pb[i] = row0[x1]; pc[i] = row1[xi]; pd[i] = row1[x1]
        }
        // Pass 3 (vectorized): weights, bilinear blend in two 16-bit lanes, coverage, source-over.
        if alpha >= 256 {
            for i in 0..<n {
                let px = bilinear(pa[i], pb[i], pc[i], pd[i], us[i], vs[i])
                dst[i] = PixelMath.over(px, dst[i])
            }
        } else if alpha >= 0 {
            let a = UInt32(Swift.max(0, Swift.min(255, alpha)))
            for i in 0..<n {
                let px = PixelMath.mul(bilinear(pa[i], pb[i], pc[i], pd[i], us[i], vs[i]), a)
                dst[i] = PixelMath.over(px, dst[i])
            }
        } else {
            let opa = UInt32(Swift.max(0, Swift.min(256, opacity)))
            for i in 0..<n {
                let k = (UInt32(cover[i]) &* opa) >> 8
                let px = PixelMath.mul(bilinear(pa[i], pb[i], pc[i], pd[i], us[i], vs[i]), k)
                dst[i] = PixelMath.over(px, dst[i])
            }
        }
    }

    /// Pass 3 for pixel pairs: (p00 | p01 << 32) and (p10 | p11 << 32).
    @inline(__always)
    static func blendPairs(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ top: UnsafeMutablePointer<UInt64>,
                           _ bottom: UnsafeMutablePointer<UInt64>, _ us: UnsafeMutablePointer<Int32>,
                           _ vs: UnsafeMutablePointer<Int32>, alpha: Int, cover: UnsafePointer<UInt8>, opacity: Int) {
        if alpha >= 256 {
            for i in 0..<n {
                let t = top[i], b = bottom[i]
                let px = bilinear(UInt32(truncatingIfNeeded: t), UInt32(truncatingIfNeeded: t >> 32),
                                  UInt32(truncatingIfNeeded: b), UInt32(truncatingIfNeeded: b >> 32), us[i], vs[i])
                dst[i] = PixelMath.over(px, dst[i])
            }
        } else if alpha >= 0 {
            let a = UInt32(Swift.max(0, Swift.min(255, alpha)))
            for i in 0..<n {
                let t = top[i], b = bottom[i]
                let px = bilinear(UInt32(truncatingIfNeeded: t), UInt32(truncatingIfNeeded: t >> 32),
                                  UInt32(truncatingIfNeeded: b), UInt32(truncatingIfNeeded: b >> 32), us[i], vs[i])
                dst[i] = PixelMath.over(PixelMath.mul(px, a), dst[i])
            }
        } else {
            let opa = UInt32(Swift.max(0, Swift.min(256, opacity)))
            for i in 0..<n {
                let t = top[i], b = bottom[i]
                let px = bilinear(UInt32(truncatingIfNeeded: t), UInt32(truncatingIfNeeded: t >> 32),
                                  UInt32(truncatingIfNeeded: b), UInt32(truncatingIfNeeded: b >> 32), us[i], vs[i])
                let k = (UInt32(cover[i]) &* opa) >> 8
                dst[i] = PixelMath.over(PixelMath.mul(px, k), dst[i])
            }
        }
    }

    /// Bilinear blend of four neighbours with 8-bit fractions taken from 24.8 coordinates.
    @inline(__always)
    static func bilinear(_ A: UInt32, _ B: UInt32, _ C: UInt32, _ D: UInt32, _ u: Int32, _ v: Int32) -> UInt32 {
        let fx = UInt32(truncatingIfNeeded: u) & 255, fy = UInt32(truncatingIfNeeded: v) & 255
        let w11 = (fx &* fy) >> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
        let M: UInt32 = 0x00FF_00FF
        let rb0: UInt32 = (A & M) &* w00 &+ (B & M) &* w01
        let rb1: UInt32 = (C & M) &* w10 &+ (D & M) &* w11
        let rb: UInt32 = ((rb0 &+ rb1) >> 8) & M
        let ag0: UInt32 = ((A >> 8) & M) &* w00 &+ ((B >> 8) & M) &* w01
        let ag1: UInt32 = ((C >> 8) & M) &* w10 &+ ((D >> 8) & M) &* w11
        let ag: UInt32 = (ag0 &+ ag1) & 0xFF00_FF00
        return rb | ag
    }

    /// Pixels per chunk of the paired kernel: its scratch (24 bytes a pixel) stays in L1.
    static let chunk = Int(PK_CHUNK)

    /// The source position (u, v, q: homogeneous) of the centre of pixel (x, y) and its step per pixel
    /// along the row, as Float steps from a Double origin: exact enough for 1/256 pixel over a span.
    @inline(__always)
    static func spanStart(_ inv: Projective, x: Int, y: Int) -> (Float, Float, Float, Float, Float, Float) {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        return (Float(inv.m11 * X + inv.m12 * Y + inv.m13), Float(inv.m21 * X + inv.m22 * Y + inv.m23),
                Float(inv.m31 * X + inv.m32 * Y + inv.m33), Float(inv.m11), Float(inv.m21), Float(inv.m31))
    }

    /// Scratch for `pairedSpan` and `shadowSpan`: offsets, fractions and quads for one chunk.
    struct Scratch {
        let off: UnsafeMutablePointer<Int32>, frac: UnsafeMutablePointer<UInt32>
        /// Gathered alpha quads (`shadowSpan`).
        let quad: UnsafeMutablePointer<UInt32>
        let raw: UnsafeMutableRawPointer
        /// Where the touch pass leaves its result, so the loads are not optimised away.
        var sink: UnsafeMutablePointer<UInt32> { quad + ProjectiveKernel.chunk + 4 }

        init() {
            let c = ProjectiveKernel.chunk + 8
            raw = UnsafeMutableRawPointer.allocate(byteCount: c * 12, alignment: 64)
            let words = raw.bindMemory(to: UInt32.self, capacity: 3 * c)
            off = UnsafeMutableRawPointer(words).bindMemory(to: Int32.self, capacity: c)
            frac = words + c
            quad = words + 2 * c
        }

        func deallocate() { raw.deallocate() }

        /// The same arrays for the C kernels.
        var kernelScratch: pk_scratch {
            pk_scratch(off: off, frac: frac, quad: quad, sink: sink)
        }
    }

    /// The kernel for sources at least 2x2: the pixel pair at (x0, y0) and the one below always lie
    /// inside the source (on the last column or row with a fraction of 256), one 64-bit load each.
    /// Chunks of `chunk` pixels: pass 1 divides and computes offsets and fractions, pass 2 gathers
    /// the pairs, pass 3 blends eight pixels per step in 16-bit lanes (`pk_projective_pairs`).
    @inline(__always)
    static func pairedSpan(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int,
                           src: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int,
                           inv: Projective, alpha: Int, cover: UnsafePointer<UInt8>, opacity: Int,
                           scratch s: Scratch, touch: Bool) {
        guard n > 0 else { return }
        var k = s.kernelScratch
        pk_projective_pairs(dst, n, src, stride, Int32(truncatingIfNeeded: width), Int32(truncatingIfNeeded: height),
                            start(inv, x: x, y: y), Int32(clamping: alpha), cover, Int32(clamping: opacity), &k,
                            touch ? 1 : 0)
    }

    /// The shadow kernel: `quads` holds, per reduced pixel, its alpha and its right, lower and
    /// lower-right neighbours' (clamped at the edges) in four bytes, so one load gathers a bilinear
    /// footprint; the sample scales the premultiplied `color`, then source-over, eight pixels a step
    /// (`pk_projective_shadow`).
    @inline(__always)
    static func shadowSpan(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int,
                           quads: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, color: UInt32,
                           inv: Projective, alpha: Int, cover: UnsafePointer<UInt8>, scratch s: Scratch) {
        guard n > 0 else { return }
        var k = s.kernelScratch
        pk_projective_shadow(dst, n, quads, stride, Int32(truncatingIfNeeded: width), Int32(truncatingIfNeeded: height),
                             color, start(inv, x: x, y: y), Int32(clamping: alpha), cover, &k)
    }

    /// `spanStart` for the C kernels.
    @inline(__always) static func start(_ inv: Projective, x: Int, y: Int) -> pk_span_start {
        let (u0, v0, q0, du, dv, dq) = spanStart(inv, x: x, y: y)
        return pk_span_start(u0: u0, v0: v0, q0: q0, du: du, dv: dv, dq: dq)
    }
}
