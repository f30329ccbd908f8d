import Foundation
import PixelEngine

/// Composites a layer tree into the window surface, retained-mode: layer looks are cached bitmaps
/// (`LayerRenderCache`), each frame builds a render tree of plain values (`RenderTreeBuilder`),
/// compares it with the last one (`DamageTracker`) and recomposites only the damaged rectangles.
/// Nothing changed: no pixel is touched and no rectangle is returned.
@MainActor
final class LayerCompositor {
    private var surfaceIdentity: (UnsafeMutablePointer<UInt32>, Int, Int, Int)?
    private var damage = DamageTracker()
    let raster = Rasterizer()
    /// While a frame composites: the top-level render tree, the surface rectangle, the damage rectangle being
    /// drawn, and the filtered backdrops computed for it (each covers its node inside that rectangle).
    var rootNodes: [RenderNode] = []
    var screenRect = PixelRect.zero
    var currentDamage: PixelRect?
    var backdropResults: [RenderKey: (area: PixelRect, bitmap: Bitmap)] = [:]
    /// The colour behind everything (the window surface's backdrop).
    var backdrop: UInt32 = 0xFF00_0000
    /// Pixels written by the last frame (for statistics and the benchmark).
    private(set) var lastPixelsComposited = 0
    /// Pixels written since launch.
    private(set) var totalPixelsComposited = 0

    /// Forgets everything cached about the surface; the next frame repaints all of it.
    func invalidateAll() {
        surfaceIdentity = nil
        damage.reset()
    }

    /// Renders `root` into `surface` at `scale` pixels per point; returns the rectangles that changed.
    func composite(_ root: CALayer, into surface: Bitmap, scale: CGFloat) -> [PixelRect] {
        let full = surface.bounds
        let identity = (surface.pixels, surface.width, surface.height, surface.stride)
        if let s = surfaceIdentity, s != identity { damage.reset() }
        if surfaceIdentity == nil { damage.reset() }
        surfaceIdentity = identity
        var builder = RenderTreeBuilder(scale: scale, screen: full)
        builder.keepsPendingDrawing = true
        let nodes = builder.build(root)
        var rects = damage.damage(builder.leaves, screen: full)
        if !builder.backdrops.isEmpty {
            rects = LayerCompositor.expand(rects, around: builder.backdrops, screen: full, limit: damage.maxRects)
        }
        defer { backdropResults = [:]; currentDamage = nil; rootNodes = [] }
        let occlusion = rects.isEmpty ? [] : LayerCompositor.occlusion(nodes, screen: full)
        lastPixelsComposited = 0
        for r in rects {
            // Large rectangles go in bands of rows: the band's pixels stay in cache while every
            // item composites into it (same pixels as one pass: each item is clipped per pixel).
            let rows = LayerCompositor.bandRows(r)
            currentDamage = r
            backdropResults = [:]
            var y = r.y
            while y < r.maxY {
                let h = Swift.min(rows, r.maxY - y)
                render(nodes, into: surface, clip: PixelRect(x: r.x, y: y, width: r.width, height: h), occlusion: occlusion)
                y += h
            }
            lastPixelsComposited += r.area
        }
        totalPixelsComposited += lastPixelsComposited
        return rects
    }

    /// Rows per band for a damage rectangle: about 256 KB of pixels (half an L2), at least 16 rows.
    static func bandRows(_ r: PixelRect) -> Int {
        return Swift.max(16, (1 << 16) / Swift.max(1, r.width))
    }

    /// Repaints `clip` of `surface` from `nodes` (backdrop first); `occlusion` (from `occlusion(_:screen:)`)
    /// lets items skip what later items cover.
    func render(_ nodes: [RenderNode], into surface: Bitmap, clip: PixelRect, occlusion: [Occlusion?] = []) {
        rootNodes = nodes
        screenRect = surface.bounds
        if currentDamage == nil { backdropResults = [:] }
        render(nodes[...], into: surface, originX: 0, originY: 0, clip: clip, occlusion: occlusion, stop: nil)
    }

