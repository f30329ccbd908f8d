import PixelEngine
import Testing

/// Fills a canvas hands over undrawn (`Canvas.takeDeferredDrawing()`) give the pixels `flush()`
/// would, drawn into the target or into another bitmap band by band, with any band height.
@Suite struct DeferredDrawingTests {
    static let w = 173, h = 131

    /// An opaque background, then stroked rings, a translucent shape and an even-odd star.
    func draw(_ c: Canvas) {
        var bg = Path()
        bg.addRect(x: 0, y: 0, width: Double(Self.w), height: Double(Self.h))
        c.fill(bg, paint: .solid(PixelColor(r: 1, g: 1, b: 1)))
        for i in 0..<9 {
            var ring = Path()
            ring.addArc(centerX: 80.3, centerY: 61.7, radius: 6 + 11 * Double(i), startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            c.stroke(ring, style: StrokeStyle(width: 5), paint: .solid(PixelColor(r: Float(i) / 9, g: 0.4, b: 0.8)))
        }
        var blob = Path()
        blob.addEllipse(x: 20.5, y: 30.25, width: 90, height: 40)
        c.fill(blob, paint: .solid(PixelColor(r: 0, g: 0.5, b: 0, a: 0.5)))
        var star = Path()
        star.move(x: 120, y: 10); star.line(x: 150, y: 110); star.line(x: 95, y: 45); star.line(x: 165, y: 45); star.line(x: 100, y: 110)
        star.close()
        c.fill(star, paint: .solid(PixelColor(r: 0.9, g: 0.1, b: 0.1, a: 0.8)), rule: .evenOdd)
    }

    func reference() -> Bitmap {
        let b = Bitmap(width: Self.w, height: Self.h, zeroed: false)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        draw(c)
        c.flush()
        return b
    }

    func deferred() -> DeferredDrawing? {
        let b = Bitmap(width: Self.w, height: Self.h, zeroed: false)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        draw(c)
        return c.takeDeferredDrawing()
    }

    func same(_ a: Bitmap, _ b: Bitmap) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test func materializedPixelsAreFlushedPixels() throws {
        let d = try #require(deferred())
        #expect(!d.isMaterialized)
        d.materialize()
        #expect(d.isMaterialized)
        #expect(same(d.target, reference()))
    }

    @Test(arguments: [1, 7, 16, 51, 131]) func bandsIntoAnotherBitmapGiveTheSamePixels(band: Int) throws {
        let d = try #require(deferred())
        // A larger surface: the drawing goes at (9, 4), through a view with the surface's stride.
        let surface = Bitmap(width: Self.w + 20, height: Self.h + 10)
        surface.fill(surface.bounds, with: 0xFF12_3456)
        let view = Bitmap(wrapping: surface.pixels + 4 * surface.stride + 9, width: Self.w, height: Self.h, stride: surface.stride)
        var y = 0
        while y < Self.h {
            #expect(d.draw(rows: y..<min(Self.h, y + band), into: view))
            y += band
        }
        #expect(same(view, reference()))
        #expect(surface[8, 4] == 0xFF12_3456 && surface[9, 3] == 0xFF12_3456 && surface[9 + Self.w, 4] == 0xFF12_3456)
        // A second pass from row 0 repeats the pixels; the target itself was never drawn.
        view.fill(view.bounds, with: 0)
        #expect(d.draw(rows: 0..<Self.h, into: view))
        #expect(same(view, reference()))
        d.materialize()
        #expect(same(d.target, reference()))
    }

    @Test func onlyAdjacentRowsContinueAPass() throws {
        let d = try #require(deferred())
        let view = Bitmap(width: Self.w, height: Self.h)
        #expect(!d.draw(rows: 10..<20, into: view))
        #expect(d.draw(rows: 0..<10, into: view))
        #expect(!d.draw(rows: 11..<20, into: view))
        #expect(!d.draw(rows: 0..<10, into: Bitmap(width: Self.w + 1, height: Self.h)))
        d.endDirectDrawing()
        #expect(!d.draw(rows: 0..<10, into: view))
        d.materialize()
        #expect(same(d.target, reference()))
    }

    @Test func onlyOpaqueSolidFillsFromAClearedCanvasAreHandedOver() {
        // No opening opaque cover: the old pixels (cleared) would show.
        let b = Bitmap(width: 20, height: 20, zeroed: false)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        var p = Path()
        p.addEllipse(x: 2, y: 2, width: 10, height: 10)
        c.fill(p, paint: .solid(PixelColor(r: 1, g: 0, b: 0)))
        #expect(c.takeDeferredDrawing() == nil)
        // A canvas on a bitmap it does not clear: its pixels belong to the caller.
        let c2 = Canvas(Bitmap(width: 20, height: 20))
        c2.defersFills = true
        var all = Path()
        all.addRect(x: 0, y: 0, width: 20, height: 20)
        c2.fill(all, paint: .solid(PixelColor(r: 1, g: 0, b: 0)))
        #expect(c2.takeDeferredDrawing() == nil)
        // Something already drawn (a flush): nothing to hand over.
        let c3 = Canvas(Bitmap(width: 20, height: 20, zeroed: false), clearingTarget: true)
        c3.defersFills = true
        c3.fill(all, paint: .solid(PixelColor(r: 1, g: 0, b: 0)))
        c3.flush()
        c3.fill(p, paint: .solid(PixelColor(r: 0, g: 1, b: 0)))
        #expect(c3.takeDeferredDrawing() == nil)
    }

    @Test func drawingMoreOnTheCanvasMaterializesFirst() throws {
        let b = Bitmap(width: Self.w, height: Self.h, zeroed: false)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        draw(c)
        let d = try #require(c.takeDeferredDrawing())
        c.fillRect(x: 0, y: 0, width: 4, height: 4, color: PixelColor(r: 0, g: 0, b: 1))
        #expect(d.isMaterialized)
        let r = reference()
        r.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), with: PixelColor(r: 0, g: 0, b: 1).premultiplied)
        #expect(same(b, r))
    }
}
