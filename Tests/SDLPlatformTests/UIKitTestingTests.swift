import Foundation
import HypnoNerdApp
import SDLPlatform
import Testing
import UIKit
import UIKitTesting

extension AppDelegate: LaunchableAppDelegate {}

extension SDLSuite {
    /// The UIKitTesting library on the demo app and a small fixture: launching, queries, actions through
    /// SDL, waits in virtual time, snapshots and the log.
    @Suite @MainActor struct UIKitTestingLibrary {
        private func demo() -> XCUIApplication {
            let app = XCUIApplication(AppDelegate.self)
            app.assetsDirectory = packageRoot().appendingPathComponent("Assets").path
            app.launch()
            return app
        }

        private func fixture() -> XCUIApplication {
            let app = XCUIApplication(delegate: { testingFixture() })
            app.windowSize = CGSize(width: 320, height: 480)
            app.launch()
            return app
        }

        @Test func queriesFindElementsByIdentifierLabelAndKind() {
            let app = fixture(); defer { app.terminate() }
            #expect(app.staticTexts["title"].exists)
            #expect(app.staticTexts["Hello"].identifier == "title")  // by its text
            #expect(app.buttons["Go"].identifier == "go")            // by its title
            #expect(app.buttons.count == 3)
            #expect(app.buttons.element(boundBy: 1).label == "Off")
            #expect(!app.buttons.element(boundBy: 3).exists)
            #expect(app.textFields["field"].elementType == .textField)
            #expect(app.otherElements["pad"].exists)
            #expect(!app.otherElements["ghost"].exists)             // hidden: not in the tree XCUITest reads
            #expect(app.staticTexts["done"].exists == false)
            #expect(app.window.descendants(matching: .button)["picked"].isSelected)
            #expect(!app.buttons["off"].isEnabled && app.buttons["go"].isEnabled)
            #expect(app.buttons["go"].frame == CGRect(x: 20, y: 100, width: 100, height: 40))
            #expect(app.buttons["go"].isHittable)
            #expect(app["away"].exists && !app["away"].isHittable)  // outside the window
            #expect(app.buttons.matching { $0.isSelected }.count == 1)
            #expect(app.otherElements.containing(.button, identifier: "go").count >= 1)
            #expect(app.staticTexts["title"].text == "Hello" && app.staticTexts["title"].value == nil)
        }

        @Test func tapsTypingAndWaitsRunInVirtualTime() {
            let app = fixture(); defer { app.terminate() }
            let started = Date(), t0 = app.time
            app.buttons["go"].tap()
            #expect(app.logLines.contains("go tapped"))
            let done = app.staticTexts["done"]
            #expect(!done.exists)
            #expect(done.waitForExistence(timeout: 2))
            #expect(app.time - t0 > 0.45 && app.time - t0 < 0.75)
            #expect(!app.staticTexts["never"].waitForExistence(timeout: 20))
            #expect(app.time - t0 > 20 && Date().timeIntervalSince(started) < 20)
            let field = app.textFields["field"]
            field.typeText("hello")
            #expect(field.value == "hello" && field.isFirstResponder && field.hasKeyboardFocus)
            field.typeText(" world\u{8}")
            #expect(field.value == "hello worl")
            app.typeKey("a", modifierFlags: .control)  // select all
            app.typeText("x")
            #expect(field.value == "x")
            #expect(field.waitFor(timeout: 1) { $0.value == "x" })
        }

        @Test func gesturesGoThroughSDLAsLiveInput() {
            let app = fixture(); defer { app.terminate() }
            let pad = app.otherElements["pad"]
            pad.swipeLeft(); pad.swipeRight(); pad.swipeUp(); pad.swipeDown()
            #expect(app.logLines.filter { $0.hasPrefix("swiped") } == ["swiped left", "swiped right", "swiped up", "swiped down"])
            pad.press(forDuration: 0.8)
            #expect(app.logLines.contains("long press"))
        }