    /// Repaints `clip` (device pixels; the target's pixel (0, 0) is device (`originX`, `originY`)) from
    /// `nodes`, up to the backdrop `stop` when given (what lies under it).
    func render(_ nodes: ArraySlice<RenderNode>, into surface: Bitmap, originX: Int, originY: Int, clip: PixelRect,
                occlusion: [Occlusion?], stop: RenderKey?) {
        // Start from the last opaque item that covers the whole rectangle: nothing below it shows.
        var start = -1
        for i in nodes.indices.reversed() {
            if case .item(let it) = nodes[i], covers(it, clip) { start = i; break }
        }
        let local = clip.offsetBy(-originX, -originY)
        if start < 0 {
            surface.fill(local, with: backdrop)
            draw(nodes, into: surface, originX: originX, originY: originY, clip: clip, first: false, occlusion: occlusion, stop: stop)
        } else {
            draw(nodes[start...], into: surface, originX: originX, originY: originY, clip: clip, first: true,
                 occlusion: occlusion, stop: stop)
        }
    }

    /// For each node, the occlusion by the projected items after it: the part of each that is
    /// opaque for certain (a shadowed look's interior, or a whole opaque bitmap), inset by a source
    /// pixel so bilinear sampling stays inside it. Items under it skip those pixels.
    static func occlusion(_ nodes: [RenderNode], screen: PixelRect) -> [Occlusion?] {
        var result = [Occlusion?](repeating: nil, count: nodes.count)
        var after: [Occluder] = []
        for i in nodes.indices.reversed() {
            result[i] = Occlusion(after)
            guard case .item(let it) = nodes[i], it.opacity >= 1, it.solid == nil,
                  integerOffset(it.transform) == nil else { continue }
            let opaque: PixelRect
            if let parts = it.bitmap.shadowedLook, !parts.interior.isEmpty {
                opaque = parts.interior
            } else if it.isOpaque {
                opaque = it.bitmap.bounds
            } else {
                continue
            }
            guard opaque.width > 2, opaque.height > 2 else { continue }
            let m = Projective(Transform2D(translationX: Double(opaque.x + 1), y: Double(opaque.y + 1))).concatenating(it.transform)
            let clip = it.clip.intersection(it.bounds).intersection(screen)
            if let poly = Composite.projectedPolygon(width: Double(opaque.width - 2), height: Double(opaque.height - 2), m, clip: clip),
               let o = Occluder(convex: poly.pts, clip: clip) {
                after.append(o)
            }
        }
        return result
    }

    private func covers(_ it: RenderItem, _ r: PixelRect) -> Bool {
        guard it.isOpaque, it.opacity >= 1, it.clip.contains(r) else { return false }
        if it.solid != nil, let s = LayerCompositor.solidRect(it) { return s.contains(r) }
        guard let d = LayerCompositor.integerOffset(it.transform) else { return false }
        return PixelRect(x: d.x, y: d.y, width: it.bitmap.width, height: it.bitmap.height).contains(r)
    }

