import PixelEngine
import Testing

@Suite struct BlurTests {
    @Test func boxBlurConservesMassAndSpreads() {
        let m = AlphaMask(width: 64, height: 64)
        for y in 24..<40 { for x in 24..<40 { m[x, y] = 255 } }
        var before = 0
        for y in 0..<64 { for x in 0..<64 { before += Int(m[x, y]) } }
        Blur.boxBlur3(m, radius: 3)
        var after = 0
        for y in 0..<64 { for x in 0..<64 { after += Int(m[x, y]) } }
        #expect(abs(after - before) < before / 100)  // rounding only: nothing reaches the edges
        #expect(m[32, 32] > 240 && m[24, 32] > 100 && m[24, 32] < 160)  // the edge falls to about half
        #expect(m[17, 32] > 0 && m[14, 32] == 0)  // extent 3 * r = 9 pixels
        // Symmetric.
        #expect(m[20, 32] == m[43, 32] && m[32, 20] == m[32, 43])
    }

    @Test func zeroRadiusAndEmptyMasksAreNoOps() {
        let m = AlphaMask(width: 4, height: 4)
        m[1, 1] = 200
        Blur.boxBlur3(m, radius: 0)
        #expect(m[1, 1] == 200)
        Blur.boxBlur3(AlphaMask(width: 0, height: 0), radius: 5)
    }
}
