import Foundation

extension Rasterizer {
    /// Sweeps region-local rows [b0, b1) straight into `target` with the premultiplied colour
    /// `color`: constant runs are filled or blended whole and each crossed pixel is blended as its
    /// cell is read, with no span list in between (the common case of a solid fill without a soft clip).
    func sweepRows(_ b0: Int, _ b1: Int, solid color: UInt32, into target: Bitmap) {
        let rows = accumulateBand(b0, b1)
        if rows.isEmpty { return }
        let dst0 = target.row(region.y + rows.lowerBound) + region.x
        if color >> 24 == 255 {
            sweepSolid(rows.count, color, dst0, target.stride, opaque: true)
        } else {
            sweepSolid(rows.count, color, dst0, target.stride, opaque: false)
        }
    }

    /// The sweep of `sweepRows(_:_:solid:into:)` for `count` band rows, specialised on an opaque colour:
    /// then a crossed pixel is one interpolation towards the colour by its coverage in 0...256
    /// (one load and one store of its cell pair, no separate premultiply and source-over).
    @inline(__always) private func sweepSolid(_ count: Int, _ color: UInt32, _ dst0: UnsafeMutablePointer<UInt32>,
                                              _ dstStride: Int, opaque: Bool) {
        let evenOdd = evenOddSweep
        let width = w, sw = summaryWords, bitStride = bstride, stride = cstride
        let cells = acc, bitset = bits
        for local in 0..<count {
            let cellRow = UnsafeMutableRawPointer(cells + local * stride)
            let dst = dst0 + local * dstStride
            var sum = 0
            var x = 0
            Rasterizer.forEachCell(bitset + local * bitStride, sw) { cx in
                if cx > x {
                    Rasterizer.run(dst + x, cx - x, Rasterizer.coverage(sum, evenOdd), color, opaque)
                }
                // The cell's area (low half) and cover (high half) in one load, cleared in one store.
                let pair = cellRow.load(fromByteOffset: 8 * cx, as: UInt64.self)
                cellRow.storeBytes(of: 0, toByteOffset: 8 * cx, as: UInt64.self)
                let s = sum + Int(Int32(truncatingIfNeeded: pair))
                sum += Int(Int32(truncatingIfNeeded: pair >> 32)) << 9
                if opaque {
                    dst[cx] = Rasterizer.lerpRounded(dst[cx], color, Rasterizer.coverage256(s, evenOdd))
                } else {
                    let a = UInt32(truncatingIfNeeded: Rasterizer.coverage(s, evenOdd))
                    dst[cx] = PixelMath.over(PixelMath.mul(color, a), dst[cx])
                }
                x = cx + 1
            }
            if x < width {
                Rasterizer.run(dst + x, width - x, Rasterizer.coverage(sum, evenOdd), color, opaque)
            }
        }
    }

    /// Coverage of an accumulated area `s` in 0...256 (exact area, rounded), for `PixelMath.lerp`.
    @inline(__always) static func coverage256(_ s: Int, _ evenOdd: Bool) -> UInt32 {
        var v = s < 0 ? -s : s
        if evenOdd {
            v &= 0x3FFFF
            if v > 0x20000 { v = 0x40000 - v }
        } else if v > 0x20000 {
            v = 0x20000
        }
        return UInt32(truncatingIfNeeded: (v + 0x100) >> 9)
    }

    /// a + (b - a) * t / 256 on all four channels, rounded to nearest (t in 0...256; t = 256 gives b).
    @inline(__always) static func lerpRounded(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = (((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }

    /// Sets `n` pixels to `c`; runs under 16 pixels (a stroke's interior between its edge cells)
    /// take two overlapping vector stores instead of a loop.
    @inline(__always) private static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        let raw = UnsafeMutableRawPointer(dst)
        if n >= 16 {
            dst.update(repeating: c, count: n)
        } else if n >= 8 {
            let v = SIMD8<UInt32>(repeating: c)
            raw.storeBytes(of: v, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: v, toByteOffset: 4 * (n - 8), as: SIMD8<UInt32>.self)
        } else if n >= 4 {
            let v = SIMD4<UInt32>(repeating: c)
            raw.storeBytes(of: v, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: v, toByteOffset: 4 * (n - 4), as: SIMD4<UInt32>.self)
        } else {
            dst[0] = c
            dst[n >> 1] = c
            dst[n - 1] = c
        }
    }

    /// A run of `n` pixels at constant coverage `a` (0...255).
    @inline(__always) private static func run(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ a: Int32,
                                              _ color: UInt32, _ opaque: Bool) {
        if a <= 0 { return }
        if a >= 255 && opaque {
            fill(dst, n, color)
        } else {
            SpanKernel.solid(dst, n, a >= 255 ? color : PixelMath.mul(color, UInt32(a)))
        }
    }
}
