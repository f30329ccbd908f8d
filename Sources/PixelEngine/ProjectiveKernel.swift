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
    static let chunk = 256

    /// The source position (u, v, q: homogeneous) of the centre of pixel (x, y) and its step per pixel
    /// along the row, as Float steps from a Double origin: exact enough for 1/256 pixel over a span.
    @inline(__always)
    static func spanStart(_ inv: Projective, x: Int, y: Int) -> (Float, Float, Float, Float, Float, Float) {
        let X = Double(x) + 0.5, Y = Double(y) + 0.5
        return (Float(inv.m11 * X + inv.m12 * Y + inv.m13), Float(inv.m21 * X + inv.m22 * Y + inv.m23),
                Float(inv.m31 * X + inv.m32 * Y + inv.m33), Float(inv.m11), Float(inv.m21), Float(inv.m31))
    }

    /// Scratch for `pairedSpan`: offsets, fractions and gathered pixel pairs for one chunk.
    struct Scratch {
        let off: UnsafeMutablePointer<Int32>, frac: UnsafeMutablePointer<UInt32>
        let top: UnsafeMutablePointer<UInt64>, bottom: UnsafeMutablePointer<UInt64>
        /// Gathered alpha quads (`shadowSpan`).
        let quad: UnsafeMutablePointer<UInt32>
        let raw: UnsafeMutableRawPointer
        /// Where the touch pass leaves its result, so the loads are not optimised away.
        var sink: UnsafeMutablePointer<UInt32> { quad + ProjectiveKernel.chunk + 4 }

        init() {
            let c = ProjectiveKernel.chunk + 8
            raw = UnsafeMutableRawPointer.allocate(byteCount: c * 28, alignment: 64)
            top = raw.bindMemory(to: UInt64.self, capacity: 2 * c)
            bottom = top + c
            let words = (raw + 16 * c).bindMemory(to: UInt32.self, capacity: 3 * c)
            off = UnsafeMutableRawPointer(words).bindMemory(to: Int32.self, capacity: c)
            frac = words + c
            quad = words + 2 * c
        }

        func deallocate() { raw.deallocate() }
    }

    /// The kernel for sources at least 2x2: the pixel pair at (x0, y0) and the one below always lie
    /// inside the source (on the last column or row with a fraction of 256), one 64-bit load each.
    /// Chunks of `chunk` pixels: pass 1 divides and computes offsets and fractions, pass 2 gathers
    /// the pairs, pass 3 blends eight pixels per step in 16-bit lanes.
    @inline(__always)
    static func pairedSpan(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int,
                           src: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int,
                           inv: Projective, alpha: Int, cover: UnsafePointer<UInt8>, opacity: Int,
                           scratch s: Scratch, touch: Bool) {
        let (U0, V0, Q0, dU, dV, dQ) = spanStart(inv, x: x, y: y)
        let maxU = Float(width - 1) * 256, maxV = Float(height - 1) * 256
        let lastX = Int32(width - 2), lastY = Int32(height - 2)
        let st = Int32(stride)
        let a: UInt32 = alpha >= 256 ? 256 : UInt32(Swift.max(0, Swift.min(255, alpha))) &+ (alpha > 0 ? 1 : 0)
        let opa = UInt32(Swift.max(0, Swift.min(256, opacity)))
        let off = s.off, frac = s.frac, top = s.top, bottom = s.bottom
        var c0 = 0
        while c0 < n {
            let m = Swift.min(chunk, n - c0)
            // Pass 1 (vectorized): exact divide, clamp, offset and fractions.
            let c32 = Int32(c0)
            for i in 0..<Int32(m) {
                let fi = Float(c32 &+ i)  // Int32 to Float converts eight at a time
                let q = Swift.max(Q0 + fi * dQ, 1e-9)
                let r = 256 / q
                let u = Int32(Swift.min(Swift.max((U0 + fi * dU) * r - 128, 0), maxU))
                let v = Int32(Swift.min(Swift.max((V0 + fi * dV) * r - 128, 0), maxV))
                // On the last column or row the pair starts one pixel earlier with a fraction of 256.
                let x0 = Swift.min(u >> 8, lastX), y0 = Swift.min(v >> 8, lastY)
                off[Int(i)] = y0 &* st &+ x0
                frac[Int(i)] = UInt32(bitPattern: (u &- x0 << 8) | (v &- y0 << 8) << 16)
            }
            if touch {
                // A source past L2: touch every eighth footprint first. These loads are few and
                // independent, so their cache misses overlap; the gather then finds its lines in cache.
                var t: UInt32 = 0
                var i = 0
                while i < m {
                    let p = src + Int(off[i])
                    t ^= p[0] ^ p[stride]
                    i += 8
                }
                s.sink[0] = t
            }
            // Pass 2: the pixel pair at (x0, y0) and the pair below it, one load each.
            for i in 0..<m {
                let p = UnsafeRawPointer(src + Int(off[i]))
                top[i] = p.loadUnaligned(as: UInt64.self)
                bottom[i] = p.loadUnaligned(fromByteOffset: stride &* 4, as: UInt64.self)
            }
            // Pass 3: eight pixels per step in 16-bit lanes.
            let d = dst + c0
            let m8 = m & ~7
            var i = 0
            if a == 256 {
                while i < m8 {
                    store8(d + i, over8(bilinear8(top + i, bottom + i, frac + i), load8(d + i)))
                    i += 8
                }
            } else if alpha >= 0 {
                let k = SIMD16<UInt16>(repeating: UInt16(a))
                while i < m8 {
                    let px = scale8(bilinear8(top + i, bottom + i, frac + i), k)
                    store8(d + i, over8(px, load8(d + i)))
                    i += 8
                }
            } else {
                let cv = cover + c0
                while i < m8 {
                    let c = SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(cv + i).loadUnaligned(as: SIMD8<UInt8>.self))
                    let k32 = ((c &+ (c &>> 7)) &* opa) &>> 8  // 0...256
                    let k = unsafeBitCast(k32 | (k32 &<< 16), to: SIMD16<UInt16>.self)
                    let px = scale8(bilinear8(top + i, bottom + i, frac + i), k)
                    store8(d + i, over8(px, load8(d + i)))
                    i += 8
                }
            }
            // The last one to seven pixels.
            while i < m {
                let t = top[i], b = bottom[i], f = frac[i]
                let fx = f & 0xFFFF, fy = f >> 16
                let w11 = (fx &* fy) >> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
                let px = bilinearW(UInt32(truncatingIfNeeded: t), UInt32(truncatingIfNeeded: t >> 32),
                                   UInt32(truncatingIfNeeded: b), UInt32(truncatingIfNeeded: b >> 32), w00, w01, w10, w11)
                let c = UInt32(cover[c0 + i])
                let k: UInt32 = alpha >= 0 ? a : ((c &+ (c >> 7)) &* opa) >> 8
                d[i] = PixelMath.over(scale1(px, k), d[i])
                i += 1
            }
            c0 += m
        }
    }

    /// The shadow kernel: `quads` holds, per reduced pixel, its alpha and its right, lower and
    /// lower-right neighbours' (clamped at the edges) in four bytes, so one load gathers a bilinear
    /// footprint; the sample scales the premultiplied `color`, then source-over, eight pixels a step.
    @inline(__always)
    static func shadowSpan(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, n: Int,
                           quads: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, color: UInt32,
                           inv: Projective, alpha: Int, cover: UnsafePointer<UInt8>, scratch s: Scratch) {
        let (U0, V0, Q0, dU, dV, dQ) = spanStart(inv, x: x, y: y)
        let maxU = Float(width - 1) * 256, maxV = Float(height - 1) * 256
        let st = Int32(stride)
        let a: UInt32 = alpha >= 256 ? 256 : UInt32(Swift.max(0, Swift.min(255, alpha))) &+ (alpha > 0 ? 1 : 0)
        let col = SIMD8<UInt32>(repeating: color)
        let off = s.off, frac = s.frac, quad = s.quad
        var c0 = 0
        while c0 < n {
            let m = Swift.min(chunk, n - c0)
            let c32 = Int32(c0)
            for i in 0..<Int32(m) {
                let fi = Float(c32 &+ i)
                let q = Swift.max(Q0 + fi * dQ, 1e-9)
                let r = 256 / q
                let u = Int32(Swift.min(Swift.max((U0 + fi * dU) * r - 128, 0), maxU))
                let v = Int32(Swift.min(Swift.max((V0 + fi * dV) * r - 128, 0), maxV))
                off[Int(i)] = (v >> 8) &* st &+ (u >> 8)
                frac[Int(i)] = UInt32(bitPattern: (u & 255) | (v & 255) << 16)
            }
            for i in 0..<m { quad[i] = quads[Int(off[i])] }
            let d = dst + c0
            let m8 = m & ~7
            var i = 0
            if alpha >= 0 {
                let k = SIMD8<UInt32>(repeating: a)
                while i < m8 {
                    let al = (shadowAlpha8(quad + i, frac + i) &* k) &>> 8
                    store8(d + i, over8(tint8(col, al), load8(d + i)))
                    i += 8
                }
            } else {
                let cv = cover + c0
                while i < m8 {
                    let c = SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(cv + i).loadUnaligned(as: SIMD8<UInt8>.self))
                    let al = (shadowAlpha8(quad + i, frac + i) &* (c &+ (c &>> 7))) &>> 8
                    store8(d + i, over8(tint8(col, al), load8(d + i)))
                    i += 8
                }
            }
            while i < m {
                let g = quad[i], f = frac[i]
                let fx = f & 255, fy = f >> 16
                let w11 = (fx &* fy) >> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
                let al = ((g & 255) &* w00 &+ ((g >> 8) & 255) &* w01 &+ ((g >> 16) & 255) &* w10 &+ (g >> 24) &* w11) >> 8
                let c = UInt32(cover[c0 + i])
                let k: UInt32 = alpha >= 0 ? a : c &+ (c >> 7)
                let sa = (al &* k) >> 8
                d[i] = PixelMath.over(scale1(color, sa &+ (sa >> 7)), d[i])
                i += 1
            }
            c0 += m
        }
    }

    /// Eight bilinear alphas (0...255) from gathered quads and packed fractions.
    @inline(__always)
    static func shadowAlpha8(_ quad: UnsafeMutablePointer<UInt32>, _ frac: UnsafeMutablePointer<UInt32>) -> SIMD8<UInt32> {
        let g = unsafeBitCast(load8(quad), to: SIMD16<UInt16>.self)
        let f = UnsafeRawPointer(frac).loadUnaligned(as: SIMD8<UInt32>.self)
        let fx = f & 255, fy = f &>> 16
        let w11 = (fx &* fy) &>> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
        // Lanes (a00 | a01 << 8), (a10 | a11 << 8): low bytes take w00 / w10, high bytes w01 / w11.
        let wLow = unsafeBitCast(w00 | (w10 &<< 16), to: SIMD16<UInt16>.self)
        let wHigh = unsafeBitCast(w01 | (w11 &<< 16), to: SIMD16<UInt16>.self)
        let sum = unsafeBitCast((g & 0x00FF) &* wLow &+ (g &>> 8) &* wHigh, to: SIMD8<UInt32>.self)
        return ((sum & 0xFFFF) &+ (sum &>> 16)) &>> 8
    }

    /// The premultiplied colour scaled by alpha (0...255), eight pixels.
    @inline(__always) static func tint8(_ color: SIMD8<UInt32>, _ al: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let k = al &+ (al &>> 7)
        return scale8(color, unsafeBitCast(k | (k &<< 16), to: SIMD16<UInt16>.self))
    }

    @inline(__always) static func load8(_ p: UnsafeMutablePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always) static func store8(_ p: UnsafeMutablePointer<UInt32>, _ v: SIMD8<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
    }

    /// Eight bilinear samples from gathered pairs and packed fractions, in 16-bit lanes.
    @inline(__always)
    static func bilinear8(_ top: UnsafeMutablePointer<UInt64>, _ bottom: UnsafeMutablePointer<UInt64>,
                          _ frac: UnsafeMutablePointer<UInt32>) -> SIMD8<UInt32> {
        let t = UnsafeRawPointer(top).loadUnaligned(as: SIMD16<UInt32>.self)
        let b = UnsafeRawPointer(bottom).loadUnaligned(as: SIMD16<UInt32>.self)
        let f = UnsafeRawPointer(frac).loadUnaligned(as: SIMD8<UInt32>.self)
        let fx = f & 0xFFFF, fy = f &>> 16
        let w11 = (fx &* fy) &>> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
        let W00 = unsafeBitCast(w00 | (w00 &<< 16), to: SIMD16<UInt16>.self)
        let W01 = unsafeBitCast(w01 | (w01 &<< 16), to: SIMD16<UInt16>.self)
        let W10 = unsafeBitCast(w10 | (w10 &<< 16), to: SIMD16<UInt16>.self)
        let W11 = unsafeBitCast(w11 | (w11 &<< 16), to: SIMD16<UInt16>.self)
        let A = unsafeBitCast(t.evenHalf, to: SIMD16<UInt16>.self), B = unsafeBitCast(t.oddHalf, to: SIMD16<UInt16>.self)
        let C = unsafeBitCast(b.evenHalf, to: SIMD16<UInt16>.self), D = unsafeBitCast(b.oddHalf, to: SIMD16<UInt16>.self)
        let lo = SIMD16<UInt16>(repeating: 0x00FF)
        let rb = ((A & lo) &* W00 &+ (B & lo) &* W01 &+ (C & lo) &* W10 &+ (D & lo) &* W11) &>> 8
        let ag = ((A &>> 8) &* W00 &+ (B &>> 8) &* W01 &+ (C &>> 8) &* W10 &+ (D &>> 8) &* W11) & 0xFF00
        return unsafeBitCast(rb | ag, to: SIMD8<UInt32>.self)
    }

    /// Channels times k / 256 (k 0...256, one per 16-bit lane), eight pixels.
    @inline(__always) static func scale8(_ p: SIMD8<UInt32>, _ k: SIMD16<UInt16>) -> SIMD8<UInt32> {
        let v = unsafeBitCast(p, to: SIMD16<UInt16>.self)
        let rb = ((v & 0x00FF) &* k) &>> 8
        let ag = ((v &>> 8) &* k) & 0xFF00
        return unsafeBitCast(rb | ag, to: SIMD8<UInt32>.self)
    }

    /// Source-over of eight premultiplied pixels: s + d * (255 - alpha(s)) / 255, rounded as `PixelMath.over`.
    @inline(__always) static func over8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let ia32 = 255 &- (s &>> 24)
        let ia = unsafeBitCast(ia32 | (ia32 &<< 16), to: SIMD16<UInt16>.self)
        let v = unsafeBitCast(d, to: SIMD16<UInt16>.self)
        var rb = (v & 0x00FF) &* ia &+ 0x80
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = (v &>> 8) &* ia &+ 0x80
        ag = (ag &+ (ag &>> 8)) & 0xFF00
        return s &+ unsafeBitCast(rb | ag, to: SIMD8<UInt32>.self)
    }

    @inline(__always) static func scale1(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* k) & 0xFF00_FF00
        return rb | ag
    }

    /// Bilinear blend with explicit weights summing to 256.
    @inline(__always)
    static func bilinearW(_ A: UInt32, _ B: UInt32, _ C: UInt32, _ D: UInt32,
                          _ w00: UInt32, _ w01: UInt32, _ w10: UInt32, _ w11: UInt32) -> UInt32 {
        let M: UInt32 = 0x00FF_00FF
        let rb = (((A & M) &* w00 &+ (B & M) &* w01 &+ (C & M) &* w10 &+ (D & M) &* w11) >> 8) & M
        let ag = (((A >> 8) & M) &* w00 &+ ((B >> 8) & M) &* w01 &+ ((C >> 8) & M) &* w10 &+ ((D >> 8) & M) &* w11) & 0xFF00_FF00
        return rb | ag
    }
}
