import Foundation
import PixelEngine
import Testing
import UIKit

@Suite @MainActor struct ImageViewTests {
    /// A 20×10 point image: left half red, right half blue (1 pixel per point).
    private func twoPixelImage() -> UIImage {
        let b = Bitmap(width: 20, height: 10)
        for y in 0..<10 { for x in 0..<20 { b[x, y] = x < 10 ? 0xFFFF_0000 : 0xFF00_00FF } }
        return UIImage(bitmap: b, scale: 1, assetName: "pair")
    }

    private func render(_ view: UIView) -> Bitmap? {
        view.layer.contentsScale = 1
        view.layer.display()
        return view.layer.backingStore
    }

    private func isTransparent(_ p: UInt32) -> Bool { p >> 24 == 0 }
    private func isRed(_ p: UInt32) -> Bool { p >> 24 > 0xF0 && (p >> 16) & 0xFF > 0xC0 && p & 0xFF < 0x40 }
    private func isBlue(_ p: UInt32) -> Bool { p >> 24 > 0xF0 && p & 0xFF > 0xC0 && (p >> 16) & 0xFF < 0x40 }

    @Test func initWithImageSizesToTheImageAndReportsItsName() {
        let v = UIImageView(image: twoPixelImage())
        #expect(v.frame.size == CGSize(width: 20, height: 10))
        #expect(v.displayedImageName == "pair")
        v.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        v.sizeToFit()
        #expect(v.frame.size == CGSize(width: 20, height: 10))
        #expect(v.intrinsicContentSize == CGSize(width: 20, height: 10))
    }

    @Test func aMissingImageShowsNothing() {
        let v = UIImageView(image: nil)
        #expect(v.frame.size == .zero)
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.displayedImageName == nil)
        let pixels = render(v).map { b in (0..<b.height).flatMap { y in (0..<b.width).map { b[$0, y] } } } ?? []
        #expect(pixels.allSatisfy(isTransparent))
        #expect(v.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
    }

    @Test func aspectFitLetterboxes() throws {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.contentMode = .scaleAspectFit
        v.image = twoPixelImage()
        let b = try #require(render(v))
        #expect(isTransparent(b[20, 8]))   // above the 40×20 image
        #expect(isTransparent(b[20, 32]))  // below it
        #expect(isRed(b[5, 20]))
        #expect(isBlue(b[35, 20]))
    }

    @Test func aspectFillCropsTheSides() throws {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.contentMode = .scaleAspectFill   // 80×40 image centred: x from -20 to 60
        v.image = twoPixelImage()
        let b = try #require(render(v))
        #expect(isRed(b[5, 5]))
        #expect(isRed(b[15, 35]))
        #expect(isBlue(b[25, 5]))
        #expect(isBlue(b[38, 38]))
    }

    @Test func scaleToFillStretches() throws {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.image = twoPixelImage()
        let b = try #require(render(v))
        #expect(isRed(b[5, 2]))
        #expect(isRed(b[5, 38]))
        #expect(isBlue(b[35, 38]))
    }

    @Test func centerKeepsTheNaturalSize() throws {
        let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        v.contentMode = .center
        v.image = twoPixelImage()   // lands at x 5..<25, y 10..<20
        let b = try #require(render(v))
        #expect(isRed(b[6, 12]))
        #expect(isBlue(b[23, 17]))
        #expect(isTransparent(b[3, 12]))
        #expect(isTransparent(b[26, 12]))
        #expect(isTransparent(b[10, 8]))
        #expect(isTransparent(b[10, 21]))
    }
}
