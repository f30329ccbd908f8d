import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Hypnotize scene (seeds 000/001), driven by scripted input; asserts on pixels, the dump and the log.
    @Suite @MainActor struct HypnotizeScene {
        /// The colour of the screenshot pixel at (x, y) in window points (scale 1), as 0xRRGGBB.
        private func pixel(_ h: SceneHarness, _ x: Int, _ y: Int) throws -> UInt32 {
            let path = temporaryDirectory().appendingPathComponent("shot.png").path
            try h.session.host.writeScreenshot(to: path)
            let bitmap = try #require(PNGFile.read(path))
            return bitmap[x, y] & 0xFF_FFFF
        }

        @Test func aTouchRecoloursTheCircles() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            let view = try #require(try h.frame("hypnotize"))
            // A point on the 16th ring from the outside: radius maxRadius - 15 * 20, 10 points wide.
            let maxRadius = hypot(view.width, view.height) / 2
            let x = Int((view.midX + maxRadius - 300).rounded()), y = Int(view.midY.rounded())
            let before = try pixel(h, x, y)
            #expect(before == 0xAAAAAA)  // light gray circles
            try h.run("tap 30 300")
            let after = try pixel(h, x, y)
            #expect(after != before)
            // Between two rings the white window shows through.
            #expect(try pixel(h, x + 10, y) == 0xFFFFFF)
        }

        @Test func returnLogsTheMessageDrawsTwentyLabelsInsideTheViewAndHidesTheKeyboard() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            let field = try #require(try h.node("messageField"))
            #expect(try h.frame("messageField") == CGRect(x: 40, y: 70, width: 240, height: 30))
            #expect(field["text"] as? String == nil || field["text"] as? String == "")
            try h.run("tap @messageField\nwait 0.5")
            #expect(try h.node("messageField")?["firstResponder"] as? Bool == true)
            let keyboard = try #require(try h.frame("keyboard"))
            #expect(keyboard.maxY <= 844.5 && keyboard.minY < 844)  // slid up
            #expect(try h.node("keyboard.return")?["text"] as? String == "Done")
            try h.run("text \"You are getting sleepy\"\ntap @keyboard.return\nwait 0.5")

            #expect(h.count("You are getting sleepy") == 1)
            let view = try #require(try h.frame("hypnotize"))
            let labels = try h.nodes("hypnoticLabel")
            #expect(labels.count == 20)
            for label in labels {
                #expect(label["text"] as? String == "You are getting sleepy")
                let f = try #require(label["frame"] as? [Double])
                let frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
                #expect(frame.width > 50 && view.contains(frame), "label at \(frame) outside \(view)")
            }
            // The field is cleared and resigns; the keyboard goes away.
            let after = try #require(try h.node("messageField"))
            #expect((after["text"] as? String ?? "") == "")
            #expect(after["firstResponder"] as? Bool == false)
            let gone = try h.frame("keyboard")
            #expect(gone == nil || gone!.minY >= 843.5)

            // Tilting right (Ctrl+Right held) drifts every label up to 25 points right; level again, back.
            try h.run("key ctrl down\nkey right down\nwait 1.5")
            let views = h.session.views(withIdentifier: "hypnoticLabel")
            #expect(views.count == 20)
            for label in views {
                let shown = (label.layer.presentation() ?? label.layer).position
                #expect(abs(shown.x - (label.center.x + 25)) < 0.5 && abs(shown.y - label.center.y) < 0.01)
            }
            try h.run("key right up\nkey ctrl up\nkey ctrl down\nkey up down\nwait 1.5")
            for label in views {
                let shown = (label.layer.presentation() ?? label.layer).position
                #expect(abs(shown.x - label.center.x) < 0.5 && abs(shown.y - (label.center.y - 25)) < 0.5)
            }
            try h.run("key up up\nkey ctrl up\nwait 1.5")
            for label in views {
                let shown = (label.layer.presentation() ?? label.layer).position
                #expect(abs(shown.x - label.center.x) < 0.5 && abs(shown.y - label.center.y) < 0.5)
            }

            // A second message adds 20 more.
            try h.run("tap @messageField\ntext \"Hi\"\nkey return\nwait 0.5")
            #expect(try h.nodes("hypnoticLabel").count == 40)
            #expect(h.count("Hi") == 1)
        }
    }
}
