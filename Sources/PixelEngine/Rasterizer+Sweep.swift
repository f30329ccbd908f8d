import Foundation

/// Sweeping the band's cells into coverage: running sums turned into constant runs and crossed
/// pixels, as spans for any painter (the solid fast path is in Rasterizer+SolidSweep).
extension Rasterizer {
    /// Calls `body` with each touched cell of a band bitset row, left to right, clearing the row.
    @inline(__always) static func forEachCell(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int,
                                              _ body: (Int) -> Void) {
        for si in 0..<summaryWords {
            var summary = bitRow[si]
            if summary == 0 { continue }
            bitRow[si] = 0
            while summary != 0 {
                let wi = (si << 6) + summary.trailingZeroBitCount
                summary &= summary &- 1
                let words = bitRow + summaryWords
                var word = words[wi]
                words[wi] = 0
                while word != 0 {
                    body((wi << 6) + word.trailingZeroBitCount)
                    word &= word &- 1
                }
            }
        }
    }

    @inline(__always) static func coverage(_ s: Int, _ evenOdd: Bool) -> Int32 {
        var v = s < 0 ? -s : s
        if evenOdd {
            v &= 0x3FFFF
            if v > 0x20000 { v = 0x40000 - v }
        } else if v > 0x20000 {
            v = 0x20000
        }
        return Int32(truncatingIfNeeded: (v * 255 + 0x10000) >> 17)
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

    /// Turns band row `r` into spans (and per-pixel coverage for crossed pixels); returns how many.
    private func sweepRow(_ r: Int, _ evenOdd: Bool) -> Int {
        let cellRow = acc + r * cstride
        var n = 0
        var sum = 0
        var x = 0
        var lastVarEnd = -1
        Rasterizer.forEachCell(bits + r * bstride, summaryWords) { cx in
            if cx > x {
                let a = Rasterizer.coverage(sum, evenOdd)
                if a > 0 {
                    spans[n] = CoverageSpan(x0: Int32(x), x1: Int32(cx), alpha: a)
                    n += 1
                }
            }
            let p = cellRow + 2 * cx
            cover[cx] = UInt8(truncatingIfNeeded: Rasterizer.coverage(sum + Int(p[0]), evenOdd))
            sum += Int(p[1]) << 9
            p[0] = 0
            p[1] = 0
            if lastVarEnd == cx {
                spans[n - 1].x1 = Int32(cx + 1)
            } else {
                spans[n] = CoverageSpan(x0: Int32(cx), x1: Int32(cx + 1), alpha: -1)
                n += 1
            }
            lastVarEnd = cx + 1
            x = cx + 1
        }
        if x < w {
            let a = Rasterizer.coverage(sum, evenOdd)
            if a > 0 {
                spans[n] = CoverageSpan(x0: Int32(x), x1: Int32(w), alpha: a)
                n += 1
            }
        }
        return n
    }
}
