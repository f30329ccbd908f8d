import Foundation

/// A horizontal run of one scanline produced by `Rasterizer`: pixels x0..<x1 (region-local),
/// with constant coverage `alpha` (0...255) or, when `alpha < 0`, per-pixel coverage in `cover`.
public struct CoverageSpan: Sendable {
    public var x0: Int32
    public var x1: Int32
    public var alpha: Int32
}

/// Scanline rasterizer with exact-area (analytic) anti-aliasing, in the style of FreeType's
/// and font-rs's accumulation rasterizers: edges deposit signed area and cover into cells
/// (24.8 fixed point), a sweep turns running sums into coverage. A per-row bitset marks the
/// touched cells, so the sweep costs O(edge cells + spans), not O(area); long interior runs
/// come out as constant-coverage spans. Keep one instance and reuse it: its buffers stay zeroed
/// between shapes and are only allocated when a larger region is needed.
public final class Rasterizer {
    /// The device-space rectangle of the current shape.
    public private(set) var region = PixelRect.zero
    private var w = 0, h = 0, wpr = 0
    private var acc: UnsafeMutablePointer<Int32>
    private var accCap = 0
    private var bits: UnsafeMutablePointer<UInt64>
    private var bitsCap = 0
    /// Per-pixel coverage of the row just swept (region-local x), valid for spans with alpha < 0.
    public private(set) var cover: UnsafeMutablePointer<UInt8>
    private var coverCap = 0
    /// The spans of the row just swept.
    public private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    private var spansCap = 0
    private var rowMin = Int.max, rowMax = -1

