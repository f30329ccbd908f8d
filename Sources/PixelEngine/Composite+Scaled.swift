import CPixelKernels

extension Composite {
    /// Draws `src` through `m` when `m` only scales (by positive factors) and translates, the case of a
    /// view animating its scale or sliding by fractions of a pixel: the drawn area is a rectangle whose
    /// coverage is the product of a column's and a row's, and every destination row samples one pair of
    /// source rows at columns computed once per call, so there is no rasterizer pass, no per-pixel
    /// divide and one kernel call per row (`pk_scaled_row`). Returns false, drawing nothing, for any
    /// other map (the caller takes the projective path).
    ///
    /// Pixels match the projective path's: the same bilinear sampling, the exact coverage its rasterizer
    /// finds for the rectangle, and its factors, which differ between a pixel its sweep puts in a
    /// constant run (`(a * opacity + 127) / 255 + 1`) and one with per-pixel coverage
    /// (`(c + c >> 7) * opacity >> 8`): which is which follows the sweep's groups of eight cells
    /// (`Rasterizer.sweepRow`), replayed here once per call on the columns' coverage. The two paths
    /// round a source position apart only at a tie of 1/256 pixel (one level).
    static func scaled(_ src: Bitmap, into dst: Bitmap, _ m: Projective, op opacity: Int, box: PixelRect) -> Bool {
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11 > 0, m.m22 > 0,
              let inv = m.inverted() else { return false }
        let sw = src.width, sh = src.height
        let x0 = m.m13, x1 = m.m11 * Double(sw) + m.m13, y0 = m.m23, y1 = m.m22 * Double(sh) + m.m23
        // Far outside any surface (or not finite): the projective path clips it in floating point.
        guard abs(x0) < 1e7, abs(x1) < 1e7, abs(y0) < 1e7, abs(y1) < 1e7 else { return false }
        // The rectangle's edges in 24.8 fixed point, rounded as the rasterizer rounds a polygon's points.
        let X0 = PixelMath.roundedToInt(x0 * 256), X1 = PixelMath.roundedToInt(x1 * 256)
        let Y0 = PixelMath.roundedToInt(y0 * 256), Y1 = PixelMath.roundedToInt(y1 * 256)
        let cx0 = Swift.max(box.x, X0 >> 8), cx1 = Swift.min(box.maxX, (X1 + 255) >> 8)
        let cy0 = Swift.max(box.y, Y0 >> 8), cy1 = Swift.min(box.maxY, (Y1 + 255) >> 8)
        guard cx0 < cx1, cy0 < cy1, opacity > 0 else { return true }
        let n = cx1 - cx0
        let op = Swift.min(256, opacity)
        let maxU = Double(sw - 1) * 256, maxV = Double(sh - 1) * 256
        // A constant run's factor for coverage a (the projective kernel's alpha mode) and an edge
        // pixel's for coverage c (its coverage mode).
        @inline(__always) func runFactor(_ a: Int) -> UInt32 {
            let alpha = (a &* op &+ 127) / 255
            return alpha >= 256 ? 256 : UInt32(alpha > 0 ? alpha + 1 : 0)
        }
        @inline(__always) func edgeFactor(_ c: Int) -> UInt32 { UInt32(((c + (c >> 7)) &* op) >> 8) }
        @inline(__always) func coverage(_ w: Int, _ h: Int) -> Int { (w &* h &* 255 &+ 32768) >> 16 }
        // The rasterizer's region: the rectangle's bounding pixels within the box.
        let rx0 = Swift.max(box.x, Int(x0.rounded(.down))), rx1 = Swift.min(box.maxX, Int(x1.rounded(.up)))
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 6 * n) { buf in
            let base = buf.baseAddress!
            let xoff = UnsafeMutableRawPointer(base).bindMemory(to: Int32.self, capacity: n)
            let fx = base + n, wx = base + 2 * n, kFull = base + 3 * n, kRow = base + 4 * n, varying = base + 5 * n
            for i in 0..<n {
                let x = cx0 + i
                let u = Swift.min(Swift.max((inv.m11 * (Double(x) + 0.5) + inv.m13) * 256 - 128, 0), maxU)
                let ui = Int(u)
                let c = Swift.min(ui >> 8, sw - 2)
                xoff[i] = Int32(truncatingIfNeeded: c)
                fx[i] = UInt32(truncatingIfNeeded: ui - (c << 8))
                wx[i] = UInt32(truncatingIfNeeded: Swift.max(0, Swift.min(X1, (x + 1) << 8) - Swift.max(X0, x << 8)))
                varying[i] = 0
            }
            // The sweep's groups of eight region columns: in a group where the running sum changes, the
            // pixels from its first change to its last get per-pixel coverage; the rest are constant runs.
            // In every row the sums are the columns' widths times the row's height, so they compare alike.
            @inline(__always) func width(_ x: Int) -> UInt32 { x >= cx0 && x < cx1 ? wx[x - cx0] : 0 }
            var before: UInt32 = 0
            var gx = rx0
            while gx < rx1 {
                let lanes = Swift.min(8, rx1 - gx), after = width(gx + lanes - 1)
                var lo = -1, last = -1
                for l in 0..<lanes {
                    let s = width(gx + l)
                    if s != before && lo < 0 { lo = l }
                    if s != after { last = l }
                }
                if lo >= 0 && last >= lo {
                    for x in Swift.max(cx0, gx + lo)..<Swift.min(cx1, gx + last + 1) { varying[x - cx0] = 1 }
                }
                before = after
                gx += 8
            }
            @inline(__always) func factor(_ i: Int, _ h: Int) -> UInt32 {
                let c = coverage(Int(wx[i]), h)
                return varying[i] != 0 ? edgeFactor(c) : runFactor(c)
            }
            for i in 0..<n { kFull[i] = factor(i, 256) }
            let sp = src.pixels, ss = src.stride
            for y in cy0..<cy1 {
                let v = Swift.min(Swift.max((inv.m22 * (Double(y) + 0.5) + inv.m23) * 256 - 128, 0), maxV)
                let vi = Int(v)
                let r = Swift.min(vi >> 8, sh - 2)
                let h = Swift.max(0, Swift.min(Y1, (y + 1) << 8) - Swift.max(Y0, y << 8))
                var k = UnsafePointer(kFull)
                if h < 256 {
                    for i in 0..<n { kRow[i] = factor(i, h) }
                    k = UnsafePointer(kRow)
                }
                pk_scaled_row(dst.pixels + y * dst.stride + cx0, n, sp + r * ss, ss, xoff, fx,
                              UInt32(truncatingIfNeeded: vi - (r << 8)), k)
            }
        }
        return true
    }
}
