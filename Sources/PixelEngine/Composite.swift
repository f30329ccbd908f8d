/// Compositing kernels on whole bitmaps: the compositor's building blocks.
public enum Composite {
    /// Composites `src` over `dst` with its top-left at (dx, dy), scaled by `opacity`, only inside `clip`.
    public static func sourceOver(_ src: Bitmap, into dst: Bitmap, dx: Int, dy: Int, opacity: Float, clip: PixelRect) {
        let a = PixelColor.unit(opacity)
        if a <= 0 { return }
        let r = PixelRect(x: dx, y: dy, width: src.width, height: src.height)
            .intersection(clip).intersection(dst.bounds)
        if r.isEmpty { return }
        let alpha = UInt32(a * 255 + 0.5)
        for y in r.y..<r.maxY {
            let d = dst.row(y) + r.x
            let s = src.row(y - dy) + (r.x - dx)
            SpanKernel.spanAlpha(d, s, r.width, alpha)
        }
    }

    /// Copies `src` into `dst` at (dx, dy) without blending, only inside `clip`.
    public static func copy(_ src: Bitmap, into dst: Bitmap, dx: Int, dy: Int, clip: PixelRect) {
        let r = PixelRect(x: dx, y: dy, width: src.width, height: src.height)
            .intersection(clip).intersection(dst.bounds)
        if r.isEmpty { return }
        if r.width == dst.stride && r.width == src.stride {
            // Whole rows with no gap between them in both: one copy (a band of a full-window bitmap).
            (dst.row(r.y) + r.x).update(from: src.row(r.y - dy) + (r.x - dx), count: r.width * r.height)
            return
        }
        for y in r.y..<r.maxY {
            (dst.row(y) + r.x).update(from: src.row(y - dy) + (r.x - dx), count: r.width)
        }
    }

    /// Source-over fill of `rect` (clipped to `dst`) with a premultiplied colour.
    public static func fill(_ dst: Bitmap, rect: PixelRect, color: UInt32) {
        let r = rect.intersection(dst.bounds)
        if r.isEmpty || color == 0 { return }
        for y in r.y..<r.maxY {
            SpanKernel.solid(dst.row(y) + r.x, r.width, color)
        }
    }
}
