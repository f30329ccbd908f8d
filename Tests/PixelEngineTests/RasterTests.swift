import Foundation
import PixelEngine
import Testing

@Suite struct RasterTests {
    let black = Paint.solid(.black)

    @Test func alignedRectIsExact() {
        let b = Bitmap(width: 20, height: 20)
        let c = Canvas(b)
        var p = Path()
        p.addRect(x: 2, y: 3, width: 5, height: 4)
        c.fill(p, paint: .solid(PixelColor(r: 1, g: 0, b: 0)))
        #expect(b[2, 3] == 0xFFFF_0000 && b[6, 6] == 0xFFFF_0000)
        #expect(b[1, 3] == 0 && b[7, 3] == 0 && b[2, 2] == 0 && b[2, 7] == 0)
        #expect(abs(coveredArea(b) - 20) < 1e-9)
    }

    @Test func halfPixelEdgesGetHalfCoverage() {
        let b = Bitmap(width: 20, height: 20)
        var p = Path()
        p.addRect(x: 2.5, y: 2, width: 5, height: 3)
        Canvas(b).fill(p, paint: black)
        #expect(abs(alpha(b, 2, 3) - 128) <= 1 && abs(alpha(b, 7, 3) - 128) <= 1)
        #expect(alpha(b, 3, 3) == 255)
        #expect(abs(coveredArea(b) - 15) < 0.05)
    }

    @Test func polygonCoverageIsExact() {
        // A diamond with irrational-looking vertices: its area is exact up to 8-bit rounding.
        let b = Bitmap(width: 40, height: 40)
        var p = Path()
        p.move(x: 20.3, y: 3.7)
        p.line(x: 35.1, y: 20.2)
        p.line(x: 19.9, y: 36.6)
        p.line(x: 4.4, y: 19.8)
        p.close()
        Canvas(b).fill(p, paint: black)
        let area = 0.5 * abs((35.1 - 4.4) * (36.6 - 3.7) - (19.9 - 20.3) * (20.2 - 19.8))
        #expect(abs(coveredArea(b) - area) < 0.3)
    }

    @Test func circleAreaIsAnalytic() {
        let b = Bitmap(width: 64, height: 64)
        var p = Path()
        p.addEllipse(x: 12.3, y: 10.7, width: 40, height: 40)
        Canvas(b).fill(p, paint: black)
        let expected = Double.pi * 400
        // Exact coverage of the flattened outline: an inscribed polygon whose chords stray at most `tolerance`
        // inside the circle lacks at most (2/3) tolerance x perimeter of its area, (4/3) tolerance / r of it.
        #expect(abs(coveredArea(b) - expected) / expected < 4 * Canvas(b).tolerance / (3 * 20) + 0.001)
    }

    @Test func evenOddMakesHolesNonZeroDoesNot() {
        var p = Path()
        p.addRect(x: 0, y: 0, width: 20, height: 20)
        p.addRect(x: 5, y: 5, width: 10, height: 10)  // same direction
        let nz = Bitmap(width: 20, height: 20), eo = Bitmap(width: 20, height: 20)
        Canvas(nz).fill(p, paint: black, rule: .nonZero)
        Canvas(eo).fill(p, paint: black, rule: .evenOdd)
        #expect(alpha(nz, 10, 10) == 255)
        #expect(alpha(eo, 10, 10) == 0 && alpha(eo, 2, 2) == 255)
        #expect(abs(coveredArea(eo) - 300) < 1e-6)
    }

    @Test func clippedShapesKeepWinding() {
        // A shape much larger than the bitmap, extending past every side.
        let b = Bitmap(width: 30, height: 30)
        var p = Path()
        p.addEllipse(x: -500, y: -500, width: 1030, height: 1030)
        Canvas(b).fill(p, paint: black)
        #expect(abs(coveredArea(b) - 900) < 1e-6)
    }

    @Test func strokeButtLineCoversItsRectangle() {
        let b = Bitmap(width: 40, height: 20)
        var p = Path()
        p.move(x: 5, y: 10)
        p.line(x: 25, y: 10)
        Canvas(b).stroke(p, style: StrokeStyle(width: 2), paint: black)
        #expect(abs(coveredArea(b) - 40) < 1e-6)
        #expect(alpha(b, 5, 9) == 255 && alpha(b, 24, 10) == 255 && alpha(b, 4, 9) == 0 && alpha(b, 25, 9) == 0)
    }

