import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

private let black: UInt32 = 0xFF00_0000
private let redPx: UInt32 = 0xFFFF_0000
private let bluePx: UInt32 = 0xFF00_00FF

/// A `w` x `h` image, red left of `split` pixels and blue from there.
private func image(_ w: Int, _ h: Int, split: Int? = nil) -> CGImage {
    let b = Bitmap(width: w, height: h)
    for y in 0..<h { for x in 0..<w { b[x, y] = x < (split ?? w) ? redPx : bluePx } }
    return CGImage(bitmap: b)
}

/// `contents` as a `CGImage` placed by `contentsGravity`, `contentsRect`, `contentsScale` and
/// `contentsCenter`; expected pixels worked out from Core Animation's documented rules.
@Suite(.serialized) @MainActor struct LayerContentsTests {
    private func hosted(_ h: LayerKindHarness, _ gravity: CALayerContentsGravity, _ img: CGImage,
                        masks: Bool = false, setup: (CALayer) -> Void = { _ in }) -> CALayer {
        let l = CALayer()
        h.host(l) {
            l.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            l.contents = img
            l.contentsGravity = gravity
            l.masksToBounds = masks
            setup(l)
        }
        return l
    }

    @Test func naturalSizeGravities() {
        let h = LayerKindHarness()
        let l = hosted(h, .center, image(20, 10))
        #expect(h[30, 30] == redPx && h[20, 25] == redPx && h[39, 34] == redPx)
        #expect(h[19, 30] == black && h[30, 24] == black && h[30, 35] == black)
        // y-up naming: "top" is the maximum-y edge (the bottom of a UIKit layer), "bottom" the minimum-y edge.
        h.set { l.contentsGravity = .top }
        h.frame()
        #expect(h[30, 55] == redPx && h[30, 45] == black)
        h.set { l.contentsGravity = .bottom }
        h.frame()
        #expect(h[30, 5] == redPx && h[30, 15] == black)
        h.set { l.contentsGravity = .topLeft }
        h.frame()
        #expect(h[5, 55] == redPx && h[25, 55] == black)
        h.set { l.contentsGravity = .bottomRight }
        h.frame()
        #expect(h[55, 5] == redPx && h[35, 5] == black && h[55, 15] == black)
        h.set { l.contentsGravity = .left }
        h.frame()
        #expect(h[5, 30] == redPx && h[25, 30] == black)
        h.set { l.contentsGravity = .right }
        h.frame()
        #expect(h[55, 30] == redPx && h[35, 30] == black)
        // contentsScale 2: the image is 10 x 5 points.
        h.set { l.contentsGravity = .center; l.contentsScale = 2 }
        h.frame()
        #expect(h[30, 30] == redPx && h[25, 30] == redPx && h[24, 30] == black && h[35, 30] == black && h[30, 26] == black)
    }

    @Test func resizingGravitiesAndMasking() {
        let h = LayerKindHarness()
        let l = hosted(h, .resize, image(20, 10))
        #expect(h[1, 1] == redPx && h[58, 58] == redPx && h[61, 30] == black)
        h.set { l.contentsGravity = .resizeAspect }  // 60 x 30, centred: y 15..45
        h.frame()
        #expect(h[30, 16] == redPx && h[30, 44] == redPx && h[30, 13] == black && h[30, 46] == black)
        h.set { l.contentsGravity = .resizeAspectFill }  // 120 x 60: x -30..90, overflowing the bounds
        h.frame()
        #expect(h[70, 30] == redPx)
        h.set { l.masksToBounds = true }
        h.frame()
        #expect(h[70, 30] == black && h[59, 30] == redPx)
    }

    @Test func contentsRectShowsPartOfTheImageAndAnimates() {
        let h = LayerKindHarness()
        let l = hosted(h, .resize, image(20, 10, split: 10)) { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        #expect(h[2, 30] == bluePx && h[57, 30] == bluePx)
        h.set { l.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }
        h.frame()
        #expect(h[57, 30] == redPx)
        h.set { l.contentsRect = CGRect(x: 2, y: 2, width: 1, height: 1) }  // nothing of the image
        h.frame()
        #expect(h[30, 30] == black)
        let a = CABasicAnimation(keyPath: "contentsRect")
        a.fromValue = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        a.toValue = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        a.duration = 1
        l.add(a, forKey: "sprite")
        h.advance(0.9)
        #expect(l.presentation()?.contentsRect.minX ?? 0 > 0.3)
    }

    @Test func contentsCenterKeepsTheEdges() {
        let h = LayerKindHarness()
        // 9 x 9: a red frame 3 pixels wide around a blue middle.
        let b = Bitmap(width: 9, height: 9)
        for y in 0..<9 { for x in 0..<9 { b[x, y] = (3..<6).contains(x) && (3..<6).contains(y) ? bluePx : redPx } }
        _ = hosted(h, .resize, CGImage(bitmap: b)) { $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3) }
        #expect(h[1, 30] == redPx && h[58, 30] == redPx && h[30, 1] == redPx && h[30, 58] == redPx)
        #expect(h[4, 30] == bluePx && h[55, 30] == bluePx && h[30, 4] == bluePx && h[30, 30] == bluePx)
    }

    @Test func cgImageCroppingAndUIImageBridges() {
        let img = image(20, 10, split: 10)
        #expect(img.width == 20 && img.height == 10 && img.bytesPerRow == 80 && img.bitsPerPixel == 32)
        let right = img.cropping(to: CGRect(x: 10, y: 0, width: 50, height: 50))
        #expect(right?.width == 10 && right?.height == 10)
        #expect(right?.bitmap[0, 0] == bluePx)
        #expect(img.cropping(to: CGRect(x: 30, y: 0, width: 5, height: 5)) == nil)
        #expect(img.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)) == nil)
        let ui = UIImage(cgImage: img, scale: 2, orientation: .up)
        #expect(ui.size == CGSize(width: 10, height: 5))
        #expect(ui.cgImage?.width == 20)
        #expect(UIImage(cgImage: img).size == CGSize(width: 20, height: 10))
        // .right: the stored pixels are turned a quarter clockwise to show them upright.
        let turned = UIImage(cgImage: img, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 10, height: 20))
        #expect(turned.bitmap[0, 0] == redPx && turned.bitmap[0, 19] == bluePx)
    }
}