    /// The device rectangle of a solid item when it maps to whole pixels without rotation.
    static func solidRect(_ it: RenderItem) -> PixelRect? {
        let m = it.transform
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11 > 0, m.m22 > 0 else { return nil }
        let x0 = m.m13, y0 = m.m23
        let x1 = m.m11 * Double(it.bitmap.width) + m.m13, y1 = m.m22 * Double(it.bitmap.height) + m.m23
        for v in [x0, y0, x1, y1] where !(v == v.rounded() && abs(v) < 1e8) { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// The integer device offset when `m` only translates by whole pixels.
    static func integerOffset(_ m: Projective) -> (x: Int, y: Int)? {
        guard m.isAffine, m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m21 == 0,
              m.m13 == m.m13.rounded(), m.m23 == m.m23.rounded(), abs(m.m13) < 1e8, abs(m.m23) < 1e8 else { return nil }
        return (Int(m.m13), Int(m.m23))
    }

    /// Draws `nodes` in order; `occlusion`, when given, is indexed like the slice's base array. With `stop`,
    /// drawing ends at that backdrop (true once reached): what lies under it.
    @discardableResult
    func draw(_ nodes: ArraySlice<RenderNode>, into target: Bitmap, originX: Int, originY: Int,
              clip: PixelRect, first copyFirst: Bool, occlusion: [Occlusion?] = [], stop: RenderKey? = nil) -> Bool {
        var copy = copyFirst
        for i in nodes.indices {
            switch nodes[i] {
            case .item(let it):
                let c = it.clip.intersection(clip).intersection(it.bounds)
                if !c.isEmpty {
                    composite(it, into: target, originX: originX, originY: originY, clip: c, copy: copy,
                              occlusion: i < occlusion.count ? occlusion[i] : nil)
                }
            case .group(let g):
                let r = g.bounds.intersection(clip)
                if !r.isEmpty, composite(g, into: target, originX: originX, originY: originY, area: r, stop: stop) { return true }
            case .backdrop(let b):
                if b.key == stop { return true }
                composite(b, into: target, originX: originX, originY: originY, clip: clip)
            }
            copy = false
        }
        return false
    }

    private func composite(_ it: RenderItem, into target: Bitmap, originX ox: Int, originY oy: Int, clip c: PixelRect,
                           copy: Bool, occlusion: Occlusion?) {
        var m = it.transform
        if ox != 0 || oy != 0 {
            m.m11 -= Double(ox) * m.m31; m.m12 -= Double(ox) * m.m32; m.m13 -= Double(ox) * m.m33
            m.m21 -= Double(oy) * m.m31; m.m22 -= Double(oy) * m.m32; m.m23 -= Double(oy) * m.m33
        }
        let local = PixelRect(x: c.x - ox, y: c.y - oy, width: c.width, height: c.height)
        let offset = LayerCompositor.integerOffset(m)
        if let drawing = it.drawing {
            // The bitmap's rows this band reads, drawn now (the whole bitmap when it is resampled).
            drawing.flush(throughRow: offset.map { local.maxY - $0.y } ?? Int.max)
        }
        if let color = it.solid, let r = LayerCompositor.solidRect(it) {
            let area = r.offsetBy(-ox, -oy).intersection(local)
            if it.opacity >= 1 && (copy || color >> 24 == 255) {
                target.fill(area, with: color)
            } else {
                Composite.fill(target, rect: area, color: LayerCompositor.scale(color, UInt32(it.opacity * 255 + 0.5)))
            }
            return
        }
        if let d = offset {
            if copy && it.isOpaque && it.opacity >= 1 {
                Composite.copy(it.bitmap, into: target, dx: d.x, dy: d.y, clip: local)
            } else {
                Composite.sourceOver(it.bitmap, into: target, dx: d.x, dy: d.y, opacity: it.opacity, clip: local)
            }
        } else {
            Composite.projective(it.bitmap, into: target, transform: m, opacity: it.opacity, clip: local, scratch: raster,
                                 occlusion: ox == 0 && oy == 0 ? occlusion : nil)
        }
    }

    /// Composites a group offscreen, then blends it; true when drawing reached the backdrop `stop` inside it
    /// (the part drawn so far is still blended: it lies under that backdrop).
    private func composite(_ g: RenderGroup, into target: Bitmap, originX ox: Int, originY oy: Int, area r: PixelRect,
                           stop: RenderKey?) -> Bool {
        let off = Bitmap(width: r.width, height: r.height)
        let stopped = draw(g.children[...], into: off, originX: r.x, originY: r.y, clip: r, first: false, stop: stop)
        if let mask = g.mask { LayerCompositor.applyMask(mask, to: off, at: r) }
        Composite.sourceOver(off, into: target, dx: r.x - ox, dy: r.y - oy, opacity: g.opacity,
                             clip: PixelRect(x: r.x - ox, y: r.y - oy, width: r.width, height: r.height))
        return stopped
    }

    /// Multiplies `bitmap` (device rectangle `r`) by the anti-aliased coverage of the device-space `shape`.
    static func applyMask(_ shape: Path, to bitmap: Bitmap, at r: PixelRect) {
        let cover = AlphaMask(width: r.width, height: r.height)
        let coverage = Bitmap(width: r.width, height: r.height)
        let canvas = Canvas(coverage)
        canvas.transform = Transform2D(translationX: -Double(r.x), y: -Double(r.y))
        canvas.fill(shape, paint: .solid(.white))
        for y in 0..<r.height {
            let s = coverage.row(y), d = cover.pixels + y * cover.stride
            for x in 0..<r.width { d[x] = UInt8(truncatingIfNeeded: s[x] >> 24) }
        }
        for y in 0..<r.height {
            let p = bitmap.row(y), k = cover.pixels + y * cover.stride
            for x in 0..<r.width { p[x] = LayerCompositor.scale(p[x], UInt32(k[x])) }
        }
    }

    /// p * a / 255 on all four channels.
    @inline(__always) static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}
