import PixelEngine
import Testing

/// Steep edges spanning many rows (the rows the rasterizer deposits eight at a time) get each
/// pixel's exact area, whichever way the edge leans and winds: checked against the area of the
/// polygon clipped to every pixel square, computed here independently.
@Suite struct SteepEdgeCoverageTests {
    /// Area of the convex polygon `p` inside the unit square at (x, y), by Sutherland-Hodgman clipping.
    func area(_ p: [(Double, Double)], pixelX x: Double, y: Double) -> Double {
        var poly = p
        func clip(_ keep: ((Double, Double)) -> Double) {
            guard !poly.isEmpty else { return }
            var out: [(Double, Double)] = []
            var prev = poly[poly.count - 1], fp = keep(prev)
            for cur in poly {
                let fc = keep(cur)
                if (fc >= 0) != (fp >= 0) {
                    let t = fp / (fp - fc)
                    out.append((prev.0 + (cur.0 - prev.0) * t, prev.1 + (cur.1 - prev.1) * t))
                }
                if fc >= 0 { out.append(cur) }
                prev = cur; fp = fc
            }
            poly = out
        }
        clip { $0.0 - x }; clip { x + 1 - $0.0 }; clip { $0.1 - y }; clip { y + 1 - $0.1 }
        var a = 0.0
        for i in poly.indices {
            let (x0, y0) = poly[i], (x1, y1) = poly[(i + 1) % poly.count]
            a += x0 * y1 - x1 * y0
        }
        return abs(a) / 2
    }

    @Test func everyPixelOfLongSteepEdgesHasItsExactArea() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ lo: Double, _ hi: Double) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return lo + (hi - lo) * Double(seed >> 11) / Double(1 << 53)
        }
        // Besides random leans: sides exactly vertical, and sides so nearly vertical (|dy/dx| > 256)
        // that their slope saturates and they take the row-at-a-time path.
        let fixedLeans: [(Double, Double)] = [(0, 0), (0.002, -0.003), (-0.0015, 0.9), (0.9, -0.9)]
        for trial in 0..<28 {
            // A tall convex quad whose two long sides lean by up to a pixel per row, either way.
            let top = random(2, 10), bottom = random(70, 78)
            var lean1 = random(-0.9, 0.9), lean2 = random(-0.9, 0.9)
            if trial >= 24 { (lean1, lean2) = fixedLeans[trial - 24] }
            let x1 = random(20, 30), x2 = x1 + random(3, 12)
            var quad = [(x1, top), (x2, top), (x2 + lean2 * (bottom - top), bottom), (x1 + lean1 * (bottom - top), bottom)]
            if trial % 2 == 1 { quad.reverse() }  // the other winding: edges walked up instead of down
            var path = Path()
            path.move(x: quad[0].0, y: quad[0].1)
            for q in quad.dropFirst() { path.line(x: q.0, y: q.1) }
            path.close()
            let b = Bitmap(width: 120, height: 84)
            Canvas(b).fill(path, paint: .solid(.black))
            var worst = 0.0
            for y in 0..<84 {
                for x in 0..<120 {
                    let exact = area(quad, pixelX: Double(x), y: Double(y)) * 255
                    worst = max(worst, abs(Double(alpha(b, x, y)) - exact))
                }
            }
            // Tolerance 2 levels: vertices snap to 1/256 pixel and coverage rounds to a level.
            #expect(worst <= 2, "trial \(trial): \(worst) levels off")
        }
    }
}
