extension Canvas {
    /// Draws `image` into the user-space rectangle (x, y, width, height) through the transform,
    /// bilinear-filtered with anti-aliased edges, scaled by `opacity`.
    public func draw(_ image: Bitmap, x: Double, y: Double, width: Double, height: Double, opacity: Float = 1) {
        let op = PixelColor.unit(opacity)
        guard op > 0, image.width > 0, image.height > 0, width.isFinite, height.isFinite,
              abs(width) > 0, abs(height) > 0 else { return }
        flush()
        let toDevice = Transform2D(a: width / Double(image.width), b: 0, c: 0, d: height / Double(image.height),
                                   tx: x, ty: y).concatenating(transform)
        if clipMask == nil, toDevice.a == 1, toDevice.d == 1, toDevice.b == 0, toDevice.c == 0,
           toDevice.tx == toDevice.tx.rounded(), toDevice.ty == toDevice.ty.rounded(),
           abs(toDevice.tx) < 1e8, abs(toDevice.ty) < 1e8 {
            Composite.sourceOver(image, into: target, dx: Int(toDevice.tx), dy: Int(toDevice.ty),
                                 opacity: op, clip: effectiveClip)
            return
        }
        guard let inv = toDevice.inverted() else { return }
        var p = Path()
        p.addRect(x: x, y: y, width: width, height: height)
        let polys = p.flattened(transform, tolerance: tolerance)
        let region = Canvas.bounds(polys).intersection(effectiveClip)
        if region.isEmpty { return }
        raster.reset(region: region)
        for poly in polys { raster.addPolygon(poly.pts) }
        render(Painter(kind: .image(image, inverse: Projective(inv), opacity: UInt32(op * 255 + 0.5))))
    }

    /// Blends `color` through an 8-bit coverage mask placed at device pixel (x, y), source-over.
    public func drawMask(_ mask: AlphaMask, x: Int, y: Int, color: PixelColor) {
        let c = color.premultiplied
        if c == 0 { return }
        flush()
        let r = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(effectiveClip)
        if r.isEmpty { return }
        for yy in r.y..<r.maxY {
            let d = target.row(yy) + r.x
            var m = UnsafePointer(mask.pixels + (yy - y) * mask.stride + (r.x - x))
            if let cm = clipMask {
                let cr = cm.row(yy, r.x)
                for i in 0..<r.width {
                    coverBuffer[i] = UInt8(truncatingIfNeeded: (UInt32(cr[i]) &* UInt32(m[i]) &+ 127) / 255)
                }
                m = UnsafePointer(coverBuffer)
            }
            SpanKernel.solidMask(d, m, r.width, c)
        }
    }

    /// Intersects the clip with `path` (user space). Pixel-aligned rectangles shrink the clip
    /// rectangle; other shapes add an anti-aliased coverage mask.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        flush()
        let polys = path.flattened(transform, tolerance: tolerance)
        let b = Canvas.bounds(polys)
        if polys.count == 1, polys[0].count == 4, Canvas.isPixelAlignedRect(polys[0].pts) {
            clipRect = clipRect.intersection(b)
            return
        }
        let region = b.intersection(effectiveClip)
        if region.isEmpty {
            clipRect = .zero
            return
        }
        let mask = AlphaMask(width: region.width, height: region.height)
        raster.reset(region: region)
        for p in polys where p.count >= 2 { raster.addPolygon(p.pts) }
        let old = clipMask
        raster.sweep(rule: rule) { y, n in
            let mrow = mask.pixels + (y - region.y) * mask.stride
            for k in 0..<n {
                let s = raster.spans[k]
                let x0 = Int(s.x0), x1 = Int(s.x1)
                if s.alpha >= 0 {
                    (mrow + x0).update(repeating: UInt8(s.alpha), count: x1 - x0)
                } else {
                    (mrow + x0).update(from: raster.cover + x0, count: x1 - x0)
                }
            }
            if let o = old {
                let orow = o.row(y, region.x)
                for i in 0..<region.width {
                    mrow[i] = UInt8(truncatingIfNeeded: (UInt32(mrow[i]) &* UInt32(orow[i]) &+ 127) / 255)
                }
            }
        }
        clipRect = clipRect.intersection(region)
        clipMask = ClipMask(mask: mask, rect: region)
    }

    /// Clips to a user-space rectangle.
    public func clip(toRect x: Double, _ y: Double, _ width: Double, _ height: Double) {
        var p = Path()
        p.addRect(x: x, y: y, width: width, height: height)
        clip(to: p)
    }

    static func isPixelAlignedRect(_ p: [Double]) -> Bool {
        guard p.count == 8 else { return false }
        for v in p where v != v.rounded() { return false }
        let xs = [p[0], p[2], p[4], p[6]], ys = [p[1], p[3], p[5], p[7]]
        for i in 0..<4 {
            let j = (i + 1) % 4
            if xs[i] != xs[j] && ys[i] != ys[j] { return false }
        }
        return Set(xs).count == 2 && Set(ys).count == 2
    }
}
