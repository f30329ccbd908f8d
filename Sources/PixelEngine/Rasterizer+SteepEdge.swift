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
        let lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        let vStep = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: step))
        let vLo = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: lo)), vHi = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: hi))
        let whole = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: base &+ (t >> 16)))
        let frac = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: t & 0xFFFF))
        let vAx = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: ax)), vBx = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: bx))
        let vAy = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: ay)), vBy = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: by))
        let vK = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: k))
        let sm = SIMD8<Int32>(repeating: sign < 0 ? -1 : 0)
        let lastRow = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: n &- 1))
        let firstTop = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: rFirst << 8))
        withUnsafeTemporaryAllocation(of: SIMD8<Int32>.self, capacity: 6) { out in
            let v = UnsafeRawPointer(out.baseAddress!).assumingMemoryBound(to: Int32.self)
            var row = row, bitRow = bitRow
            var c0 = 0
            while c0 < n {
                // Lane i is row c0 + i: x where it enters and leaves (the edge's own ends on its first
                // and last rows, else the row boundaries), and the height it spans.
                let g = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: c0)) &+ lane
                let first = (g &- 1) &>> 31, last = ((g ^ lastRow) &- 1) &>> 31
                let below = frac &+ g &* vStep
                let enter = vclamp(whole &+ ((below &- vStep) &>> 16), vLo, vHi)
                let leave = vclamp(whole &+ (below &>> 16), vLo, vHi)
                let p = (enter & ~first) | (vAx & first), q = (leave & ~last) | (vBx & last)
                let rowTop = firstTop &+ (g &<< 8)
                let top = (rowTop & ~first) | (vAy & first), bottom = ((rowTop &+ 256) & ~last) | (vBy & last)
                deposits(p, q, bottom &- top, vK, sm, into: out.baseAddress!)
                let count = Swift.min(8, n &- c0)
                for i in 0..<count {
                    let cell = row + 4 &* Int(v[i])
                    cell.storeBytes(of: cell.load(as: Int32.self) &+ v[8 &+ i], as: Int32.self)
                    cell.storeBytes(of: cell.load(fromByteOffset: 4, as: Int32.self) &+ v[16 &+ i], toByteOffset: 4, as: Int32.self)
                    cell.storeBytes(of: cell.load(fromByteOffset: 8, as: Int32.self) &+ v[24 &+ i], toByteOffset: 8, as: Int32.self)
                    let b = Int(v[40 &+ i])
                    bitRow.storeBytes(of: bitRow.loadUnaligned(fromByteOffset: b, as: UInt16.self)
                                        | UInt16(truncatingIfNeeded: v[32 &+ i]), toByteOffset: b, as: UInt16.self)
                    row += rowStep
                    bitRow += bitStep
                }
                c0 &+= 8
            }
        }
    }

    /// `steepPiece` in eight lanes: pieces from x = p to x = q, `h` high (positive; the winding is
    /// `sm`, all ones for an edge going up). Writes per lane the first cell, the three deltas, the
    /// group bits and their byte. Min, max and selects are masks (Swift's SIMD comparisons compile
    /// to one lane at a time).
    @inline(__always) static func deposits(_ p: SIMD8<Int32>, _ q: SIMD8<Int32>, _ h: SIMD8<Int32>, _ k: SIMD8<Int32>,
                                           _ sm: SIMD8<Int32>, into out: UnsafeMutablePointer<SIMD8<Int32>>) {
        let xl = vmin(p, q), xr = vmax(p, q)
        let c = xl &>> 8
        let fa = xl & 255
        let d = xr &- (c &<< 8)
        let over = d &- 256
        let fr = over & ~(over &>> 31)
        let fb = d &- fr
        let crosses = (0 &- fr) &>> 31
        // The height left of the cell boundary: all of it, or min(h, ((256 - fa) * k) >> 16) when
        // crossing (the product read as unsigned).
        let part = (((256 &- fa) &* k) &>> 16) & 0xFFFF
        let hl0 = vmin(h, (part & crosses) | (h & ~crosses))
        let hl = (hl0 ^ sm) &- sm
        let hr = ((h ^ sm) &- sm) &- hl
        out[0] = c
        out[1] = hl &* (512 &- fa &- fb)
        out[2] = hl &* (fa &+ fb) &+ hr &* (512 &- fr)
        out[3] = hr &* fr
        let g0 = c &>> 3, g1 = (c &+ 1 &- crosses) &>> 3
        out[4] = (1 | (g1 &- g0) &<< 1) &<< (g0 & 7)
        out[5] = g0 &>> 3
    }

    @inline(__always) static func vmin(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
        let d = a &- b
        return b &+ (d & (d &>> 31))
    }

    @inline(__always) static func vmax(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
        let d = a &- b
        return a &- (d & (d &>> 31))
    }

    @inline(__always) static func vclamp(_ x: SIMD8<Int32>, _ lo: SIMD8<Int32>, _ hi: SIMD8<Int32>) -> SIMD8<Int32> {
        vmin(hi, vmax(lo, x))
    }
}
