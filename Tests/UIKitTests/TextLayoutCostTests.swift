import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A platform with fixed-pitch text that counts how many characters it is asked to measure.
@MainActor
private final class CountingPlatform: UIPlatform {
    var measuredCharacters = 0
    func metrics(of font: UIFont) -> UIFontMetrics { UIFontMetrics(ascender: 10, descender: -3, lineHeight: 14) }
    func measure(_ text: String, font: UIFont) -> CGSize {
        measuredCharacters += text.count
        return CGSize(width: CGFloat(text.count) * 7, height: 14)
    }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? { nil }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
}

@Suite @MainActor struct TextLayoutCostTests {
    /// Editing a long text must not measure every prefix of it (that was quadratic and froze the app).
    @Test func layingOutLongTextMeasuresEachCharacterAboutOnce() {
        let platform = CountingPlatform()
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: platform)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let n = 20_000
        platform.measuredCharacters = 0
        view.text = String(repeating: "word ", count: n / 5)
        view.layoutIfNeeded()
        view.layer.displayIfNeeded()
        _ = view.contentSize
        // Linear: each character measured a small constant number of times (per-line shaping included).
        #expect(platform.measuredCharacters < 10 * n)
        // And the layout is right: 300 points of 7-point characters wrap into many lines.
        #expect(view.contentSize.height > 14 * 100)
    }

    /// A single-line field with a long text (a big paste) stays linear too.
    @Test func aLongSingleLineFieldMeasuresLinearly() {
        let platform = CountingPlatform()
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: platform)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        let n = 5_000
        platform.measuredCharacters = 0
        field.text = String(repeating: "x", count: n)
        field.layoutIfNeeded()
        field.layer.displayIfNeeded()
        #expect(platform.measuredCharacters < 10 * n)
    }
}
