import CPixelKernels

/// The rows of a steep edge (at most a pixel of x per row), eight at a time: each row's crossings,
/// height, cell split and deposits are computed in 32-bit vector lanes, then added to the cells row
/// by row. Along flattened curves most edges are steep (scene a's rings: nine row pieces in ten).
extension Rasterizer {
    /// Deposits rows `rFirst` ..< `rFirst + rows` (region-local) of a steep edge entering the first
    /// at (ax, ay) and leaving the last at (bx, by), 24.8; in between x(y) = base + (t >> 16), `t`
    /// being its value at the first row's bottom and `step` its change per row, clamped to lo...hi.
    /// `sign` is the winding, `k` = |dy/dx| in 16.16 (see `steepPiece`). Out of line, so the loop's
    /// values stay in registers.
    @inline(never) static func steepEdge(_ band: Band, rFirst: Int, rows n: Int, ax: Int, ay: Int, bx: Int, by: Int,
                                         t: Int, step: Int, base: Int, lo: Int, hi: Int, sign: Int, k: Int) {
        let rowStep = 4 &* band.cellStride, bitStep = 8 &* band.bitStride
        var row = UnsafeMutableRawPointer(band.cells + (rFirst &- band.row0) &* band.cellStride)
        var bitRow = UnsafeMutableRawPointer(band.bits + (rFirst &- band.row0) &* band.bitStride)
        // Lanes hold x in 24.8 (below 2^23 here) and (256 - fa) * k below 2^32, read unsigned; an edge
        // with k = 2^24 (|dy/dx| >= 256) would reach 2^32 and is walked one row at a time.
        guard k < 1 << 24 else {
            var px = ax
            for i in 0..<n {
                let last = i == n &- 1
                let nx = last ? bx : Swift.min(hi, Swift.max(lo, base &+ ((t &+ i &* step) >> 16)))
                let top = i == 0 ? ay : (rFirst &+ i) << 8, bottom = last ? by : (rFirst &+ i &+ 1) << 8
                steepPiece(row, bitRow, px, nx, (bottom &- top) &* sign, k)
                px = nx
                row += rowStep
                bitRow += bitStep
            }
            return
        }
        // Eight rows at a time in vector lanes (`pk_steep_edge`, baseline or AVX2).
        pk_steep_edge(band.cells + (rFirst &- band.row0) &* band.cellStride,
                      band.bits + (rFirst &- band.row0) &* band.bitStride, band.cellStride, band.bitStride,
                      Int32(truncatingIfNeeded: n), Int32(truncatingIfNeeded: rFirst << 8),
                      Int32(truncatingIfNeeded: ax), Int32(truncatingIfNeeded: ay),
                      Int32(truncatingIfNeeded: bx), Int32(truncatingIfNeeded: by),
                      Int32(truncatingIfNeeded: base &+ (t >> 16)), Int32(truncatingIfNeeded: t & 0xFFFF),
                      Int32(truncatingIfNeeded: step), Int32(truncatingIfNeeded: lo), Int32(truncatingIfNeeded: hi),
                      sign < 0 ? -1 : 1, Int32(truncatingIfNeeded: k))
    }
}
