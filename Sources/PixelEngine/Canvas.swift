import Foundation

/// A drawing context on a `Bitmap`, in the spirit of a CGContext: a current transform,
/// a device-space clip (rectangle plus optional coverage mask), a save/restore stack,
/// anti-aliased path fills and strokes, images and glyph masks. All drawing is source-over.
public final class Canvas {
    /// The bitmap drawn into.
    public let target: Bitmap
    /// User space to device (pixel) space.
    public var transform: Transform2D = .identity
    /// Device-space clip rectangle; drawing never touches pixels outside it.
    public var clipRect: PixelRect
    /// Curve flattening tolerance in device pixels: 0.1, cairo's default (the reference renderings' own), which
    /// keeps a flattened curve within a tenth of a pixel of the true one.
    public var tolerance: Double = 0.1

    /// A soft clip: coverage in device space, positioned at `rect`; outside `rect` is clipped away.
    final class ClipMask {
        let mask: AlphaMask
        let rect: PixelRect
        init(mask: AlphaMask, rect: PixelRect) { self.mask = mask; self.rect = rect }
        @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt8> {
            mask.pixels + (y - rect.y) * mask.stride + (x - rect.x)
        }
    }

    private struct State {
        var transform: Transform2D
        var clipRect: PixelRect
        var clipMask: ClipMask?
    }

    var clipMask: ClipMask?
    private var stack: [State] = []
    /// When true, fills and strokes are recorded and drawn together by `flush()`, band by band, so
    /// the target rows stay in cache across many shapes (a view's `draw(_:)`). Any other drawing
    /// flushes first, so the result is the same as drawing immediately.
    public var defersFills = false {
        didSet { if !defersFills { flush() } }
    }
    private typealias Op = (raster: Rasterizer, painter: Painter, mask: ClipMask?)
    private var pending: [Op] = []
    /// The recorded fills being swept band by band (`flush(throughRow:)`), nil between flushes.
    private struct Sweep {
        let ops: [Op]
        let live: [Op]
        let solid: [UInt32?]
        let rows: [(top: Int, first: Int, last: Int)]
        let maxY: Int
    }
    private var sweep: Sweep?
    /// The next device row `sweep` reaches.
    private var sweepY = 0
    /// Rows above this one are cleared already (while `needsClear`).
    private var clearedRows = 0
    private let rasterizers: RasterizerPool
    let raster: Rasterizer
    let spanBuffer: UnsafeMutablePointer<UInt32>
    let coverBuffer: UnsafeMutablePointer<UInt8>

    /// Whether the target still has to be made transparent before anything touches it.
    private var needsClear: Bool
    /// Whether every pixel of the target is known to be opaque: an opaque fill covered it whole, and
    /// all drawing since was source-over (which keeps it opaque). Spares callers a scan of the pixels.
    public private(set) var isKnownOpaque = false

    /// Creates a canvas drawing into `target`, clip = the whole bitmap, identity transform. Canvases
    /// created one after another on the same thread can share `rasterizers`, so they reuse its memory.
    /// With `clearingTarget`, the target's pixels may be undefined (`Bitmap(zeroed: false)`): the canvas
    /// makes them transparent before drawing touches them, unless the first fill covers them all
    /// opaquely; the target is defined once `flush()` has run.
    public init(_ target: Bitmap, rasterizers: RasterizerPool? = nil, clearingTarget: Bool = false) {
        self.target = target
        needsClear = clearingTarget
        clipRect = target.bounds
        self.rasterizers = rasterizers ?? RasterizerPool(maximumIdle: 64)
        raster = self.rasterizers.take()
        spanBuffer = .allocate(capacity: Swift.max(1, target.width))
        coverBuffer = .allocate(capacity: Swift.max(1, target.width))
    }

    deinit {
        rasterizers.give(raster)
        for op in pending { rasterizers.give(op.raster) }
        for op in sweep?.ops ?? [] { rasterizers.give(op.raster) }
        spanBuffer.deallocate()
        coverBuffer.deallocate()
    }

    /// Pushes transform and clip.
    public func save() {
        stack.append(State(transform: transform, clipRect: clipRect, clipMask: clipMask))
    }

    /// Pops transform and clip; an unbalanced restore is ignored.
    public func restore() {
        guard let s = stack.popLast() else { return }
        transform = s.transform
        clipRect = s.clipRect
        clipMask = s.clipMask
    }

