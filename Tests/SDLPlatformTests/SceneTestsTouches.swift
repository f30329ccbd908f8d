import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Touches scene (seed 004), driven by scripted touches; asserts on the dump and the log.
    @Suite @MainActor struct TouchesScene {
        private func open() throws -> SceneHarness {
            let h = try SceneHarness()
            try h.run("scene touches\nwait 0.1")
            return h
        }

        @Test func theRollLabelFollowsAHorizontalDragAndIsClamped() throws {
            let h = try open(); defer { h.shutdown() }
            let roll = try #require(try h.frame("rollView"))
            let start = try #require(try h.frame("rollLabel"))
            #expect(start.minX == roll.minX)
            try h.run("drag \(roll.minX + 40) \(roll.midY) \(roll.minX + 140) \(roll.midY + 3) 0.5")
            let moved = try #require(try h.frame("rollLabel"))
            #expect(abs(moved.minX - (roll.minX + 100)) < 0.5)
            #expect(moved.minY == start.minY)  // y stays at the label's original row
            // Far to the left: clamped at -10 inside the roll view.
            try h.run("drag \(roll.maxX - 20) \(roll.midY) \(roll.minX + 5) \(roll.midY) 0.5")
            let clamped = try #require(try h.frame("rollLabel"))
            #expect(abs(clamped.minX - (roll.minX - 10)) < 0.5)
        }

        @Test func aSingleTapShrinksTheTargetByTenPercentAfterADelay() throws {
            let h = try open(); defer { h.shutdown() }
            let before = try #require(try h.frame("tapTarget"))
            try h.run("tap @tapTarget")
            #expect(try h.frame("tapTarget")?.width == before.width)  // not yet: 0.3 s pending
            try h.run("wait 0.5")
            let after = try #require(try h.frame("tapTarget"))
            #expect(abs(after.width - before.width * 0.9) < 0.01)
            #expect(abs(after.height - before.height * 0.9) < 0.01)
        }

        @Test func aDoubleTapCancelsThePendingShrinkAndGrowsTheTargetByTenPercentAnimated() throws {
            let h = try open(); defer { h.shutdown() }
            let before = try #require(try h.frame("tapTarget"))
            try h.run("tap @tapTarget 2\nwait 0.1")
            // The dump gives model frames; the presentation layer shows the animation under way.
            let layer = try #require(h.session.view(withIdentifier: "tapTarget")?.layer)
            let midway = try #require(layer.presentation()).bounds
            #expect(midway.width > before.width + 0.5 && midway.width < before.width * 1.1 - 0.5)
            try h.run("wait 0.6")  // past the 0.3 s single-tap delay: it was cancelled
            let after = try #require(try h.frame("tapTarget"))
            #expect(abs(after.width - before.width * 1.1) < 0.01)
            #expect(abs(after.height - before.height * 1.1) < 0.01)
        }

        @Test func theDragViewFollowsTheFinger() throws {
            let h = try open(); defer { h.shutdown() }
            let before = try #require(try h.frame("dragView"))
            try h.run("drag \(before.midX) \(before.midY) \(before.midX - 50) \(before.midY + 30) 0.5")
            let after = try #require(try h.frame("dragView"))
            #expect(abs(after.minX - (before.minX - 50)) < 0.01)
            #expect(abs(after.minY - (before.minY + 30)) < 0.01)
            #expect(after.size == before.size)
        }

        @Test func aHorizontalSwipeIsReportedWithItsDirectionAndAWobblyOneIsNot() throws {
            let h = try open(); defer { h.shutdown() }
            let area = try #require(try h.frame("swipeArea"))
            try h.run("drag \(area.minX + 30) \(area.midY) \(area.maxX - 30) \(area.midY + 2) 0.3")
            #expect(h.count("swipe to right") == 1)
            try h.run("drag \(area.maxX - 30) \(area.midY) \(area.minX + 30) \(area.midY - 3) 0.3")
            #expect(h.count("swipe to left") == 1)
            h.clearLog()
            // Mostly vertical: past the vertical maximum before the horizontal minimum.
            try h.run("drag \(area.minX + 30) \(area.minY + 5) \(area.minX + 60) \(area.maxY - 5) 0.3")
            #expect(!h.log.contains { $0.hasPrefix("swipe to") })
        }

        @Test func theTrackerReportsEachCrossing() throws {
            let h = try open(); defer { h.shutdown() }
            let track = try #require(try h.frame("trackView"))
            let inner = try #require(try h.frame("trackSubview"))
            // Begin inside the tracker, cross its subview, leave through the right edge.
            try h.run("drag \(track.minX + 10) \(inner.midY) \(track.maxX + 15) \(inner.midY) 1")
            let messages = h.log.filter { $0.hasPrefix("moved") }
            #expect(messages == ["moved into the view", "moved into a subview", "moved into the view", "moved outside the view"])
        }

        @Test func twoFingersScaleAndRotateThePictureThroughTheWindowsSendEvent() throws {
            let h = try open(); defer { h.shutdown() }
            let before = try #require(try h.frame("transformView"))
            try h.run("pinch \(before.midX) \(before.midY) 40 80 0.5")
            let after = try #require(try h.frame("transformView"))
            #expect(abs(after.width - before.width * 2) < 1)
            #expect(abs(after.midX - before.midX) < 1 && abs(after.midY - before.midY) < 1)
            let transform = try #require(try h.node("transformView")?["layer"] as? [String: Any])["transform"] as? [Double]
            #expect(abs((transform?[0] ?? 0) - 2) < 0.01)
            // One finger moves it.
            try h.run("drag \(after.midX) \(after.midY) \(after.midX + 20) \(after.midY - 10) 0.3")
            let moved = try #require(try h.frame("transformView"))
            #expect(abs(moved.midX - (after.midX + 20)) < 1 && abs(moved.midY - (after.midY - 10)) < 1)
        }

        @Test func twoFingersTurningAQuarterRotateThePicture() throws {
            let h = try open(); defer { h.shutdown() }
            let f = try #require(try h.frame("transformView"))
            let (cx, cy) = (f.midX, f.midY)
            var script = "finger down 0 \(cx - 30) \(cy)\nfinger down 1 \(cx + 30) \(cy)\n"
            for step in 1...6 {
                let a = Double(step) / 6 * .pi / 2
                script += "finger move 0 \(cx - 30 * cos(a)) \(cy - 30 * sin(a))\nfinger move 1 \(cx + 30 * cos(a)) \(cy + 30 * sin(a))\n"
            }
            script += "finger up 0 \(cx) \(cy - 30)\nfinger up 1 \(cx) \(cy + 30)"
            try h.run(script)
            let transform = try #require((try h.node("transformView")?["layer"] as? [String: Any])?["transform"] as? [Double])
            // A quarter turn clockwise on screen, same size, same centre.
            #expect(abs(transform[0]) < 0.01 && abs(transform[1] - 1) < 0.01 && abs(transform[4] + 1) < 0.01)
            let after = try #require(try h.frame("transformView"))
            #expect(abs(after.midX - cx) < 0.5 && abs(after.midY - cy) < 0.5)
        }

        @Test func aTapOnTheInfoLayerLogsInfoAndATapBesideItDoesNot() throws {
            let h = try open(); defer { h.shutdown() }
            let info = try #require(try h.frame("infoView"))
            try h.run("tap \(info.midX - 30) \(info.midY + 30)")
            #expect(h.count("info") == 0)
            // The badge sits 8 points in from the top-right corner, 24 points wide.
            try h.run("tap \(info.maxX - 20) \(info.minY + 20)")
            #expect(h.count("info") == 1)
        }
    }
}
