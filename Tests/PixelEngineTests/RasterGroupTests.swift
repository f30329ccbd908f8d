import Foundation
import PixelEngine
import Testing

/// The rasterizer's cells summed in groups of 8: groups cut by the region's right edge, the span
/// sweep against the solid sweep, and edges far taller than the region.
@Suite struct RasterGroupTests {
    /// A self-intersecting star (its centre has winding 2) with slanted edges through many groups.
    func star(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var p = Path()
        for i in 0..<5 {
            let a = Double(i * 2) * 2 * .pi / 5 - .pi / 2
            let x = cx + r * cos(a), y = cy + r * sin(a)
            if i == 0 { p.move(x: x, y: y) } else { p.line(x: x, y: y) }
        }
        p.close()
        return p
    }

    @Test func aClipEndingInsideAGroupLeavesThePixelsBeyondIt() {
        let b = Bitmap(width: 21, height: 10)
        let c = Canvas(b)
        c.fillRect(x: 0, y: 0, width: 21, height: 10, color: PixelColor(r: 1, g: 0, b: 0))
        c.clipRect = PixelRect(x: 3, y: 0, width: 10, height: 10)
        var p = Path()
        p.move(x: 2.5, y: 0); p.line(x: 20, y: 0); p.line(x: 19, y: 10); p.line(x: 1.5, y: 10); p.close()
        c.fill(p, paint: .solid(.black))
        for y in 0..<10 {
            for x in 0..<21 where x < 3 || x >= 13 { #expect(b[x, y] == 0xFFFF_0000) }
            for x in 4..<13 { #expect(b[x, y] == 0xFF00_0000) }
        }
    }

    @Test func theSpanSweepMatchesTheSolidSweep() {
        for rule in [FillRule.nonZero, .evenOdd] {
            let b = Bitmap(width: 37, height: 45)
            let c = Canvas(b)
            c.fill(star(18.3, 22.7, 21), paint: .solid(.black), rule: rule)
            let r = Rasterizer()
            r.reset(region: PixelRect(x: 0, y: 0, width: 37, height: 45))
            for i in 0..<5 {
                let a0 = Double(i * 2) * 2 * .pi / 5 - .pi / 2, a1 = Double(i * 2 + 2) * 2 * .pi / 5 - .pi / 2
                r.addLine(x0: 18.3 + 21 * cos(a0), y0: 22.7 + 21 * sin(a0), x1: 18.3 + 21 * cos(a1), y1: 22.7 + 21 * sin(a1))
            }
            var swept = [Int](repeating: 0, count: 37 * 45)
            var perPixel = 0
            r.sweep(rule: rule) { y, n in
                for k in 0..<n {
                    let s = r.spans[k]
                    #expect(s.x0 < s.x1 && s.x0 >= 0 && s.x1 <= 37)
                    for x in Int(s.x0)..<Int(s.x1) {
                        swept[y * 37 + x] = s.alpha >= 0 ? Int(s.alpha) : Int(r.cover[x])
                        if s.alpha < 0 { perPixel += 1 }
                    }
                }
            }
            var worst = 0
            for y in 0..<45 { for x in 0..<37 { worst = max(worst, abs(alpha(b, x, y) - swept[y * 37 + x])) } }
            #expect(worst <= 1)
            // Per-pixel coverage only where the edges pass, not over whole groups of 8.
            #expect(perPixel < 37 * 45 / 3)
            if rule == .evenOdd { #expect(alpha(b, 18, 23) == 0) } else { #expect(alpha(b, 18, 23) == 255) }
        }
    }

    @Test func edgesFarTallerThanTheRegionKeepTheirSlope() {
        let b = Bitmap(width: 40, height: 12)
        var p = Path()
        p.move(x: 10, y: -30000); p.line(x: 30, y: -30000); p.line(x: 30, y: 30000); p.line(x: 10.5, y: 30000); p.close()
        Canvas(b).fill(p, paint: .solid(.black))
        // At row 5 the left edge is at x = 10.25: pixel 10 is three quarters covered.
        #expect(abs(alpha(b, 10, 5) - 191) <= 1)
        #expect(alpha(b, 9, 5) == 0 && alpha(b, 11, 5) == 255 && alpha(b, 29, 11) == 255 && alpha(b, 30, 0) == 0)
    }
}