    /// Prepends a translation to the transform (like CGContextTranslateCTM).
    public func translate(x: Double, y: Double) { transform = transform.translatedBy(x: x, y: y) }
    /// Prepends a scale to the transform.
    public func scale(x: Double, y: Double) { transform = transform.scaledBy(x: x, y: y) }
    /// Prepends a rotation (radians, clockwise on screen) to the transform.
    public func rotate(by angle: Double) { transform = transform.rotated(by: angle) }
    /// Prepends `t` to the transform (like CGContextConcatCTM).
    public func concatenate(_ t: Transform2D) { transform = t.concatenating(transform) }

    /// The effective device clip: clip rectangle, bitmap bounds and mask rectangle.
    var effectiveClip: PixelRect {
        var r = clipRect.intersection(target.bounds)
        if let m = clipMask { r = r.intersection(m.rect) }
        return r
    }

    /// Whether the clip is empty, so nothing drawn can touch a pixel (a probe context, a clipped-away view).
    public var clipsEverything: Bool { effectiveClip.isEmpty }

    /// Whether a shape with user-space `bounds`, grown by `outset` user units on every side, misses
    /// the clip entirely, so it can be skipped before it is flattened or stroked.
    func isCulled(_ bounds: Path.Bounds, outset: Double) -> Bool {
        let clip = effectiveClip
        if clip.isEmpty { return true }
        let x0 = bounds.x - outset, y0 = bounds.y - outset
        let x1 = bounds.maxX + outset, y1 = bounds.maxY + outset
        let t = transform
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            let p = t.apply(x: x, y: y)
            lo = (Swift.min(lo.x, p.x), Swift.min(lo.y, p.y)); hi = (Swift.max(hi.x, p.x), Swift.max(hi.y, p.y))
        }
        // NaN or infinite bounds are never culled here: the rasterizer's own checks deal with them.
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return false }
        return hi.x <= Double(clip.x) || lo.x >= Double(clip.maxX) || hi.y <= Double(clip.y) || lo.y >= Double(clip.maxY)
    }

    /// Fills `path` (user space) with `paint`, anti-aliased, using `rule`.
    public func fill(_ path: Path, paint: Paint, rule: FillRule = .nonZero) {
        if isCulled(path.bounds, outset: 0) { return }
        if coversTargetOpaquely(path, paint) {
            isKnownOpaque = true
            // Recorded first, this fill sets every pixel before anything else draws: no clear needed.
            if pending.isEmpty && sweep == nil { needsClear = false }
        }
        let polys = path.flattened(transform, tolerance: tolerance)
        fillPolygons(polys, paint: paint, rule: rule)
    }

    /// Strokes `path` (user space) with `style` and `paint`; width, caps and joins live in user space.
    public func stroke(_ path: Path, style: StrokeStyle, paint: Paint) {
        guard style.width.isFinite, style.width > 0 else { return }
        // A miter reaches at most miterLimit half-widths from its vertex, a square cap sqrt(2).
        if isCulled(path.bounds, outset: style.width / 2 * Swift.max(style.miterLimit, 1.5)) { return }
        let scale = Swift.max(1e-6, transform.maxScale)
        let tol = tolerance / scale
        var stroker = Stroker(style: style, tolerance: tol)
        let outline = stroker.stroke(path.flattened(.identity, tolerance: tol))
        var polys = outline
        if !transform.isIdentity {
            for i in polys.indices {
                var p = polys[i].pts
                var j = 0
                while j < p.count {
                    let q = transform.apply(x: p[j], y: p[j + 1])
                    p[j] = q.x; p[j + 1] = q.y
                    j += 2
                }
                polys[i].pts = p
            }
        }
        fillPolygons(polys, paint: paint, rule: .nonZero)
    }

    /// Device-space bounds of polygons.
    static func bounds(_ polys: [Polyline]) -> PixelRect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in polys {
            var j = 0
            while j < p.pts.count {
                x0 = Swift.min(x0, p.pts[j]); x1 = Swift.max(x1, p.pts[j])
                y0 = Swift.min(y0, p.pts[j + 1]); y1 = Swift.max(y1, p.pts[j + 1])
                j += 2
            }
        }
        if !(x0 <= x1 && y0 <= y1) { return .zero }
        return PixelRect.covering(x: x0, y: y0, width: Swift.max(x1 - x0, 1e-9), height: Swift.max(y1 - y0, 1e-9))
    }

    func fillPolygons(_ polys: [Polyline], paint: Paint, rule: FillRule) {
        let region = Canvas.bounds(polys).intersection(effectiveClip)
        if region.isEmpty { return }
        if defersFills {
            if sweep != nil { flush() }
            var painter = Painter(paint, transform: transform)
            painter.rule = rule
            if case .none = painter.kind { return }
            let r = rasterizers.take()
            r.reset(region: region)
            for p in polys where p.count >= 2 { r.addPolygon(p.pts) }
            pending.append((r, painter, clipMask))
            return
        }
        flush()
        raster.reset(region: region)
        for p in polys where p.count >= 2 { raster.addPolygon(p.pts) }
        var painter = Painter(paint, transform: transform)
        painter.rule = rule
        if case .none = painter.kind { raster.reset(region: .zero); return }
        render(painter)
    }

    /// Whether filling `path` with `paint` sets every pixel of the target to an opaque colour: an
    /// opaque solid colour, no clip but the target's bounds, and a rectangle covering them in device space.
    private func coversTargetOpaquely(_ path: Path, _ paint: Paint) -> Bool {
        guard case .solid(let c) = paint, c.a >= 1, clipMask == nil, clipRect.contains(target.bounds),
              transform.isRectilinear, let r = path.rectangle else { return false }
        let p0 = transform.apply(x: r.x, y: r.y), p1 = transform.apply(x: r.maxX, y: r.maxY)
        return Swift.min(p0.x, p1.x) <= 0 && Swift.min(p0.y, p1.y) <= 0
            && Swift.max(p0.x, p1.x) >= Double(target.width) && Swift.max(p0.y, p1.y) >= Double(target.height)
    }

    /// Draws every recorded fill, band by band across all of them, in recording order.
    public func flush() { flush(throughRow: Int.max) }

    /// Makes the target's rows above `row` final: sweeps the recorded fills band by band only as far as
    /// that (and clears those rows first when the target needs it), so a caller reading the target in bands
    /// (the compositor copying a layer to the screen) gets each band while it is still in cache. Later calls
    /// resume where the last stopped; `flush()` finishes. The pixels are the same as one `flush()`.
    public func flush(throughRow row: Int) {
        if sweep == nil && !pending.isEmpty { beginSweep() }
        guard let s = sweep else { clearRows(upTo: row); return }
        let end = Swift.min(row, s.maxY + 1)
        var y0 = sweepY
        if y0 < end {
            let solid = s.solid, rows = s.rows
            s.live.withUnsafeBufferPointer { live in
                while y0 < end {
                    let y1 = y0 + Rasterizer.bandRows
                    clearRows(upTo: y1)
                    for i in 0..<live.count {
                        let r = live[i].raster
                        let b0 = y0 - rows[i].top, b1 = y1 - rows[i].top
                        if b1 <= rows[i].first || b0 > rows[i].last { continue }
                        if let c = solid[i] {
                            r.sweepRows(b0, b1, solid: c, into: target)
                        } else {
                            let painter = live[i].painter, mask = live[i].mask
                            r.sweepRows(b0, b1) { y, n in blendRow(r, painter, mask, y, n) }
                        }
                    }
                    y0 = y1
                }
            }
            sweepY = y0
        }
        if y0 > s.maxY {
            sweep = nil
            for op in s.ops { rasterizers.give(op.raster) }
            clearRows(upTo: Int.max)
        } else {
            clearRows(upTo: row)
        }
    }

    /// Prepares the recorded fills for a sweep from their top row down (`flush(throughRow:)`).
    private func beginSweep() {
        let ops = pending
        pending = []
        var minY = Int.max, maxY = Int.min
        var live: [Op] = []
        for op in ops where op.raster.prepare(rule: op.painter.rule) {
            minY = Swift.min(minY, op.raster.region.y + op.raster.firstRow)
            maxY = Swift.max(maxY, op.raster.region.y + op.raster.lastRow)
            live.append(op)
        }
        // Which ops are plain solid fills, decided once rather than per band (and without copying
        // each op, with its references, for every band).
        let solid: [UInt32?] = live.map { op in
            if op.mask == nil, case .solid(let c) = op.painter.kind { return c }
            return nil
        }
        // Each op's region top and rows, read once (the band loop would read them, checked class properties,
        // for every op in every band; sweeping a band changes none of them).
        let rows: [(top: Int, first: Int, last: Int)] = live.map { ($0.raster.region.y, $0.raster.firstRow, $0.raster.lastRow) }
        sweep = Sweep(ops: ops, live: live, solid: solid, rows: rows, maxY: maxY)
        sweepY = minY
    }

    /// Makes rows up to `row` (exclusive) transparent if the target still needs its clear.
    private func clearRows(upTo row: Int) {
        guard needsClear else { return }
        let to = Swift.min(row, target.height)
        if to > clearedRows {
            target.fill(PixelRect(x: 0, y: clearedRows, width: target.width, height: to - clearedRows), with: 0)
            clearedRows = to
        }
        if clearedRows >= target.height { needsClear = false }
    }

    /// Blends the rasterizer's coverage through `painter` into the target.
    func render(_ painter: Painter) {
        let r = raster
        let mask = clipMask
        r.sweep(rule: painter.rule) { y, n in blendRow(r, painter, mask, y, n) }
    }

    /// Blends one swept row of `r` through `painter`, under the clip mask `mask`.
    @inline(__always)
    private func blendRow(_ r: Rasterizer, _ painter: Painter, _ mask: ClipMask?, _ y: Int, _ n: Int) {
        let ox = r.region.x
        let row = target.row(y)
        let spans = r.spans, cover = r.cover
        if mask == nil, case .solid(let c) = painter.kind {
            let base = row + ox
            for k in 0..<n {
                let s = spans[k]
                let x0 = Int(s.x0), len = Int(s.x1) - x0
                if s.alpha >= 0 {
                    SpanKernel.solid(base + x0, len, s.alpha >= 255 ? c : PixelMath.mul(c, UInt32(s.alpha)))
                } else {
                    SpanKernel.solidMask(base + x0, cover + x0, len, c)
                }
            }
            return
        }
        do {
            for k in 0..<n {
                let s = spans[k]
                let x0 = Int(s.x0), len = Int(s.x1 - s.x0)
                var alpha = s.alpha
                var cov: UnsafePointer<UInt8> = UnsafePointer(cover + x0)
                if let m = mask {
                    let mrow = m.row(y, ox + x0)
                    if alpha >= 0 {
                        let a = UInt32(alpha)
                        for i in 0..<len { coverBuffer[i] = UInt8(truncatingIfNeeded: (UInt32(mrow[i]) &* a &+ 127) / 255) }
                    } else {
                        for i in 0..<len {
                            coverBuffer[i] = UInt8(truncatingIfNeeded: (UInt32(mrow[i]) &* UInt32(cov[i]) &+ 127) / 255)
                        }
                    }
                    cov = UnsafePointer(coverBuffer)
                    alpha = -1
                }
                painter.blend(row + ox + x0, x: ox + x0, y: y, n: len, alpha: alpha, cover: cov, scratch: spanBuffer)
            }
        }
    }

    /// Makes every pixel of `rect` (device space, within the clip) transparent.
    public func clear(rect: PixelRect) {
        flush()
        let r = rect.intersection(effectiveClip)
        if r.isEmpty { return }
        isKnownOpaque = false
        if let m = clipMask {
            for y in r.y..<r.maxY {
                let d = target.row(y) + r.x, mr = m.row(y, r.x)
                for i in 0..<r.width { d[i] = PixelMath.mul(d[i], 255 &- UInt32(mr[i])) }
            }
        } else {
            target.fill(r, with: 0)
        }
    }

    /// Fills a user-space rectangle with a colour; pixel-aligned rectangles take a fast path.
    public func fillRect(x: Double, y: Double, width: Double, height: Double, color: PixelColor) {
        guard width > 0, height > 0 else { return }
        let t = transform
        if clipMask == nil, t.isRectilinear, t.a > 0, t.d > 0 {
            let p0 = t.apply(x: x, y: y), p1 = t.apply(x: x + width, y: y + height)
            if p0.x == p0.x.rounded(), p0.y == p0.y.rounded(), p1.x == p1.x.rounded(), p1.y == p1.y.rounded(),
               abs(p0.x) < 1e8, abs(p1.x) < 1e8, abs(p0.y) < 1e8, abs(p1.y) < 1e8 {
                let r = PixelRect(x: Int(p0.x), y: Int(p0.y), width: Int(p1.x - p0.x), height: Int(p1.y - p0.y))
                flush()
                Composite.fill(target, rect: r.intersection(effectiveClip), color: color.premultiplied)
                return
            }
        }
        var p = Path()
        p.addRect(x: x, y: y, width: width, height: height)
        fill(p, paint: .solid(color))
    }
}
