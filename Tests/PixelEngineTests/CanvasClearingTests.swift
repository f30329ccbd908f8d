import PixelEngine
import Testing

/// A canvas given an uninitialised bitmap clears it before drawing touches it, or lets an opening
/// opaque fill of the whole bitmap stand in for the clear; it knows when the result is opaque.
@Suite struct CanvasClearingTests {
    /// A bitmap full of garbage, as recycled memory handed out without zeroing may be.
    func garbage(_ w: Int, _ h: Int) -> Bitmap {
        let b = Bitmap(width: w, height: h, zeroed: false)
        b.fill(b.bounds, with: 0xDEAD_BEEF)
        return b
    }

    func disc(_ c: Canvas, alpha: Float = 1) {
        var p = Path()
        p.addEllipse(x: 10, y: 10, width: 20, height: 20)
        c.fill(p, paint: .solid(PixelColor(r: 1, g: 0, b: 0, a: alpha)))
    }

    @Test(arguments: [false, true]) func garbageIsClearedBeforeDrawing(deferred: Bool) {
        let b = garbage(40, 40)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = deferred
        disc(c)
        c.flush()
        #expect(b[0, 0] == 0 && b[39, 39] == 0 && b[20, 20] == 0xFFFF_0000)
        #expect(!c.isKnownOpaque)
    }

    @Test func nothingDrawnStillLeavesATransparentBitmap() {
        let b = garbage(8, 8)
        let c = Canvas(b, clearingTarget: true)
        c.flush()
        for y in 0..<8 { for x in 0..<8 { #expect(b[x, y] == 0) } }
    }

    @Test(arguments: [false, true]) func anOpeningOpaqueFillReplacesTheClear(deferred: Bool) {
        let b = garbage(40, 30)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = deferred
        var all = Path()
        all.addRect(x: -5, y: 0, width: 50, height: 30)
        c.fill(all, paint: .solid(.white))
        disc(c, alpha: 0.5)
        c.flush()
        #expect(c.isKnownOpaque)
        #expect(b[0, 0] == 0xFFFF_FFFF && b[39, 29] == 0xFFFF_FFFF)
        #expect(b[20, 20] >> 24 == 255 && channel(b[20, 20], 8) < 200)
    }

    @Test func aCoveringFillAfterOtherDrawingStillNeedsTheClear() {
        let b = garbage(40, 40)
        let c = Canvas(b, clearingTarget: true)
        c.defersFills = true
        disc(c)
        var all = Path()
        all.addRect(x: 0, y: 0, width: 40, height: 40)
        c.fill(all, paint: .solid(PixelColor(r: 0, g: 0, b: 1, a: 0.5)))  // translucent: garbage would show
        c.flush()
        #expect(!c.isKnownOpaque)
        let p = b[0, 0]
        #expect(channel(p, 16) == 0 && channel(p, 8) == 0 && (127...128).contains(channel(p, 24)) && channel(p, 0) == channel(p, 24))
    }

    @Test func onlyWholeOpaqueUnclippedCoverCounts() {
        var all = Path()
        all.addRect(x: 0, y: 0, width: 20, height: 20)
        let clipped = Canvas(Bitmap(width: 20, height: 20))
        clipped.clipRect = PixelRect(x: 0, y: 0, width: 10, height: 20)
        clipped.fill(all, paint: .solid(.white))
        let translucent = Canvas(Bitmap(width: 20, height: 20))
        translucent.fill(all, paint: .solid(PixelColor(r: 1, g: 1, b: 1, a: 0.9)))
        var part = Path()
        part.addRect(x: 0, y: 0, width: 20, height: 19.5)
        let short = Canvas(Bitmap(width: 20, height: 20))
        short.fill(part, paint: .solid(.white))
        #expect(!clipped.isKnownOpaque && !translucent.isKnownOpaque && !short.isKnownOpaque)
        let whole = Canvas(Bitmap(width: 20, height: 20))
        whole.fill(all, paint: .solid(.white))
        #expect(whole.isKnownOpaque)
        whole.clear(rect: PixelRect(x: 0, y: 0, width: 2, height: 2))
        #expect(!whole.isKnownOpaque)
    }

    @Test func rectanglesAreRecognisedOnlyWhenAxisAligned() {
        var r = Path()
        r.addRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.rectangle == Path.Bounds(x: 1, y: 2, width: 3, height: 4))
        var drawn = Path()  // drawn by hand, counter-clockwise, closed back at its start
        drawn.move(x: 5, y: 5); drawn.line(x: 5, y: 1); drawn.line(x: 1, y: 1); drawn.line(x: 1, y: 5); drawn.line(x: 5, y: 5)
        #expect(drawn.rectangle == Path.Bounds(x: 1, y: 1, width: 4, height: 4))
        var diamond = Path()
        diamond.move(x: 2, y: 0); diamond.line(x: 4, y: 2); diamond.line(x: 2, y: 4); diamond.line(x: 0, y: 2); diamond.close()
        var oval = Path()
        oval.addEllipse(x: 0, y: 0, width: 4, height: 4)
        var flat = Path()
        flat.move(x: 0, y: 0); flat.line(x: 4, y: 0); flat.line(x: 4, y: 0); flat.line(x: 0, y: 0); flat.close()
        #expect(diamond.rectangle == nil && oval.rectangle == nil && flat.rectangle == nil && Path().rectangle == nil)
    }
}
