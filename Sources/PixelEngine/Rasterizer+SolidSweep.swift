import Foundation

extension Rasterizer {
    /// Sweeps region-local rows [b0, b1) straight into `target` with the premultiplied colour
    /// `color`: constant runs are filled or blended whole and each crossed pixel is blended as its
    /// cell is read, with no span list in between (the common case of a solid fill without a soft clip).
    @inline(never) func sweepRows(_ b0: Int, _ b1: Int, solid color: UInt32, into target: Bitmap) {
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
    /// each touched group of 8 cells is summed and blended as 8 pixels at once, without a branch per
    /// crossed pixel (a pixel at coverage 0 interpolates to itself, at 256 to the colour).
    @inline(__always) private func sweepSolid(_ count: Int, _ color: UInt32, _ dst0: UnsafeMutablePointer<UInt32>,
                                              _ dstStride: Int, opaque: Bool) {
        let evenOdd = evenOddSweep
        let width = w, words = bstride, stride = cstride
        let cells = acc, bitset = bits
        let crb = SIMD8<UInt32>(repeating: color & 0x00FF_00FF), cag = SIMD8<UInt32>(repeating: (color >> 8) & 0x00FF_00FF)
        for local in 0..<count {
            let cellRow = UnsafeMutableRawPointer(cells + local * stride)
            let dst = dst0 + local * dstStride
            var sum: Int32 = 0
            var x = 0
            Rasterizer.forEachGroup(bitset + local * words, words) { gx in
                let runEnd = Swift.min(gx, width)
                if runEnd > x {
                    Rasterizer.run(dst + x, runEnd - x, Rasterizer.coverage(Int(sum), evenOdd), color, opaque)
                }
                let s = Rasterizer.groupSums(cellRow + 4 * gx, sum)
                if gx + 8 <= width {
                    let t = SIMD8<UInt32>(truncatingIfNeeded: (Rasterizer.foldedArea(s, evenOdd) &+ 0x100) &>> 9)
                    let p = UnsafeMutableRawPointer(dst + gx)
                    let d = p.loadUnaligned(as: SIMD8<UInt32>.self)
                    if opaque {
                        let it = 256 &- t
                        let rb = (((d & 0x00FF_00FF) &* it &+ crb &* t &+ 0x0080_0080) &>> 8) & 0x00FF_00FF
                        let ag = (((d &>> 8) & 0x00FF_00FF) &* it &+ cag &* t &+ 0x0080_0080) & 0xFF00_FF00
                        p.storeBytes(of: rb | ag, as: SIMD8<UInt32>.self)
                    } else {
                        for i in 0..<8 {
                            let a = UInt32(truncatingIfNeeded: Rasterizer.coverage(Int(s[i]), evenOdd))
                            if a > 0 { dst[gx + i] = PixelMath.over(PixelMath.mul(color, a), dst[gx + i]) }
                        }
                    }
                } else if gx < width {
                    for i in 0..<(width - gx) {
                        if opaque {
                            dst[gx + i] = Rasterizer.lerpRounded(dst[gx + i], color, Rasterizer.coverage256(Int(s[i]), evenOdd))
                        } else {
                            let a = UInt32(truncatingIfNeeded: Rasterizer.coverage(Int(s[i]), evenOdd))
                            if a > 0 { dst[gx + i] = PixelMath.over(PixelMath.mul(color, a), dst[gx + i]) }
                        }
                    }
                }
                sum = s[7]
                x = gx + 8
            }
            if x < width {
                Rasterizer.run(dst + x, width - x, Rasterizer.coverage(Int(sum), evenOdd), color, opaque)
            }
        }
    }

    /// Coverage of an accumulated area `s` in 0...256 (exact area, rounded), for `PixelMath.lerp`.
    @inline(__always) static func coverage256(_ s: Int, _ evenOdd: Bool) -> UInt32 {
        UInt32(truncatingIfNeeded: (foldedArea(s, evenOdd) + 0x100) >> 9)
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
