import Foundation

/// Depositing edges into the band's cells: the walk down an edge, row by row, and the cells each
/// row piece crosses.
extension Rasterizer {
    /// Deposits the part of edge `e` inside rows [yTop, yBottom) (24.8, region-local) into the band.
    /// Row crossings come from the edge's slope, always evaluated from its top end, so neighbouring
    /// bands agree on every crossing and no division happens per row or cell. The first and last
    /// rows are walked apart, so the full rows between them take a loop without row clamping; an
    /// edge at most 45 degrees from vertical has pieces at most a pixel wide, and all its rows are
    /// deposited in vector lanes (`steepEdge`).
    @inline(__always) static func walk(_ e: UnsafeMutablePointer<Edge>, _ yTop: Int, _ yBottom: Int, _ band: Band) {
        let ox = Int(e.pointee.x0), oy = Int(e.pointee.y0), ex = Int(e.pointee.x1), ey = Int(e.pointee.y1)
        let sign = Int(e.pointee.sign), k = Int(e.pointee.yPerXFixed), kx = e.pointee.xPerYFixed
        let lo = Swift.min(ox, ex), hi = Swift.max(ox, ex)
        let base = Int(e.pointee.xBase), frac = Int(e.pointee.xFrac)
        @inline(__always) func xAt(_ y: Int) -> Int {
            Swift.min(hi, Swift.max(lo, base &+ (((y &- oy) &* kx &+ frac) >> 16)))
        }
        var ay = oy, by = ey, ax = ox, bx = ex
        if ay < yTop { ay = yTop; ax = xAt(yTop) }
        if by > yBottom { by = yBottom; bx = xAt(yBottom) }
        if ay >= by { return }
        let rFirst = ay >> 8, rLast = (by - 1) >> 8
        let ye = (rFirst + 1) << 8
        let t = (ye &- oy) &* kx &+ frac
        let step = kx << 8
        if kx >= -65536 && kx <= 65536 {
            // Steep: every row piece is at most a pixel wide.
            steepEdge(band, rFirst: rFirst, rows: rLast &- rFirst &+ 1, ax: ax, ay: ay, bx: bx, by: by,
                      t: t, step: step, base: base, lo: lo, hi: hi, sign: sign, k: k)
            return
        }
        if rFirst == rLast {
            rowPiece(band, rFirst - band.row0, ax, bx, (by - ay) * sign, k)
            return
        }
        var px = xAt(ye)
        rowPiece(band, rFirst - band.row0, ax, px, (ye - ay) * sign, k)
        let full = 256 * sign
        var r = rFirst + 1 - band.row0
        let rEnd = rLast - band.row0
        var tt = t
        while r < rEnd {
            tt &+= step
            let nx = Swift.min(hi, Swift.max(lo, base &+ (tt >> 16)))
            rowPiece(band, r, px, nx, full, k)
            px = nx
            r &+= 1
        }
        rowPiece(band, rEnd, px, bx, (by - (rLast << 8)) * sign, k)
    }

    /// Deposits one edge piece inside band row `r` that runs between x = xa and xb (24.8) with signed
    /// height `dy`; `k` (|dy/dx| of the edge in 16.16, at most 256) shares the height among the cells it crosses.
    @inline(__always) static func rowPiece(_ band: Band, _ r: Int, _ xa: Int, _ xb: Int, _ dy: Int, _ k: Int) {
        let row = UnsafeMutableRawPointer(band.cells + r &* band.cellStride)
        let bitRow = UnsafeMutableRawPointer(band.bits + r &* band.bitStride)
        if abs(xb - xa) <= 256 {
            steepPiece(row, bitRow, xa, xb, dy, k)
        } else {
            shallowPiece(row, bitRow, xa, xb, dy, k)
        }
    }

