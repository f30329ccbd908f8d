import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The app's help overlay: key `?`, Esc, a tap, and the game controller's Back button.
    @Suite @MainActor struct HelpOverlay {
        @Test func questionMarkShowsTheControlsAndEscOrATapHidesThem() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            #expect(try h.node("helpOverlay") == nil)
            try h.run("key question")
            let overlay = try #require(try h.node("helpOverlay"))
            #expect(try h.frame("helpOverlay")?.size == CGSize(width: 390, height: 844))  // covers the tab bar too
            var lines: [String] = []
            func walk(_ n: [String: Any]) {
                if let t = n["text"] as? String { lines.append(t) }
                (n["subviews"] as? [[String: Any]] ?? []).forEach(walk)
            }
            walk(overlay)
            #expect(lines.contains("Keyboard") && lines.contains("Game controller") && lines.contains("Mouse or touch"))
            #expect(lines.contains { $0.contains("Ctrl+Shift+Z") })
            try h.run("key escape")
            #expect(try h.node("helpOverlay") == nil)
            try h.run("key question\ntap 200 400")
            #expect(try h.node("helpOverlay") == nil)
            #expect(h.log.filter { $0 == "help shown" }.count == 2)
        }

        @Test func thePadsBackButtonTogglesTheHelp() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("pad add\npad button back down\npad button back up")
            #expect(try h.node("helpOverlay") != nil)
            try h.run("pad button back down\npad button back up")
            #expect(try h.node("helpOverlay") == nil)
        }
    }
}
