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

extension SDLSuite.TextInputRect {
    /// A view that draws its text absurdly far away, as a hostile layout can place it.
    final class FarTextView: UIView {
        override func draw(_ rect: CGRect) {
            "far".draw(at: CGPoint(x: 1e300, y: -1e300), withAttributes: nil)
            "near".draw(at: CGPoint(x: 2, y: 2), withAttributes: nil)
        }
    }

    /// Text drawn and shadows offset absurdly far away land on no pixel and trap nowhere (they were converted
    /// to integers unclamped).
    @Test func farTextAndFarShadowsDrawNothingAndDoNotTrap() throws {
        let h = try SceneHarness(); defer { h.shutdown() }
        try h.run("wait 0.2")
        let root = try #require(UIApplication.shared.keyWindow?.rootViewController?.view)
        let text = FarTextView(frame: CGRect(x: 10, y: 100, width: 100, height: 40))
        root.addSubview(text)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 200, width: 50, height: 50)
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        shape.shadowOpacity = 1
        shape.shadowOffset = CGSize(width: 1e300, height: -1e300)
        root.layer.addSublayer(shape)
        try h.run("wait 0.1")
        #expect(text.window != nil)
    }
}