        @Test func theDemoAppTagsALocationThroughTheLibrary() {
            let app = demo(); defer { app.terminate() }
            app.buttons["tab.Tag"].tap()
            app.buttons["tagButton"].tap()
            let description = app.textViews["descriptionTextView"]
            #expect(description.waitForExistence(timeout: 1))
            description.typeText("Coffee with Eli")
            app.buttons["doneButton"].tap()
            let hud = app["hud"]
            #expect(hud.exists && hud.label == "Tagged")
            // The HUD is up 0.6 s, then the screen pops: waited for in virtual time.
            #expect(hud.waitForNonExistence(timeout: 3))
            #expect(description.waitForNonExistence(timeout: 1))  // the pop slides away
            let cells = app.tables["locationsTable"].cells
            #expect(cells.count == 1)
            #expect(cells.element(boundBy: 0).staticTexts["Coffee with Eli"].exists, "\(cells.element(boundBy: 0).staticTexts.allElementsBoundByIndex.map(\.label))")
        }

        @Test func theDemoAppsTouchesSceneTakesSwipesDragsPinchesAndRotations() throws {
            let app = demo(); defer { app.terminate() }
            app.buttons["tab.Touches"].tap()
            app["swipeArea"].swipeLeft()
            #expect(app.logLines.contains("swipe to left"))
            let box = app["dragView"]
            let before = box.frame
            box.drag(to: CGPoint(x: before.midX + 40, y: before.midY + 30))
            #expect(abs(box.frame.midX - before.midX - 40) < 1 && abs(box.frame.midY - before.midY - 30) < 1, "\(before) -> \(box.frame)")
            let picture = app["transformView"]
            let view = try #require(picture.view)
            picture.pinch(withScale: 2, velocity: 2)
            let scale = (view.transform.a * view.transform.a + view.transform.b * view.transform.b).squareRoot()
            #expect(scale > 1.6 && scale < 2.2, "\(view.transform)")
            picture.rotate(.pi / 4, withVelocity: 1)
            let angle = atan2(view.transform.b, view.transform.a)
            #expect(angle > 0.5 && angle < 0.9, "\(view.transform)")
        }

        @Test func keysGamepadTiltShakeAndResizeReachTheApp() throws {
            let app = demo(); defer { app.terminate() }
            app.connectGamepad()
            app.pressGamepadButton("back")
            #expect(app.logLines.contains("help shown"))
            app.pressGamepadButton("back")
            #expect(app.logLines.contains("help hidden"))
            // Typing into the Hypnotize field draws 20 labels; the right stick then tilts them 25 points right.
            app.textFields["messageField"].typeText("Sleepy\n")
            #expect(app.logLines.contains("Sleepy"))
            let labels = app.staticTexts.matching(identifier: "hypnoticLabel")
            #expect(labels.count == 20)
            let label = labels.element(boundBy: 0)
            let model = try #require(label.view).convert(try #require(label.view).bounds, to: nil)
            app.moveGamepadStick(.right, x: 1, y: 0)
            app.advance(by: 1.5)
            #expect(abs(label.frame.minX - model.minX - 25) < 0.5, "\(label.frame) vs \(model)")
            app.moveGamepadStick(.right, x: 0, y: 0)
            app.advance(by: 1.5)
            // Tilting the pad by its accelerometer does the same.
            app.tilt(x: 1, y: 0, seconds: 1.5)
            #expect(abs(label.frame.minX - model.minX - 25) < 0.5, "\(label.frame) vs \(model)")
            app.tilt(x: 0, y: 0, seconds: 1.5)
            // A pad shake, and Ctrl+Shift+Z (the Simulator's Shake Gesture), reach the motion centre.
            app.shake()
            #expect(app.logLines.contains { $0.hasPrefix("Shake: recognized (controller ") })  // ids differ run to run
            app.typeKey("z", modifierFlags: [.control, .shift])
            #expect(app.logLines.contains("Shake: keyboard chord Ctrl+Shift+Z"))
            app.resizeWindow(to: CGSize(width: 500, height: 700))
            #expect(app.currentWindowSize == CGSize(width: 500, height: 700))
            #expect(app.window.frame.size == CGSize(width: 500, height: 700))
        }

