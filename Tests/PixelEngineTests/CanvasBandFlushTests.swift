import PixelEngine
import Testing

/// `Canvas.flush(throughRow:)`: recorded fills swept only as far down as asked, resumed by later calls,
/// with the same pixels as one `flush()`, clearing an uninitialised target as it goes.
@Suite struct CanvasBandFlushTests {
    static let width = 70, height = 150

    func garbage() -> Bitmap {
        let b = Bitmap(width: CanvasBandFlushTests.width, height: CanvasBandFlushTests.height, zeroed: false)
        b.fill(b.bounds, with: 0xDEAD_BEEF)
        return b
    }

    /// Discs, a stroked ring and a translucent bar over the whole height, recorded on a deferring canvas;
    /// with `opaqueFirst` an opening white fill covers the target (no clear), else the canvas clears it.
    func record(_ b: Bitmap, opaqueFirst: Bool) -> Canvas {
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        if opaqueFirst {
            var all = Path()
            all.addRect(x: 0, y: 0, width: Double(b.width), height: Double(b.height))
            c.fill(all, paint: .solid(.white))
        }
        for i in 0..<4 {
            var p = Path()
            p.addEllipse(x: 5 + 10 * Double(i), y: 3 + 33 * Double(i), width: 30, height: 30)
            c.fill(p, paint: .solid(PixelColor(r: 1, g: 0.2 * Float(i), b: 0, a: 0.8)))
        }
        var ring = Path()
        ring.addEllipse(x: 10, y: 40, width: 50, height: 90)
        c.stroke(ring, style: StrokeStyle(width: 4), paint: .solid(PixelColor(r: 0, g: 0, b: 1, a: 1)))
        var bar = Path()
        bar.addRect(x: 30.5, y: 0, width: 9, height: Double(b.height))
        c.fill(bar, paint: .solid(PixelColor(r: 0, g: 1, b: 0, a: 0.5)))
        return c
    }

    func rowsEqual(_ a: Bitmap, _ b: Bitmap, _ rows: Range<Int>) -> Bool {
        for y in rows { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test(arguments: [false, true]) func partialFlushesGiveTheSamePixelsAsOne(opaqueFirst: Bool) {
        let reference = garbage()
        record(reference, opaqueFirst: opaqueFirst).flush()
        let banded = garbage()
        let c = record(banded, opaqueFirst: opaqueFirst)
        var done = 0
        for row in [7, 51, 20, 51, 102, 140] {  // out of order and repeated requests change nothing
            c.flush(throughRow: row)
            done = max(done, row)
            #expect(rowsEqual(reference, banded, 0..<done), "rows above \(done)")
        }
        c.flush()
        #expect(rowsEqual(reference, banded, 0..<CanvasBandFlushTests.height))
        c.flush()
        #expect(rowsEqual(reference, banded, 0..<CanvasBandFlushTests.height))
    }

    @Test func rowsFarBelowTheRequestAreLeftForLater() {
        let b = garbage()
        let c = record(b, opaqueFirst: false)
        c.flush(throughRow: 10)
        // 32-row bands: row 10 needs the first band only; the last rows are neither cleared nor drawn yet.
        #expect(b[0, CanvasBandFlushTests.height - 1] == 0xDEAD_BEEF)
        #expect(b[0, 0] == 0)
        c.flush()
        #expect(b[0, CanvasBandFlushTests.height - 1] == 0)
    }

    @Test func drawingAfterAPartialFlushComesOutInOrder() {
        func more(_ c: Canvas) {
            var p = Path()
            p.addRect(x: 0, y: 20, width: 70, height: 100)
            c.fill(p, paint: .solid(PixelColor(r: 0.5, g: 0, b: 0.5, a: 0.6)))
        }
        let reference = garbage()
        let r = record(reference, opaqueFirst: false)
        more(r)
        r.flush()
        let b = garbage()
        let c = record(b, opaqueFirst: false)
        c.flush(throughRow: 40)
        more(c)  // recorded after part of the earlier fills was swept: they finish first
        c.flush()
        #expect(rowsEqual(reference, b, 0..<CanvasBandFlushTests.height))
    }
}
