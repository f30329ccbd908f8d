import Foundation
import PixelEngine
import Testing

/// The rasterizer's edge storage in C (`pk_add_polygon`, what `Canvas.fill` uses) against the Swift
/// store behind `Rasterizer.addLine`: the same coverage, pixel for pixel, on both kernel paths, for
/// polygons that leave the region on every side, and lines of 2^22 or more (stored in parts by Swift).
@Suite(.serialized) struct EdgeStorageTests {
    static let width = 61, height = 47

    /// A polygon of `n` points around the region, with one point beyond each corner so its bounds
    /// (and so the canvas's rasterizer region) are the whole bitmap.
    func polygon(_ seed: UInt64, _ n: Int) -> [(Double, Double)] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let w = Double(EdgeStorageTests.width), h = Double(EdgeStorageTests.height)
        var pts: [(Double, Double)] = [(-3.25, -2.5), (w + 4.125, -1.75), (w + 2.5, h + 3.375), (-1.5, h + 2.25)]
        for _ in 0..<n {
            // Multiples of 1/1024: exact in floating point both ways the coordinate is mapped.
            let x = ((next() * 1.4 - 0.2) * w * 1024).rounded() / 1024
            let y = ((next() * 1.4 - 0.2) * h * 1024).rounded() / 1024
            pts.insert((x, y), at: Int(next() * Double(pts.count)))
        }
        return pts
    }

    /// Coverage from the span sweep of a rasterizer fed line by line (the Swift store).
    func reference(_ pts: [(Double, Double)], rule: FillRule) -> [Int] {
        let w = EdgeStorageTests.width, h = EdgeStorageTests.height
        let r = Rasterizer()
        r.reset(region: PixelRect(x: 0, y: 0, width: w, height: h))
        for i in pts.indices {
            let a = pts[(i + pts.count - 1) % pts.count], b = pts[i]
            r.addLine(x0: a.0, y0: a.1, x1: b.0, y1: b.1)
        }
        var out = [Int](repeating: 0, count: w * h)
        r.sweep(rule: rule) { y, n in
            for k in 0..<n {
                let s = r.spans[k]
                for x in Int(s.x0)..<Int(s.x1) { out[y * w + x] = s.alpha >= 0 ? Int(s.alpha) : Int(r.cover[x]) }
            }
        }
        return out
    }

    /// Opaque black filled through `Canvas` (the C store), read back as coverage.
    func filled(_ pts: [(Double, Double)], rule: FillRule) -> [Int] {
        let w = EdgeStorageTests.width, h = EdgeStorageTests.height
        let b = Bitmap(width: w, height: h)
        var p = Path()
        for (i, q) in pts.enumerated() { if i == 0 { p.move(x: q.0, y: q.1) } else { p.line(x: q.0, y: q.1) } }
        p.close()
        Canvas(b).fill(p, paint: .solid(.black), rule: rule)
        var out = [Int](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { out[y * w + x] = alpha(b, x, y) } }
        return out
    }

    func onBothPaths(_ body: () -> Void) {
        let before = KernelPath.current
        defer { KernelPath.force(before) }
        for path in KernelPath.allCases where path.isSupported {
            #expect(KernelPath.force(path))
            body()
        }
    }

    @Test func polygonsClippedOnEverySideMatchTheSwiftStore() {
        onBothPaths {
            for seed in UInt64(1)...40 {
                let pts = polygon(seed, 3 + Int(seed % 9))
                for rule in [FillRule.nonZero, .evenOdd] {
                    let want = reference(pts, rule: rule), got = filled(pts, rule: rule)
                    #expect(got == want, "seed \(seed), \(rule)")
                }
            }
        }
    }

    @Test func longLinesMatchTheSwiftStore() {
        let w = Double(EdgeStorageTests.width), h = Double(EdgeStorageTests.height)
        let shapes: [[(Double, Double)]] = [
            // Lines of 2^22 and more (in 24.8: 16384 px) stored in parts, between ordinary ones.
            [(-20000, -3), (w + 3, -2), (w + 1.5, h * 0.5), (30.25, h + 40000), (-2, h + 1)],
            [(-3, -3), (w + 25000.5, 10.75), (w + 2, h + 2), (12.5, 20.125), (-1, h + 3)],
        ]
        onBothPaths {
            for (i, pts) in shapes.enumerated() {
                #expect(filled(pts, rule: .nonZero) == reference(pts, rule: .nonZero), "shape \(i)")
            }
        }
    }
}
