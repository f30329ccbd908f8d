import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    @Suite @MainActor struct KeyRepeat {
        @Test func holdingBackspaceKeepsDeletingInATextField() throws {
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
            let recorder = PressRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                root.addSubview(field)
                root.addSubview(recorder)
            })
            defer { session.shutdown() }
            #expect(field.becomeFirstResponder())
            session.type("hello")
            session.holdKey("backspace", repeats: 3)
            #expect(field.text == "h")
            // Outside a text editor, auto-repeat creates no new presses.
            field.resignFirstResponder()
            #expect(recorder.becomeFirstResponder())
            session.holdKey("a", repeats: 5)
            #expect(recorder.began == 1)
            #expect(recorder.ended == 1)
        }
    }
}

@MainActor
private final class PressRecorder: UIView {
    var began = 0, ended = 0
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += presses.count }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { ended += presses.count }
}
