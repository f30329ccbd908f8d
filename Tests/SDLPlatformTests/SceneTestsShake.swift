import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Shake scene (seed 004), driven by scripted shakes; asserts on the dump and the log.
    @Suite @MainActor struct ShakeScene {
        @Test func theAvatarIsFirstResponderAndAShakeChangesIt() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene shake\nwait 0.2\npad add")
            let avatar = try #require(try h.node("avatar"))
            #expect(avatar["firstResponder"] as? Bool == true)
            let frame = try #require(try h.frame("avatar"))
            #expect(frame.size == CGSize(width: 390, height: 844))  // the screen
            let avatars: Set<String> = ["avatar0.png", "avatar1.png", "avatar2.png"]
            var shown = try #require(avatar["image"] as? String)
            #expect(avatars.contains(shown))
            // Each shake shows a new random avatar.
            for _ in 0..<4 {
                try h.run("shake 1\nwait 0.5")
                let next = try #require(try h.node("avatar")?["image"] as? String)
                #expect(next != shown && avatars.contains(next))
                shown = next
            }
            #expect(h.count("motion began") == 4)
            #expect(h.count("motion ended") == 4)
            #expect(h.count("motion cancelled") == 0)
            // Unplugging the pad mid-shake cancels the motion: the avatar changed at began, as in the seed.
            try h.run("shake 0.2\npad remove")
            #expect(h.count("motion began") == 5)
            #expect(h.count("motion cancelled") == 1)
            #expect(h.count("motion ended") == 4)
        }

        @Test func theKeyboardChordCtrlShiftZShakesToo() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene shake\nwait 0.2")
            for _ in 0..<4 {
                try h.run("key ctrl down\nkey shift down\nkey z\nkey shift up\nkey ctrl up\nwait 0.3")
            }
            #expect(h.count("motion began") == 4)
            #expect(h.count("motion ended") == 4)
            #expect(try h.node("helpOverlay") == nil)  // the chord is not also taken as a key
        }

        @Test func leavingTheSceneResignsFirstResponderAndShakesNoLongerChangeTheAvatar() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("pad add\nscene shake\nwait 0.2\nscene touches\nwait 0.2")
            let view = try #require(h.session.app.keyWindow)
            #expect(view.currentFirstResponder == nil)
            try h.run("shake 1\nwait 0.5")
            #expect(h.count("motion began") == 0)
        }
    }
}
