extension Composite {
    /// Composites `src` into `dst` through the projective map `transform` (source pixels to
    /// destination pixels), with perspective-correct bilinear sampling and anti-aliased edges,
    /// only inside `clip`. Geometry behind the viewer (W <= 0) is clipped away at a near plane,
    /// so the kernel never divides by zero or a negative W.
    public static func projective(_ src: Bitmap, into dst: Bitmap, transform: Projective, opacity: Float,
                                  clip: PixelRect) {
        projective(src, into: dst, transform: transform, opacity: opacity, clip: clip, scratch: Rasterizer())
    }

    /// As `projective(_:into:transform:opacity:clip:)`, reusing a caller-owned rasterizer; pixels
    /// inside `occlusion` (what later drawing covers opaquely) are left alone.
    public static func projective(_ src: Bitmap, into dst: Bitmap, transform m: Projective, opacity: Float,
                                  clip: PixelRect, scratch raster: Rasterizer, occlusion: Occlusion? = nil) {
        let op = PixelColor.unit(opacity)
        let box = clip.intersection(dst.bounds)
        guard op > 0, src.width > 0, src.height > 0, !box.isEmpty, m.inverted() != nil else { return }
        // An opaque draw of a large shadowed look (past a 1 MB L2): the reduced shadow outside the
        // look's opaque interior, then the look alone, read far fewer source bytes. With opacity < 1
        // the parts would not blend as one picture; small looks stay in cache anyway: full bitmap.
        if op >= 1, src.width * src.height >= 1 << 18, let parts = src.shadowedLook,
           parts.look.width >= 2, parts.look.height >= 2 {
            let f = Double(parts.factor)
            let toShadow = Projective(m11: f, m12: 0, m13: 0, m21: 0, m22: f, m23: 0, m31: 0, m32: 0, m33: 1).concatenating(m)
            let hole = parts.interior
            let toHole = Projective(Transform2D(translationX: Double(hole.x), y: Double(hole.y))).concatenating(m)
            if let inv = toShadow.inverted(),
               let b = rasterize(raster, m, Double(src.width), Double(src.height), box: box,
                                 hole: hole.isEmpty ? nil : (toHole, Double(hole.width), Double(hole.height))) {
                let q = parts.quads, qp = q.pixels, qs = q.stride, qw = q.width, qh = q.height, color = parts.color
                let scratch = ProjectiveKernel.Scratch()
                defer { scratch.deallocate() }
                forEachRun(raster, into: dst, region: b, opacity: 256, occlusion: occlusion) { p, x, y, n, alpha, cover in
                    ProjectiveKernel.shadowSpan(p, x: x, y: y, n: n, quads: qp, stride: qs, width: qw, height: qh,
                                                color: color, inv: inv, alpha: alpha, cover: cover, scratch: scratch)
                }
            }
            let toLook = Projective(Transform2D(translationX: Double(parts.lookX), y: Double(parts.lookY))).concatenating(m)
            pass(parts.look, into: dst, toLook, op: 256, box: box, raster, occlusion)
            return
        }
        pass(src, into: dst, m, op: Int(op * 256 + 0.5), box: box, raster, occlusion)
    }

    /// Sweeps `raster` (its shape within `region` of `dst`) and calls `body(pixel, x, y, n, alpha, cover)`
    /// for each run of covered pixels outside `occlusion`: the run's first pixel in `dst`, its device
    /// column and row, its length, its constant coverage times `opacity` (0...256), or -1 with per-pixel
    /// coverage at `cover`.
    @inline(__always) static func forEachRun(_ raster: Rasterizer, into dst: Bitmap, region b: PixelRect, opacity: Int,
                                             occlusion: Occlusion?,
                                             _ body: (UnsafeMutablePointer<UInt32>, Int, Int, Int, Int, UnsafePointer<UInt8>) -> Void) {
        let spans = raster.spans, cover = raster.cover
        let base = dst.pixels + b.x, dstStride = dst.stride, ox = b.x
        raster.sweep(rule: .nonZero) { y, n in
            let row = base + y * dstStride
            for k in 0..<n {
                let s = spans[k]
                let alpha = s.alpha >= 0 ? (Int(s.alpha) &* opacity &+ 127) / 255 : -1
                let x0 = Int(s.x0), x1 = Int(s.x1)
                guard let occlusion else {
                    body(row + x0, ox + x0, y, x1 - x0, alpha, UnsafePointer(cover + x0))
                    continue
                }
                occlusion.forEachVisible(ox + x0, ox + x1, row: y) { a, c in
                    body(row + (a - ox), a, y, c - a, alpha, UnsafePointer(cover + (a - ox)))
                }
            }
        }
    }

    /// The rectangle (0, 0, w, h) through `m`, minus `hole`'s rectangle through its map, into
    /// `raster`; the device rectangle it covers, nil when nothing is visible.
    static func rasterize(_ raster: Rasterizer, _ m: Projective, _ w: Double, _ h: Double, box: PixelRect,
                          hole: (m: Projective, w: Double, h: Double)?) -> PixelRect? {
        guard let poly = projectedPolygon(width: w, height: h, m, clip: box) else { return nil }
        let b = PixelRect.covering(x: poly.x0, y: poly.y0, width: Swift.max(poly.x1 - poly.x0, 1e-9),
                                   height: Swift.max(poly.y1 - poly.y0, 1e-9)).intersection(box)
        if b.isEmpty { return nil }
        raster.reset(region: b)
        raster.addPolygon(poly.pts)
        if let hole, let inner = projectedPolygon(width: hole.w, height: hole.h, hole.m, clip: box) {
            // Reversed, so its winding cancels the outline's: a ring.
            var rev: [Double] = []
            rev.reserveCapacity(inner.pts.count)
            var k = inner.pts.count - 2
            while k >= 0 { rev.append(inner.pts[k]); rev.append(inner.pts[k + 1]); k -= 2 }
            raster.addPolygon(rev)
        }
        return b
    }

