import CPixelKernels
import Foundation

/// A horizontal run of one scanline produced by `Rasterizer`: pixels x0..<x1 (region-local),
/// with constant coverage `alpha` (0...255) or, when `alpha < 0`, per-pixel coverage in `cover`.
public struct CoverageSpan: Sendable {
    public var x0: Int32
    public var x1: Int32
    public var alpha: Int32
}

/// Scanline rasterizer with exact-area (analytic) anti-aliasing, in the style of FreeType's
/// cell rasterizer: each edge piece deposits into the cells it crosses the exact signed area it
/// covers, 24.8 fixed point, kept as one delta per cell (what the pixel gains over its left
/// neighbour, as in font-rs), so a running sum of the deltas is each pixel's coverage. Edges are
/// stored first and replayed band by band (32 rows), so the cell buffer stays in cache; a per-row
/// bitset marks touched groups of 8 cells, so the sweep costs O(touched groups + spans), not
/// O(area): each touched group is summed and blended as 8 pixels at once, the runs between groups
/// come out as constant-coverage spans. Keep one instance and reuse it: buffers only grow.
public final class Rasterizer {
    /// The band buffers (cell deltas, group bitsets, one row of coverage and spans). Several rasterizers can share
    /// one: a band is always swept, and so cleared, before another shape accumulates into it.
    final class CellBuffer {
        private(set) var acc = calloc(1, 4)!.assumingMemoryBound(to: Int32.self)
        private(set) var bits = calloc(1, 8)!.assumingMemoryBound(to: UInt64.self)
        private(set) var cover = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        private(set) var spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 1)
        private var width = 0
        /// Increases whenever the buffers are reallocated: a rasterizer re-reads the pointers only then.
        private(set) var generation = 0

