import Foundation
import PixelEngine
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// `UITextView.textAlignment` places every line between the margins for drawing, the caret and taps.
    @Suite @MainActor struct TextViewAlignment {
        /// The text view's frame in the window; its text runs from x 25 to 295 (5 points of padding each side).
        static let frame = CGRect(x: 20, y: 40, width: 280, height: 150)
        static let left: CGFloat = 25, right: CGFloat = 295

        private func makeSession(_ text: String, _ alignment: NSTextAlignment) throws -> (HeadlessSession, UITextView) {
            let textView = UITextView(frame: Self.frame)
            textView.autocapitalizationType = .none
            // The text is set once the app (and its font platform) is up, so it is measured with real fonts.
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate {
                textView.text = text
                textView.textAlignment = alignment
                $0.addSubview(textView)
            })
            session.step()
            return (session, textView)
        }

        /// The horizontal extent of dark (text) pixels in each line of the text view, in window points.
        private func inkPerLine(_ session: HeadlessSession, _ textView: UITextView, lines: Int) throws -> [ClosedRange<Int>?] {
            let path = "/tmp/polish-alignment-\(textView.textAlignment.rawValue).png"
            try session.host.writeScreenshot(to: path)
            let shot = try #require(PNGFile.read(path))
            let lineHeight = Int((textView.font!.lineHeight).rounded(.up))
            return (0..<lines).map { line in
                var lo = Int.max, hi = Int.min
                let top = Int(Self.frame.minY) + 8 + line * lineHeight
                for y in top..<(top + lineHeight) {
                    for x in Int(Self.frame.minX)..<Int(Self.frame.maxX) {
                        let p = shot[x, y]
                        if (p >> 16) & 0xFF < 128 && (p >> 8) & 0xFF < 128 && p & 0xFF < 128 { lo = min(lo, x); hi = max(hi, x) }
                    }
                }
                return lo <= hi ? lo...hi : nil
            }
        }

        /// A tap, then a pause so the next one is not a double tap.
        private func tap(_ session: HeadlessSession, _ point: CGPoint) {
            session.tap(point)
            session.wait(0.5)
        }

        private func caret(_ session: HeadlessSession) throws -> CGRect {
            let caret = try #require(session.view(withIdentifier: "caret"))
            return caret.convert(caret.bounds, to: nil)
        }

        @Test(arguments: [NSTextAlignment.left, .natural, .center, .right])
        func aShortLineIsDrawnAndEditedWhereItsAlignmentPutsIt(_ alignment: NSTextAlignment) throws {
            let (session, textView) = try makeSession("Hello", alignment)
            defer { session.shutdown() }
            let ink = try #require(try inkPerLine(session, textView, lines: 1)[0])
            let width = CGFloat(ink.upperBound - ink.lowerBound)
            switch alignment {
            case .center: #expect(abs(CGFloat(ink.lowerBound + ink.upperBound) / 2 - (Self.left + Self.right) / 2) <= 3)
            case .right: #expect(abs(CGFloat(ink.upperBound) - Self.right) <= 3)
            default: #expect(abs(CGFloat(ink.lowerBound) - Self.left) <= 3)
            }
            #expect(width > 20 && width < 80)

            // The caret at the end sits just after the text; taps find the caret stops where the text is drawn.
            tap(session, session.center(of: textView))
            textView.selectedRange = NSRange(location: 5, length: 0)
            session.step()
            #expect(abs(try caret(session).midX - CGFloat(ink.upperBound)) <= 3)
            tap(session, CGPoint(x: CGFloat(ink.upperBound) - 2, y: Self.frame.minY + 15))
            #expect(textView.selectedRange.location == 5)
            tap(session, CGPoint(x: CGFloat(ink.lowerBound) + 2, y: Self.frame.minY + 15))
            #expect(textView.selectedRange.location == 0)
            if alignment == .center || alignment == .right {
                tap(session, CGPoint(x: CGFloat(ink.lowerBound) - 10, y: Self.frame.minY + 15))
                #expect(textView.selectedRange.location == 0)  // left of the text: before it
            }
            // An empty line's caret sits where typed text will start.
            textView.text = ""
            session.step()
            let emptyCaret = try caret(session)
            switch alignment {
            case .center: #expect(abs(emptyCaret.midX - (Self.left + Self.right) / 2) <= 2)
            case .right: #expect(abs(emptyCaret.midX - Self.right) <= 2)
            default: #expect(abs(emptyCaret.midX - Self.left) <= 2)
            }
        }

        @Test func rightAlignedTapsLeftOfTheTextPlaceTheCaretFirst() throws {
            let (session, textView) = try makeSession("ab", .right)
            defer { session.shutdown() }
            tap(session, session.center(of: textView))
            #expect(textView.isFirstResponder)
            tap(session, CGPoint(x: 200, y: Self.frame.minY + 15))
            #expect(textView.selectedRange.location == 0)  // left-aligned, the same tap would land after "ab"
            session.type("x")
            #expect(textView.text == "xab")
            #expect(abs(try caret(session).midX - (Self.right - 2 * 10)) < 12)  // after "x", two letters from the edge
        }

        @Test func justifiedLinesFillTheWidthExceptTheLastOfAParagraph() throws {
            let text = "one two three four five six seven eight nine ten eleven twelve\nlast"
            let (session, textView) = try makeSession(text, .justified)
            defer { session.shutdown() }
            let ink = try inkPerLine(session, textView, lines: 4)
            // "one two three four five" / "six seven eight nine ten" / "eleven twelve" / "last"
            let first = try #require(ink[0]), second = try #require(ink[1]), third = try #require(ink[2]), last = try #require(ink[3])
            for wrapped in [first, second] {
                #expect(abs(CGFloat(wrapped.lowerBound) - Self.left) <= 3)
                #expect(abs(CGFloat(wrapped.upperBound) - Self.right) <= 3)  // stretched to the right margin
            }
            #expect(abs(CGFloat(third.lowerBound) - Self.left) <= 3)
            #expect(CGFloat(third.upperBound) < Self.right - 20)      // its paragraph's last line: natural
            #expect(CGFloat(last.upperBound) < Self.left + 60)        // "last" on its own
            // The caret stops follow the stretched spaces: a tap on the right margin of line 1 lands before the wrap.
            tap(session, session.center(of: textView))
            let lineHeight = textView.font!.lineHeight.rounded(.up)
            tap(session, CGPoint(x: Self.right - 1, y: Self.frame.minY + 8 + lineHeight / 2))
            let index = textView.selectedRange.location
            #expect(index > 20 && (text as NSString).character(at: index) == 32)  // just before the space that wraps
        }
    }
}
