import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Tag scene (seed 002), driven by scripted taps and text; asserts on the dump.
    @Suite @MainActor struct TagScene {
        /// The texts of every label-like node under `node`.
        private func texts(in node: [String: Any]) -> [String] {
            var found: [String] = []
            func walk(_ n: [String: Any]) {
                if let t = n["text"] as? String { found.append(t) }
                for c in n["subviews"] as? [[String: Any]] ?? [] { walk(c) }
            }
            walk(node)
            return found
        }

        @Test func doneShowsTheHUDWithASpringThenPopsAndListsTheNewLocation() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene tag\nwait 0.2\ntap @tagButton\nwait 0.6")
            #expect(try h.node("descriptionTextView") != nil)
            #expect(try h.nodes("locationCell").isEmpty)

            // Type a description, then Done.
            try h.run("tap @descriptionTextView\ntext \"Coffee with Eli\"\ntap @doneButton")
            let hud = try #require(try h.node("hud"))
            #expect(hud["text"] as? String == "Tagged")
            let early = try #require(hud["layer"] as? [String: Any])
            let earlyAlpha = try #require(hud["alpha"] as? Double)
            let earlyScale = try #require((early["transform"] as? [Double])?.first)
            #expect(earlyAlpha > 0 && earlyAlpha < 1)  // fading in
            #expect(earlyScale > 1 && earlyScale < 1.3)  // shrinking from 1.3
            // The HUD covers the navigation controller's view, which takes no touches meanwhile: Cancel does nothing.
            let navigationView = try #require(h.session.view(withIdentifier: "hud")?.superview)
            #expect(!navigationView.isUserInteractionEnabled)
            #expect(h.session.view(withIdentifier: "hud")?.frame == navigationView.bounds)

            try h.run("wait 0.3")
            let settled = try #require(try h.node("hud"))
            #expect(abs((settled["alpha"] as? Double ?? 0) - 1) < 0.05)
            #expect(try h.node("descriptionTextView") != nil)  // still on the details screen

            // After 0.6 s the HUD hides, touches come back and the screen pops.
            try h.run("wait 0.8")
            #expect(try h.node("hud") == nil)
            #expect(navigationView.isUserInteractionEnabled)
            #expect(try h.node("descriptionTextView") == nil)
            let cells = try h.nodes("locationCell")
            #expect(cells.count == 1)
            #expect(texts(in: try #require(cells.first)).contains("Coffee with Eli"))
        }

        @Test func aTapInTheDescriptionCellActivatesTheTextViewAndATapElsewhereHidesTheKeyboard() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene tag\nwait 0.2\ntap @tagButton\nwait 0.6")
            let cell = try #require(try h.frame("descriptionCell"))
            let textView = try #require(try h.frame("descriptionTextView"))
            // In the cell's margin, outside the text view itself.
            #expect(!textView.contains(CGPoint(x: cell.minX + 4, y: cell.minY + 3)))
            try h.run("tap \(cell.minX + 4) \(cell.minY + 3)")
            #expect(try h.node("descriptionTextView")?["firstResponder"] as? Bool == true)
            // A tap on another row hides the keyboard.
            try h.run("tap \(cell.midX) \(cell.maxY + 60)")
            #expect(try h.node("descriptionTextView")?["firstResponder"] as? Bool == false)
            // Dragging the table dismisses the keyboard too.
            try h.run("tap @descriptionTextView")
            #expect(try h.node("descriptionTextView")?["firstResponder"] as? Bool == true)
            try h.run("drag \(cell.midX) \(cell.maxY + 150) \(cell.midX) \(cell.maxY + 60) 0.4\nwait 0.5")
            #expect(try h.node("descriptionTextView")?["firstResponder"] as? Bool == false)
        }

        @Test func cancelPopsWithoutTagging() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene tag\nwait 0.2\ntap @tagButton\nwait 0.6")
            #expect(try h.node("doneButton") != nil)
            try h.run("tap @cancelButton\nwait 0.6")
            #expect(try h.node("descriptionTextView") == nil)
            #expect(try h.nodes("locationCell").isEmpty)
            #expect(try h.node("tagButton") != nil)
        }
    }
}
