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
/// (24.8 fixed point), a sweep turns running sums into coverage. Edges are stored first and
/// replayed band by band (32 rows), so the cell buffer stays in cache; a per-row bitset marks
/// touched cells, so the sweep costs O(edge cells + spans), not O(area), and long interior runs
/// come out as constant-coverage spans. Keep one instance and reuse it: buffers only grow.
public final class Rasterizer {
    /// The band buffers (cells, bitsets, one row of coverage and spans). Several rasterizers can share
    /// one: a band is always swept, and so cleared, before another shape accumulates into it.
    final class CellBuffer {
        private(set) var acc = calloc(1, 4)!.assumingMemoryBound(to: Int32.self)
        private(set) var bits = calloc(1, 8)!.assumingMemoryBound(to: UInt64.self)
        private(set) var cover = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        private(set) var spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 1)
        private var width = 0

        /// Makes room for regions `w` pixels wide.
        func ensure(width w: Int) {
            guard w > width else { return }
            width = w
            let wpr = (w + 63) >> 6
            free(acc)
            acc = calloc(w * Rasterizer.bandRows, 4)!.assumingMemoryBound(to: Int32.self)
            free(bits)
            bits = calloc(wpr * Rasterizer.bandRows, 8)!.assumingMemoryBound(to: UInt64.self)
            cover.deallocate()
            cover = .allocate(capacity: w + 1)
            spans.deallocate()
            spans = .allocate(capacity: 2 * w + 2)
        }

