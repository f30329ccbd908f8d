import Foundation

/// A horizontal run of one scanline produced by `Rasterizer`: pixels x0..<x1 (region-local),
/// with constant coverage `alpha` (0...255) or, when `alpha < 0`, per-pixel coverage in `cover`.
public struct CoverageSpan: Sendable {
    public var x0: Int32
    public var x1: Int32
    public var alpha: Int32
}

/// Scanline rasterizer with exact-area (analytic) anti-aliasing, in the style of FreeType's
/// cell rasterizer: edges deposit into each cell they cross its signed area (the pixel's own
/// partial coverage) and its cover (what every pixel to its right inherits), 24.8 fixed point;
/// a sweep turns running sums into coverage. Edges are stored first and replayed band by band
/// (32 rows), so the cell buffer stays in cache; a per-row bitset marks touched cells, so the
/// sweep costs O(edge cells + spans), not O(area), only crossed pixels get per-pixel coverage
/// and interior runs come out as constant-coverage spans. Keep one instance and reuse it:
/// buffers only grow.
public final class Rasterizer {
    /// The band buffers (cells as area/cover pairs, bitsets, one row of coverage and spans). Several rasterizers can share
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
            free(acc)
            acc = calloc(Rasterizer.cellStride(w) * Rasterizer.bandRows + 2, 4)!.assumingMemoryBound(to: Int32.self)
            free(bits)
            bits = calloc(Rasterizer.bitStride(w) * Rasterizer.bandRows + 1, 8)!.assumingMemoryBound(to: UInt64.self)
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
    private(set) var w = 0, h = 0, wpr = 0
    /// Int32s per band row of cells: two per cell, padded to an odd number of cache lines so rows
    /// of a band never share their low 12 address bits (4K aliasing stalls a column of cells).
    private(set) var cstride = 0
    static func cellStride(_ w: Int) -> Int { (((2 * w + 15) / 16) | 1) * 16 }
    /// UInt64s per band row of the bitset: first a summary (one bit per nonzero word), then one bit
    /// per cell. The sweep visits only nonzero words, without a branch per empty word.
    private(set) var bstride = 0, summaryWords = 0
    static func bitStride(_ w: Int) -> Int { let words = (w + 63) >> 6; return ((words + 63) >> 6) + words }
    let cells: CellBuffer
    private(set) var acc: UnsafeMutablePointer<Int32>
    private(set) var bits: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage of the row just swept (region-local x), valid for spans with alpha < 0.
    public private(set) var cover: UnsafeMutablePointer<UInt8>
    /// The spans of the row just swept.
    public private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    // Sweep state, so a sweep can be driven band by band from outside (batched drawing).
    /// Edges by top row: the clamped top y in the high 32 bits, the edge index in the low 32 (plain
    /// integers sort far faster than a comparison closure reading the edges).
    private var order: [UInt64] = []
    private var active: [Int32] = []
    private var nextLine = 0
    private(set) var evenOddSweep = false
    /// First and last region-local rows with edges, once prepared.
    private(set) var firstRow = 0, lastRow = -1
    /// A stored edge, region-local 24.8, top to bottom, with its slopes computed once.
    private struct Edge {
        var x0: Int, y0: Int, x1: Int, y1: Int
        /// +1 for an edge going down in the path, -1 going up.
        var sign: Int
        /// dx/dy, and |dy/dx| in 16.16 fixed point clamped to 256 (0 for vertical edges): a piece
        /// crossing into a next cell is at least 1/256 pixel wide, so 256 already gives it its whole height.
        var xPerY: Double, yPerXFixed: Int
        /// dx/dy in 16.16 fixed point, used when `fixedX` (the edge spans less than 2^22 both ways).
        var xPerYFixed: Int, fixedX: Bool
    }
    private var lines: UnsafeMutablePointer<Edge>
    /// The band being accumulated, copied out of the instance so the edge loops keep it in registers.
    private struct Band {
        let cells: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        let cellStride: Int, bitStride: Int, summaryWords: Int
        /// The region's right edge, 24.8.
        let xEnd: Int
        /// The region-local row of the band's first row.
        let row0: Int
    }
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
        lines = UnsafeMutablePointer<Edge>.allocate(capacity: 1)
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
        cstride = Rasterizer.cellStride(w)
        bstride = Rasterizer.bitStride(w)
        summaryWords = bstride - wpr
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
        // Flat edges and edges on the right boundary change no coverage inside the region.
        if y0 == y1 || (x0 >= w << 8 && x1 >= w << 8) { return }
        if lineCount == lineCap {
            let n = UnsafeMutablePointer<Edge>.allocate(capacity: lineCap * 2)
            n.moveInitialize(from: lines, count: lineCount)
            lines.deallocate()
            lines = n
            lineCap *= 2
        }
        let (tx, ty, bx, by, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let dx = Double(bx - tx), dy = Double(by - ty)
        (lines + lineCount).initialize(to: Edge(x0: tx, y0: ty, x1: bx, y1: by, sign: sign,
                                                xPerY: dx / dy,
                                                yPerXFixed: dx == 0 ? 0 : Int((Swift.min(abs(dy / dx), 256) * 65536).rounded()),
                                                xPerYFixed: Int((dx / dy * 65536).rounded()),
                                                fixedX: abs(dx) < 4194304 && dy < 4194304))
        lineCount += 1
    }

