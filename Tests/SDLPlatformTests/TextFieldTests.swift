import Foundation
import SDLPlatform
import Testing
import UIKit

/// A text-field delegate that records every call and can refuse each `should...` step.
@MainActor
final class RecordingFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true, allowClear = true, allowReturn = true
    var resignOnReturn = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))"); return allowChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        if resignOnReturn && allowReturn { textField.resignFirstResponder() }
        return allowReturn
    }
}

/// A delegate implementing only `textFieldShouldReturn(_:)`, as the seed's view controller does.
@MainActor
final class ReturnOnlyDelegate: UITextFieldDelegate {
    var returns = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; textField.resignFirstResponder(); return true }
}

/// Counts notifications of one name (thread-safe box for NotificationCenter's Sendable block).
final class NotificationCounter: @unchecked Sendable {
    private(set) var names: [String] = []
    private(set) var frames: [CGRect] = []
    private var tokens: [NSObjectProtocol] = []
    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                guard let self else { return }
                self.names.append(note.name.rawValue)
                if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { self.frames.append(frame) }
            })
        }
    }
    func count(_ name: Notification.Name) -> Int { names.filter { $0 == name.rawValue }.count }
    deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}

/// Control-event recorder for target-action tests.
@MainActor
final class ActionRecorder {
    var log: [String] = []
    func changed(_ sender: UITextField) { log.append("editingChanged:\(sender.text ?? "")") }
    func began(_ sender: UITextField) { log.append("editingDidBegin") }
    func ended(_ sender: UITextField) { log.append("editingDidEnd") }
    func exit(_ sender: UITextField) { log.append("editingDidEndOnExit") }
}

@MainActor
func makeField(_ frame: CGRect = CGRect(x: 40, y: 70, width: 240, height: 30)) -> UITextField {
    let field = UITextField(frame: frame)
    field.borderStyle = .roundedRect
    field.autocapitalizationType = .none
    return field
}