        deinit {
            free(acc)
            free(bits)
            cover.deallocate()
            spans.deallocate()
        }
    }

    /// The device-space rectangle of the current shape.
    public private(set) var region = PixelRect.zero
    static let bandShift = 5
    static let bandRows = 1 << bandShift
    private var w = 0, h = 0, wpr = 0
    let cells: CellBuffer
    private var acc: UnsafeMutablePointer<Int32>
    private var bits: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage of the row just swept (region-local x), valid for spans with alpha < 0.
    public private(set) var cover: UnsafeMutablePointer<UInt8>
    /// The spans of the row just swept.
    public private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    // Sweep state, so a sweep can be driven band by band from outside (batched drawing).
    private var order: [Int32] = []
    private var active: [Int32] = []
    private var nextLine = 0
    private var evenOddSweep = false
    /// First and last region-local rows with edges, once prepared.
    private(set) var firstRow = 0, lastRow = -1
    /// Stored edges, 5 Ints each: x0, y0 (top), x1, y1 (bottom), winding sign; region-local 24.8.
    private var lines: UnsafeMutablePointer<Int>
    private var lineCount = 0, lineCap = 0
    private var band0 = 0

    /// Creates an empty rasterizer; buffers grow on demand.
    public convenience init() { self.init(cells: CellBuffer()) }

    /// A rasterizer sharing `other`'s band buffers (for shapes swept one band at a time, interleaved).
    convenience init(sharing other: Rasterizer) { self.init(cells: other.cells) }

    private init(cells: CellBuffer) {
        self.cells = cells
        acc = cells.acc
        bits = cells.bits
        cover = cells.cover
        spans = cells.spans
        lines = UnsafeMutablePointer<Int>.allocate(capacity: 5)
        lineCap = 1
    }

    deinit {
        lines.deallocate()
    }

    /// Refreshes the cached buffer pointers (the shared buffer may have grown).
    private func bindCells() {
        cells.ensure(width: w)
        acc = cells.acc
        bits = cells.bits
        cover = cells.cover
        spans = cells.spans
    }

    /// Starts a new shape restricted to `region` (device pixels); anything drawn outside is clipped.
    public func reset(region r: PixelRect) {
        region = r.isEmpty ? .zero : r
        w = region.width
        h = region.height
        wpr = (w + 63) >> 6
        lineCount = 0
        firstRow = 0
        lastRow = -1
        bindCells()
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
            if ax <= 0 && bx <= 0 { store(0, ay, 0, by); return }
            let ym = ay + (by - ay) * (0 - ax) / (bx - ax)
            if ax < 0 {
                store(0, ay, 0, ym); ax = 0; ay = ym
            } else {
                store(0, ym, 0, by); bx = 0; by = ym
            }
        }
        store(ax, ay, bx, by)
    }

    @inline(__always) private func store(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        if lineCount == lineCap {
            let n = UnsafeMutablePointer<Int>.allocate(capacity: lineCap * 2 * 5)
            n.moveInitialize(from: lines, count: lineCount * 5)
            lines.deallocate()
            lines = n
            lineCap *= 2
        }
        let l = lines + lineCount * 5
        if y0 < y1 {
            l[0] = x0; l[1] = y0; l[2] = x1; l[3] = y1; l[4] = 1
        } else {
            l[0] = x1; l[1] = y1; l[2] = x0; l[3] = y0; l[4] = -1
        }
        lineCount += 1
    }

    /// Deposits the part of edge `l` inside rows [yTop, yBottom) (24.8, region-local) into the band.
    private func walk(_ l: UnsafeMutablePointer<Int>, _ yTop: Int, _ yBottom: Int) {
        let ox = l[0], oy = l[1], ex = l[2], ey = l[3], sign = l[4]
        let dx = ex - ox, dy = ey - oy
        var ay = oy, by = ey, ax = ox, bx = ex
        if ay < yTop { ay = yTop; ax = ox + dx * (yTop - oy) / dy }
        if by > yBottom { by = yBottom; bx = ox + dx * (yBottom - oy) / dy }
        if ay >= by { return }
        let r0 = ay >> 8, r1 = (by - 1) >> 8
        if dx == 0 {
            let c = ax >> 8, f = ax & 255
            for r in r0...r1 {
                let ys = Swift.max(ay, r << 8), ye = Swift.min(by, (r + 1) << 8)
                cell(r - band0, c, f, f, (ye - ys) * sign)
            }
            return
        }
        var px = ax, py = ay
        for r in r0...r1 {
            let ye = Swift.min(by, (r + 1) << 8)
            let nx = ye == by ? bx : ox + dx * (ye - oy) / dy
            rowPiece(r - band0, px, py - (r << 8), nx, ye - (r << 8), sign)
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

    /// Sweeps the shape row by row, calling `body(y, spanCount)` with device row y for every row
    /// with coverage; the spans are in `spans`, per-pixel coverage in `cover`.
    public func sweep(rule: FillRule, _ body: (_ y: Int, _ count: Int) -> Void) {
        guard prepare(rule: rule) else { return }
        var b0 = firstRow
        while b0 <= lastRow {
            let b1 = Swift.min(lastRow + 1, b0 + Rasterizer.bandRows)
            sweepRows(b0, b1, body)
            b0 = b1
        }
        finish()
    }

    /// Orders the edges for a sweep; false when there is nothing to draw.
    func prepare(rule: FillRule) -> Bool {
        guard lineCount > 0 else { return false }
        evenOddSweep = rule == .evenOdd
        bindCells()
        order.removeAll(keepingCapacity: true)
        var minY = Int.max, maxY = Int.min
        for i in 0..<lineCount {
            order.append(Int32(i))
            minY = Swift.min(minY, lines[i * 5 + 1])
            maxY = Swift.max(maxY, lines[i * 5 + 3])
        }
        let ls = lines
        order.sort { ls[Int($0) * 5 + 1] < ls[Int($1) * 5 + 1] }
        firstRow = Swift.max(0, minY >> 8)
        lastRow = Swift.min(h - 1, (maxY - 1) >> 8)
        active.removeAll(keepingCapacity: true)
        nextLine = 0
        if firstRow > lastRow { finish(); return false }
        return true
    }

    /// Sweeps region-local rows [b0, b1) (at most one band, in increasing order across calls).
    func sweepRows(_ b0: Int, _ b1: Int, _ body: (_ y: Int, _ count: Int) -> Void) {
        let start = Swift.max(b0, firstRow), end = Swift.min(b1, lastRow + 1)
        if start >= end { return }
        bindCells()
        band0 = start
        let ls = lines
        let yTop = start << 8, yBottom = end << 8
        while nextLine < lineCount && ls[Int(order[nextLine]) * 5 + 1] < yBottom {
            active.append(order[nextLine])
            nextLine += 1
        }
        var k = 0
        while k < active.count {
            let l = ls + Int(active[k]) * 5
            walk(l, yTop, yBottom)
            if l[3] <= yBottom {
                active[k] = active[active.count - 1]
                active.removeLast()
            } else {
                k += 1
            }
        }
        for r in start..<end {
            let n = sweepRow(r - start, evenOddSweep)
            if n > 0 { body(region.y + r, n) }
        }
    }

    /// Ends a sweep: the edges are consumed.
    func finish() {
        lineCount = 0
        firstRow = 0
        lastRow = -1
        active.removeAll(keepingCapacity: true)
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