        /// Makes room for regions `w` pixels wide.
        func ensure(width w: Int) {
            guard w > width else { return }
            width = w
            generation &+= 1
            free(acc)
            acc = calloc(Rasterizer.cellStride(w) * Rasterizer.bandRows + 16, 4)!.assumingMemoryBound(to: Int32.self)
            free(bits)
            bits = calloc(Rasterizer.bitStride(w) * Rasterizer.bandRows + 1, 8)!.assumingMemoryBound(to: UInt64.self)
            cover.deallocate()
            cover = .allocate(capacity: w + 16)
            spans.deallocate()
            spans = .allocate(capacity: 2 * w + 8)
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
    private(set) var w = 0, h = 0
    /// Int32s per band row of cells: one delta per cell, room for a piece at x = w to touch cells
    /// w...w + 3 and for whole groups of 8, padded to an odd number of cache lines so rows of a band
    /// never share their low 12 address bits (4K aliasing stalls a column of cells).
    private(set) var cstride = 0
    static func cellStride(_ w: Int) -> Int { (((w + 10 + 15) / 16) | 1) * 16 }
    /// UInt64s per band row of the bitset: one bit per group of 8 cells (cells up to w + 2 are touched).
    private(set) var bstride = 0
    static func bitStride(_ w: Int) -> Int { (((w + 2) >> 3) + 1 + 63) >> 6 }
    let cells: CellBuffer
    /// The `cells.generation` the pointers below were read at.
    private var boundGeneration = -1
    private(set) var acc: UnsafeMutablePointer<Int32>
    private(set) var bits: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage of the row just swept (region-local x), valid for spans with alpha < 0.
    public private(set) var cover: UnsafeMutablePointer<UInt8>
    /// The spans of the row just swept.
    public private(set) var spans: UnsafeMutablePointer<CoverageSpan>
    // Sweep state, so a sweep can be driven band by band from outside (batched drawing).
    /// The other edge buffer: `prepare` moves the edges into it in order of their top row (a
    /// counting sort), then the two swap, so sweeps read the edges in memory order.
    private var spare: UnsafeMutablePointer<Edge>
    /// Per row, where its edges start in sorted order (room for `rowSlotsCap` rows).
    private var rowSlots: UnsafeMutablePointer<Int32>
    private var rowSlotsCap = 0
    /// Indices of the edges crossing the current band (room for every stored edge).
    private var active: UnsafeMutablePointer<Int32>
    private var activeCount = 0
    private var nextLine = 0
    private(set) var evenOddSweep = false
    /// First and last region-local rows with edges, once prepared.
    private(set) var firstRow = 0, lastRow = -1
    /// A stored edge, region-local 24.8, top to bottom, clipped to the region's rows (40 bytes), with
    /// its slopes computed once: `pk_edge` (CPixelKernels), so the C edge walk reads it as stored. x at
    /// row y is `x_base + ((y - y0) * x_per_y_fixed + x_frac) >> 16`, clamped between x0 and x1; `sign`
    /// is +1 for an edge going down in the path, -1 going up; `y_per_x_fixed` is |dy/dx| in 16.16
    /// clamped to 256 (0 for vertical edges: a piece crossing into a next cell is at least 1/256 pixel
    /// wide, so 256 already gives it its whole height); `x_per_y_fixed` is dx/dy in 16.16 (edges are
    /// stored under 2^22 both ways, so x(y) fits 64 bits).
    typealias Edge = pk_edge
    private var lines: UnsafeMutablePointer<Edge>
    private var lineCount = 0, lineCap = 0
    /// How many edges the storage has room for.
    var edgeCapacity: Int { lineCap }

    /// Creates an empty rasterizer; buffers grow on demand.
    public convenience init() { self.init(sharing: CellBuffer()) }

    /// A rasterizer using `cells` as its band buffers, which other rasterizers may share (shapes
    /// swept one band at a time, interleaved).
    init(sharing cells: CellBuffer) {
        self.cells = cells
        acc = cells.acc
        bits = cells.bits
        cover = cells.cover
        spans = cells.spans
        lines = UnsafeMutablePointer<Edge>.allocate(capacity: 1)
        spare = UnsafeMutablePointer<Edge>.allocate(capacity: 1)
        active = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        rowSlots = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        rowSlotsCap = 1
        lineCap = 1
    }

    deinit {
        lines.deallocate()
        spare.deallocate()
        active.deallocate()
        rowSlots.deallocate()
    }

    /// Refreshes the cached buffer pointers (the shared buffer may have grown).
    private func bindCells() {
        cells.ensure(width: w)
        // Called per band: the four pointers (each read and store a checked access of a class property) only
        // when another rasterizer sharing the buffers grew them.
        let g = cells.generation
        if g == boundGeneration { return }
        boundGeneration = g
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
        cstride = Rasterizer.cellStride(w)
        bstride = Rasterizer.bitStride(w)
        lineCount = 0
        firstRow = 0
        lastRow = -1
        bindCells()
    }

    /// Adds a closed polygon given as interleaved device-space x, y pairs.
    func addPolygon(_ pts: [Double]) {
        let n = pts.count / 2
        if n < 2 || w == 0 || h == 0 { return }
        pts.withUnsafeBufferPointer { p in
            // `pk_add_polygon` (CPixelKernels) stores the lines, two edges at most each; a line of
            // 2^22 or more either way comes back here, to be stored in parts.
            var i = 0
            while i < n {
                ensureEdgeRoom(lineCount + 2 * (n - i))
                var count = Int32(truncatingIfNeeded: lineCount)
                i = Int(pk_add_polygon(p.baseAddress!, Int32(truncatingIfNeeded: n), Int32(truncatingIfNeeded: i),
                                       Double(region.x), Double(region.y), Int32(truncatingIfNeeded: w),
                                       Int32(truncatingIfNeeded: h), lines, &count))
                lineCount = Int(count)
                if i < n {
                    let j = i == 0 ? n - 1 : i - 1
                    addFixedLine(fixX(p[2 * j]), fixY(p[2 * j + 1]), fixX(p[2 * i]), fixY(p[2 * i + 1]))
                    i += 1
                }
            }
        }
    }

    /// Grows the edge storage to room for `needed` edges.
    private func ensureEdgeRoom(_ needed: Int) {
        if needed <= lineCap { return }
        var cap = lineCap * 2
        while cap < needed { cap *= 2 }
        let n = UnsafeMutablePointer<Edge>.allocate(capacity: cap)
        n.moveInitialize(from: lines, count: lineCount)
        lines.deallocate()
        lines = n
        spare.deallocate()
        spare = .allocate(capacity: cap)
        active.deallocate()
        active = .allocate(capacity: cap)
        lineCap = cap
    }

    /// Adds one directed edge in device coordinates (winding +1 going down).
    public func addLine(x0: Double, y0: Double, x1: Double, y1: Double) {
        addFixedLine(fixX(x0), fixY(y0), fixX(x1), fixY(y1))
    }

    @inline(__always) private func fixX(_ v: Double) -> Int {
        let f = (v - Double(region.x)) * 256
        return f.isNaN ? 0 : PixelMath.roundedToInt(Swift.max(-1e9, Swift.min(1e9, f)))
    }

    @inline(__always) private func fixY(_ v: Double) -> Int {
        let f = (v - Double(region.y)) * 256
        return f.isNaN ? 0 : PixelMath.roundedToInt(Swift.max(-1e9, Swift.min(1e9, f)))
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

    /// Stores an edge clipped to the region's rows. x(y) stays the function of y it is for the whole
    /// edge (the same 16.16 slope from the same top end), so a shape's pixels do not depend on how
    /// far the region reaches; edges of 2^22 (16384 px) or more are clipped in floating point and
    /// stored in parts, so every stored edge steps x in 16.16 fixed point.
    private func store(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        // Flat edges and edges on the right boundary change no coverage inside the region.
        if y0 == y1 || (x0 >= w << 8 && x1 >= w << 8) { return }
        let H = h << 8
        var (tx, ty, bx, by, sign) = y0 < y1 ? (x0, y0, x1, y1, Int32(1)) : (x1, y1, x0, y0, Int32(-1))
        if by <= 0 || ty >= H { return }
        if abs(bx - tx) >= 1 << 22 || by - ty >= 1 << 22 {
            let slope = Double(bx - tx) / Double(by - ty)
            if ty < 0 { tx += Int((Double(0 - ty) * slope).rounded()); ty = 0 }
            if by > H { bx = tx + Int((Double(H - ty) * slope).rounded()); by = H }
            let parts = Swift.max(abs(bx - tx), by - ty) >> 21
            var px = tx, py = ty
            for i in 1...(parts + 1) {
                let nx = tx + (bx - tx) * i / (parts + 1), ny = ty + (by - ty) * i / (parts + 1)
                if ny > py { storeFixed(px, py, nx, ny, sign) }
                px = nx; py = ny
            }
            return
        }
        storeFixed(tx, ty, bx, by, sign)
    }

    /// Stores an edge under 2^22 both ways, top to bottom, with its slopes, clipped to the region's rows.
    @inline(__always) private func storeFixed(_ tx: Int, _ ty: Int, _ bx: Int, _ by: Int, _ sign: Int32) {
        ensureEdgeRoom(lineCount + 1)
        let dx = Double(bx - tx), dy = Double(by - ty)
        let kx = PixelMath.roundedToInt(dx / dy * 65536)
        let lo = Swift.min(tx, bx), hi = Swift.max(tx, bx)
        // x(y) = base + ((y - top) * kx + frac) >> 16, which is tx + ((y - ty) * kx + 0x8000) >> 16.
        var top = ty, base = tx, frac = 0x8000, x0 = tx
        if ty < 0 {
            let t = (0 - ty) &* kx &+ 0x8000
            top = 0
            base = tx + (t >> 16)
            frac = t & 0xFFFF
            x0 = Swift.min(hi, Swift.max(lo, base))
        }
        var x1 = bx, bottom = by
        let H = h << 8
        if by > H {
            bottom = H
            x1 = Swift.min(hi, Swift.max(lo, base + (((H - top) &* kx &+ frac) >> 16)))
        }
        (lines + lineCount).initialize(to: Edge(x0: Int32(x0), y0: Int32(top), x1: Int32(x1), y1: Int32(bottom),
                                                x_base: Int32(base), x_frac: Int32(frac), sign: sign,
                                                y_per_x_fixed: dx == 0 ? 0 : Int32(truncatingIfNeeded: PixelMath.roundedToInt(Swift.min(abs(dy / dx), 256) * 65536)),
                                                x_per_y_fixed: Int64(kx)))
        lineCount += 1
    }

    /// Orders the edges for a sweep; false when there is nothing to draw.
    func prepare(rule: FillRule) -> Bool {
        guard lineCount > 0 else { return false }
        evenOddSweep = rule == .evenOdd
        bindCells()
        var minY = Int.max, maxY = Int.min
        for i in 0..<lineCount {
            minY = Swift.min(minY, Int(lines[i].y0))
            maxY = Swift.max(maxY, Int(lines[i].y1))
        }
        sortByTopRow()
        firstRow = Swift.max(0, minY >> 8)
        lastRow = Swift.min(h - 1, (maxY - 1) >> 8)
        activeCount = 0
        nextLine = 0
        if firstRow > lastRow { finish(); return false }
        return true
    }

    /// Deposits the edges crossing region-local rows [b0, b1) (at most one band, in increasing
    /// order across calls) into the band cells; returns the rows that now need sweeping.
    func accumulateBand(_ b0: Int, _ b1: Int) -> Range<Int> {
        let start = Swift.max(b0, firstRow), end = Swift.min(b1, lastRow + 1)
        if start >= end { return 0..<0 }
        bindCells()
        let ls = lines, act = active
        let yTop = start << 8, yBottom = end << 8
        var n = activeCount
        while nextLine < lineCount {
            if Int(ls[nextLine].y0) >= yBottom { break }
            act[n] = Int32(truncatingIfNeeded: nextLine)
            n += 1
            nextLine += 1
        }
        // The walk down each active edge, its row pieces and their deposits: `pk_walk_band`
        // (CPixelKernels, baseline or AVX2), one call per band.
        n = Int(pk_walk_band(ls, act, Int32(truncatingIfNeeded: n), Int32(truncatingIfNeeded: yTop),
                             Int32(truncatingIfNeeded: yBottom), acc, bits, cstride, bstride,
                             Int32(truncatingIfNeeded: start)))
        activeCount = n
        return start..<end
    }

    /// Puts the edges in order of their top row (a counting sort over the region's rows: linear,
    /// and stable), so a sweep adds them to the active list, and reads them, front to back.
    private func sortByTopRow() {
        let rows = h + 1
        if rowSlotsCap < rows + 1 {
            rowSlots.deallocate()
            rowSlotsCap = rows + 1
            rowSlots = .allocate(capacity: rowSlotsCap)
        }
        rowSlots.initialize(repeating: 0, count: rows + 1)
        @inline(__always) func row(_ e: Edge) -> Int { Swift.min(Swift.max(Int(e.y0) >> 8, 0), h) }
        for i in 0..<lineCount { rowSlots[row(lines[i]) + 1] &+= 1 }
        for r in 1...rows { rowSlots[r] &+= rowSlots[r - 1] }
        for i in 0..<lineCount {
            let r = row(lines[i])
            spare[Int(rowSlots[r])] = lines[i]
            rowSlots[r] &+= 1
        }
        swap(&lines, &spare)
    }

    /// Frees the edge storage beyond room for `edges` edges (only while no shape is stored).
    func trimStorage(toEdges edges: Int) {
        guard lineCount == 0, lineCap > edges else { return }
        lines.deallocate()
        spare.deallocate()
        active.deallocate()
        lineCap = Swift.max(1, edges)
        lines = .allocate(capacity: lineCap)
        spare = .allocate(capacity: lineCap)
        active = .allocate(capacity: lineCap)
    }

    /// Ends a sweep: the edges are consumed.
    func finish() {
        lineCount = 0
        firstRow = 0
        lastRow = -1
        activeCount = 0
    }
}