    /// Deposits the part of edge `e` inside rows [yTop, yBottom) (24.8, region-local) into the band.
    /// Row crossings come from the edge's slope, always evaluated from its top end, so neighbouring
    /// bands agree on every crossing and no division happens per row or cell. The first and last
    /// rows are walked apart, so the full rows between them take a loop without row clamping.
    @inline(__always) private static func walk(_ e: UnsafeMutablePointer<Edge>, _ yTop: Int, _ yBottom: Int, _ band: Band) {
        let ox = e.pointee.x0, oy = e.pointee.y0, ex = e.pointee.x1, ey = e.pointee.y1
        let sign = e.pointee.sign, xPerY = e.pointee.xPerY, k = e.pointee.yPerXFixed
        let lo = Swift.min(ox, ex), hi = Swift.max(ox, ex)
        // Edges up to 2^22 (16384 px) tall and wide take x(y) in 16.16 fixed point, so the middle rows
        // step it with one add; others (clipped far outside) evaluate it in floating point.
        let kx = e.pointee.xPerYFixed, fixedX = e.pointee.fixedX
        @inline(__always) func xAt(_ y: Int) -> Int {
            let x = fixedX ? ox &+ (((y &- oy) &* kx &+ 0x8000) >> 16) : ox &+ Int(Double(y &- oy) * xPerY)
            return Swift.min(hi, Swift.max(lo, x))
        }
        var ay = oy, by = ey, ax = ox, bx = ex
        if ay < yTop { ay = yTop; ax = xAt(yTop) }
        if by > yBottom { by = yBottom; bx = xAt(yBottom) }
        if ay >= by { return }
        let rFirst = ay >> 8, rLast = (by - 1) >> 8
        if rFirst == rLast {
            rowPiece(band, rFirst - band.row0, ax, bx, (by - ay) * sign, k)
            return
        }
        var ye = (rFirst + 1) << 8
        var px = xAt(ye)
        rowPiece(band, rFirst - band.row0, ax, px, (ye - ay) * sign, k)
        let full = 256 * sign
        var r = rFirst + 1 - band.row0
        let rEnd = rLast - band.row0
        if fixedX {
            var t = (ye &- oy) &* kx &+ 0x8000
            let step = kx << 8
            while r < rEnd {
                t &+= step
                let nx = Swift.min(hi, Swift.max(lo, ox &+ (t >> 16)))
                rowPiece(band, r, px, nx, full, k)
                px = nx
                r &+= 1
            }
            ye = rEnd &+ band.row0
            ye <<= 8
        } else {
            while r < rEnd {
                ye &+= 256
                let nx = xAt(ye)
                rowPiece(band, r, px, nx, full, k)
                px = nx
                r &+= 1
            }
        }
        rowPiece(band, rEnd, px, bx, (by - ye) * sign, k)
    }

