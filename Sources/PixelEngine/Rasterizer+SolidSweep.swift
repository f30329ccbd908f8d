import Foundation

extension Rasterizer {
    /// Sweeps region-local rows [b0, b1) straight into `target` with the premultiplied colour
    /// `color`: constant runs are filled or blended whole and each crossed pixel is blended as its
    /// cell is read, with no span list in between (the common case of a solid fill without a soft clip).
    func sweepRows(_ b0: Int, _ b1: Int, solid color: UInt32, into target: Bitmap) {
        let rows = accumulateBand(b0, b1)
        if rows.isEmpty { return }
        let evenOdd = evenOddSweep
        let width = w, sw = summaryWords, bitStride = bstride, stride = cstride
        let cells = acc, bitset = bits
        let opaque = color >> 24 == 255
        for r in rows {
            let local = r - rows.lowerBound
            let cellRow = cells + local * stride
            let dst = target.row(region.y + r) + region.x
            var sum = 0
            var x = 0
            Rasterizer.forEachCell(bitset + local * bitStride, sw) { cx in
                if cx > x {
                    Rasterizer.run(dst + x, cx - x, Rasterizer.coverage(sum, evenOdd), color, opaque)
                }
                let p = cellRow + 2 * cx
                let a = UInt32(truncatingIfNeeded: Rasterizer.coverage(sum + Int(p[0]), evenOdd))
                sum += Int(p[1]) << 9
                p[0] = 0
                p[1] = 0
                dst[cx] = PixelMath.over(PixelMath.mul(color, a), dst[cx])
                x = cx + 1
            }
            if x < width {
                Rasterizer.run(dst + x, width - x, Rasterizer.coverage(sum, evenOdd), color, opaque)
            }
        }
    }

    /// A run of `n` pixels at constant coverage `a` (0...255).
    @inline(__always) private static func run(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ a: Int32,
                                              _ color: UInt32, _ opaque: Bool) {
        if a <= 0 { return }
        if a >= 255 && opaque {
            dst.update(repeating: color, count: n)
        } else {
            SpanKernel.solid(dst, n, a >= 255 ? color : PixelMath.mul(color, UInt32(a)))
        }
    }
}
