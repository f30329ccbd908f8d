import Foundation
import HypnoNerdApp
import PixelEngine
import SDLPlatform
import Testing
import UIKit
import UIKitTesting

extension SDLSuite {
    /// Dark mode from the command line, from scripts, from UIKitTesting and from the keyboard chord.
    @Suite @MainActor struct Appearance {
        /// A root view in `.systemBackground` with a `.label` square at (10, 10, 20, 20).
        private func app() -> TestAppDelegate {
            TestAppDelegate { root in
                root.backgroundColor = .systemBackground
                let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                square.backgroundColor = .label
                root.addSubview(square)
            }
        }

        private func rgb(_ session: HeadlessSession, _ x: Int, _ y: Int) throws -> UInt32 {
            let url = temporaryDirectory().appendingPathComponent("shot.png")
            try session.host.writeScreenshot(to: url.path)
            let shot = try #require(PNGFile.read(url.path))
            try #require(x < shot.width && y < shot.height, "(\(x), \(y)) outside the \(shot.width)x\(shot.height) screenshot")
            return shot[x, y] & 0xFF_FFFF
        }

        @Test func theCommandLineOptionPicksTheAppearanceAndDefaultsToLight() throws {
            #expect(try LaunchOptions.parse([]).appearance == .light)
            #expect(try LaunchOptions.parse(["--appearance", "dark"]).appearance == .dark)
            #expect(try LaunchOptions.parse(["--appearance", "Light"]).appearance == .light)
            var options = testOptions()
            options.appearance = .dark
            let session = try HeadlessSession(options: options, delegate: app())
            defer { session.shutdown() }
            #expect(session.app.systemUserInterfaceStyle == .dark)
            #expect(try rgb(session, 100, 100) == 0x000000)
            #expect(try rgb(session, 20, 20) == 0xFFFFFF)
        }

        @Test func anUnknownAppearanceWordIsLoggedAndLightIsUsed() throws {
            var options = try LaunchOptions.parse(["--appearance", "purple"])
            #expect(options.appearance == .light)
            #expect(options.warnings == ["--appearance expects light or dark, got 'purple'; using light"])
            options.size = CGSize(width: 320, height: 480)
            let session = try HeadlessSession(options: options, delegate: app())
            defer { session.shutdown() }
            #expect(session.logLines.contains("--appearance expects light or dark, got 'purple'; using light"))
            let p = try rgb(session, 100, 100)
            #expect(p == 0xFFFFFF, "\(String(p, radix: 16))")
        }

        @Test func theScriptVerbSwitchesAtRunTime() throws {
            let dir = temporaryDirectory()
            let file = dir.appendingPathComponent("script.txt")
            try "screenshot light.png\nappearance dark\nscreenshot dark.png\nappearance light\nscreenshot back.png\n"
                .write(to: file, atomically: true, encoding: .utf8)
            var options = testOptions()
            options.headless = true
            options.scriptPath = file.path
            options.outputDirectory = dir.appendingPathComponent("out").path
            #expect(HeadlessRunner.run(options: options, makeDelegate: app) == 0)
            func pixel(_ name: String, _ x: Int, _ y: Int) throws -> UInt32 {
                // The subscript reads while the bitmap is alive (a `row(y)` pointer of a temporary bitmap could
                // outlive it: its pixels go back to the pool as soon as the bitmap is released).
                try #require(PNGFile.read(dir.appendingPathComponent("out/\(name)").path))[x, y] & 0xFF_FFFF
            }
            #expect(try pixel("light.png", 100, 100) == 0xFFFFFF && pixel("light.png", 20, 20) == 0x000000)
            #expect(try pixel("dark.png", 100, 100) == 0x000000 && pixel("dark.png", 20, 20) == 0xFFFFFF)
            #expect(try pixel("back.png", 100, 100) == 0xFFFFFF)
            // A bad word is a malformed script: reported before anything runs.
            #expect(throws: ScriptError.self) { try ScriptParser.parse("appearance purple", fileName: "bad.txt") }
            #expect(try ScriptParser.parse("appearance DARK", fileName: "ok.txt").commands.map(\.1) == [.appearance(.dark)])
        }

        @Test func uiKitTestingLaunchesInAnAppearanceAndSwitches() {
            let app = XCUIApplication(delegate: { self.app() })
            app.windowSize = CGSize(width: 320, height: 480)
            app.appearance = .dark
            app.launch()
            defer { app.terminate() }
            #expect(app.currentAppearance == .dark)
            #expect(app.application?.keyWindow?.traitCollection.userInterfaceStyle == .dark)
            app.setAppearance(.light)
            #expect(app.application?.keyWindow?.rootViewController?.view.traitCollection.userInterfaceStyle == .light)
        }

        @Test func ctrlShiftATogglesTheAppearance() throws {
            let session = try HeadlessSession(options: testOptions(), delegate: app())
            defer { session.shutdown() }
            session.key("ctrl", .down); session.key("shift", .down)
            session.key("a")
            session.key("shift", .up); session.key("ctrl", .up)
            #expect(session.app.systemUserInterfaceStyle == .dark)
            #expect(session.logLines.contains("Appearance: dark (keyboard chord Ctrl+Shift+A)"))
            #expect(try rgb(session, 100, 100) == 0x000000)
        }

        @Test func theDemoAppsTabBarAndListFollowDarkMode() throws {
            var options = testOptions(width: 390, height: 844)
            options.appearance = .dark
            let session = try HeadlessSession(options: options, delegate: AppDelegate())
            defer { session.shutdown() }
            // The tab bar (bottom 49 points) is the dark bar colour, not the light one.
            let bar = try rgb(session, 5, 840)
            #expect(bar == 0x121212, "\(String(bar, radix: 16))")
        }
    }
}