        /// `value` is the accessibility value, as XCUIElement.value reports on iOS: a switch's "1"/"0", a slider's
        /// percentage; the slider's thumb is dragged by `adjust(toNormalizedSliderPosition:)`.
        @Test func switchAndSliderValuesAreTheirAccessibilityValues() {
            let app = demo(); defer { app.terminate() }
            app.buttons["tab.More"].tap()
            app.cells["more.Catalog"].tap()
            #expect(app.tables["catalogTable"].waitForExistence(timeout: 1))
            app.cells["catalog.switches"].tap()
            let toggle = app.switches["catalog.switch.default"]
            #expect(toggle.waitForExistence(timeout: 1))
            #expect(toggle.value == "1")                     // on at first
            toggle.tap()
            #expect(toggle.value == "0")
            #expect(app.logLines.contains("Catalog: switch 'catalog.switch.default' is off"))
            #expect(app.switches["catalog.switch.tinted"].value == "0")
            app.buttons["backButton"].tap()

            app.cells["catalog.sliders"].tap()
            let slider = app.sliders["catalog.slider.default"]
            #expect(slider.waitForExistence(timeout: 1))
            #expect(slider.value == "42%" && abs(slider.normalizedSliderPosition - 0.42) < 0.001)
            #expect(app.sliders["catalog.slider.images"].value == "25%")   // 25 of 0...100
            slider.adjust(toNormalizedSliderPosition: 1)
            #expect(slider.value == "100%" && slider.normalizedSliderPosition == 1)
            #expect(app.logLines.contains("Catalog: slider 'catalog.slider.default' value 1.00"))
            slider.adjust(toNormalizedSliderPosition: 0.25)
            #expect(slider.value == "25%", "\(slider.value ?? "nil")")
            withKnownIssue {
                app.switches["catalog.switch.default"].adjust(toNormalizedSliderPosition: 0.5)   // gone: popped
            } matching: { issue in issue.comments.contains { $0.rawValue.contains("no element matches") } }
        }

        @Test func appsLaunchOneAfterAnotherWithTheirOwnArguments() {
            var seen: [String] = []
            let first = XCUIApplication { args in seen = args; return testingFixture() }
            first.launchArguments = ["--size", "400x600", "--no-onscreen-keyboard"]
            first.launch()
            #expect(seen == ["--size", "400x600", "--no-onscreen-keyboard"])
            #expect(first.window.frame.size == CGSize(width: 400, height: 600))
            let title = first.staticTexts["title"]
            #expect(title.exists)
            // A second launch takes SDL over; the first app is terminated, its elements gone.
            let second = fixture(); defer { second.terminate() }
            #expect(!first.isRunning && !title.exists)
            #expect(second.isRunning && second.staticTexts["title"].exists)
            #expect(second.window.frame.size == CGSize(width: 320, height: 480))
        }

        @Test func actionsOnMissingElementsFailTheTest() {
            let app = fixture(); defer { app.terminate() }
            withKnownIssue {
                app.buttons["nowhere"].tap()
            } matching: { issue in issue.comments.contains { $0.rawValue.contains("no element matches button[\"nowhere\"]") } }
        }

        @Test func snapshotsRecordMatchAndFailWithActualAndDiffImages() throws {
            let app = fixture(); defer { app.terminate() }
            let dir = XCUIApplication.snapshotDirectory(forTestFile: #filePath)
            #expect(dir.hasSuffix("/Tests/SDLPlatformTests/__Snapshots__/UIKitTestingTests"))
            // The committed reference of the blue pad passes.
            #expect(app.assertSnapshot(of: app["pad"], named: "pad"))
            // Record, then match the whole window.
            let name = "window-\(UUID().uuidString)"
            defer {
                for suffix in [".png", ".actual.png", ".diff.png"] { try? FileManager.default.removeItem(atPath: "\(dir)/\(name)\(suffix)") }
            }
            #expect(app.assertSnapshot(named: name, record: true))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(name).png"))
            #expect(app.assertSnapshot(named: name))
            // A change fails and writes both images, named in the message; a large enough share passes.
            app.textFields["field"].typeText("changed")
            withKnownIssue {
                app.assertSnapshot(named: name, tolerance: SnapshotTolerance(perChannel: 4))
            } matching: { issue in issue.comments.contains { $0.rawValue.contains("\(name).diff.png") && $0.rawValue.contains("\(name).actual.png") } }
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(name).actual.png"))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(name).diff.png"))
            #expect(app.assertSnapshot(named: name, tolerance: SnapshotTolerance(perChannel: 4, differingShare: 0.5)))
        }
    }
}
