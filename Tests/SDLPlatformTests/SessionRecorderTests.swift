import Foundation
import HypnoNerdApp
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// `--record FILE.txt`: a session's input written as a script that replays it.
    @Suite @MainActor struct SessionRecording {
        private func runCase(_ text: String, recordingTo path: String?, out: URL) throws -> ScriptCaseResult {
            let script = try ScriptParser.parse(text, fileName: "session.txt")
            var options = testOptions(width: 390, height: 844)
            options.recordingPath = path
            return ScriptSuite.runCase(script, name: "session", path: "session.txt",
                                       context: ScriptContext(fileName: "session.txt", outputDirectory: out.path),
                                       options: options, makeDelegate: { AppDelegate() })
        }

        private func tree(_ url: URL) throws -> NSDictionary {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary)
        }

        @Test func aRecordedSessionReplaysToTheSameViewTree() throws {
            let dir = temporaryDirectory()
            let recording = dir.appendingPathComponent("recorded.txt").path
            // The "live" session: input pushed through SDL's queue under the dummy driver, as a person's arrives.
            let live = try runCase("""
            scene hypnotize
            wait 0.3
            tap @messageField
            text "Round trip"
            key return
            wait 0.5
            scene carousel
            wait 0.3
            drag 95 400 295 400 1
            mouse down 100 300
            mouse move 150 300
            mouse move 200 300
            mouse up 200 300
            wait 0.2
            pad add
            pad axis leftx 0.5
            wait 0.5
            pad axis leftx 0
            pad button rb down
            pad button rb up
            wait 0.5
            scene tag
            wait 0.3
            tap @tagButton
            wait 0.6
            tap @descriptionTextView
            text "Coffee"
            key shift down
            key left
            key shift up
            tap @doneButton
            wait 1.5
            resize 400 700
            wait 0.3
            dump live.json
            """, recordingTo: recording, out: dir.appendingPathComponent("live"))
            #expect(live.error == nil && live.failures.isEmpty)
            let script = try String(contentsOfFile: recording, encoding: .utf8)
            // Taps on identified views by identifier (with the point as a comment), the rest as raw input.
            for expected in ["tap @tab.Carousel  # at ", "tap @messageField  # at ", "text \"Round trip\"", "key return down",
                             "key return up", "finger down 0 95 400", "finger move 0 ", "finger up 0 295 400", "mouse down 100 300",
                             "mouse move 150 300", "mouse up 200 300", "pad add", "pad axis leftx 0.5", "pad axis leftx 0\n",
                             "pad button rb down", "key shift down", "key left down", "resize 400 700", "wait 0."] {
                #expect(script.contains(expected), "no '\(expected)' in\n\(script)")
            }
            // Replayed headless from a fresh launch, it ends in the same view tree.
            let replay = try runCase(script + "dump replay.json\n", recordingTo: nil, out: dir.appendingPathComponent("replay"))
            #expect(replay.error == nil && replay.failures.isEmpty)
            let a = try tree(dir.appendingPathComponent("live/live.json"))
            let b = try tree(dir.appendingPathComponent("replay/replay.json"))
            #expect(a == b, "the replay's tree differs; script:\n\(script)")
            #expect(abs(live.virtualSeconds - replay.virtualSeconds) < 0.001)
            // The session did something: the carousel turned, a location was tagged.
            #expect(live.log.contains("Round trip"))
        }

        @Test func aLiveRunTakesRecordWithAFile() throws {
            let o = try LaunchOptions.parse(["--size", "400x600", "--record", "me.txt"])
            #expect(o.recordingPath == "me.txt" && !o.headless)
        }
    }
}
