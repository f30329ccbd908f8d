import Foundation
import SDLPlatform
import Testing
import UIKit

/// A text-view delegate that records its calls and can refuse each `should...` step.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true
    var resignOnNewline = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text == "\n" ? "⏎" : text))")
        if text == "\n" && resignOnNewline { textView.resignFirstResponder(); return false }
        return allowChange
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
}

extension SDLSuite {
    @Suite @MainActor struct TextView {
        @Test func delegateOrderAndNewlines() throws {
            let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 100))
            let delegate = RecordingTextViewDelegate()
            textView.delegate = delegate
            textView.autocapitalizationType = .none
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(textView) })
            defer { session.shutdown() }
            session.tap(session.center(of: textView))
            #expect(textView.isFirstResponder)
            session.type("one")
            session.key("return")
            session.type("two")
            #expect(textView.text == "one\ntwo")
            #expect(textView.selectedRange == NSRange(location: 7, length: 0))
            session.key("up")
            #expect(textView.selectedRange.location == 3)
            delegate.allowChange = false
            session.type("x")
            #expect(textView.text == "one\ntwo")
            delegate.allowEnd = false
            #expect(!textView.resignFirstResponder())
            delegate.allowEnd = true
            #expect(textView.resignFirstResponder())
            #expect(delegate.log == ["shouldBegin", "didBegin", "shouldChange(0,0,one)", "didChange", "shouldChange(3,0,⏎)", "didChange",
                                     "shouldChange(4,0,two)", "didChange", "shouldChange(3,0,x)", "shouldEnd", "shouldEnd", "didEnd"])
        }

        @Test func scrollsWhenTheTextOutgrowsItAndKeepsTheCaretVisible() throws {
            let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: 80))
            textView.autocapitalizationType = .none
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(textView) })
            defer { session.shutdown() }
            session.tap(session.center(of: textView))
            for i in 1...8 { session.type("line \(i) with some words that wrap around"); session.key("return") }
            #expect(textView.contentSize.height > 300)
            #expect(textView.contentOffset.y > 200)       // scrolled down to the caret at the end
            let caret = try #require(textView.subviews.first { $0.accessibilityIdentifier == "caret" })
            #expect(textView.bounds.contains(CGPoint(x: caret.frame.midX, y: caret.frame.midY)))
            session.key("ctrl", .down); session.key("home"); session.key("ctrl", .up)
            #expect(textView.selectedRange.location == 0)
            #expect(textView.contentOffset.y == 0)
        }

        @Test func keyboardReturnInsertsNewlineAndDelegateCanUseItToResign() throws {
            let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 100))
            let delegate = RecordingTextViewDelegate()
            delegate.resignOnNewline = true
            textView.delegate = delegate
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(textView) })
            defer { session.shutdown() }
            session.tap(session.center(of: textView))
            session.wait(0.3)
            let returnKey = try #require(session.view(withIdentifier: "keyboard.return"))
            #expect((returnKey as? UITextDisplaying)?.displayedText == "return")
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.o"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.k"))))
            #expect(textView.text == "Ok")
            session.tap(session.center(of: returnKey))
            #expect(!textView.isFirstResponder)
            #expect(textView.text == "Ok")
            session.wait(0.3)
            #expect(session.view(withIdentifier: "keyboard") == nil)
        }
    }
}
