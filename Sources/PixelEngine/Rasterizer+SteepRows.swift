/// The full rows of a steep edge, eight at a time: the crossings, cell splits and deposits of eight
/// rows are computed in 32-bit vector lanes, then added to the cells row by row. Along a flattened
/// curve most row pieces are such middle rows of steep edges (scene a's rings: three in four).
extension Rasterizer {
    /// Deposits `rows` full rows of a steep edge (at most a pixel wide each, winding `full` = +-256
    /// per row) from `row` onward, x(y) = base + (t >> 16) stepping by `step`, clamped to lo...hi;
    /// returns the x where the last row ends. Out of line: the loop's values stay in registers.
    @inline(never) static func steepRows(_ row: UnsafeMutableRawPointer, _ bitRow: UnsafeMutableRawPointer, rows: Int,
                                         rowStep: Int, bitStep: Int, t: Int, step: Int, base: Int, lo: Int, hi: Int,
                                         px: Int, full: Int, k: Int) -> Int {
        var row = row, bitRow = bitRow, t = t, px = px, left = rows
        // Lanes hold x in 24.8 (below 2^23 here) and (256 - fa) * k below 2^32, read unsigned; an edge
        // with k = 2^24 (|dy/dx| >= 256) would reach 2^32 and takes the one-row loop.
        if k < 1 << 24 {
            let lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
            let vStep = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: step))
            let vLo = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: lo))
            let vHi = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: hi))
            let vK = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: k))
            let sign = SIMD8<Int32>(repeating: full < 0 ? -1 : 0)
            (row, bitRow, t, px, left) = withUnsafeTemporaryAllocation(of: SIMD8<Int32>.self, capacity: 6) { out in
                let v = UnsafeRawPointer(out.baseAddress!).assumingMemoryBound(to: Int32.self)
                // Locals, not the captured variables, so the loop keeps them in registers.
                var row = row, bitRow = bitRow, t = t, px = px, left = left
                while left >= 8 {
                    // x at the top and the bottom of each of the 8 rows, from t's whole and fractional parts.
                    let whole = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: base &+ (t >> 16)))
                    let frac = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: t & 0xFFFF))
                    let top = frac &+ lane &* vStep
                    let p = vclamp(whole &+ (top &>> 16), vLo, vHi)
                    let n = vclamp(whole &+ ((top &+ vStep) &>> 16), vLo, vHi)
                    deposits(p, n, vK, sign, into: out.baseAddress!)
                    for i in 0..<8 {
                        let cell = row + 4 &* Int(v[i])
                        cell.storeBytes(of: cell.load(as: Int32.self) &+ v[8 + i], as: Int32.self)
                        cell.storeBytes(of: cell.load(fromByteOffset: 4, as: Int32.self) &+ v[16 + i], toByteOffset: 4, as: Int32.self)
                        cell.storeBytes(of: cell.load(fromByteOffset: 8, as: Int32.self) &+ v[24 + i], toByteOffset: 8, as: Int32.self)
                        let b = Int(v[40 + i])
                        bitRow.storeBytes(of: bitRow.loadUnaligned(fromByteOffset: b, as: UInt16.self)
                                            | UInt16(truncatingIfNeeded: v[32 + i]), toByteOffset: b, as: UInt16.self)
                        row += rowStep
                        bitRow += bitStep
                    }
                    t &+= 8 &* step
                    px = Int(n[7])
                    left &-= 8
                }
                return (row, bitRow, t, px, left)
            }
        }
        while left > 0 {
            t &+= step
            let nx = Swift.min(hi, Swift.max(lo, base &+ (t >> 16)))
            steepPiece(row, bitRow, px, nx, full, k)
            px = nx
            row += rowStep
            bitRow += bitStep
            left &-= 1
        }
        return px
    }

    /// `steepPiece` for eight rows from x = p to x = n with a full pixel of height each (negated for
    /// an edge going up: `sign` all ones), in lanes; min, max and selects are masks (Swift's SIMD
    /// comparisons compile to one lane at a time).
    @inline(__always) static func deposits(_ p: SIMD8<Int32>, _ n: SIMD8<Int32>, _ k: SIMD8<Int32>, _ sign: SIMD8<Int32>,
                                           into out: UnsafeMutablePointer<SIMD8<Int32>>) {
        let xl = vmin(p, n), xr = vmax(p, n)
        let c = xl &>> 8
        let fa = xl & 255
        let d = xr &- (c &<< 8)
        let over = d &- 256
        let fr = over & ~(over &>> 31)
        let fb = d &- fr
        let crosses = (0 &- fr) &>> 31
        // min(256, ((256 - fa) * k) >> 16), the product read as unsigned.
        let part = vmin((((256 &- fa) &* k) &>> 16) & 0xFFFF, SIMD8<Int32>(repeating: 256))
        let hl = (part & crosses) | (256 & ~crosses)
        let hr = 256 &- hl
        // Per lane: the first cell, the three deltas, the group bits and their byte.
        out[0] = c
        out[1] = ((hl &* (512 &- fa &- fb)) ^ sign) &- sign
        out[2] = ((hl &* (fa &+ fb) &+ hr &* (512 &- fr)) ^ sign) &- sign
        out[3] = ((hr &* fr) ^ sign) &- sign
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
