import Foundation

/// Depositing edges into the band's cells: the walk down an edge, row by row, and the cells each
/// row piece crosses.
extension Rasterizer {
    /// Deposits the part of edge `e` inside rows [yTop, yBottom) (24.8, region-local) into the band.
    /// Row crossings come from the edge's slope, always evaluated from its top end, so neighbouring
    /// bands agree on every crossing and no division happens per row or cell. The first and last
    /// rows are walked apart, so the full rows between them take a loop without row clamping.
    @inline(__always) static func walk(_ e: UnsafeMutablePointer<Edge>, _ yTop: Int, _ yBottom: Int, _ band: Band) {
        let ox = e.pointee.x0, oy = e.pointee.y0, ex = e.pointee.x1, ey = e.pointee.y1
        let sign = e.pointee.sign, xPerY = e.pointee.xPerY, k = e.pointee.yPerXFixed
        let lo = Swift.min(ox, ex), hi = Swift.max(ox, ex)
        // Edges up to 2^22 (16384 px) tall and wide take x(y) in 16.16 fixed point, so the middle rows
        // step it with one add; others (clipped far outside) evaluate it in floating point.
        let kx = e.pointee.xPerYFixed, fixedX = e.pointee.fixedX
        @inline(__always) func xAt(_ y: Int) -> Int {
            let x = fixedX ? ox &+ (((y &- oy) &* kx &+ 0x8000) >> 16) : ox &+ Int(Double(y &- oy) * xPerY)
            return Swift.min(hi, Swift.max(lo, x))
        }
        var ay = oy, by = ey, ax = ox, bx = ex
        if ay < yTop { ay = yTop; ax = xAt(yTop) }
        if by > yBottom { by = yBottom; bx = xAt(yBottom) }
        if ay >= by { return }
        let rFirst = ay >> 8, rLast = (by - 1) >> 8
        if rFirst == rLast {
            rowPiece(band, rFirst - band.row0, ax, bx, (by - ay) * sign, k)
            return
        }
        var ye = (rFirst + 1) << 8
        var px = xAt(ye)
        rowPiece(band, rFirst - band.row0, ax, px, (ye - ay) * sign, k)
        let full = 256 * sign
        var r = rFirst + 1 - band.row0
        let rEnd = rLast - band.row0
        if fixedX {
            var t = (ye &- oy) &* kx &+ 0x8000
            let step = kx << 8
            while r < rEnd {
                t &+= step
                let nx = Swift.min(hi, Swift.max(lo, ox &+ (t >> 16)))
                rowPiece(band, r, px, nx, full, k)
                px = nx
                r &+= 1
            }
            ye = rEnd &+ band.row0
            ye <<= 8
        } else {
            while r < rEnd {
                ye &+= 256
                let nx = xAt(ye)
                rowPiece(band, r, px, nx, full, k)
                px = nx
                r &+= 1
            }
        }
        rowPiece(band, rEnd, px, bx, (by - ye) * sign, k)
    }

    /// Deposits one edge piece inside band row `r` that runs between x = xa and xb (24.8) with signed
    /// height `dy`; `k` (|dy/dx| of the edge in 16.16, at most 256) shares the height among the cells it crosses.
    @inline(__always) static func rowPiece(_ band: Band, _ r: Int, _ xa: Int, _ xb: Int, _ dy: Int, _ k: Int) {
        let xl = Swift.min(xa, xb), xr = Swift.max(xa, xb)
        // A piece on the right boundary only covers pixels outside the region.
        if xl >= band.xEnd { return }
        let c = xl >> 8
        let cellRow = UnsafeMutableRawPointer(band.cells + r * band.cellStride)
        let bitRow = band.bits + r * band.bitStride
        let sw = band.summaryWords
        if xr - xl <= 256 {
            // Steep pieces, the common case: one cell, or two, without a branch on which.
            let bound = (c + 1) << 8
            let crosses = xr > bound
            let xm = crosses ? bound : xr
            let h = abs(dy)
            let hl = crosses ? Swift.min(h, ((xm - xl) &* k) >> 16) : h
            let dl = dy < 0 ? -hl : hl, dr = dy - dl
            // Both cells' area/cover pairs in one 16-byte add.
            let p = cellRow + 8 * c
            let add = SIMD4<Int32>(Int32(truncatingIfNeeded: dl * (512 - (xl - (c << 8)) - (xm - (c << 8)))),
                                   Int32(truncatingIfNeeded: dl),
                                   Int32(truncatingIfNeeded: dr * (512 - (xr - bound))),
                                   Int32(truncatingIfNeeded: dr))
            p.storeBytes(of: p.loadUnaligned(as: SIMD4<Int32>.self) &+ add, as: SIMD4<Int32>.self)
            mark2(bitRow, sw, c, crosses ? 1 : 0)
            return
        }
        // Shallow pieces: walk the cells left to right, each taking the height of its x extent.
        let cEnd = (xr - 1) >> 8
        let h = abs(dy)
        var x = xl, used = 0, cc = c
        while true {
            let last = cc == cEnd
            let nx = last ? xr : (cc + 1) << 8
            let hn = last ? h : Swift.min(h, ((nx - xl) &* k) >> 16)
            let part = dy < 0 ? used - hn : hn - used
            let p = (cellRow + 8 * cc).assumingMemoryBound(to: Int32.self)
            p[0] &+= Int32(truncatingIfNeeded: part * (512 - (x - (cc << 8)) - (nx - (cc << 8))))
            p[1] &+= Int32(truncatingIfNeeded: part)
            mark(bitRow, sw, cc, 1)
            if last { return }
            x = nx; used = hn; cc += 1
        }
    }

    /// Sets the bits of cell `c` and, when `next` is 1, of cell `c + 1` in a band bitset row, with
    /// their summary bits: one unaligned 16-bit read-modify-write each (the words are little-endian,
    /// so bit c is bit c & 7 of byte c >> 3; a byte past the row only ever receives zero bits).
    @inline(__always) static func mark2(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int, _ c: Int, _ next: Int) {
        let cells = UnsafeMutableRawPointer(bitRow + summaryWords)
        let b = c >> 3
        let m = UInt16(truncatingIfNeeded: (1 | next << 1) << (c & 7))
        cells.storeBytes(of: cells.loadUnaligned(fromByteOffset: b, as: UInt16.self) | m, toByteOffset: b, as: UInt16.self)
        let w0 = c >> 6, w1 = (c + next) >> 6
        let summary = UnsafeMutableRawPointer(bitRow)
        let sb = w0 >> 3
        let sm = UInt16(truncatingIfNeeded: (1 | (w1 - w0) << 1) << (w0 & 7))
        summary.storeBytes(of: summary.loadUnaligned(fromByteOffset: sb, as: UInt16.self) | sm, toByteOffset: sb, as: UInt16.self)
    }

    /// Sets (when `on` is 1) the bit of cell `c` and the summary bit of its word in a band bitset row.
    @inline(__always) static func mark(_ bitRow: UnsafeMutablePointer<UInt64>, _ summaryWords: Int, _ c: Int, _ on: UInt64) {
        let word = c >> 6
        bitRow[summaryWords + word] |= on << UInt64(c & 63)
        bitRow[word >> 6] |= on << UInt64(word & 63)
    }
}