    @Test func strokeCapsExtendTheLine() {
        for (cap, extra) in [(LineCap.square, 4.0), (LineCap.round, Double.pi)] {
            let b = Bitmap(width: 40, height: 20)
            var p = Path()
            p.move(x: 10, y: 10)
            p.line(x: 30, y: 10)
            Canvas(b).stroke(p, style: StrokeStyle(width: 2, cap: cap), paint: black)
            #expect(abs(coveredArea(b) - (40 + extra)) < 0.15, "cap \(cap)")
        }
    }

    @Test func ringStrokeHasExactArea() {
        let b = Bitmap(width: 120, height: 120)
        var p = Path()
        p.addArc(centerX: 60, centerY: 60, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        p.close()
        Canvas(b).stroke(p, style: StrokeStyle(width: 10), paint: black)
        let expected = Double.pi * (45 * 45 - 35 * 35)
        #expect(abs(coveredArea(b) - expected) / expected < 0.005)
        #expect(alpha(b, 60, 60) == 0 && alpha(b, 100, 60) == 255)
        // No over-coverage at the ring's inner edge: every pixel's coverage is within the exact area.
        #expect(alpha(b, 60, 60 - 35) < 255)
    }

    /// A closed path leaves its start point as the current point; that is no subpath, so round and square caps
    /// must not stamp a dot there (the dot's winding cancelled the ring: a notch at the ellipse's start). Lone moves
    /// draw nothing either; a zero-length segment still draws its round dot.
    @Test func closedRingsWithRoundCapsHaveNoDotAtTheirStart() {
        for cap in [LineCap.round, .square] {
            let b = Bitmap(width: 120, height: 120)
            var p = Path()
            p.addEllipse(x: 20, y: 20, width: 80, height: 80)
            p.move(x: 10, y: 10)
            Canvas(b).stroke(p, style: StrokeStyle(width: 10, cap: cap, join: .round), paint: black)
            let expected = Double.pi * (45 * 45 - 35 * 35)
            #expect(abs(coveredArea(b) - expected) / expected < 0.005, "cap \(cap)")
            // The start (angle 0) is covered like its mirror image, and the lone move drew nothing.
            #expect(alpha(b, 100, 60) == 255 && alpha(b, 98, 60) == alpha(b, 21, 60), "cap \(cap)")
            #expect(alpha(b, 10, 10) == 0)
        }
        let dot = Bitmap(width: 20, height: 20)
        var p = Path()
        p.move(x: 10, y: 10)
        p.line(x: 10, y: 10)
        Canvas(dot).stroke(p, style: StrokeStyle(width: 6, cap: .round), paint: black)
        #expect(abs(coveredArea(dot) - Double.pi * 9) < 0.5)
    }

    @Test func miterAndBevelJoins() {
        var p = Path()
        p.move(x: 10, y: 30)
        p.line(x: 30, y: 30)
        p.line(x: 30, y: 10)
        let miter = Bitmap(width: 50, height: 50), bevel = Bitmap(width: 50, height: 50)
        Canvas(miter).stroke(p, style: StrokeStyle(width: 4, join: .miter), paint: black)
        Canvas(bevel).stroke(p, style: StrokeStyle(width: 4, join: .bevel), paint: black)
        // Two 20x4 bars overlapping in a 2x2 square; the miter adds the 2x2 outer corner, the bevel half of it.
        #expect(abs(coveredArea(miter) - (20 * 4 + 20 * 4 - 4 + 4)) < 0.05)
        #expect(abs(coveredArea(bevel) - (20 * 4 + 20 * 4 - 4 + 2)) < 0.05)
        #expect(alpha(miter, 31, 31) == 255)
    }

    @Test func closedMiterOutlinesHaveExactCorners() {
        // A closed square and the same square drawn as an open path that returns to its start:
        // both sides of every corner are mitered (24x24 outside, 16x16 inside); the open one has butt ends.
        var closed = Path()
        closed.addRect(x: 10, y: 10, width: 20, height: 20)
        let b = Bitmap(width: 40, height: 40)
        Canvas(b).stroke(closed, style: StrokeStyle(width: 4, join: .miter), paint: black)
        #expect(abs(coveredArea(b) - (24 * 24 - 16 * 16)) < 0.05)
        #expect(alpha(b, 8, 8) == 255 && alpha(b, 12, 12) == 0 && alpha(b, 7, 7) == 0)
        // Reversed winding gives the same outline.
        var reversed = Path()
        reversed.move(x: 10, y: 10); reversed.line(x: 10, y: 30); reversed.line(x: 30, y: 30); reversed.line(x: 30, y: 10); reversed.close()
        let r = Bitmap(width: 40, height: 40)
        Canvas(r).stroke(reversed, style: StrokeStyle(width: 4, join: .miter), paint: black)
        for y in 0..<40 { for x in 0..<40 { #expect(r[x, y] == b[x, y]) } }
    }

    @Test func transformAppliesToFillsAndStrokes() {
        let b = Bitmap(width: 40, height: 40)
        let c = Canvas(b)
        c.translate(x: 10, y: 10)
        c.scale(x: 2, y: 2)
        var p = Path()
        p.addRect(x: 0, y: 0, width: 5, height: 5)
        c.fill(p, paint: black)
        #expect(alpha(b, 10, 10) == 255 && alpha(b, 19, 19) == 255 && alpha(b, 20, 20) == 0 && alpha(b, 9, 9) == 0)
        #expect(abs(coveredArea(b) - 100) < 1e-6)
    }

    @Test func gradientRunsAlongItsAxis() {
        let b = Bitmap(width: 100, height: 4)
        var p = Path()
        p.addRect(x: 0, y: 0, width: 100, height: 4)
        let g = LinearGradient(stops: [(0, PixelColor.black), (1, PixelColor(r: 1, g: 0, b: 0))],
                               startX: 0, startY: 0, endX: 100, endY: 0)
        Canvas(b).fill(p, paint: .linearGradient(g))
        var last = -1
        for x in 0..<100 {
            let r = channel(b[x, 2], 16)
            #expect(r >= last)
            last = r
        }
        #expect(channel(b[0, 0], 16) < 5 && channel(b[99, 0], 16) > 250 && abs(channel(b[50, 0], 16) - 128) < 4)
        #expect(b[50, 0] >> 24 == 255)
    }

    @Test func clipToPathLimitsDrawing() {
        let b = Bitmap(width: 40, height: 40)
        let c = Canvas(b)
        c.save()
        var clip = Path()
        clip.addEllipse(x: 10, y: 10, width: 20, height: 20)
        c.clip(to: clip)
        c.fillRect(x: 0, y: 0, width: 40, height: 40, color: .black)
        c.restore()
        #expect(alpha(b, 20, 20) == 255 && alpha(b, 5, 5) == 0 && alpha(b, 11, 11) == 0)
        // The flattened circle lacks at most (4/3) tolerance / r of its area (see `circleAreaIsAnalytic`).
        #expect(abs(coveredArea(b) - Double.pi * 100) / (Double.pi * 100) < 4 * c.tolerance / (3 * 10) + 0.001)
        // After restore the clip is gone.
        c.fillRect(x: 0, y: 0, width: 2, height: 2, color: .black)
        #expect(alpha(b, 0, 0) == 255)
    }

    @Test func clipRectIsNeverExceeded() {
        let b = Bitmap(width: 40, height: 40)
        let c = Canvas(b)
        c.clipRect = PixelRect(x: 10, y: 10, width: 5, height: 5)
        var p = Path()
        p.addEllipse(x: 0, y: 0, width: 40, height: 40)
        c.fill(p, paint: black)
        c.stroke(p, style: StrokeStyle(width: 3), paint: black)
        for y in 0..<40 { for x in 0..<40 where !c.clipRect.contains(x: x, y: y) { #expect(b[x, y] == 0) } }
        #expect(alpha(b, 12, 12) == 255)
    }

    @Test func nonFiniteAndDegenerateInputDrawsNothing() {
        let b = Bitmap(width: 10, height: 10)
        let c = Canvas(b)
        var p = Path()
        p.addRect(x: .nan, y: 0, width: 5, height: 5)
        c.fill(p, paint: black)
        c.stroke(p, style: StrokeStyle(width: .nan), paint: black)
        c.transform = Transform2D(scaleX: 0, y: 0)
        var q = Path()
        q.addRect(x: 0, y: 0, width: 5, height: 5)
        c.fill(q, paint: black)
        c.draw(Bitmap(width: 0, height: 0), x: 0, y: 0, width: 5, height: 5)
        #expect(coveredArea(b) == 0)
    }
}
