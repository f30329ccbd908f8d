import CPixelKernels

/// Packed premultiplied pixel arithmetic: two 8-bit channels per 32-bit lane operation.
/// Everything here is branch-free so span loops auto-vectorize.
enum PixelMath {
    /// p * a / 255 on all four channels (a in 0...255), correctly rounded.
    @inline(__always) static func mul(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `Int(x.rounded())` (halves away from zero) for |x| < 2^52 without a libm call or a branch:
    /// f = x - trunc(x) is exact there, and the signs of f - 0.5 and -f - 0.5 are exact too (Sterbenz
    /// for |f| >= 0.25, clearly negative below), so they say whether to step up or down. The baseline
    /// x86-64 target has no rounding instruction (SSE4.1), so `rounded()` was a call to `round` per
    /// edge coordinate, and comparisons compiled to branches mispredicted on random fractions.
    @inline(__always) static func roundedToInt(_ x: Double) -> Int {
        let i = Int(x)
        let f = x - Double(i)
        let up = 1 &- Int(truncatingIfNeeded: (f - 0.5).bitPattern >> 63)
        let down = 1 &- Int(truncatingIfNeeded: (-f - 0.5).bitPattern >> 63)
        return i &+ up &- down
    }

    /// Source-over of premultiplied pixels: s + d * (1 - alpha(s)).
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ mul(d, 255 &- (s >> 24))
    }

    /// Linear interpolation a + (b - a) * t / 256 with t in 0...256.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = (((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }

    /// Bilinear sample at 16.16 fixed-point (u, v) (pixel centres at integers), clamped to the edges.
    @inline(__always) static func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ stride: Int,
                                           _ maxX: Int, _ maxY: Int, _ u: Int, _ v: Int) -> UInt32 {
        let x0 = u >> 16, y0 = v >> 16
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let xa = Swift.min(Swift.max(x0, 0), maxX), xb = Swift.min(Swift.max(x0 + 1, 0), maxX)
        let ya = Swift.min(Swift.max(y0, 0), maxY), yb = Swift.min(Swift.max(y0 + 1, 0), maxY)
        let r0 = src + ya * stride, r1 = src + yb * stride
        let top = lerp(r0[xa], r0[xb], fx), bottom = lerp(r1[xa], r1[xb], fx)
        return lerp(top, bottom, fy)
    }
}

/// Span kernels: the inner loops every drawing path ends in, forwarded to CPixelKernels (the
/// baseline or AVX2 copy, chosen at run time; both give the pixels of `PixelMath`'s formulas).
enum SpanKernel {
    /// dst = c over dst, n pixels (c premultiplied, already coverage-scaled).
    @inline(__always) static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        if n > 0 { pk_solid(dst, n, c) }
    }

    /// dst = (c * cover) over dst.
    @inline(__always) static func solidMask(_ dst: UnsafeMutablePointer<UInt32>, _ cover: UnsafePointer<UInt8>,
                                            _ n: Int, _ c: UInt32) {
        if n > 0 { pk_solid_mask(dst, cover, n, c) }
    }

    /// dst = src over dst.
    @inline(__always) static func span(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ n: Int) {
        if n > 0 { pk_span_over(dst, src, n) }
    }

    /// dst = (src * a) over dst, a in 0...255.
    @inline(__always) static func spanAlpha(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                                            _ n: Int, _ a: UInt32) {
        if n > 0 { pk_span_alpha(dst, src, n, a) }
    }

    /// dst = (src * cover) over dst.
    @inline(__always) static func spanMask(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                                           _ cover: UnsafePointer<UInt8>, _ n: Int) {
        if n > 0 { pk_span_mask(dst, src, cover, n) }
    }

    /// Sets n pixels to c.
    @inline(__always) static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        if n > 0 { pk_fill(dst, n, c) }
    }
}
