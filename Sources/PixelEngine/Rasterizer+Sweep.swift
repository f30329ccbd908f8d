import Foundation

/// Sweeping the band's cells into coverage: running sums of the cell deltas turned into constant
/// runs and per-pixel coverage, as spans for any painter (the solid fast path is in Rasterizer+SolidSweep).
extension Rasterizer {
    /// Calls `body` with the first cell of each touched group of 8 cells of a band bitset row, left
    /// to right, clearing the row. Rows of up to 64 words first gather which words are nonzero without
    /// a branch per word (wide regions have many empty words in a row, in no predictable pattern).
    @inline(__always) static func forEachGroup(_ bitRow: UnsafeMutablePointer<UInt64>, _ words: Int,
                                               _ body: (Int) -> Void) {
        if words > 64 {
            for wi in 0..<words where bitRow[wi] != 0 { visit(bitRow, wi, body) }
            return
        }
        var nonzero: UInt64 = 0
        for wi in 0..<words { nonzero |= (bitRow[wi] != 0 ? 1 : 0) << UInt64(wi) }
        while nonzero != 0 {
            visit(bitRow, nonzero.trailingZeroBitCount, body)
            nonzero &= nonzero &- 1
        }
    }

    /// Calls `body` for each group of bitset word `wi`, clearing it.
    @inline(__always) private static func visit(_ bitRow: UnsafeMutablePointer<UInt64>, _ wi: Int, _ body: (Int) -> Void) {
        var word = bitRow[wi]
        bitRow[wi] = 0
        while word != 0 {
            body(((wi << 6) + word.trailingZeroBitCount) << 3)
            word &= word &- 1
        }
    }

    /// The 8 cell deltas at `p` as running sums from `sum` (each pixel's accumulated area), the cells cleared.
    @inline(__always) static func groupSums(_ p: UnsafeMutableRawPointer, _ sum: Int32) -> SIMD8<Int32> {
        let v = p.loadUnaligned(as: SIMD8<Int32>.self)
        p.storeBytes(of: SIMD8<Int32>(), as: SIMD8<Int32>.self)
        var s = v &+ SIMD8<Int32>(0, v[0], v[1], v[2], v[3], v[4], v[5], v[6])
        s &+= SIMD8<Int32>(0, 0, s[0], s[1], s[2], s[3], s[4], s[5])
        s &+= SIMD8<Int32>(0, 0, 0, 0, s[0], s[1], s[2], s[3])
        return s &+ SIMD8<Int32>(repeating: sum)
    }

    /// Accumulated areas folded by the fill rule into 0...0x20000 (one full pixel). Sign masks and
    /// shifts only: Swift's SIMD comparisons and `replacing(with:where:)` compile to scalar code here.
    @inline(__always) static func foldedArea(_ s: SIMD8<Int32>, _ evenOdd: Bool) -> SIMD8<Int32> {
        let m = s &>> 31
        var v = (s ^ m) &- m
        let d: SIMD8<Int32>
        if evenOdd {
            v &= 0x3FFFF
            d = 0x40000 &- v &- v
        } else {
            d = 0x20000 &- v
        }
        return v &+ (d & (d &>> 31))
    }

    /// Bit i set when lane i of `d` is nonzero (sign of d | -d; no SIMD comparison, see `foldedArea`).
    @inline(__always) static func laneMask(_ d: SIMD8<Int32>) -> Int {
        let bits = ((d | (0 &- d)) &>> 31) & SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        return Int(bits.wrappedSum())
    }

    /// Coverage of an accumulated area `s` in 0...255 (exact area, rounded).
    @inline(__always) static func coverage(_ s: Int, _ evenOdd: Bool) -> Int32 {
        Int32(truncatingIfNeeded: (foldedArea(s, evenOdd) * 255 + 0x10000) >> 17)
    }

