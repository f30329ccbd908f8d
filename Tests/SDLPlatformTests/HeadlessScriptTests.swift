import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Scripts run end to end through `HeadlessRunner`, as `HypnoNerd --headless --script` runs them.
    @Suite @MainActor struct HeadlessScripts {
        private func run(_ script: String, delegate: @escaping () -> UIApplicationDelegate) throws -> (status: Int32, out: URL) {
            let dir = temporaryDirectory()
            let file = dir.appendingPathComponent("script.txt")
            try script.write(to: file, atomically: true, encoding: .utf8)
            var options = testOptions()
            options.headless = true
            options.scriptPath = file.path
            options.outputDirectory = dir.appendingPathComponent("out").path
            return (HeadlessRunner.run(options: options, makeDelegate: delegate), dir.appendingPathComponent("out"))
        }

        @Test func screenshotDumpAndStatsAreWritten() throws {
            let (status, out) = try run("""
            wait 0.2
            screenshot shot.png
            dump tree.json
            stats stats.json
            """) {
                TestAppDelegate { root in
                    let v = TouchRecorder(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                    v.accessibilityIdentifier = "box"
                    v.backgroundColor = .blue
                    root.addSubview(v)
                }
            }
            #expect(status == 0)
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("shot.png").path))
            let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("tree.json"))) as? [String: Any]
            #expect(tree?["class"] as? String == "UIWindow")
            let root = (tree?["subviews"] as? [[String: Any]])?.first
            let box = (root?["subviews"] as? [[String: Any]])?.first
            #expect(box?["id"] as? String == "box")
            #expect(box?["frame"] as? [Double] == [10, 20, 30, 40])
            #expect(box?["class"] as? String == "TouchRecorder")
            #expect((box?["layer"] as? [String: Any])?["transform"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
            let stats = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("stats.json"))) as? [String: Any]
            #expect(stats?["framesPresented"] as? Int == 1)
        }

        @Test func aMalformedScriptExitsWithStatus2BeforeAnyInput() throws {
            var launched = false
            let (status, out) = try run("wait 1\ntap 1\n") { launched = true; return TestAppDelegate() }
            #expect(status == 2)
            #expect(!launched)
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("shot.png").path))
        }

        @Test func aMissingViewIdentifierFailsAtItsLine() throws {
            let (status, _) = try run("wait 0.1\ntap @nowhere\n") { TestAppDelegate() }
            #expect(status == 1)
        }

        @Test func screenshotsAreExactlyThePresentedPixels() throws {
            let (status, out) = try run("screenshot a.png\nwait 0.5\nscreenshot b.png\n") {
                TestAppDelegate { root in root.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1) }
            }
            #expect(status == 0)
            let a = try Data(contentsOf: out.appendingPathComponent("a.png"))
            let b = try Data(contentsOf: out.appendingPathComponent("b.png"))
            #expect(a == b)
        }
    }
}

extension SDLSuite {
    /// Every kind of bad script exits with status 2 before the app starts (so before any input is sent).
    @Suite @MainActor struct BadScriptsExitWith2 {
        @Test(arguments: ["wait 1\nfly\n", "tap 1 nan\n", "text \"open\n", "pad button a down\n", "key return\r\nkey nope\r\n", nil])
        func exitsWithStatus2BeforeLaunch(script: String?) throws {
            let dir = temporaryDirectory()
            var options = testOptions()
            options.headless = true
            options.scriptPath = dir.appendingPathComponent("missing.txt").path
            if let script {
                try script.write(toFile: options.scriptPath!, atomically: true, encoding: .utf8)
            }
            options.outputDirectory = dir.appendingPathComponent("out").path
            var launched = false
            let status = HeadlessRunner.run(options: options) { launched = true; return TestAppDelegate() }
            #expect(status == 2)
            #expect(!launched)
        }
    }
}