    /// Creates an empty rasterizer; buffers grow on demand.
    public init() {
        acc = calloc(1, 4)!.assumingMemoryBound(to: Int32.self)
        bits = calloc(1, 8)!.assumingMemoryBound(to: UInt64.self)
        cover = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 1)
    }

    deinit {
        free(acc)
        free(bits)
        cover.deallocate()
        spans.deallocate()
    }

    /// Starts a new shape restricted to `region` (device pixels); anything drawn outside is clipped.
    public func reset(region r: PixelRect) {
        discard()
        region = r.isEmpty ? .zero : r
        w = region.width
        h = region.height
        wpr = (w + 63) >> 6
        if w * h > accCap {
            free(acc)
            accCap = w * h
            acc = calloc(accCap, 4)!.assumingMemoryBound(to: Int32.self)
        }
        if wpr * h > bitsCap {
            free(bits)
            bitsCap = wpr * h
            bits = calloc(bitsCap, 8)!.assumingMemoryBound(to: UInt64.self)
        }
        if w + 1 > coverCap {
            cover.deallocate()
            coverCap = w + 1
            cover = UnsafeMutablePointer<UInt8>.allocate(capacity: coverCap)
            spans.deallocate()
            spansCap = 2 * w + 2
            spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: spansCap)
        }
        rowMin = Int.max
        rowMax = -1
    }

    /// Clears any cells left from a shape that was not swept.
    private func discard() {
        guard rowMax >= rowMin else { return }
        for r in rowMin...rowMax {
            let b = bits + r * wpr
            for i in 0..<wpr where b[i] != 0 {
                var word = b[i]
                b[i] = 0
                while word != 0 {
                    acc[r * w + i * 64 + word.trailingZeroBitCount] = 0
                    word &= word &- 1
                }
            }
        }
        rowMin = Int.max
        rowMax = -1
    }

    /// Adds a closed polygon given as interleaved device-space x, y pairs.
    func addPolygon(_ pts: [Double]) {
        let n = pts.count / 2
        if n < 2 { return }
        pts.withUnsafeBufferPointer { p in
            var px = fixX(p[2 * (n - 1)]), py = fixY(p[2 * (n - 1) + 1])
            for i in 0..<n {
                let x = fixX(p[2 * i]), y = fixY(p[2 * i + 1])
                addFixedLine(px, py, x, y)
                px = x; py = y
            }
        }
    }

    /// Adds one directed edge in device coordinates (winding +1 going down).
    public func addLine(x0: Double, y0: Double, x1: Double, y1: Double) {
        addFixedLine(fixX(x0), fixY(y0), fixX(x1), fixY(y1))
    }

    @inline(__always) private func fixX(_ v: Double) -> Int {
        let f = (v - Double(region.x)) * 256
        return f.isNaN ? 0 : Int(Swift.max(-1e9, Swift.min(1e9, f)).rounded())
    }

    @inline(__always) private func fixY(_ v: Double) -> Int {
        let f = (v - Double(region.y)) * 256
        return f.isNaN ? 0 : Int(Swift.max(-1e9, Swift.min(1e9, f)).rounded())
    }

    private func addFixedLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 || w == 0 || h == 0 { return }
        let W = w << 8, H = h << 8
        if Swift.max(y0, y1) <= 0 || Swift.min(y0, y1) >= H { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        if ax > W || bx > W {
            if ax >= W && bx >= W { return }
            let ym = ay + (by - ay) * (W - ax) / (bx - ax)
            if ax > W { ax = W; ay = ym } else { bx = W; by = ym }
        }
        if ax < 0 || bx < 0 {
            if ax <= 0 && bx <= 0 { walkRows(0, ay, 0, by); return }
            let ym = ay + (by - ay) * (0 - ax) / (bx - ax)
            if ax < 0 {
                walkRows(0, ay, 0, ym); ax = 0; ay = ym
            } else {
                walkRows(0, ym, 0, by); bx = 0; by = ym
            }
        }
        walkRows(ax, ay, bx, by)
    }

    private func walkRows(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        var sign = 1
        var ax = x0, ay = y0, bx = x1, by = y1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); sign = -1 }
        let H = h << 8
        if by <= 0 || ay >= H { return }
        let ox = ax, oy = ay, dx = bx - ax, dy = by - ay
        if ay < 0 { ax = ox + dx * (0 - oy) / dy; ay = 0 }
        if by > H { bx = ox + dx * (H - oy) / dy; by = H }
        let r0 = ay >> 8, r1 = (by - 1) >> 8
        rowMin = Swift.min(rowMin, r0)
        rowMax = Swift.max(rowMax, r1)
        if dx == 0 {
            let c = ax >> 8, f = ax & 255
            for r in r0...r1 {
                let ys = Swift.max(ay, r << 8), ye = Swift.min(by, (r + 1) << 8)
                cell(r, c, f, f, (ye - ys) * sign)
            }
            return
        }
        var px = ax, py = ay
        for r in r0...r1 {
            let ye = Swift.min(by, (r + 1) << 8)
            let nx = ye == by ? bx : ox + dx * (ye - oy) / dy
            rowPiece(r, px, py - (r << 8), nx, ye - (r << 8), sign)
            px = nx; py = ye
        }
    }

    @inline(__always) private func rowPiece(_ r: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ sign: Int) {
        if xa == xb {
            let c = xa >> 8
            cell(r, c, xa - (c << 8), xa - (c << 8), (yb - ya) * sign)
            return
        }
        let cStart = xb > xa ? xa >> 8 : (xa - 1) >> 8
        let cEnd = xb > xa ? (xb - 1) >> 8 : xb >> 8
        if cStart == cEnd {
            cell(r, cStart, xa - (cStart << 8), xb - (cStart << 8), (yb - ya) * sign)
            return
        }
        let right = xb > xa
        var x = xa, y = ya
        let ddx = xb - xa, ddy = yb - ya
        while true {
            let c = right ? x >> 8 : (x - 1) >> 8
            let left = c << 8
            let nx = right ? Swift.min(xb, left + 256) : Swift.max(xb, left)
            let ny = nx == xb ? yb : ya + ddy * (nx - xa) / ddx
            cell(r, c, x - left, nx - left, (ny - y) * sign)
            if nx == xb { return }
            x = nx; y = ny
        }
    }

    @inline(__always) private func cell(_ r: Int, _ c: Int, _ fx0: Int, _ fx1: Int, _ dy: Int) {
        if c >= w || dy == 0 { return }
        let i = r * w + c
        let s = fx0 + fx1
        acc[i] &+= Int32(truncatingIfNeeded: dy * (512 - s))
        let b = bits + r * wpr
        b[c >> 6] |= 1 << UInt64(c & 63)
        if s != 0 && c + 1 < w {
            acc[i + 1] &+= Int32(truncatingIfNeeded: dy * s)
            b[(c + 1) >> 6] |= 1 << UInt64((c + 1) & 63)
        }
    }

    @inline(__always) private static func coverage(_ s: Int, _ evenOdd: Bool) -> Int32 {
        var v = s < 0 ? -s : s
        if evenOdd {
            v &= 0x3FFFF
            if v > 0x20000 { v = 0x40000 - v }
        } else if v > 0x20000 {
            v = 0x20000
        }
        return Int32(truncatingIfNeeded: (v * 255 + 0x10000) >> 17)
    }

    /// Sweeps every touched row, calling `body(y, spanCount)` with device row y; the spans are in
    /// `spans` and per-pixel coverage in `cover`. Leaves the buffers zeroed for the next shape.
    public func sweep(rule: FillRule, _ body: (_ y: Int, _ count: Int) -> Void) {
        guard rowMax >= rowMin else { return }
        let evenOdd = rule == .evenOdd
        for r in rowMin...rowMax {
            let n = sweepRow(r, evenOdd)
            if n > 0 { body(region.y + r, n) }
        }
        rowMin = Int.max
        rowMax = -1
    }

    private func sweepRow(_ r: Int, _ evenOdd: Bool) -> Int {
        let accRow = acc + r * w
        let b = bits + r * wpr
        var n = 0
        var sum = 0
        var x = 0
        var lastVarEnd = -1
        for wi in 0..<wpr {
            var word = b[wi]
            if word == 0 { continue }
            b[wi] = 0
            while word != 0 {
                let cx = (wi << 6) + word.trailingZeroBitCount
                word &= word &- 1
                if cx > x {
                    let a = Rasterizer.coverage(sum, evenOdd)
                    if a > 0 {
                        spans[n] = CoverageSpan(x0: Int32(x), x1: Int32(cx), alpha: a)
                        n += 1
                    }
                }
                sum += Int(accRow[cx])
                accRow[cx] = 0
                cover[cx] = UInt8(truncatingIfNeeded: Rasterizer.coverage(sum, evenOdd))
                if lastVarEnd == cx {
                    spans[n - 1].x1 = Int32(cx + 1)
                } else {
                    spans[n] = CoverageSpan(x0: Int32(cx), x1: Int32(cx + 1), alpha: -1)
                    n += 1
                }
                lastVarEnd = cx + 1
                x = cx + 1
            }
        }
        if x < w {
            let a = Rasterizer.coverage(sum, evenOdd)
            if a > 0 {
                spans[n] = CoverageSpan(x0: Int32(x), x1: Int32(w), alpha: a)
                n += 1
            }
        }
        return n
    }
}