    /// An accumulated area folded by the fill rule into 0...0x20000 (one full pixel): its size,
    /// capped at one pixel (non-zero), or taken modulo two pixels and mirrored (even-odd).
    @inline(__always) static func foldedArea(_ s: Int, _ evenOdd: Bool) -> Int {
        var v = s < 0 ? -s : s
        if evenOdd {
            v &= 0x3FFFF
            if v > 0x20000 { v = 0x40000 - v }
        } else if v > 0x20000 {
            v = 0x20000
        }
        return v
    }

    /// Sweeps the shape row by row, calling `body(y, spanCount)` with device row y for every row
    /// with coverage; the spans are in `spans`, per-pixel coverage in `cover`.
    public func sweep(rule: FillRule, _ body: (_ y: Int, _ count: Int) -> Void) {
        guard prepare(rule: rule) else { return }
        var b0 = firstRow
        while b0 <= lastRow {
            let b1 = Swift.min(lastRow + 1, b0 + Rasterizer.bandRows)
            sweepRows(b0, b1, body)
            b0 = b1
        }
        finish()
    }

    /// Sweeps region-local rows [b0, b1) (at most one band, in increasing order across calls).
    func sweepRows(_ b0: Int, _ b1: Int, _ body: (_ y: Int, _ count: Int) -> Void) {
        let rows = accumulateBand(b0, b1)
        for r in rows {
            let n = sweepRow(r - rows.lowerBound, evenOddSweep)
            if n > 0 { body(region.y + r, n) }
        }
    }

    /// Turns band row `r` into spans (and per-pixel coverage where it changes); returns how many.
    /// Within a touched group, the pixels before the first change of the running sum continue the
    /// constant run before it, the pixels after its last change start the next one.
    private func sweepRow(_ r: Int, _ evenOdd: Bool) -> Int {
        let cellRow = UnsafeMutableRawPointer(acc + r * cstride)
        let width = w
        var n = 0
        var sum: Int32 = 0
        var runStart = 0
        var lastVarEnd = -1
        Rasterizer.forEachGroup(bits + r * bstride, bstride) { gx in
            let s = Rasterizer.groupSums(cellRow + 4 * gx, sum)
            let lanes = Swift.min(8, width - gx)
            if lanes <= 0 { return }
            let before = sum, after = s[lanes - 1]
            // Lanes whose sum differs from the run before the group, and from the run after it.
            let valid = (1 << lanes) - 1
            let fromBefore = Rasterizer.laneMask(s &- before) & valid
            if fromBefore == 0 { return }
            let fromAfter = Rasterizer.laneMask(s &- after) & valid
            let lo = fromBefore.trailingZeroBitCount
            let hi = Swift.max(lo - 1, 63 - UInt64(fromAfter).leadingZeroBitCount)
            let x0 = gx + lo, x1 = gx + hi + 1
            if x0 > runStart {
                let a = Rasterizer.coverage(Int(before), evenOdd)
                if a > 0 {
                    spans[n] = CoverageSpan(x0: Int32(runStart), x1: Int32(x0), alpha: a)
                    n += 1
                }
            }
            if x1 > x0 {
                let f = Rasterizer.foldedArea(s, evenOdd)
                let c = SIMD8<UInt8>(truncatingIfNeeded: (f &* 255 &+ 0x10000) &>> 17)
                UnsafeMutableRawPointer(cover + gx).storeBytes(of: c, as: SIMD8<UInt8>.self)
                if lastVarEnd == x0 {
                    spans[n - 1].x1 = Int32(x1)
                } else {
                    spans[n] = CoverageSpan(x0: Int32(x0), x1: Int32(x1), alpha: -1)
                    n += 1
                }
                lastVarEnd = x1
            }
            runStart = x1
            sum = after
        }
        if runStart < width {
            let a = Rasterizer.coverage(Int(sum), evenOdd)
            if a > 0 {
                spans[n] = CoverageSpan(x0: Int32(runStart), x1: Int32(width), alpha: a)
                n += 1
            }
        }
        return n
    }
}
