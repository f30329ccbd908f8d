import Foundation
import PixelEngine
import Testing
@testable @_spi(Platform) import UIKit

private let redPx: UInt32 = 0xFFFF_0000
private let greenPx: UInt32 = 0xFF00_FF00

/// A layer with a background and contents whose bounds are huge (seed 1's event 130,718: a label animating its
/// bounds down from 64,000 points baked a fresh canvas of up to 16,384 x 16,384 pixels every frame, 8 s of CPU
/// for one tap): the background is a solid and the contents a part of their own, with the same pixels.
@Suite(.serialized) @MainActor struct HugeImageLookTests {
    private func redImage(_ w: Int, _ h: Int) -> CGImage {
        let b = Bitmap(width: w, height: h)
        b.fill(b.bounds, with: redPx)
        return CGImage(bitmap: b)
    }

    /// A layer centred on the 200 x 200 window, `side` points square, green, a 20 x 10 red image centred in it.
    private func hosted(_ h: LayerKindHarness, side: CGFloat) -> CALayer {
        let l = CALayer()
        h.host(l) {
            l.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            l.position = CGPoint(x: 100, y: 100)
            l.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            l.contents = redImage(20, 10)
            l.contentsGravity = .center
        }
        return l
    }

    @Test func aHugeLayerDrawsItsBackgroundAndContentsApartWithTheSamePixels() {
        let small = LayerKindHarness()
        let baked = hosted(small, side: 60)
        #expect(baked.renderCache?.image == nil)
        #expect(baked.renderCache?.body?.solid == nil)

        let big = LayerKindHarness()
        let huge = hosted(big, side: 4000)
        let cache = huge.renderCache
        #expect(cache?.image != nil)
        #expect(cache?.body?.solid == greenPx)
        #expect(cache?.body?.bitmap.width == 2)
        // Inside the image, on the background, and every pixel of the window alike where both layers cover it.
        #expect(big[100, 100] == redPx && big[91, 96] == redPx && big[108, 103] == redPx)
        #expect(big[100, 107] == greenPx && big[5, 5] == greenPx && big[199, 199] == greenPx)
        for y in 72..<128 { for x in 72..<128 { #expect(big[x, y] == small[x, y]) } }
    }

    @Test func aHugeLayerAnimatingItsBoundsNeverBakesACanvas() {
        let h = LayerKindHarness()
        let l = hosted(h, side: 64000)
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.fromValue = CGRect(x: 0, y: 0, width: 64000, height: 64000)
        animation.toValue = CGRect(x: 0, y: 0, width: 3000, height: 3000)
        animation.duration = 1
        l.add(animation, forKey: "shrink")
        let rendersBefore = l.renderCache?.renderCount ?? 0
        for _ in 0..<10 {
            h.advance(0.05)
            #expect(l.renderCache?.body?.bitmap.width == 2)
            #expect(l.renderCache?.image?.bitmap.width == 20)
            #expect(h[100, 100] == redPx && h[5, 5] == greenPx)
        }
        // The look followed the bounds every frame (the key changed), without a canvas of them.
        #expect((l.renderCache?.renderCount ?? 0) >= rendersBefore + 9)
    }
}
