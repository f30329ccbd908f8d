import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The caret rectangle handed to SDL for the input method's candidate window is clamped to SDL's 32-bit
    /// range: a text field laid out absurdly far away (the fuzzer's seed 2, event 57,958) trapped converting
    /// its caret's x to an integer when it took a key.
    @Suite @MainActor struct TextInputRect {
        @Test func aCaretFarOutsideTheWindowDoesNotTrap() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("wait 0.2")
            let field = try #require(h.session.view(withIdentifier: "messageField") as? UITextField)
            field.frame.origin = CGPoint(x: 1e300, y: -1e300)
            #expect(field.becomeFirstResponder())
            try h.run("text \"far\"\nkey left\nwait 0.1")
            #expect(field.isFirstResponder)
            #expect(field.text == "far")
        }
    }
}
