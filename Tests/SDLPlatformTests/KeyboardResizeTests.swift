import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The on-screen keyboard follows window resizes: new width, still at the bottom, frame-change notifications.
    @Suite @MainActor struct KeyboardResize {
        private static let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]

        @Test func aKeyboardAtRestTakesTheNewWidthAndStaysAtTheBottom() throws {
            let field = makeField()
            // A view that tracks the keyboard the UIKit way: its bottom edge follows the end frame.
            let tracker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field); $0.addSubview(tracker) })
            defer { session.shutdown() }
            let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { note in
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated { tracker.frame.origin.y = end.minY - tracker.frame.height }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            session.tap(session.center(of: field))
            session.wait(0.3)
            let keyboard = try #require(session.view(withIdentifier: "keyboard"))
            #expect(keyboard.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
            let notes = NotificationCounter(Self.names)

            session.resizeWindow(width: 600, height: 400)
            #expect(keyboard.frame == CGRect(x: 0, y: 200, width: 600, height: 200))  // capped at half the window
            #expect((keyboard.layer.presentation() ?? keyboard.layer).frame == keyboard.frame)
            #expect(notes.count(UIResponder.keyboardWillChangeFrameNotification) == 1)
            #expect(notes.count(UIResponder.keyboardDidChangeFrameNotification) == 1)
            #expect(notes.count(UIResponder.keyboardWillShowNotification) == 0)
            #expect(notes.frames == [keyboard.frame, keyboard.frame])
            #expect(tracker.frame.maxY == 200)
            // The keys are laid out across the new width, and still type.
            let space = try #require(session.view(withIdentifier: "keyboard.space"))
            let spaceFrame = space.convert(space.bounds, to: nil)
            #expect(abs(spaceFrame.midX - 300) < 2 && spaceFrame.width > 300)
            #expect(field.isFirstResponder)
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.q"))))
            #expect(field.text == "q")

            // Back to the first size: the keyboard follows again; a resize that changes nothing posts nothing.
            session.resizeWindow(width: 320, height: 480)
            #expect(keyboard.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
            #expect(tracker.frame.maxY == 264)
            session.resizeWindow(width: 320, height: 480)
            #expect(notes.count(UIResponder.keyboardWillChangeFrameNotification) == 2)
        }

        @Test func aKeyboardSlidingInIsRetargetedAndAnnouncedOnce() throws {
            let field = makeField()
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            let notes = NotificationCounter(Self.names)
            session.tap(session.center(of: field))
            session.wait(0.1)
            session.resizeWindow(width: 500, height: 700)
            session.wait(0.4)
            let keyboard = try #require(session.view(withIdentifier: "keyboard"))
            #expect(keyboard.frame == CGRect(x: 0, y: 484, width: 500, height: 216))
            #expect((keyboard.layer.presentation() ?? keyboard.layer).frame == keyboard.frame)
            #expect(notes.count(UIResponder.keyboardWillShowNotification) == 1)
            #expect(notes.count(UIResponder.keyboardDidShowNotification) == 1)
            #expect(notes.count(UIResponder.keyboardWillChangeFrameNotification) == 2)
            #expect(notes.frames.last == keyboard.frame)
        }

        @Test func theResizeScriptVerbDrivesTheRealAppEndToEnd() throws {
            #expect(throws: ScriptError.self) { try ScriptParser.parse("resize 0 100", fileName: "bad") }
            #expect(throws: ScriptError.self) { try ScriptParser.parse("resize 100", fileName: "bad") }
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("tap @messageField\nwait 0.5\ntext \"sleepy\"\nresize 600 500\nwait 0.1")
            #expect(try h.frame("keyboard") == CGRect(x: 0, y: 284, width: 600, height: 216))
            #expect(try h.node("messageField")?["firstResponder"] as? Bool == true)
            try h.run("resize 1 1\nwait 0.1\nresize 390 844\nwait 0.1\ntap @keyboard.key.z")
            #expect(try h.frame("keyboard") == CGRect(x: 0, y: 628, width: 390, height: 216))
            #expect(try h.node("messageField")?["text"] as? String == "sleepyz")
        }

        @Test func aOnePointWindowAndBackLeavesAWorkingKeyboard() throws {
            let field = makeField()
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.wait(0.3)
            session.resizeWindow(width: 1, height: 1)
            session.wait(0.1)
            let keyboard = try #require(session.view(withIdentifier: "keyboard"))
            #expect(keyboard.frame.maxY == 1 && keyboard.frame.width == 1)
            session.resizeWindow(width: 320, height: 480)
            session.wait(0.1)
            #expect(keyboard.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
            #expect(field.isFirstResponder)
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.w"))))
            #expect(field.text == "w")
        }
    }
}