    /// Deposits one edge piece inside band row `r` that runs between x = xa and xb (24.8) with signed
    /// height `dy`; `k` (|dy/dx| of the edge in 16.16, at most 256) shares the height among the cells it crosses.
    @inline(__always) private static func rowPiece(_ band: Band, _ r: Int, _ xa: Int, _ xb: Int, _ dy: Int, _ k: Int) {
        let xl = Swift.min(xa, xb), xr = Swift.max(xa, xb)
        // A piece on the right boundary only covers pixels outside the region.
        if xl >= band.xEnd { return }
        let c = xl >> 8
        let cellRow = UnsafeMutableRawPointer(band.cells + r * band.cellStride)
        let bitRow = band.bits + r * band.bitStride
        let sw = band.summaryWords
        if xr - xl <= 256 {
            // Steep pieces, the common case: one cell, or two, without a branch on which.
            let bound = (c + 1) << 8
            let crosses = xr > bound
            let xm = crosses ? bound : xr
            let h = abs(dy)
            let hl = crosses ? Swift.min(h, ((xm - xl) &* k) >> 16) : h
            let dl = dy < 0 ? -hl : hl, dr = dy - dl
            // Both cells' area/cover pairs in one 16-byte add.
            let p = cellRow + 8 * c
            let add = SIMD4<Int32>(Int32(truncatingIfNeeded: dl * (512 - (xl - (c << 8)) - (xm - (c << 8)))),
                                   Int32(truncatingIfNeeded: dl),
                                   Int32(truncatingIfNeeded: dr * (512 - (xr - bound))),
                                   Int32(truncatingIfNeeded: dr))
            p.storeBytes(of: p.loadUnaligned(as: SIMD4<Int32>.self) &+ add, as: SIMD4<Int32>.self)
            mark2(bitRow, sw, c, crosses ? 1 : 0)
            return
        }
        // Shallow pieces: walk the cells left to right, each taking the height of its x extent.
        let cEnd = (xr - 1) >> 8
        let h = abs(dy)
        var x = xl, used = 0, cc = c
        while true {
            let last = cc == cEnd
            let nx = last ? xr : (cc + 1) << 8
            let hn = last ? h : Swift.min(h, ((nx - xl) &* k) >> 16)
            let part = dy < 0 ? used - hn : hn - used
            let p = (cellRow + 8 * cc).assumingMemoryBound(to: Int32.self)
            p[0] &+= Int32(truncatingIfNeeded: part * (512 - (x - (cc << 8)) - (nx - (cc << 8))))
            p[1] &+= Int32(truncatingIfNeeded: part)
            mark(bitRow, sw, cc, 1)
            if last { return }
            x = nx; used = hn; cc += 1
        }
    }

    /// Sets the bits of cell `c` and, when `next` is 1, of cell `c + 1` in a band bitset row, with
    /// their summary bits: one unaligned 16-bit read-modify-write each (the words are little-endian,
    /// so bit c is bit c & 7 of byte c >> 3; a byte past the row only ever receives zero bits).
    @inline(__always) private static func mark2(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int, _ c: Int, _ next: Int) {
        let cells = UnsafeMutableRawPointer(bitRow + summaryWords)
        let b = c >> 3
        let m = UInt16(truncatingIfNeeded: (1 | next << 1) << (c & 7))
        cells.storeBytes(of: cells.loadUnaligned(fromByteOffset: b, as: UInt16.self) | m, toByteOffset: b, as: UInt16.self)
        let w0 = c >> 6, w1 = (c + next) >> 6
        let summary = UnsafeMutableRawPointer(bitRow)
        let sb = w0 >> 3
        let sm = UInt16(truncatingIfNeeded: (1 | (w1 - w0) << 1) << (w0 & 7))
        summary.storeBytes(of: summary.loadUnaligned(fromByteOffset: sb, as: UInt16.self) | sm, toByteOffset: sb, as: UInt16.self)
    }

    /// Sets (when `on` is 1) the bit of cell `c` and the summary bit of its word in a band bitset row.
    @inline(__always) private static func mark(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int, _ c: Int, _ on: UInt64) {
        let word = c >> 6
        bitRow[summaryWords + word] |= on << UInt64(c & 63)
        bitRow[word >> 6] |= on << UInt64(word & 63)
    }

