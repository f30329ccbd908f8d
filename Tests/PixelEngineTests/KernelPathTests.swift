import CPixelKernels
import PixelEngine
import Testing

/// Every C kernel on every path this CPU runs (`pk_kernels_for_path`, so the path in force does
/// not change) against the scalar Swift reference: span widths 0, 1, 7, 8, 9, 31 and longer,
/// starts off the 32-byte grid, alpha and coverage 0 and 255.
@Suite struct KernelPathTests {
    /// Deterministic pseudo-random numbers (xorshift64*).
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
        /// A premultiplied pixel; every fourth one opaque, every fourth transparent.
        mutating func pixel() -> UInt32 {
            let a = UInt32(truncatingIfNeeded: next() % 4 == 0 ? 255 : (next() % 3 == 0 ? 0 : next() % 256))
            func ch() -> UInt32 { a == 0 ? 0 : UInt32(truncatingIfNeeded: next() % UInt64(a + 1)) }
            return a << 24 | ch() << 16 | ch() << 8 | ch()
        }
        mutating func coverage() -> UInt8 { [0, 255, 128, UInt8(truncatingIfNeeded: next())][int(0...3)] }
    }

    static let widths = [0, 1, 7, 8, 9, 31, 64, 257]
    static let starts = [0, 1, 3]
    var paths: [(String, pk_kernels)] {
        KernelPath.allCases.compactMap { p in
            pk_kernels_for_path(p == .avx2 ? Int32(PK_PATH_AVX2) : Int32(PK_PATH_BASELINE)).map { (p.rawValue, $0.pointee) }
        }
    }

    @Test func baselineIsAlwaysThereAndAVX2WhereTheCPUHasIt() {
        #expect(KernelPath.baseline.isSupported)
        #expect(pk_kernels_for_path(Int32(PK_PATH_BASELINE)) != nil)
        #expect((pk_kernels_for_path(Int32(PK_PATH_AVX2)) != nil) == KernelPath.avx2.isSupported)
        #expect(pk_kernels_for_path(7) == nil)
        #expect(pk_set_path(7) == 0)
        #if !arch(x86_64)
        #expect(!KernelPath.avx2.isSupported)
        #endif
    }

    /// Runs `body` on a destination of `n` pixels starting at `at` inside a buffer with guard pixels
    /// on both sides, and checks the guards are untouched.
    func withDestination(_ noise: inout Noise, _ at: Int, _ n: Int,
                         _ body: (UnsafeMutablePointer<UInt32>, inout [UInt32]) -> Void) -> [UInt32] {
        var d = (0..<(at + n + 9)).map { _ in noise.pixel() }
        var ref = d
        d.withUnsafeMutableBufferPointer { p in body(p.baseAddress! + at, &ref) }
        #expect(d == ref)
        return d
    }

    @Test func spanKernelsMatchTheScalarReference() {
        var noise = Noise(state: 0x1234_5678)
        for (name, k) in paths {
            for n in Self.widths {
                for at in Self.starts {
                    let src = (0..<n + 1).map { _ in noise.pixel() }
                    let cover = (0..<n + 8).map { _ in noise.coverage() }
                    for c: UInt32 in [0, 0xFF11_2233, 0x8040_2010, noise.pixel()] {
                        _ = withDestination(&noise, at, n) { p, ref in
                            k.fill(p, n, c)
                            for i in at..<(at + n) { ref[i] = c }
                        }
                        _ = withDestination(&noise, at, n) { p, ref in
                            k.solid(p, n, c)
                            KernelReference.solid(&ref, at, n, c)
                        }
                        _ = withDestination(&noise, at, n) { p, ref in
                            k.solid_mask(p, cover, n, c)
                            KernelReference.solidMask(&ref, at, cover, n, c)
                        }
                    }
                    for a: UInt32 in [0, 1, 128, 254, 255, 300] {
                        _ = withDestination(&noise, at, n) { p, ref in
                            k.span_alpha(p, src, n, a)
                            KernelReference.spanAlpha(&ref, at, src, n, a)
                        }
                    }
                    _ = withDestination(&noise, at, n) { p, ref in
                        k.span_over(p, src, n)
                        KernelReference.spanAlpha(&ref, at, src, n, 255)
                    }
                    _ = withDestination(&noise, at, n) { p, ref in
                        k.span_mask(p, src, cover, n)
                        KernelReference.spanMask(&ref, at, src, cover, n)
                    }
                }
            }
            _ = name
        }
    }

    /// Scratch arrays of PK_CHUNK + 8 entries, as ProjectiveKernel.Scratch makes them.
    func withScratch(_ body: (UnsafePointer<pk_scratch>) -> Void) {
        let c = Int(PK_CHUNK) + 8
        let off = UnsafeMutablePointer<Int32>.allocate(capacity: c), frac = UnsafeMutablePointer<UInt32>.allocate(capacity: c)
        let quad = UnsafeMutablePointer<UInt32>.allocate(capacity: c + 8)
        defer { off.deallocate(); frac.deallocate(); quad.deallocate() }
        var s = pk_scratch(off: off, frac: frac, quad: quad, sink: quad + c)
        body(&s)
    }

    /// Fills around the length from which `pk_fill` hands the run to the C library (`PK_FILL_LIBRARY`),
    /// and a few window rows long, off the 32-byte grid.
    @Test func longFillsMatchTheScalarReference() {
        var noise = Noise(state: 0x5EED_F111)
        for (name, k) in paths {
            for n in [31, 32, 33, 1023, 1024, 1025, 5000] {
                for at in Self.starts {
                    let c = noise.pixel()
                    let d = withDestination(&noise, at, n) { p, ref in
                        k.fill(p, n, c)
                        for i in at..<(at + n) { ref[i] = c }
                    }
                    #expect(d[at..<(at + n)].allSatisfy { $0 == c }, "\(name): n \(n), at \(at)")
                }
            }
        }
    }

    /// Spans through perspective maps that overshoot the source on every side (clamped), with
    /// pixel counts around the 8-pixel steps and the 256-pixel chunks.
    @Test func projectiveKernelsMatchTheScalarReference() {
        var noise = Noise(state: 0x9E37_79B9)
        let (w, h, stride) = (37, 23, 40)
        let src = (0..<(stride * h + 1)).map { _ in noise.pixel() }
        let quads = (0..<(stride * h)).map { _ in UInt32(truncatingIfNeeded: noise.next()) }
        let starts = [pk_span_start(u0: -3, v0: 2.5, q0: 1, du: 0.37, dv: 0.11, dq: 0.001),
                      pk_span_start(u0: 40, v0: 30, q0: 1.2, du: -0.21, dv: -0.17, dq: -0.0007),
                      pk_span_start(u0: 10.25, v0: 7.75, q0: 0.9, du: 0.05, dv: 0.02, dq: 0)]
        withScratch { scratch in
            for (name, k) in paths {
                for n in Self.widths + [255, 256, 263, 600] {
                    for at in Self.starts {
                        let cover = (0..<n + 8).map { _ in noise.coverage() }
                        for st in starts {
                            for (alpha, opacity) in [(256, 256), (255, 256), (0, 256), (100, 256), (-1, 256), (-1, 77)] {
                                _ = withDestination(&noise, at, n) { p, ref in
                                    k.projective_pairs(p, n, src, stride, Int32(w), Int32(h), st, Int32(alpha), cover,
                                                       Int32(opacity), scratch, n % 2 == 0 ? 1 : 0)
                                    KernelReference.pairs(&ref, at, n, src, stride: stride, width: w, height: h, st,
                                                          alpha: alpha, cover: cover, opacity: opacity)
                                }
                                _ = withDestination(&noise, at, n) { p, ref in
                                    k.projective_shadow(p, n, quads, stride, Int32(w), Int32(h), 0x8020_1008, st,
                                                        Int32(alpha), cover, scratch)
                                    KernelReference.shadow(&ref, at, n, quads, stride: stride, width: w, height: h,
                                                           color: 0x8020_1008, st, alpha: alpha, cover: cover)
                                }
                            }
                        }
                    }
                }
                _ = name
            }
        }
    }

    /// Random band rows of touched groups (cells zero outside them, as the rasterizer leaves them):
    /// widths around the 8-pixel groups, one row wider than 64 bitset words, both fill rules, opaque
    /// and translucent colours, destinations off the 32-byte grid.
    @Test func solidSweepMatchesTheScalarReference() {
        var noise = Noise(state: 0xC0FF_EE00)
        for (name, k) in paths {
            for width in Self.widths + [33_000] {
                let rows = width > 1000 ? 2 : 5
                let words = (width + 8 + 511) / 512 + 1, cellStride = words * 512 + 8, dstStride = width + 3
                for evenOdd in [false, true] {
                    for color: UInt32 in [0xFF20_4060, 0x8010_2030] {
                        var cells = [Int32](repeating: 0, count: rows * cellStride)
                        var bits = [UInt64](repeating: 0, count: rows * words)
                        for r in 0..<rows {
                            for _ in 0..<Swift.min(40, width / 4 + 2) {
                                let grp = noise.int(0...((width + 7) / 8))
                                bits[r * words + grp >> 6] |= 1 << UInt64(grp & 63)
                                for i in 0..<8 where noise.next() % 3 != 0 {
                                    cells[r * cellStride + grp * 8 + i] = Int32(noise.int(-0x30000...0x30000))
                                }
                            }
                        }
                        for at in Self.starts {
                            var d = (0..<(at + rows * dstStride + 8)).map { _ in noise.pixel() }
                            var ref = d, refCells = cells, refBits = bits, c2 = cells, b2 = bits
                            d.withUnsafeMutableBufferPointer { p in
                                k.sweep_solid(Int32(rows), color, p.baseAddress! + at, dstStride, &c2, cellStride, &b2,
                                              words, Int32(width), evenOdd ? 1 : 0)
                            }
                            KernelReference.sweepSolid(rows: rows, color: color, &ref, at, dstStride: dstStride,
                                                       cells: &refCells, cellStride: cellStride, bits: &refBits,
                                                       words: words, width: width, evenOdd: evenOdd)
                            #expect(d == ref, "\(name) width \(width) evenOdd \(evenOdd) color \(color) at \(at)")
                            #expect(c2.allSatisfy { $0 == 0 } && b2.allSatisfy { $0 == 0 })
                        }
                    }
                }
            }
        }
    }

    /// Steep edges of 1 to 40 rows, both windings, entering and leaving anywhere in their first and
    /// last rows, slopes up to one pixel a row, crossing into the next cell or not.
    @Test func steepEdgeDepositsMatchTheScalarReference() {
        var noise = Noise(state: 0x5EED)
        for (name, k) in paths {
            for trial in 0..<300 {
                let n = Int32(trial < 8 ? trial + 1 : noise.int(1...40)), rFirst = Int32(noise.int(0...3))
                let cellStride = 64 * 8 + 8, bitStride = 2
                let step = Int32(noise.int(-65536...65536)), frac = Int32(noise.int(0...0xFFFF))
                let whole = Int32(noise.int(60 * 256...200 * 256))
                let lo = whole - Int32(noise.int(0...50 * 256)), hi = whole + Int32(noise.int(0...50 * 256))
                let ax = Int32(noise.int(Int(lo)...Int(hi))), bx = Int32(noise.int(Int(lo)...Int(hi)))
                let firstTop = rFirst << 8
                let ay = firstTop + Int32(noise.int(0...255))
                let by = firstTop + ((n - 1) << 8) + Int32(noise.int((n == 1 ? Int(ay - firstTop) + 1 : 1)...256))
                let sign: Int32 = noise.next() % 2 == 0 ? 1 : -1
                let kk = Int32(noise.int(0...(1 << 24) - 1))
                var cells = [Int32](repeating: 0, count: Int(n + 1) * cellStride)
                var bits = [UInt64](repeating: 0, count: Int(n + 1) * bitStride)
                var refCells = cells, refBits = bits
                k.steep_edge(&cells, &bits, cellStride, bitStride, n, firstTop, ax, ay, bx, by, whole, frac, step, lo, hi,
                             sign, kk)
                KernelReference.steepEdge(cells: &refCells, bits: &refBits, cellStride: cellStride, bitStride: bitStride,
                                          n: n, firstTop: firstTop, ax: ax, ay: ay, bx: bx, by: by, whole: whole,
                                          frac: frac, step: step, lo: lo, hi: hi, sign: sign, k: kk)
                #expect(cells == refCells && bits == refBits, "\(name) trial \(trial)")
            }
        }
    }

    /// Forcing a path changes the one in force, and only to a path the CPU runs.
    @Test func forcingAPath() {
        let before = KernelPath.current
        defer { KernelPath.force(before) }
        #expect(KernelPath.force(.baseline) && KernelPath.current == .baseline)
        #expect(KernelPath.force(.avx2) == KernelPath.avx2.isSupported)
        if KernelPath.avx2.isSupported { #expect(KernelPath.current == .avx2) }
    }
}
