import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    @Suite @MainActor struct OnScreenKeyboard {
        @Test func keyboardSlidesUpWithDoneAndTypesThroughItsKeys() throws {
            let field = makeField()
            field.returnKeyType = .done
            field.autocapitalizationType = .sentences
            let delegate = RecordingFieldDelegate()
            delegate.resignOnReturn = true
            field.delegate = delegate
            let notes = NotificationCounter([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                             UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            #expect(session.view(withIdentifier: "keyboard") == nil)

            session.tap(session.center(of: field))
            #expect(notes.count(UIResponder.keyboardWillShowNotification) == 1)
            #expect(notes.frames.first == CGRect(x: 0, y: 480 - 216, width: 320, height: 216))
            let keyboard = try #require(session.view(withIdentifier: "keyboard"))
            #expect((keyboard.layer.presentation()?.frame.minY ?? 0) > 264)          // still sliding in
            session.wait(0.3)
            #expect(keyboard.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
            #expect((keyboard.layer.presentation() ?? keyboard.layer).frame == keyboard.frame)
            #expect(notes.count(UIResponder.keyboardDidShowNotification) == 1)

            let returnKey = try #require(session.view(withIdentifier: "keyboard.return"))
            #expect((returnKey as? UITextDisplaying)?.displayedText == "Done")

            // Sentence capitalisation shifts the first letter; shift ends after it.
            for key in ["h", "i"] { session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.\(key)")))) }
            #expect(field.text == "Hi")
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.space"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.shift"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.a"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.b"))))
            #expect(field.text == "Hi Ab")
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.backspace"))))
            // The numbers page types digits, then space returns to letters.
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.pageToggle"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.4"))))
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.key.2"))))
            #expect(field.text == "Hi A42")
            #expect(session.view(withIdentifier: "keyboard.key.q") == nil)
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.space"))))
            #expect(session.view(withIdentifier: "keyboard.key.q") != nil)
            #expect(field.text == "Hi A42 ")

            // Done: the delegate's textFieldShouldReturn resigns, and the keyboard slides away.
            session.tap(session.center(of: try #require(session.view(withIdentifier: "keyboard.return"))))
            #expect(delegate.log.contains("shouldReturn"))
            #expect(!field.isFirstResponder)
            #expect(notes.count(UIResponder.keyboardWillHideNotification) == 1)
            #expect(notes.frames.last == CGRect(x: 0, y: 480, width: 320, height: 216))
            session.wait(0.3)
            #expect(session.view(withIdentifier: "keyboard") == nil)
            #expect(notes.count(UIResponder.keyboardDidHideNotification) == 1)
        }

        @Test func switchingFieldsKeepsTheKeyboardAndRetitlesReturn() throws {
            let a = makeField(), b = makeField(CGRect(x: 40, y: 150, width: 240, height: 30))
            a.returnKeyType = .next
            b.returnKeyType = .go
            let notes = NotificationCounter([UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification])
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(a); $0.addSubview(b) })
            defer { session.shutdown() }
            session.tap(session.center(of: a))
            session.wait(0.3)
            #expect((session.view(withIdentifier: "keyboard.return") as? UITextDisplaying)?.displayedText == "Next")
            session.tap(session.center(of: b))
            session.wait(0.3)
            #expect(b.isFirstResponder)
            #expect((session.view(withIdentifier: "keyboard.return") as? UITextDisplaying)?.displayedText == "Go")
            #expect(notes.count(UIResponder.keyboardWillShowNotification) == 1)
            #expect(notes.count(UIResponder.keyboardWillHideNotification) == 0)
            session.app.keyWindow!.endEditing(false)
            session.wait(0.3)
            #expect(notes.count(UIResponder.keyboardWillHideNotification) == 1)
            #expect(session.view(withIdentifier: "keyboard") == nil)
        }

        @Test func theOnScreenKeyboardCanBeTurnedOff() throws {
            var options = testOptions()
            options.hidesOnScreenKeyboard = true
            let field = makeField()
            let notes = NotificationCounter([UIResponder.keyboardWillShowNotification])
            let session = try HeadlessSession(options: options, delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            #expect(!session.app.showsOnScreenKeyboard)
            session.tap(session.center(of: field))
            session.wait(0.3)
            #expect(field.isFirstResponder)
            #expect(session.view(withIdentifier: "keyboard") == nil)
            #expect(notes.count(UIResponder.keyboardWillShowNotification) == 0)
            session.type("physical")
            #expect(field.text == "physical")
        }

        @Test func aGamepadTypesOnTheKeyboard() throws {
            let field = makeField()
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(field) })
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.wait(0.3)
            session.addPad()
            session.padButton("dpright", down: true); session.padButton("dpright", down: false)   // focus appears on q
            session.padButton("dpright", down: true); session.padButton("dpright", down: false)   // w
            session.padButton("a", down: true); session.padButton("a", down: false)
            session.padButton("dpdown", down: true); session.padButton("dpdown", down: false)     // row 2, near w: s
            session.padButton("a", down: true); session.padButton("a", down: false)
            session.padButton("b", down: true); session.padButton("b", down: false)               // backspace
            #expect(field.text == "w")
            session.removePad()
        }
    }
}