    /// Calls `body` with each touched cell of a band bitset row, left to right, clearing the row.
    @inline(__always) static func forEachCell(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int,
                                              _ body: (Int) -> Void) {
        for si in 0..<summaryWords {
            var summary = bitRow[si]
            if summary == 0 { continue }
            bitRow[si] = 0
            while summary != 0 {
                let wi = (si << 6) + summary.trailingZeroBitCount
                summary &= summary &- 1
                let words = bitRow + summaryWords
                var word = words[wi]
                words[wi] = 0
                while word != 0 {
                    body((wi << 6) + word.trailingZeroBitCount)
                    word &= word &- 1
                }
            }
        }
    }

    @inline(__always) static func coverage(_ s: Int, _ evenOdd: Bool) -> Int32 {
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
            let top = UInt64(Swift.min(Swift.max(lines[i].y0, 0), Int(Int32.max)))
            order.append(top << 32 | UInt64(i))
            minY = Swift.min(minY, lines[i].y0)
            maxY = Swift.max(maxY, lines[i].y1)
        }
        order.sort()
        firstRow = Swift.max(0, minY >> 8)
        lastRow = Swift.min(h - 1, (maxY - 1) >> 8)
        active.removeAll(keepingCapacity: true)
        nextLine = 0
        if firstRow > lastRow { finish(); return false }
        return true
    }

    /// Sweeps region-local rows [b0, b1) (at most one band, in increasing order across calls).
    func sweepRows(_ b0: Int, _ b1: Int, _ body: (_ y: Int, _ count: Int) -> Void) {
        let rows = accumulateBand(b0, b1)
        for r in rows {
            let n = sweepRow(r - rows.lowerBound, evenOddSweep)
            if n > 0 { body(region.y + r, n) }
        }
    }

    /// Deposits the edges crossing region-local rows [b0, b1) (at most one band, in increasing
    /// order across calls) into the band cells; returns the rows that now need sweeping.
    func accumulateBand(_ b0: Int, _ b1: Int) -> Range<Int> {
        let start = Swift.max(b0, firstRow), end = Swift.min(b1, lastRow + 1)
        if start >= end { return 0..<0 }
        bindCells()
        band0 = start
        let ls = lines
        let yTop = start << 8, yBottom = end << 8
        while nextLine < lineCount && ls[Int(order[nextLine] & 0xFFFF_FFFF)].y0 < yBottom {
            active.append(Int32(truncatingIfNeeded: order[nextLine] & 0xFFFF_FFFF))
            nextLine += 1
        }
        let band = Band(cells: acc, bits: bits, cellStride: cstride, bitStride: bstride, summaryWords: summaryWords,
                        xEnd: w << 8, row0: start)
        var k = 0
        while k < active.count {
            let e = ls + Int(active[k])
            Rasterizer.walk(e, yTop, yBottom, band)
            if e.pointee.y1 <= yBottom {
                active[k] = active[active.count - 1]
                active.removeLast()
            } else {
                k += 1
            }
        }
        return start..<end
    }

    /// Ends a sweep: the edges are consumed.
    func finish() {
        lineCount = 0
        firstRow = 0
        lastRow = -1
        active.removeAll(keepingCapacity: true)
    }

    private func sweepRow(_ r: Int, _ evenOdd: Bool) -> Int {
        let cellRow = acc + r * cstride
        var n = 0
        var sum = 0
        var x = 0
        var lastVarEnd = -1
        Rasterizer.forEachCell(bits + r * bstride, summaryWords) { cx in
            if cx > x {
                let a = Rasterizer.coverage(sum, evenOdd)
                if a > 0 {
                    spans[n] = CoverageSpan(x0: Int32(x), x1: Int32(cx), alpha: a)
                    n += 1
                }
            }
            let p = cellRow + 2 * cx
            cover[cx] = UInt8(truncatingIfNeeded: Rasterizer.coverage(sum + Int(p[0]), evenOdd))
            sum += Int(p[1]) << 9
            p[0] = 0
            p[1] = 0
            if lastVarEnd == cx {
                spans[n - 1].x1 = Int32(cx + 1)
            } else {
                spans[n] = CoverageSpan(x0: Int32(cx), x1: Int32(cx + 1), alpha: -1)
                n += 1
            }
            lastVarEnd = cx + 1
            x = cx + 1
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
