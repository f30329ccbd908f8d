import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// `UIGraphicsImageRenderer` and the begin/end image-context functions, drawing by hand-checked
/// rectangles on whole pixels (exact values inside and outside).
@Suite(.serialized) @MainActor struct ImageRendererTests {
    @Test func rendererDrawsAtItsScale() {
        let h = LayerKindHarness(scale: 2)
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 2 && !format.opaque)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.cgContext.setFillColor(UIColor.blue.cgColor)
            ctx.cgContext.addEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
            ctx.cgContext.fillPath()
            #expect(ctx.currentImage.size == CGSize(width: 20, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(image.bitmap.width == 40 && image.bitmap.height == 20)
        #expect(image.bitmap[5, 5] == 0xFFFF_0000 && image.bitmap[19, 19] == 0xFFFF_0000)
        #expect(image.bitmap[30, 10] == 0xFF00_00FF)
        #expect(image.bitmap[21, 1] == 0)  // outside the circle: transparent
        _ = h
    }

    @Test func opaqueFormatsAndCustomScales() {
        _ = LayerKindHarness()
        let f = UIGraphicsImageRendererFormat.default()
        f.opaque = true
        f.scale = 3
        let img = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: f).image { _ in }
        #expect(img.bitmap.width == 6 && img.bitmap[0, 0] == 0xFF00_0000)
        // Bad sizes give an empty image and a message, not a crash.
        var lines: [String] = []
        UIApplication.shared.logHandler = { lines.append($0) }
        let none = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 5)).image { _ in }
        #expect(none.size == .zero)
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 5)).image { _ in }
        #expect(huge.size == .zero)
        #expect(lines.filter { $0.contains("UIGraphicsImageRenderer") }.count == 2)
    }

    @Test func beginGetEndImageContext() {
        _ = LayerKindHarness()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 0)
        let ctx = UIGraphicsGetCurrentContext()
        #expect(ctx != nil)
        ctx?.setFillColor(UIColor.green.cgColor)
        ctx?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIBezierPath(rect: CGRect(x: 4, y: 0, width: 4, height: 4)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 8, height: 4))
        #expect(image?.bitmap[1, 1] == 0xFF00_FF00)
        #expect(image?.bitmap[6, 1] == 0xFF00_FF00)
        var lines: [String] = []
        UIApplication.shared.logHandler = { lines.append($0) }
        UIGraphicsEndImageContext()  // unbalanced: a message, nothing else
        #expect(lines.contains { $0.contains("UIGraphicsEndImageContext") })
    }

    @Test func cgImagesDrawFlippedAsCoreGraphics() {
        _ = LayerKindHarness()
        let b = Bitmap(width: 1, height: 2)
        b[0, 0] = 0xFFFF_0000; b[0, 1] = 0xFF00_00FF
        let img = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { ctx in
            ctx.cgContext.draw(CGImage(bitmap: b), in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(img.bitmap[0, 0] == 0xFF00_00FF && img.bitmap[0, 1] == 0xFFFF_0000)
    }

    @Test func withoutAPlatformCodecDataAPIsSayWhy() {
        _ = LayerKindHarness()
        var lines: [String] = []
        UIApplication.shared.logHandler = { lines.append($0) }
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(bitmap: Bitmap(width: 1, height: 1)).pngData() == nil)
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("no image") })
    }
}