    /// A piece at most one pixel wide: it touches cell c, or c and c + 1, so it changes the deltas of
    /// cells c...c + 2, added as one 16-byte vector without a branch on which case; one unaligned
    /// 16-bit OR marks the one or two groups of 8 cells (bit g is bit g & 7 of byte g >> 3).
    @inline(__always) static func steepPiece(_ row: UnsafeMutableRawPointer, _ bitRow: UnsafeMutableRawPointer,
                                             _ xa: Int, _ xb: Int, _ dy: Int, _ k: Int) {
        let xl = Swift.min(xa, xb), xr = Swift.max(xa, xb)
        let c = xl >> 8
        let fa = xl & 255
        let d = xr &- (c << 8)
        let fb = Swift.min(d, 256), fr = d &- fb
        // All ones when the piece crosses into cell c + 1 (masks, not a select: the compiler made
        // that a mispredicted branch).
        let crosses = (256 &- d) >> 63
        let h = abs(dy)
        let hl0 = Swift.min(h, (((256 &- fa) &* k) >> 16) & crosses | h & ~crosses)
        let sm = dy >> 63
        let hl = (hl0 ^ sm) &- sm, hr = dy &- hl
        // Area of each cell's pixel right of the piece (512 per full pixel row): cell c keeps its
        // own, the next pixels inherit the rest.
        let a0 = hl &* (512 &- fa &- fb)
        let a1 = hl &* (fa &+ fb) &+ hr &* (512 &- fr)
        let a2 = hr &* fr
        let add = SIMD4<Int32>(Int32(truncatingIfNeeded: a0), Int32(truncatingIfNeeded: a1),
                               Int32(truncatingIfNeeded: a2), 0)
        let p = row + 4 &* c
        p.storeBytes(of: p.loadUnaligned(as: SIMD4<Int32>.self) &+ add, as: SIMD4<Int32>.self)
        let g0 = c >> 3, g1 = (c &+ 1 &- crosses) >> 3
        let m = UInt16(truncatingIfNeeded: (1 | (g1 &- g0) << 1) << (g0 & 7))
        let b = g0 >> 3
        bitRow.storeBytes(of: bitRow.loadUnaligned(fromByteOffset: b, as: UInt16.self) | m, toByteOffset: b, as: UInt16.self)
    }

    /// A piece wider than a pixel: the cells left to right, each taking the height of its x extent.
    static func shallowPiece(_ row: UnsafeMutableRawPointer, _ bitRow: UnsafeMutableRawPointer,
                             _ xa: Int, _ xb: Int, _ dy: Int, _ k: Int) {
        let xl = Swift.min(xa, xb), xr = Swift.max(xa, xb)
        let c = xl >> 8, cEnd = (xr - 1) >> 8
        let h = abs(dy)
        let p = row.assumingMemoryBound(to: Int32.self)
        var x = xl, used = 0, cc = c, carry = 0
        while true {
            let last = cc == cEnd
            let nx = last ? xr : (cc + 1) << 8
            let hn = last ? h : Swift.min(h, ((nx - xl) &* k) >> 16)
            let part = dy < 0 ? used - hn : hn - used
            let fa = x - (cc << 8), fb = nx - (cc << 8)
            let area = part &* (512 &- fa &- fb)
            p[cc] &+= Int32(truncatingIfNeeded: area &+ carry)
            carry = part &* (fa &+ fb)
            if last { break }
            x = nx; used = hn; cc += 1
        }
        p[cEnd + 1] &+= Int32(truncatingIfNeeded: carry)
        markGroups(bitRow.assumingMemoryBound(to: UInt64.self), c >> 3, (cEnd + 1) >> 3)
    }

    /// Sets the bits of groups g0...g1 in a band bitset row.
    @inline(__always) static func markGroups(_ bitRow: UnsafeMutablePointer<UInt64>, _ g0: Int, _ g1: Int) {
        var g = g0
        while g <= g1 {
            let wi = g >> 6
            let top = Swift.min(g1, (wi << 6) | 63)
            bitRow[wi] |= (~UInt64(0) >> UInt64(63 - (top - g))) << UInt64(g & 63)
            g = top + 1
        }
    }
}
