import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Box "glyphs" whose size follows the font: each character is pointSize/2 wide, a line is pointSize high
/// with the baseline at 0.8 of it, and a glyph is a solid box from the top of its font's line to the
/// baseline (spaces empty). So mixed fonts, baselines, wrapping and decorations can be checked pixel by pixel.
@MainActor
final class SizedBoxTextPlatform: UIPlatform {
    var rendered: [String] = []
    func metrics(of font: UIFont) -> UIFontMetrics {
        UIFontMetrics(ascender: font.pointSize * 0.8, descender: -font.pointSize * 0.2, lineHeight: font.pointSize)
    }
    func measure(_ text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * font.pointSize / 2, height: font.pointSize) }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? {
        rendered.append(text)
        guard !text.isEmpty else { return nil }
        let cw = Int((font.pointSize / 2 * scale).rounded()), h = Int((font.pointSize * scale).rounded())
        let top = Int((font.pointSize * 0.8 * scale).rounded())
        let mask = AlphaMask(width: cw * text.count, height: h)
        for (i, ch) in text.enumerated() where ch != " " {
            for y in 0..<top { for x in 0..<cw { mask.pixels[y * mask.stride + i * cw + x] = 255 } }
        }
        return UITextImage(mask: mask, size: measure(text, font: font))
    }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
}

private let redPx: UInt32 = 0xFFFF_0000
private let bluePx: UInt32 = 0xFF00_00FF
private let greenPx: UInt32 = 0xFF00_FF00
private let yellowPx: UInt32 = 0xFFFF_FF00
private let magentaPx: UInt32 = 0xFFFF_00FF

/// Attributed strings with several styles in a `CATextLayer` and a `UILabel`: each run in its own font,
/// colours and lines, the paragraph wrapped and aligned as a whole, baselines shared.
@Suite(.serialized) @MainActor struct StyledTextTests {
    let big = UIFont.systemFont(ofSize: 20)     // 10 per character, line 20, baseline at 16
    let small = UIFont.systemFont(ofSize: 10)   // 5 per character, line 10, baseline at 8
    /// The window's black where nothing is drawn.
    let bg: UInt32 = 0xFF00_0000