    /// All of `src` through `m`, bilinear, scaled by `opacity` (0...256).
    static func pass(_ src: Bitmap, into dst: Bitmap, _ m: Projective, op opacity: Int, box: PixelRect, _ raster: Rasterizer,
                     _ occlusion: Occlusion? = nil) {
        // Scale and translation only: rows of a rectangle, no rasterizer (Composite+Scaled).
        if occlusion == nil, src.width >= 2, src.height >= 2, scaled(src, into: dst, m, op: opacity, box: box) { return }
        guard let inv = m.inverted(),
              let b = rasterize(raster, m, Double(src.width), Double(src.height), box: box, hole: nil) else { return }
        // A solid layer's 2x2 stand-in samples as its one colour everywhere: coverage and blend alone.
        if let c = uniformColor(src) {
            uniformRuns(c, raster: raster, into: dst, region: b, opacity: opacity, occlusion: occlusion)
            return
        }
        let sp = src.pixels, ss = src.stride, sw = src.width, sh = src.height
        // Sources of at least 2x2 pixels take the chunked pair kernel; smaller ones the general one.
        if sw >= 2 && sh >= 2 && ss * sh < Int(Int32.max) {
            let touch = ss * sh >= 1 << 18  // past 1 MB the source is not in L2
            let scratch = ProjectiveKernel.Scratch()
            defer { scratch.deallocate() }
            forEachRun(raster, into: dst, region: b, opacity: opacity, occlusion: occlusion) { p, x, y, n, alpha, cover in
                ProjectiveKernel.pairedSpan(p, x: x, y: y, n: n, src: sp, stride: ss, width: sw, height: sh, inv: inv,
                                            alpha: alpha, cover: cover, opacity: opacity, scratch: scratch, touch: touch)
            }
            return
        }
        let paired = src.hasSlack
        let us = UnsafeMutablePointer<Int32>.allocate(capacity: b.width * 2)
        let gather = UnsafeMutablePointer<UInt32>.allocate(capacity: b.width * 4)
        defer { us.deallocate(); gather.deallocate() }
        let vs = us + b.width
        forEachRun(raster, into: dst, region: b, opacity: opacity, occlusion: occlusion) { p, x, y, n, alpha, cover in
            ProjectiveKernel.span(p, x: x, y: y, n: n, src: sp, stride: ss, width: sw, height: sh, inv: inv, alpha: alpha,
                                  cover: cover, opacity: opacity, us: us, vs: vs, gather: gather, paired: paired)
        }
    }

    /// The source rectangle (0, 0, w, h) clipped to W >= near, projected, then clipped to `clip`
    /// (Sutherland-Hodgman; the projected quad is convex): interleaved x, y and the bounding box.
    /// Nil when nothing is visible.
    public static func projectedPolygon(width: Double, height: Double, _ m: Projective, clip: PixelRect)
        -> (pts: [Double], x0: Double, y0: Double, x1: Double, y1: Double)? {
        var poly: [(Double, Double)] = [(0, 0), (width, 0), (width, height), (0, height)]
        // Near plane in source space: W = m31 x + m32 y + m33 >= near.
        let ws = poly.map { m.m31 * $0.0 + m.m32 * $0.1 + m.m33 }
        let near = Swift.max(1e-6, (ws.max() ?? 1) * 1e-4)
        poly = clipPolygon(poly) { m.m31 * $0 + m.m32 * $1 + m.m33 - near }
        if poly.count < 3 { return nil }
        var proj = poly.map { p -> (Double, Double) in
            let q = m.apply(x: p.0, y: p.1)
            return (q.x / q.w, q.y / q.w)
        }
        let cx0 = Double(clip.x) - 1, cy0 = Double(clip.y) - 1
        let cx1 = Double(clip.maxX) + 1, cy1 = Double(clip.maxY) + 1
        proj = clipPolygon(proj) { x, _ in x - cx0 }
        proj = clipPolygon(proj) { x, _ in cx1 - x }
        proj = clipPolygon(proj) { _, y in y - cy0 }
        proj = clipPolygon(proj) { _, y in cy1 - y }
        if proj.count < 3 { return nil }
        var pts: [Double] = []
        pts.reserveCapacity(proj.count * 2)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in proj {
            guard p.0.isFinite, p.1.isFinite else { return nil }
            pts.append(p.0); pts.append(p.1)
            x0 = Swift.min(x0, p.0); x1 = Swift.max(x1, p.0); y0 = Swift.min(y0, p.1); y1 = Swift.max(y1, p.1)
        }
        return (pts, x0, y0, x1, y1)
    }

    /// Keeps the part of a convex polygon where `f(x, y) >= 0` (f linear).
    static func clipPolygon(_ p: [(Double, Double)], _ f: (Double, Double) -> Double) -> [(Double, Double)] {
        if p.isEmpty { return p }
        var out: [(Double, Double)] = []
        out.reserveCapacity(p.count + 2)
        var prev = p[p.count - 1]
        var fp = f(prev.0, prev.1)
        for cur in p {
            let fc = f(cur.0, cur.1)
            if (fc >= 0) != (fp >= 0) {
                let t = fp / (fp - fc)
                out.append((prev.0 + (cur.0 - prev.0) * t, prev.1 + (cur.1 - prev.1) * t))
            }
            if fc >= 0 { out.append(cur) }
            prev = cur
            fp = fc
        }
        return out
    }
}
