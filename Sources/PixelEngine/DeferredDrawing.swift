/// Solid fills a canvas recorded and handed over undrawn (`Canvas.takeDeferredDrawing()`), which
/// alone define every pixel of its target: the first covers it opaquely. A compositor can draw them
/// straight into a window surface, band by band, instead of into the target and then copying it;
/// `materialize()` draws them into the target whenever its pixels are wanted. The same pixels either way.
public final class DeferredDrawing {
    /// The bitmap the fills belong to; its pixels are undefined until `materialize()`.
    public let target: Bitmap
    private var ops: [(raster: Rasterizer, color: UInt32, rule: FillRule)]
    private let pool: RasterizerPool
    /// Which fills have anything to sweep in the current pass (as `prepare(rule:)` answered).
    private var live: [Bool] = []
    /// The first row not yet drawn in the current pass into another bitmap; nil outside a pass.
    private var nextRow: Int?
    /// Whether the fills were drawn into `target` (then the rasterizers are given back).
    public private(set) var isMaterialized = false
    /// Whether `draw(rows:into:)` may still draw into another bitmap (see `endDirectDrawing()`).
    public private(set) var allowsDirectDrawing = true

    init(target: Bitmap, ops: [(raster: Rasterizer, color: UInt32, rule: FillRule)], pool: RasterizerPool) {
        self.target = target
        self.ops = ops
        self.pool = pool
    }

    deinit {
        for op in ops { pool.give(op.raster) }
    }

    /// Draws rows `rows` of the fills into `view`, a bitmap of the target's size (e.g. a window
    /// surface wrapped at the target's place): a pass starts at row 0 and continues in increasing,
    /// adjacent row ranges. False, drawing nothing, when that is not possible (materialized, direct
    /// drawing ended, a range that neither starts a pass nor continues one, or a size mismatch).
    public func draw(rows: Range<Int>, into view: Bitmap) -> Bool {
        guard !isMaterialized, allowsDirectDrawing, view.width == target.width, view.height == target.height,
              rows.lowerBound >= 0, rows.upperBound <= target.height else { return false }
        if rows.lowerBound == 0 {
            prepare()
        } else if rows.lowerBound != nextRow {
            return false
        }
        sweep(rows, into: view)
        nextRow = rows.upperBound
        return true
    }

    /// Ends drawing into other bitmaps (a compositor calls it after the frame that could use it),
    /// so later frames take the target's pixels and `materialize()` runs at most once more.
    public func endDirectDrawing() {
        allowsDirectDrawing = false
        nextRow = nil
    }

    /// Draws the fills into `target` (once; later calls do nothing) and releases their storage.
    public func materialize() {
        if isMaterialized { return }
        isMaterialized = true
        allowsDirectDrawing = false
        prepare()
        sweep(0..<target.height, into: target)
        nextRow = nil
        for op in ops { pool.give(op.raster) }
        ops = []
    }

    /// Readies every fill for a sweep from its first row (the edges are kept, so passes repeat).
    private func prepare() {
        live = ops.map { $0.raster.prepare(rule: $0.rule) }
    }

    /// Sweeps target rows `rows` of every fill into `view`, a band at a time across all fills, in
    /// recording order (as `Canvas.flush()` does).
    private func sweep(_ rows: Range<Int>, into view: Bitmap) {
        var y0 = rows.lowerBound
        while y0 < rows.upperBound {
            let y1 = Swift.min(rows.upperBound, y0 + Rasterizer.bandRows)
            for (i, op) in ops.enumerated() where live[i] {
                let r = op.raster
                let b0 = y0 - r.region.y, b1 = y1 - r.region.y
                if b1 <= r.firstRow || b0 > r.lastRow { continue }
                r.sweepRows(b0, b1, solid: op.color, into: view)
            }
            y0 = y1
        }
    }
}
