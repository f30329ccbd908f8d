import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A platform with large fixed-pitch text: 20 points a character, lines 30 points high.
@MainActor
private final class WidePlatform: UIPlatform {
    func metrics(of font: UIFont) -> UIFontMetrics { UIFontMetrics(ascender: 22, descender: -8, lineHeight: 30) }
    func measure(_ text: String, font: UIFont) -> CGSize { CGSize(width: CGFloat(text.count) * 20, height: 30) }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? { nil }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? { nil }
    func startTextInput(caretRect: CGRect) {}
    func stopTextInput() {}
    var clipboardText: String?
}

/// Text set before the platform exists (a view built before launch) is laid out again with the
/// platform's fonts once it is there, not kept with the estimate made without them.
@Suite(.serialized) @MainActor struct TextMeasuredAfterLaunchTests {
    @Test func aTextViewFilledBeforeLaunchIsMeasuredWithTheRealFonts() {
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = String(repeating: "word ", count: 10)  // 50 characters
        view.layoutIfNeeded()
        let estimated = view.contentSize.height
        _ = UIApplication.makeShared(clock: VirtualClock(), screenSize: CGSize(width: 320, height: 480), scale: 1,
                                     platform: WidePlatform())
        view.setNeedsLayout()
        view.layoutIfNeeded()
        // 50 characters of 20 points in about 290 points: at least 4 lines of 30 points.
        #expect(view.contentSize.height >= 4 * 30)
        #expect(view.contentSize.height != estimated)
    }
}
