import PixelEngine
import Testing

/// Shapes wholly outside the clip are skipped before they are flattened; shapes that reach into it,
/// however far from their control points, still draw exactly as before.
@Suite struct CanvasCullingTests {
    let black = Paint.solid(.black)

    /// A sharp V whose points all lie below a 40-pixel-high bitmap, but whose miter join reaches 18 px up into it.
    func sharpV() -> Path {
        var p = Path()
        p.move(x: 18, y: 60); p.line(x: 20, y: 42); p.line(x: 22, y: 60)
        return p
    }

    @Test func miterTipOutsideThePointsStillDraws() {
        let style = StrokeStyle(width: 4, join: .miter, miterLimit: 10)
        let small = Bitmap(width: 40, height: 40), tall = Bitmap(width: 40, height: 80)
        Canvas(small).stroke(sharpV(), style: style, paint: black)
        Canvas(tall).stroke(sharpV(), style: style, paint: black)
        #expect(alpha(small, 20, 36) > 200)
        // Row for row, the small bitmap holds exactly the top of the tall one.
        for y in 0..<40 { for x in 0..<40 { #expect(small[x, y] == tall[x, y]) } }
    }

    @Test func shapesOutsideTheClipDrawNothing() {
        let b = Bitmap(width: 40, height: 40)
        let c = Canvas(b)
        var far = Path()
        far.addEllipse(x: 100, y: 100, width: 30, height: 30)
        c.fill(far, paint: black)
        c.stroke(far, style: StrokeStyle(width: 6), paint: black)
        #expect(coveredArea(b) == 0)
        // A stroke whose path lies just outside, within half its width, reaches in.
        var edge = Path()
        edge.move(x: 42, y: 0); edge.line(x: 42, y: 40)
        c.stroke(edge, style: StrokeStyle(width: 6), paint: black)
        #expect(alpha(b, 39, 20) == 255 && alpha(b, 38, 20) == 0)
    }

    @Test func anEmptyClipDrawsNothingAndSaysSo() {
        let b = Bitmap(width: 20, height: 20)
        let c = Canvas(b)
        #expect(!c.clipsEverything)
        c.clipRect = .zero
        #expect(c.clipsEverything)
        var p = Path()
        p.addRect(x: 0, y: 0, width: 20, height: 20)
        c.fill(p, paint: black)
        c.stroke(p, style: StrokeStyle(width: 2), paint: black)
        #expect(coveredArea(b) == 0)
    }

    @Test func culledShapesUnderATransformAreJudgedInDeviceSpace() {
        let b = Bitmap(width: 40, height: 40)
        let c = Canvas(b)
        c.translate(x: -100, y: 0)
        var p = Path()
        p.addRect(x: 110, y: 10, width: 10, height: 10)  // user space 110..120 -> device 10..20
        c.fill(p, paint: black)
        #expect(abs(coveredArea(b) - 100) < 1e-6)
    }
}

/// Canvases that share one `RasterizerPool` draw exactly what canvases with their own draw, even
/// when one draws and flushes while another still holds fills it has not drawn yet.
@Suite struct RasterizerPoolTests {
    func rings(_ c: Canvas, offset: Double) {
        for i in 0..<6 {
            var p = Path()
            p.addEllipse(x: offset + Double(i) * 3, y: offset + Double(i) * 2, width: 40 - Double(i) * 5, height: 30)
            c.stroke(p, style: StrokeStyle(width: 2.5), paint: .solid(PixelColor(r: Float(i) / 6, g: 0.3, b: 0.8, a: 0.7)))
        }
    }

    func draw(pool: RasterizerPool?) -> (Bitmap, Bitmap) {
        let a = Bitmap(width: 64, height: 48), b = Bitmap(width: 100, height: 90)
        let outer = Canvas(a, rasterizers: pool)
        outer.defersFills = true
        rings(outer, offset: 2)
        do {
            // A second canvas draws and flushes in the middle of the first one's recorded fills.
            let inner = Canvas(b, rasterizers: pool)
            inner.defersFills = true
            rings(inner, offset: 30)
            inner.flush()
        }
        rings(outer, offset: 10)
        outer.flush()
        return (a, b)
    }

    @Test func sharedPoolDrawsTheSamePixels() {
        let pool = RasterizerPool(maximumIdle: 4, maximumIdleEdges: 8)
        let (a0, b0) = draw(pool: nil)
        for _ in 0..<3 {  // again and again, with rasterizers and band buffers reused
            let (a, b) = draw(pool: pool)
            #expect(a.width == a0.width && b.width == b0.width)
            for y in 0..<a.height { for x in 0..<a.width where a[x, y] != a0[x, y] { Issue.record("a differs at \(x),\(y)"); return } }
            for y in 0..<b.height { for x in 0..<b.width where b[x, y] != b0[x, y] { Issue.record("b differs at \(x),\(y)"); return } }
        }
        #expect(coveredArea(a0) > 100 && coveredArea(b0) > 100)
    }
}