extension SDLSuite {
    @Suite @MainActor struct TextField {
        @Test func delegateCallOrderForFocusTypingClearReturnAndEnd() throws {
            let field = makeField(), other = makeField(CGRect(x: 40, y: 150, width: 240, height: 30))
            let delegate = RecordingFieldDelegate()
            field.delegate = delegate
            field.clearButtonMode = .whileEditing
            let actions = ActionRecorder()
            field.addTarget(actions, action: ActionRecorder.began, for: .editingDidBegin)
            field.addTarget(actions, action: ActionRecorder.changed, for: .editingChanged)
            field.addTarget(actions, action: ActionRecorder.ended, for: .editingDidEnd)
            let changes = NotificationCounter([UITextField.textDidChangeNotification], object: field)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field); $0.addSubview(other) })
            defer { session.shutdown() }

            session.tap(session.center(of: field))
            #expect(delegate.log == ["shouldBegin", "didBegin"])
            #expect(field.isFirstResponder && field.isEditing)
            session.type("ab")
            session.type("c")
            #expect(field.text == "abc")
            #expect(delegate.log.suffix(2) == ["shouldChange(0,0,ab)", "shouldChange(2,0,c)"])
            #expect(changes.count(UITextField.textDidChangeNotification) == 2)

            let clear = try #require(field.subviews.first { $0.accessibilityIdentifier == "clearButton" })
            #expect(!clear.isHidden)
            session.tap(session.center(of: clear))
            #expect(field.text == "")
            #expect(delegate.log.last == "shouldClear")
            #expect(changes.count(UITextField.textDidChangeNotification) == 3)

            session.type("x")
            session.key("return")
            #expect(delegate.log.last == "shouldReturn")
            session.tap(session.center(of: other))
            #expect(!field.isFirstResponder)
            #expect(Array(delegate.log.suffix(2)) == ["shouldEnd", "didEnd"])
            #expect(delegate.log == ["shouldBegin", "didBegin", "shouldChange(0,0,ab)", "shouldChange(2,0,c)", "shouldClear",
                                     "shouldChange(0,0,x)", "shouldReturn", "shouldEnd", "didEnd"])
            #expect(actions.log == ["editingDidBegin", "editingChanged:ab", "editingChanged:abc", "editingChanged:",
                                    "editingChanged:x", "editingDidEnd"])
        }

        @Test func returningFalseFromEachShouldMethodStopsThatStep() throws {
            let field = makeField(), other = makeField(CGRect(x: 40, y: 150, width: 240, height: 30))
            let delegate = RecordingFieldDelegate()
            field.delegate = delegate
            field.clearButtonMode = .always
            let actions = ActionRecorder()
            field.addTarget(actions, action: ActionRecorder.exit, for: .editingDidEndOnExit)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field); $0.addSubview(other) })
            defer { session.shutdown() }

            delegate.allowBegin = false
            session.tap(session.center(of: field))
            #expect(!field.isFirstResponder)
            #expect(delegate.log == ["shouldBegin"])

            delegate.allowBegin = true
            session.wait(0.5)
            session.tap(session.center(of: field))
            #expect(field.isFirstResponder)
            delegate.allowChange = false
            session.type("a")
            #expect(field.text == "")
            delegate.allowChange = true
            session.type("abc")
            #expect(field.text == "abc")

            delegate.allowClear = false
            let clear = try #require(field.subviews.first { $0.accessibilityIdentifier == "clearButton" })
            session.tap(session.center(of: clear))
            #expect(field.text == "abc")

            delegate.allowReturn = false
            session.key("return")
            #expect(actions.log.isEmpty)
            #expect(field.isFirstResponder)

            delegate.allowEnd = false
            session.tap(session.center(of: other))
            #expect(field.isFirstResponder)
            #expect(!other.isFirstResponder)
            #expect(!delegate.log.contains("didEnd"))
            #expect(field.resignFirstResponder() == false)

            // A forced end does not ask, but still tells the delegate.
            let before = delegate.log.count
            #expect(session.app.keyWindow!.endEditing(true))
            #expect(!field.isFirstResponder)
            #expect(Array(delegate.log[before...]) == ["didEnd"])

            // Return that is allowed sends editingDidEndOnExit, which resigns the field.
            delegate.allowEnd = true
            delegate.allowReturn = true
            session.wait(0.5)
            session.tap(session.center(of: field))
            #expect(field.isFirstResponder)
            session.key("return")
            #expect(actions.log == ["editingDidEndOnExit"])
            #expect(!field.isFirstResponder)
        }

        @Test func unimplementedOptionalMethodsAreNotCalled() throws {
            let field = makeField()
            let delegate = ReturnOnlyDelegate()
            field.delegate = delegate
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.type("Hypnotize")
            #expect(field.text == "Hypnotize")
            session.key("return")
            #expect(delegate.returns == 1)
            #expect(!field.isFirstResponder)
        }

        @Test func cjkEmojiAndCombiningMarksEditAsWholeCharacters() throws {
            let field = makeField()
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.type("中文")
            session.type("👍🏽")
            session.type("e")
            session.type("\u{301}")   // a combining acute joins the e
            #expect(field.text == "中文👍🏽é")
            #expect(field.text!.count == 4)
            session.key("backspace")
            #expect(field.text == "中文👍🏽")
            session.key("left")
            session.key("backspace")
            #expect(field.text == "中👍🏽")
            // The caret sits between 中 and 👍🏽: one UTF-16 unit in.
            #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 1)
            session.key("delete")
            #expect(field.text == "中")
            session.key("shift", .down); session.key("left"); session.key("shift", .up)
            session.type("😀")
            #expect(field.text == "😀")
        }

        @Test func markedTextShowsUntilCommitted() throws {
            let field = makeField()
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.type("A")
            session.compose("ni")
            #expect(field.text == "A")
            #expect(field.markedTextRange.map { ($0.start.offset, $0.end.offset) } ?? (0, 0) == (1, 3))
            session.compose("nih")
            session.compose("你好", caret: 1)
            #expect(field.markedTextRange?.end.offset == 3)
            session.type("你好")
            session.compose("")
            #expect(field.text == "A你好")
            #expect(field.markedTextRange == nil)
            // Cancelling a composition leaves the text alone.
            session.compose("ma")
            session.compose("")
            #expect(field.text == "A你好")
        }

        @Test func caretBlinksOnTheAppClockAndFollowsTapsAndArrows() throws {
            let field = makeField()
            field.text = "hello world"
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(CGPoint(x: field.frame.minX + 9, y: field.frame.midY))   // near the start
            let caret = try #require(field.subviews.first { $0.accessibilityIdentifier == "caret" })
            #expect(field.selectedTextRange?.start.offset == 0)
            #expect(!caret.isHidden)
            session.wait(0.55)
            #expect(caret.isHidden)
            session.wait(0.5)
            #expect(!caret.isHidden)
            session.key("end")
            #expect(field.selectedTextRange?.start.offset == 11)
            session.key("home")
            session.key("right")
            session.key("shift", .down); session.key("right"); session.key("right"); session.key("shift", .up)
            let r = try #require(field.selectedTextRange)
            #expect((r.start.offset, r.end.offset) == (1, 3))
            #expect(caret.isHidden)   // a selection shows no caret
            session.key("ctrl", .down); session.key("a"); session.key("c"); session.key("ctrl", .up)
            session.key("end")
            session.key("ctrl", .down); session.key("v"); session.key("ctrl", .up)
            #expect(field.text == "hello worldhello world")
        }

        @Test func dragSelectsAndSecureEntryHidesText() throws {
            let field = makeField()
            field.text = "abcdefghij"
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.wait(0.5)
            let y = field.frame.midY
            session.drag(from: CGPoint(x: field.frame.minX + 7, y: y), to: CGPoint(x: field.frame.maxX - 5, y: y), seconds: 0.2)
            let r = try #require(field.selectedTextRange)
            #expect((r.start.offset, r.end.offset) == (0, 10))
            session.type("Z")
            #expect(field.text == "Z")
            field.isSecureTextEntry = true
            #expect((field as UITextDisplaying).displayedText == "•")
        }
    }
}

extension SDLSuite.TextField {
    @Test func cutAndPasteGoThroughTheSystemClipboard() throws {
        let field = makeField()
        field.text = "copy me"
        let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
        defer { session.shutdown() }
        session.tap(session.center(of: field))
        session.key("ctrl", .down); session.key("a"); session.key("x"); session.key("ctrl", .up)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "copy me")
        UIPasteboard.general.string = "pasted 文字"
        session.key("ctrl", .down); session.key("v"); session.key("ctrl", .up)
        #expect(field.text == "pasted 文字")
        // Secure fields never put their text on the clipboard.
        field.isSecureTextEntry = true
        field.selectAll(nil)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "pasted 文字")
        field.cut(nil)
        #expect(field.text == "pasted 文字")
    }
}
