import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// What matters to the user (tagged locations with their descriptions, the text being typed) survives a
    /// controller unplug, a focus loss and window resizes (to 1x1 and back).
    @Suite @MainActor struct StatePreservation {
        private func texts(_ node: [String: Any]) -> [String] {
            var found: [String] = []
            func walk(_ n: [String: Any]) {
                if let t = n["text"] as? String { found.append(t) }
                (n["subviews"] as? [[String: Any]] ?? []).forEach(walk)
            }
            walk(node)
            return found
        }

        /// The disturbances: a controller unplugged mid-use, a focus loss, resizes to 1x1, odd sizes and back.
        enum Disturbance: String, CaseIterable, Sendable { case unplug, focus, resize }

        private func disturb(_ h: SceneHarness, _ kinds: [Disturbance] = Disturbance.allCases) throws {
            for kind in kinds {
                switch kind {
                case .unplug:
                    try h.run("pad add\npad accel 12 9.81 3\npad accel -14 9.81 0\npad remove\nwait 0.2")
                case .focus:
                    h.session.setFocus(false)
                    h.session.wait(0.3)
                    h.session.setFocus(true)
                    h.session.wait(0.2)
                case .resize:
                    h.session.resizeWindow(width: 1, height: 1)
                    h.session.wait(0.1)
                    h.session.resizeWindow(width: 1200, height: 300)
                    h.session.wait(0.1)
                    h.session.resizeWindow(width: 390, height: 844)
                    h.session.wait(0.5)
                }
            }
        }

        @Test(arguments: Disturbance.allCases)
        func taggedLocationsAndATypedDescriptionSurvive(_ kind: Disturbance) throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene tag\nwait 0.2\ntap @tagButton\nwait 0.6\ntap @descriptionTextView\ntext \"Coffee with Eli\"\ntap @doneButton\nwait 2")
            #expect(try h.nodes("locationCell").count == 1)
            // A second location, its description half typed.
            try h.run("tap @tagButton\nwait 0.6\ntap @descriptionTextView\ntext \"Half-typed 笔记 👋\"")
            #expect(try h.node("descriptionTextView")?["text"] as? String == "Half-typed 笔记 👋")

            try disturb(h, [kind])

            let field = try #require(try h.node("descriptionTextView"))
            #expect(field["text"] as? String == "Half-typed 笔记 👋")
            #expect(field["firstResponder"] as? Bool == true)  // still editing: typing carries on
            // No layout asked for an impossible frame on the way (a cell narrower than its insets).
            #expect(!h.log.contains { $0.contains("non-finite") }, "\(h.log.filter { $0.contains("non-finite") })")
            try h.run("text \" done\"\ntap @doneButton\nwait 2")
            let cells = try h.nodes("locationCell")
            #expect(cells.count == 2, "\(cells.map { "\($0["hidden"] ?? "?") \($0["frame"] ?? "?") \(texts($0))" })")
            let all = cells.flatMap(texts)
            #expect(all.contains("Coffee with Eli"))
            #expect(all.contains("Half-typed 笔记 👋 done"))
            try disturb(h)
            #expect(try h.nodes("locationCell").count == 2)
        }

        @Test func theMessageBeingTypedOnTheHypnotizeSceneSurvivesEverything() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("tap @messageField\ntext \"You are getting sleepy\"")
            try disturb(h)
            let field = try #require(try h.node("messageField"))
            #expect(field["text"] as? String == "You are getting sleepy")
            #expect(field["firstResponder"] as? Bool == true)
        }
    }
}
