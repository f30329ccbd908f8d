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
    struct Edge {
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
    struct Band {
        let cells: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        let cellStride: Int, bitStride: Int, summaryWords: Int
        /// The region's right edge, 24.8.
        let xEnd: Int
        /// The region-local row of the band's first row.
        let row0: Int
    }
    private var lineCount = 0, lineCap = 0

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

    /// Deposits the edges crossing region-local rows [b0, b1) (at most one band, in increasing
    /// order across calls) into the band cells; returns the rows that now need sweeping.
    func accumulateBand(_ b0: Int, _ b1: Int) -> Range<Int> {
        let start = Swift.max(b0, firstRow), end = Swift.min(b1, lastRow + 1)
        if start >= end { return 0..<0 }
        bindCells()
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

    /// Frees the edge storage beyond room for `edges` edges (only while no shape is stored).
    func trimStorage(toEdges edges: Int) {
        guard lineCount == 0, lineCap > edges else { return }
        lines.deallocate()
        lineCap = Swift.max(1, edges)
        lines = .allocate(capacity: lineCap)
    }

    /// Ends a sweep: the edges are consumed.
    func finish() {
        lineCount = 0
        firstRow = 0
        lastRow = -1
        active.removeAll(keepingCapacity: true)
    }
}
