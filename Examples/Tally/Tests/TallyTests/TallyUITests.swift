import Testing
import UIKit
import UIKitTesting
import TallyApp

extension AppDelegate: LaunchableAppDelegate {}

extension TallyTests {
    /// The app through UIKitTesting, as an XCUITest suite would drive it: launched headless in the test process,
    /// found by identifier and title, tapped through SDL, read back from what is on screen. A suite nested in the
    /// serialized `TallyTests`, so no two tests start SDL at once.
    @Suite @MainActor struct Library {
        @Test func threeTapsOnCountShowThreeTaps() {
            let app = XCUIApplication(AppDelegate.self)
            app.windowSize = CGSize(width: 390, height: 844)
            app.launch()
            defer { app.terminate() }

            let count = app.staticTexts["tally.count"]
            #expect(count.exists && count.label == "0 taps")
            let button = app.buttons["Count"]                       // by its title
            #expect(button.identifier == "tally.button" && button.isHittable)
            for _ in 0..<3 { button.tap() }
            #expect(count.label == "3 taps")
            #expect(app.logLines.contains("tally: 3"))
            let star = app.images["tally.star"]
            #expect(star.frame == CGRect(x: 175, y: 312, width: 40, height: 40))
            #expect(star.view is UIImageView)
        }

        @Test func theCountStartsAgainWithEachLaunch() {
            let first = XCUIApplication(AppDelegate.self)
            first.launch()
            first.buttons["tally.button"].tap()
            #expect(first.staticTexts["tally.count"].label == "1 tap")
            let second = XCUIApplication(AppDelegate.self)          // terminates the first
            second.launch()
            defer { second.terminate() }
            #expect(!first.isRunning)
            #expect(second.staticTexts["tally.count"].waitFor(timeout: 1) { $0.label == "0 taps" })
        }
    }
}
