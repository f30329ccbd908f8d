import PixelEngine
import Testing

/// The RGBA backdrop blur against box-blur values worked out by hand (three passes of radius 1, each
/// rounding to nearest), its clamped edges, its colour adjustments and absurd radii.
@Suite struct BackdropBlurTests {
    private func channel(_ b: Bitmap, _ x: Int, _ y: Int, shift: UInt32 = 16) -> Int { Int((b.row(y)[x] >> shift) & 0xFF) }

    @Test func singleWhitePixelSpreadsAsThreeBoxPasses() {
        // One row: the vertical passes (edges clamped to the same row) leave it alone.
        let row = Bitmap(width: 21, height: 1)
        row.row(0)[10] = 0xFFFF_FFFF
        BackdropBlur.boxBlur3(row, radius: 1)
        // 255 -> 85 85 85 -> 28 57 85 57 28 -> 9 28 57 66 57 28 9.
        let expected = [0, 9, 28, 57, 66, 57, 28, 9, 0]
        for (i, v) in expected.enumerated() {
            for shift: UInt32 in [0, 8, 16, 24] { #expect(channel(row, 6 + i, 0, shift: shift) == v) }
        }
        // In 2D the centre column's 66 goes through the same three passes: 22 -> 7 15 22 -> 2 7 15 17.
        let square = Bitmap(width: 21, height: 21)
        square.row(10)[10] = 0xFFFF_FFFF
        BackdropBlur.boxBlur3(square, radius: 1)
        #expect(square.row(10)[10] == 0x1111_1111)  // 17 on every channel
        #expect(channel(square, 10, 7) == 2 && channel(square, 10, 8) == 7 && channel(square, 10, 9) == 15)
        #expect(channel(square, 10, 6) == 0 && channel(square, 6, 10) == 0)
    }

    @Test func hardEdgeRampsAndClampedEdgesKeepTheirColour() {
        let b = Bitmap(width: 20, height: 1)
        for x in 0..<20 { b.row(0)[x] = x < 10 ? 0xFFFF_FFFF : 0xFF00_0000 }
        BackdropBlur.boxBlur3(b, radius: 1)
        // 255 255 | 0 0 -> 170 85 -> 227 170 85 28 -> 246 217 161 94 38 9.
        let expected = [255, 246, 217, 161, 94, 38, 9, 0]
        for (i, v) in expected.enumerated() { #expect(channel(b, 6 + i, 0) == v) }
        for x in 0..<20 { #expect(channel(b, x, 0, shift: 24) == 255) }  // opaque stays opaque
        #expect(b.row(0)[0] == 0xFFFF_FFFF && b.row(0)[19] == 0xFF00_0000)  // the picture's edges do not darken
    }

    @Test func uniformPictureStaysUniformAtAnyRadius() {
        let b = Bitmap(width: 30, height: 12)
        b.fill(b.bounds, with: 0xFF33_6699)
        BackdropBlur.boxBlur3(b, radius: 40)
        for y in 0..<12 { for x in 0..<30 { #expect(b.row(y)[x] == 0xFF33_6699) } }
    }

    @Test func downsampledFiltersKeepAUniformPictureExactAcrossPartialBlocks() {
        // 37 x 23 is no multiple of the 2, 4 or 8 the large sigmas reduce by: the partial blocks at the far edges
        // must average only the pixels they have, and resampling must not shift or darken anything.
        let src = Bitmap(width: 37, height: 23)
        src.fill(src.bounds, with: 0xFF33_6699)
        for sigma in [6.0, 12, 20, 48, 200] {
            let out = Bitmap(width: 37, height: 23)
            BackdropBlur.filter(source: src, sourceRect: src.bounds, area: src.bounds, sigma: sigma, saturation: 1,
                                tint: 0, into: out)
            var off = 0
            for y in 0..<23 { for x in 0..<37 where out.row(y)[x] != 0xFF33_6699 { off += 1 } }
            #expect(off == 0, "sigma \(sigma) (factor \(BackdropBlur.downsampleFactor(sigma: sigma)))")
        }
    }

    @Test func downsampledFiltersAreMirrorSymmetric() {
        // A white bar in the middle of black, 64 x 16, sigma 20 (reduced 4 times): the blur spreads evenly both ways.
        let src = Bitmap(width: 64, height: 16)
        src.fill(src.bounds, with: 0xFF00_0000)
        for y in 0..<16 { for x in 28..<36 { src.row(y)[x] = 0xFFFF_FFFF } }
        let out = Bitmap(width: 64, height: 16)
        BackdropBlur.filter(source: src, sourceRect: src.bounds, area: src.bounds, sigma: 20, saturation: 1, tint: 0, into: out)
        for x in 0..<32 {
            let left = Int(out.row(8)[x] & 0xFF), right = Int(out.row(8)[63 - x] & 0xFF)
            #expect(abs(left - right) <= 1, "x \(x): \(left) against \(right)")
        }
        #expect(out.row(8)[31] & 0xFF > out.row(8)[10] & 0xFF)
    }

    @Test func blursOnlyTheGivenRect() {
        let b = Bitmap(width: 10, height: 10)
        b.row(5)[5] = 0xFFFF_FFFF
        b.row(0)[0] = 0xFFFF_FFFF
        BackdropBlur.boxBlur3(b, rect: PixelRect(x: 3, y: 3, width: 5, height: 5), radius: 1)
        #expect(b.row(0)[0] == 0xFFFF_FFFF)  // outside: untouched
        #expect(b.row(5)[5] != 0xFFFF_FFFF && b.row(5)[5] != 0)
    }

    @Test func radiiFromSigmaAndAbsurdValues() {
        #expect(BackdropBlur.boxRadius(sigma: 0) == 0)
        #expect(BackdropBlur.boxRadius(sigma: .nan) == 0)
        #expect(BackdropBlur.boxRadius(sigma: -3) == 0)
        #expect(BackdropBlur.boxRadius(sigma: 1) == 1)  // r(r + 1) = 1: r = 0.62, rounded
        #expect(BackdropBlur.boxRadius(sigma: 10) == 10)  // r(r + 1) = 100: r = 9.5, rounded
        #expect(BackdropBlur.boxRadius(sigma: .infinity) == BackdropBlur.maxBoxRadius)
        #expect(BackdropBlur.boxRadius(sigma: 1e300) == BackdropBlur.maxBoxRadius)
        #expect(BackdropBlur.reach(sigma: .nan) == 0)
        #expect(BackdropBlur.downsampleFactor(sigma: 4) == 1 && BackdropBlur.downsampleFactor(sigma: 40) == 8)
        // A huge blur of a small picture: no crash, and every pixel ends up near the mean.
        let src = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { src.row(y)[x] = x < 8 ? 0xFFFF_FFFF : 0xFF00_0000 } }
        let out = Bitmap(width: 16, height: 16)
        BackdropBlur.filter(source: src, sourceRect: src.bounds, area: src.bounds, sigma: 1e9, saturation: .nan,
                            tint: 0, into: out)
        for y in 0..<16 { for x in 0..<16 { #expect(abs(channel(out, x, y) - 128) < 40) } }
    }

    @Test func filterBlursSaturatesAndTintsTheArea() {
        // Red left half, blue right half; the area is the middle, its source 8 pixels around.
        let src = Bitmap(width: 40, height: 20)
        for y in 0..<20 { for x in 0..<40 { src.row(y)[x] = x < 20 ? 0xFFFF_0000 : 0xFF00_00FF } }
        let area = PixelRect(x: 110, y: 204, width: 20, height: 12)
        let out = Bitmap(width: 20, height: 12)
        BackdropBlur.filter(source: src, sourceRect: PixelRect(x: 100, y: 200, width: 40, height: 20), area: area,
                            sigma: 3, saturation: 1, tint: 0, into: out)
        // Far from the seam: unchanged; at the seam (device x 120): a mix.
        #expect(out.row(6)[0] == 0xFFFF_0000 && out.row(6)[19] == 0xFF00_00FF)
        #expect(channel(out, 10, 6) > 60 && channel(out, 10, 6, shift: 0) > 60)
        // Saturation 0 turns red grey (Rec. 709 luma 54/256 of 255); a half white tint lays over it.
        let grey = Bitmap(width: 1, height: 1)
        grey.row(0)[0] = 0xFFFF_0000
        BackdropBlur.adjust(grey, saturation: 0, tint: 0)
        #expect(grey.row(0)[0] == 0xFF35_3535)
        let tinted = Bitmap(width: 1, height: 1)
        tinted.row(0)[0] = 0xFF00_0000
        BackdropBlur.adjust(tinted, saturation: 1, tint: 0x8080_8080)
        #expect(tinted.row(0)[0] == 0xFF80_8080)
    }
}