    private func run(_ s: String, _ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: s, attributes: attributes)
    }

    private func joined(_ parts: NSAttributedString...) -> NSAttributedString {
        let m = NSMutableAttributedString(string: "")
        for p in parts { m.append(p) }
        return m
    }

    private func textLayer(_ h: LayerKindHarness, _ s: NSAttributedString, width: CGFloat = 100, height: CGFloat = 60,
                           setup: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let t = CATextLayer()
        h.host(t) {
            t.frame = CGRect(x: 0, y: 0, width: width, height: height)
            t.string = s
            setup(t)
        }
        return t
    }

    @Test func eachRunDrawsInItsOwnFontAndColourOnOneBaseline() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        _ = textLayer(h, joined(run("AB", [.font: big, .foregroundColor: UIColor.red]),
                                run("cd", [.font: small, .foregroundColor: UIColor.blue])))
        // "AB": x 0..20, rows 0..16. "cd": x 20..30, its box from 16 - 8 = 8 down to the shared baseline 16.
        #expect(h[5, 2] == redPx && h[15, 15] == redPx)
        #expect(h[22, 9] == bluePx && h[28, 15] == bluePx)
        #expect(h[25, 4] == bg, "the small run sits on the baseline, not at the top")
        #expect(h[32, 10] == bg && h[5, 17] == bg)
    }

    @Test func theParagraphWrapsAsAWholeAndEachLineIsAligned() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        // "AAAA " big red, then "BB CC" small blue, wrapped at 60: "AAAA BB" is 40 + 10 + 10 = 60, " CC" goes down.
        let t = textLayer(h, joined(run("AAAA ", [.font: big, .foregroundColor: UIColor.red]),
                                    run("BB CC", [.font: small, .foregroundColor: UIColor.blue])), width: 60) { $0.isWrapped = true }
        #expect(h[5, 5] == redPx && h[35, 15] == redPx)
        #expect(h[52, 12] == bluePx && h[52, 5] == bg, "BB on the first line, on its baseline")
        // Line 2 holds only small text: 10 high, from y 20; "CC" at x 0..10, rows 20..28.
        #expect(h[5, 24] == bluePx && h[5, 29] == bg && h[15, 24] == bg)
        h.set { t.alignmentMode = .center }
        h.frame()
        // Line 1 is the full 60; line 2 (10 wide) is centred: x 25..35.
        #expect(h[5, 24] == bg && h[27, 24] == bluePx && h[33, 24] == bluePx && h[37, 24] == bg)
        h.set { t.alignmentMode = .right }
        h.frame()
        #expect(h[52, 24] == bluePx && h[48, 24] == bg)
    }

    @Test func backgroundsUnderlinesStrikethroughsAndKerningDrawPerRun() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        let underline = NSUnderlineStyle.single.rawValue
        _ = textLayer(h, joined(
            run("AB", [.font: big, .foregroundColor: UIColor.red, .underlineStyle: underline, .underlineColor: UIColor.green]),
            run("cd", [.font: big, .foregroundColor: UIColor.blue, .backgroundColor: UIColor.yellow,
                       .strikethroughStyle: underline, .strikethroughColor: UIColor.magenta]),
            run("EF", [.font: big, .foregroundColor: UIColor.red, .kern: 4])), width: 150)
        // Underline: 2 below the baseline (16), 1 thick, under "AB" only.
        #expect(h[5, 18] == greenPx && h[15, 18] == greenPx && h[25, 18] != greenPx && h[5, 19] != greenPx)
        // "cd": yellow behind the whole line height where no glyph is, magenta strike 6 above the baseline.
        #expect(h[25, 18] == yellowPx && h[25, 5] == bluePx && h[25, 10] == magentaPx && h[15, 10] == redPx)
        // "EF" kerned by 4: E at 40..50, a 4-point gap, F at 54..64, then 4 more.
        #expect(h[45, 5] == redPx && h[52, 5] == bg && h[56, 5] == redPx && h[66, 5] == bg)
    }

    @Test func truncationKeepsTheStylesOfWhatRemains() {
        let platform = SizedBoxTextPlatform()
        let h = LayerKindHarness(platform: platform)
        _ = textLayer(h, joined(run("AAAA", [.font: big, .foregroundColor: UIColor.red]),
                                run("BBBBBBBB", [.font: small, .foregroundColor: UIColor.blue])), width: 60) { $0.truncationMode = .end }
        // 40 + 40 does not fit in 60: "AAAA" + "BBB" + "…" (small) = 40 + 15 + 5 = 60.
        #expect(platform.rendered.suffix(2) == ["AAAA", "BBB…"])
        #expect(h[45, 12] == bluePx && h[5, 5] == redPx)
    }

    @Test func oneStyleStillTakesTheSingleFontPath() {
        let platform = SizedBoxTextPlatform()
        let h = LayerKindHarness(platform: platform)
        _ = textLayer(h, run("AB CD", [.font: big, .foregroundColor: UIColor.red]))
        #expect(platform.rendered.last == "AB CD", "drawn as one string, as before")
        #expect(h[5, 5] == redPx)
    }

    @Test func aLabelDrawsItsAttributedTextInMixedStyles() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.attributedText = joined(run("AB", [.font: big, .foregroundColor: UIColor.red]),
                                      run("cd", [.font: small, .foregroundColor: UIColor.blue]))
        h.window.addSubview(label)
        h.frame()
        #expect(label.text == "ABcd" && label.font == big && label.textColor == UIColor.red)
        // One line 20 high, centred in 40: from y 10; "AB" rows 10..26, "cd" rows 18..26 at x 20..30.
        #expect(h[5, 12] == redPx && h[25, 20] == bluePx && h[25, 14] == bg && h[5, 8] == bg)
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
        // Characters with no colour or font take the label's.
        label.attributedText = joined(run("AB", [.font: big, .foregroundColor: UIColor.red]), NSAttributedString(string: "cd"))
        label.textColor = .green
        h.frame()
        #expect(h[5, 12] == greenPx, "a textColor set after attributedText applies to the whole string")
        // Plain text replaces the styles.
        label.text = "xy"
        #expect(label.attributedText?.string == "xy")
        #expect((label.attributedText?.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? UIColor) == UIColor.green)
    }

    @Test func aLabelWrapsAndTruncatesAttributedText() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        label.numberOfLines = 0
        label.attributedText = joined(run("AAAA ", [.font: big, .foregroundColor: UIColor.red]),
                                      run("BB CC", [.font: small, .foregroundColor: UIColor.blue]))
        h.window.addSubview(label)
        h.frame()
        #expect(label.displayedLines == ["AAAA BB", "CC"])
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 30))
        label.numberOfLines = 1
        #expect(label.displayedLines == ["AAAA B…"])
    }

    @Test func paragraphStylesAlignAndSpaceLines() {
        let h = LayerKindHarness(platform: SizedBoxTextPlatform())
        let p = NSMutableParagraphStyle()
        p.alignment = .right
        p.lineSpacing = 5
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 45))
        label.numberOfLines = 0
        label.attributedText = joined(run("AB\n", [.font: big, .foregroundColor: UIColor.red, .paragraphStyle: p]),
                                      run("cd", [.font: big, .foregroundColor: UIColor.blue, .paragraphStyle: p]))
        #expect(label.textAlignment == .right)
        h.window.addSubview(label)
        h.frame()
        // Two lines of 20 and no line spacing between paragraphs (paragraph spacing 0): 40 high, from y 2.
        #expect(h[95, 5] == redPx && h[75, 5] == bg && h[95, 25] == bluePx)
        p.lineSpacing = -3
        #expect(p.lineSpacing == 0, "negative spacing is read as 0")
    }
}
