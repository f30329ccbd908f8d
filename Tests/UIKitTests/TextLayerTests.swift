import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Fixed-pitch "box" text: every character is 7 x 14 points, drawn as a solid box (spaces empty), so
/// pixel checks are exact; records what it was asked to render and at which scale.
@MainActor
private final class BoxTextPlatform: UIPlatform {
    var rendered: [(text: String, scale: CGFloat)] = []
    func metrics(of font: UIFont) -> UIFontMetrics { UIFontMetrics(ascender: 11, descender: -3, lineHeight: 14) }
    func measure(_ text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * 7, height: 14) }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? {
        rendered.append((text, scale))
        guard !text.isEmpty else { return nil }
        let cw = Int((7 * scale).rounded()), h = Int((14 * scale).rounded())
        let mask = AlphaMask(width: cw * text.count, height: h)
        for (i, ch) in text.enumerated() where ch != " " {
            for y in 0..<h { for x in 0..<cw { mask.pixels[y * mask.stride + i * cw + x] = 255 } }
        }
        return UITextImage(mask: mask, size: measure(text, font: font))
    }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
}

private let whitePx: UInt32 = 0xFFFF_FFFF
private let blackPx: UInt32 = 0xFF00_0000

@Suite(.serialized) @MainActor struct TextLayerTests {
    private func setUp(scale: CGFloat = 1) -> (LayerKindHarness, BoxTextPlatform) {
        let platform = BoxTextPlatform()
        let h = LayerKindHarness(scale: scale, platform: platform)
        return (h, platform)
    }

    private func textLayer(_ h: LayerKindHarness, _ s: Any, width: CGFloat = 100, height: CGFloat = 50,
                           setup: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let t = CATextLayer()
        h.host(t) {
            t.frame = CGRect(x: 0, y: 0, width: width, height: height)
            t.string = s
            setup(t)
        }
        return t
    }

    @Test func defaultsAreCoreAnimations() {
        _ = setUp()
        let t = CATextLayer()
        #expect(t.fontSize == 36 && t.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(!t.isWrapped && t.truncationMode == .none && t.alignmentMode == .natural && t.contentsScale == 1)
    }

    @Test func drawsFromTheTopWithEachAlignment() {
        let (h, _) = setUp()
        let t = textLayer(h, "AB")
        #expect(h[3, 7] == whitePx && h[12, 7] == whitePx && h[15, 7] == blackPx && h[3, 15] == blackPx)
        h.set { t.alignmentMode = .center }  // 14 wide in 100: x 43..57
        h.frame()
        #expect(h[44, 7] == whitePx && h[56, 7] == whitePx && h[41, 7] == blackPx && h[3, 7] == blackPx)
        h.set { t.alignmentMode = .right }
        h.frame()
        #expect(h[87, 7] == whitePx && h[99, 7] == whitePx && h[84, 7] == blackPx)
        h.set { t.foregroundColor = red }
        h.frame()
        #expect(h[87, 7] == 0xFFFF_0000)
    }

    @Test func wrappingAndTruncation() {
        let (h, platform) = setUp()
        let t = textLayer(h, "AAAA BBBB") { $0.isWrapped = true; $0.frame.size.width = 50 }
        #expect(h[3, 7] == whitePx && h[3, 21] == whitePx && h[30, 7] == blackPx)
        // Unwrapped, a paragraph too wide is cut at the bounds, or ends in "…" with a truncation mode.
        platform.rendered = []
        h.set { t.isWrapped = false; t.string = "ABCDEFGHIJKLMNOP"; t.frame.size.width = 100 }
        h.frame()
        #expect(platform.rendered.map(\.text) == ["ABCDEFGHIJKLMNOP"])
        platform.rendered = []
        h.set { t.truncationMode = .end }
        h.frame()
        #expect(platform.rendered.count == 1 && platform.rendered[0].text.hasSuffix("…") && platform.rendered[0].text.count <= 14)
        platform.rendered = []
        h.set { t.truncationMode = .start }
        h.frame()
        #expect(platform.rendered.first?.text.hasPrefix("…") == true && platform.rendered.first?.text.hasSuffix("P") == true)
        // Newlines break lines even unwrapped.
        platform.rendered = []
        h.set { t.truncationMode = .none; t.string = "A\nB" }
        h.frame()
        #expect(platform.rendered.map(\.text) == ["A", "B"])
        #expect(h[3, 21] == whitePx)
    }

    @Test func attributedStringsUseTheirOwnColourAndTextIsRenderedAtContentsScale() {
        let (h, platform) = setUp(scale: 2)
        let attributed = NSAttributedString(string: "AB", attributes: [.foregroundColor: UIColor.green])
        let t = textLayer(h, attributed)
        #expect(h[6, 14] == 0xFF00_FF00)
        #expect(platform.rendered.last?.scale == 1)  // Core Animation's default: contentsScale 1
        platform.rendered = []
        h.set { t.contentsScale = 2 }
        h.frame()
        #expect(platform.rendered.last?.scale == 2)
        let count = t.ownContentRenderCount
        h.set { t.position = CGPoint(x: 80, y: 80) }
        h.frame()
        #expect(t.ownContentRenderCount == count)  // moving does not re-render the text
    }

    @Test func badInput() {
        let (h, _) = setUp()
        let t = textLayer(h, "AB")
        h.set { t.fontSize = .nan; t.fontSize = -4 }
        #expect(t.fontSize == 36)
        #expect(h.logs.filter { $0.contains("CATextLayer.fontSize") }.count == 2)
        h.set { t.string = "" }
        h.frame()
        #expect(h[3, 7] == blackPx)
        h.set { t.string = 42 }  // anything else shows its description
        h.frame()
        #expect(h[3, 7] == whitePx)
    }
}
