import CPixelKernels

extension Rasterizer {
    /// Sweeps region-local rows [b0, b1) straight into `target` with the premultiplied colour
    /// `color`: constant runs are filled or blended whole and each touched group of 8 cells is summed
    /// and blended as 8 pixels at once, with no span list in between (the common case of a solid fill
    /// without a soft clip). The sweep itself is `pk_sweep_solid` (CPixelKernels, baseline or AVX2).
    @inline(never) func sweepRows(_ b0: Int, _ b1: Int, solid color: UInt32, into target: Bitmap) {
        let rows = accumulateBand(b0, b1)
        if rows.isEmpty { return }
        let dst0 = target.row(region.y + rows.lowerBound) + region.x
        pk_sweep_solid(Int32(truncatingIfNeeded: rows.count), color, dst0, target.stride, acc, cstride, bits, bstride,
                       Int32(truncatingIfNeeded: w), evenOddSweep ? 1 : 0)
    }
}
