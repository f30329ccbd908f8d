extension Composite {
    /// The one colour of a 2x2 source whose four pixels are equal (a solid layer's stand-in), else nil.
    /// Bilinear sampling of such a source gives that colour exactly wherever it samples (the weights
    /// sum to 256), so only the coverage of its projected outline varies from pixel to pixel.
    @inline(__always) static func uniformColor(_ src: Bitmap) -> UInt32? {
        guard src.width == 2, src.height == 2 else { return nil }
        let p = src.pixels, s = src.stride
        let c = p[0]
        return p[1] == c && p[s] == c && p[s + 1] == c ? c : nil
    }

    /// The pair kernel's output for a source of one colour `c`, run by run of `raster` (within `region`
    /// of `dst`, outside `occlusion`): per pixel the factor k the kernel takes (alpha + 1 for a run of
    /// constant coverage, 256 at full; (cover + cover >> 7) x opacity >> 8 per pixel otherwise), then
    /// (c x k / 256, truncated) over the destination, the kernel's own arithmetic without its divide,
    /// gather and bilinear blend (which give c again).
    static func uniformRuns(_ c: UInt32, raster: Rasterizer, into dst: Bitmap, region b: PixelRect, opacity: Int,
                            occlusion: Occlusion?) {
        let opa = UInt32(Swift.max(0, Swift.min(256, opacity)))
        forEachRun(raster, into: dst, region: b, opacity: opacity, occlusion: occlusion) { p, _, _, n, alpha, cover in
            guard n > 0 else { return }
            if alpha >= 0 {
                let a: UInt32 = alpha >= 256 ? 256 : UInt32(Swift.min(255, alpha)) + (alpha > 0 ? 1 : 0)
                // One colour for the run: s over dst, which `solid` fills when s is opaque and skips when it is 0.
                SpanKernel.solid(p, n, scaled(c, a))
            } else {
                for i in 0..<n {
                    let v = UInt32(cover[i])
                    p[i] = PixelMath.over(scaled(c, ((v &+ (v >> 7)) &* opa) >> 8), p[i])
                }
            }
        }
    }

    /// Channels times k / 256 (k in 0...256), truncated: the kernels' coverage scaling.
    @inline(__always) static func scaled(_ p: UInt32, _ k: UInt32) -> UInt32 {
        ((((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF) | ((((p >> 8) & 0x00FF_00FF) &* k) & 0xFF00_FF00)
    }
}
