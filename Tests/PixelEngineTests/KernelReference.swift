import CPixelKernels

/// Scalar Swift references for the C kernels: the packed 32-bit formulas of PixelMath and the
/// Swift kernels the C ones replaced, one pixel (or one row piece) at a time, with no vectors.
enum KernelReference {
    static func mul(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 { s &+ mul(d, 255 &- (s >> 24)) }

    static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        ((((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF) | ((((p >> 8) & 0x00FF_00FF) &* k) & 0xFF00_FF00)
    }

    static func lerpRounded(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = (((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    static func bilinear(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let w11 = (fx &* fy) >> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
        let m: UInt32 = 0x00FF_00FF
        let rb = (((a & m) &* w00 &+ (b & m) &* w01 &+ (c & m) &* w10 &+ (d & m) &* w11) >> 8) & m
        let ag = (((a >> 8) & m) &* w00 &+ ((b >> 8) & m) &* w01 &+ ((c >> 8) & m) &* w10 &+ ((d >> 8) & m) &* w11)
            & 0xFF00_FF00
        return rb | ag
    }

    // MARK: Spans

    static func solid(_ d: inout [UInt32], _ at: Int, _ n: Int, _ c: UInt32) {
        for i in at..<(at + n) { d[i] = c >> 24 == 255 ? c : (c == 0 ? d[i] : c &+ mul(d[i], 255 &- (c >> 24))) }
    }

    static func solidMask(_ d: inout [UInt32], _ at: Int, _ cover: [UInt8], _ n: Int, _ c: UInt32) {
        for i in 0..<n { d[at + i] = over(mul(c, UInt32(cover[i])), d[at + i]) }
    }

    static func spanAlpha(_ d: inout [UInt32], _ at: Int, _ s: [UInt32], _ n: Int, _ a: UInt32) {
        for i in 0..<n { d[at + i] = over(a >= 255 ? s[i] : mul(s[i], a), d[at + i]) }
    }

    static func spanMask(_ d: inout [UInt32], _ at: Int, _ s: [UInt32], _ cover: [UInt8], _ n: Int) {
        for i in 0..<n { d[at + i] = over(mul(s[i], UInt32(cover[i])), d[at + i]) }
    }

    // MARK: Projective

    /// The exact divide of pixel i of a span: clamped 24.8 source coordinates.
    static func divide(_ st: pk_span_start, _ i: Int, width: Int, height: Int) -> (Int32, Int32) {
        let fi = Float(i)
        let maxU = Float(width - 1) * 256, maxV = Float(height - 1) * 256
        let q = Swift.max(st.q0 + fi * st.dq, 1e-9)
        let r = 256 / q
        let u = Int32(Swift.min(Swift.max((st.u0 + fi * st.du) * r - 128, 0), maxU))
        let v = Int32(Swift.min(Swift.max((st.v0 + fi * st.dv) * r - 128, 0), maxV))
        return (u, v)
    }

    static func pairs(_ d: inout [UInt32], _ at: Int, _ n: Int, _ src: [UInt32], stride: Int, width: Int, height: Int,
                      _ st: pk_span_start, alpha: Int, cover: [UInt8], opacity: Int) {
        let a: UInt32 = alpha >= 256 ? 256 : UInt32(Swift.max(0, Swift.min(255, alpha))) + (alpha > 0 ? 1 : 0)
        let opa = UInt32(Swift.max(0, Swift.min(256, opacity)))
        for i in 0..<n {
            let (u, v) = divide(st, i, width: width, height: height)
            let x0 = Swift.min(u >> 8, Int32(width - 2)), y0 = Swift.min(v >> 8, Int32(height - 2))
            let o = Int(y0) * stride + Int(x0)
            let px = bilinear(src[o], src[o + 1], src[o + stride], src[o + stride + 1],
                              UInt32(u - (x0 << 8)), UInt32(v - (y0 << 8)))
            let c = UInt32(alpha >= 0 ? 0 : cover[i])
            let k = alpha >= 0 ? a : ((c + (c >> 7)) * opa) >> 8
            d[at + i] = over(scale(px, k), d[at + i])
        }
    }

    static func shadow(_ d: inout [UInt32], _ at: Int, _ n: Int, _ quads: [UInt32], stride: Int, width: Int, height: Int,
                       color: UInt32, _ st: pk_span_start, alpha: Int, cover: [UInt8]) {
        let a: UInt32 = alpha >= 256 ? 256 : UInt32(Swift.max(0, Swift.min(255, alpha))) + (alpha > 0 ? 1 : 0)
        for i in 0..<n {
            let (u, v) = divide(st, i, width: width, height: height)
            let g = quads[Int(v >> 8) * stride + Int(u >> 8)]
            let fx = UInt32(u & 255), fy = UInt32(v & 255)
            let w11 = (fx &* fy) >> 8, w10 = fy &- w11, w01 = fx &- w11, w00 = 256 &- fx &- fy &+ w11
            let al = ((g & 255) &* w00 &+ ((g >> 8) & 255) &* w01 &+ ((g >> 16) & 255) &* w10 &+ (g >> 24) &* w11) >> 8
            let c = UInt32(alpha >= 0 ? 0 : cover[i])
            let sa = (al * (alpha >= 0 ? a : c + (c >> 7))) >> 8
            d[at + i] = over(scale(color, sa + (sa >> 7)), d[at + i])
        }
    }

    // MARK: Rasterizer

    static func folded(_ s: Int32, _ evenOdd: Bool) -> Int32 {
        var v = s < 0 ? -s : s
        if evenOdd {
            v &= 0x3FFFF
            if v > 0x20000 { v = 0x40000 - v }
        } else if v > 0x20000 {
            v = 0x20000
        }
        return v
    }

    /// The solid sweep one pixel at a time: constant runs between touched groups blended with the
    /// run's coverage (0...255), every pixel of a touched group interpolated (opaque colour) or
    /// blended (translucent) with its own.
    static func sweepSolid(rows: Int, color: UInt32, _ d: inout [UInt32], _ at: Int, dstStride: Int,
                           cells: inout [Int32], cellStride: Int, bits: inout [UInt64], words: Int, width: Int,
                           evenOdd: Bool) {
        let opaque = color >> 24 == 255
        func run(_ x0: Int, _ x1: Int, _ sum: Int32, _ row: Int) {
            let a = UInt32((folded(sum, evenOdd) * 255 + 0x10000) >> 17)
            if a == 0 { return }
            let c = a >= 255 ? color : mul(color, a)
            for x in x0..<x1 { d[row + x] = c >> 24 == 255 ? c : c &+ mul(d[row + x], 255 &- (c >> 24)) }
        }
        for r in 0..<rows {
            let row = at + r * dstStride, cellRow = r * cellStride
            var sum: Int32 = 0, x = 0
            for wi in 0..<words {
                var word = bits[r * words + wi]
                bits[r * words + wi] = 0
                while word != 0 {
                    let gx = ((wi << 6) + word.trailingZeroBitCount) << 3
                    word &= word - 1
                    if Swift.min(gx, width) > x { run(x, Swift.min(gx, width), sum, row) }
                    for i in 0..<8 {
                        sum &+= cells[cellRow + gx + i]
                        cells[cellRow + gx + i] = 0
                        guard gx + i < width else { continue }
                        let f = folded(sum, evenOdd)
                        if opaque {
                            d[row + gx + i] = lerpRounded(d[row + gx + i], color, UInt32((f + 0x100) >> 9))
                        } else {
                            let a = UInt32((f * 255 + 0x10000) >> 17)
                            if a > 0 { d[row + gx + i] = over(mul(color, a), d[row + gx + i]) }
                        }
                    }
                    x = gx + 8
                }
            }
            if x < width { run(x, width, sum, row) }
        }
    }

    /// A steep edge's deposits one row at a time (the arithmetic of `pk_steep_edge`'s lanes).
    static func steepEdge(cells: inout [Int32], bits: inout [UInt64], cellStride: Int, bitStride: Int, n: Int32,
                          firstTop: Int32, ax: Int32, ay: Int32, bx: Int32, by: Int32, whole: Int32, frac: Int32,
                          step: Int32, lo: Int32, hi: Int32, sign: Int32, k: Int32) {
        func clamp(_ x: Int32) -> Int32 { Swift.min(hi, Swift.max(lo, x)) }
        for g in 0..<n {
            let below = frac &+ g &* step
            let p = g == 0 ? ax : clamp(whole &+ ((below &- step) >> 16))
            let q = g == n - 1 ? bx : clamp(whole &+ (below >> 16))
            let top = g == 0 ? ay : firstTop + (g << 8), bottom = g == n - 1 ? by : firstTop + (g << 8) + 256
            let h = bottom - top
            let xl = Swift.min(p, q), xr = Swift.max(p, q)
            let c = xl >> 8, fa = xl & 255, dd = xr - (c << 8)
            let fr = Swift.max(dd - 256, 0), fb = dd - fr
            let crosses = fr > 0
            let part = Int32(truncatingIfNeeded: (UInt32(256 - fa) &* UInt32(bitPattern: k)) >> 16)
            let hl = (crosses ? Swift.min(h, part) : h) * sign
            let hr = h * sign - hl
            let base = Int(g) * cellStride + Int(c)
            cells[base] &+= hl * (512 - fa - fb)
            cells[base + 1] &+= hl * (fa + fb) + hr * (512 - fr)
            cells[base + 2] &+= hr * fr
            // Groups of the first and the last touched cell (c + 1, or c + 2 when crossing).
            let g0 = Int(c >> 3), g1 = Int((c + 1 + (crosses ? 1 : 0)) >> 3)
            for grp in Set([g0, g1]) { bits[Int(g) * bitStride + grp >> 6] |= 1 << UInt64(grp & 63) }
        }
    }
}
