import Foundation
import HypnoNerdApp
import UIKit
import UIKitTesting
import XCTest

/// UIKitTesting from XCTest, as an XCUITest suite is written: XCTestCase methods launch the demo app headless,
/// query, act and wait, and the library's own failures (an action on a missing element, a snapshot mismatch)
/// arrive as XCTest failures. The suite runs in XCTest's pass of `swift test` (its own process run, so SDL's
/// process-global state is not shared with the Swift Testing suites).
///
/// On Linux an XCTestCase subclass (or test method) cannot be `@MainActor`: swift-corelibs-xctest's test list
/// casts each method to a nonisolated type and the process aborts ("Could not cast value of type ... @MainActor
/// () throws -> ()"). XCTest runs test methods on the main thread, so each one enters the main actor with
/// `MainActor.assumeIsolated`.
final class UIKitTestingXCTestCase: XCTestCase, @unchecked Sendable {   // its state is only touched on the main thread
    /// Failures the library reported that a test expected (see `recordFailure`).
    nonisolated(unsafe) private var expectedFailures: [String] = []
    /// Substrings of failure messages the running test expects; any other failure fails the test as usual.
    /// (Both are read by `recordFailure`, which XCTest calls on the thread the test runs on: the main thread.)
    nonisolated(unsafe) private var expecting: [String] = []

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if expecting.contains(where: { description.contains($0) }) {
            expectedFailures.append(description)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    private nonisolated var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @MainActor private func launchDemo() -> XCUIApplication {
        let app = XCUIApplication(delegate: { AppDelegate() })
        app.assetsDirectory = packageRoot.appendingPathComponent("Assets").path
        app.launchArguments = ["--no-onscreen-keyboard"]
        app.launch()
        return app
    }

    func testTypingIntoHypnotizeDrawsTwentyLabels() {
        MainActor.assumeIsolated {
            let app = launchDemo(); defer { app.terminate() }
            let field = app.textFields["messageField"]
            XCTAssertTrue(field.waitForExistence(timeout: 1))
            XCTAssertEqual(field.frame, CGRect(x: 40, y: 70, width: 240, height: 30))
            field.typeText("Sleepy\n")
            XCTAssertTrue(app.logLines.contains("Sleepy"))
            XCTAssertEqual(app.staticTexts.matching(identifier: "hypnoticLabel").count, 20)
            XCTAssertEqual(field.value, "")                  // cleared after Return
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    func testTheTagHUDIsWaitedForInVirtualTime() {
        MainActor.assumeIsolated {
            let app = launchDemo(); defer { app.terminate() }
            let started = Date()
            app.buttons["tab.Tag"].tap()
            app.buttons["tagButton"].tap()
            let description = app.textViews["descriptionTextView"]
            XCTAssertTrue(description.waitForExistence(timeout: 1))
            description.typeText("Tea")
            app.buttons["doneButton"].tap()
            let hud = app["hud"]
            XCTAssertTrue(hud.exists)
            XCTAssertEqual(hud.label, "Tagged")
            XCTAssertTrue(hud.waitForNonExistence(timeout: 3))
            XCTAssertEqual(app.tables["locationsTable"].cells.count, 1)
            XCTAssertLessThan(Date().timeIntervalSince(started), 30)   // virtual seconds, not real ones
        }
    }

    func testTheCatalogsSwitchReportsItsValue() {
        MainActor.assumeIsolated {
            let app = launchDemo(); defer { app.terminate() }
            app.buttons["tab.More"].tap()
            app.cells["more.Catalog"].tap()
            app.cells["catalog.switches"].tap()
            let toggle = app.switches["catalog.switch.default"]
            XCTAssertTrue(toggle.waitForExistence(timeout: 1))
            XCTAssertEqual(toggle.value, "1")
            toggle.tap()
            XCTAssertEqual(toggle.value, "0")
        }
    }

    /// An action on a missing element and a snapshot mismatch are XCTest failures naming the problem.
    func testLibraryFailuresAreXCTestFailures() throws {
        try MainActor.assumeIsolated {
            let app = launchDemo(); defer { app.terminate() }
            expecting = ["no element matches button[\"nowhere\"]"]
            app.buttons["nowhere"].tap()
            XCTAssertEqual(expectedFailures.count, 1)
            XCTAssertTrue(expectedFailures.first?.contains("UIKitTestingXCTestCase.swift:") ?? false, "\(expectedFailures)")

            let dir = XCUIApplication.snapshotDirectory(forTestFile: #filePath)
            let name = "hypnotize-\(UUID().uuidString)"
            defer {
                for suffix in [".png", ".actual.png", ".diff.png"] { try? FileManager.default.removeItem(atPath: "\(dir)/\(name)\(suffix)") }
                try? FileManager.default.removeItem(atPath: dir)            // only when empty: nothing else is kept there
            }
            XCTAssertTrue(app.assertSnapshot(named: name, record: true))
            XCTAssertTrue(app.assertSnapshot(named: name))
            app.textFields["messageField"].typeText("changed\n")   // 20 labels appear: the window differs
            expecting = ["\(name).diff.png"]
            XCTAssertFalse(app.assertSnapshot(named: name))
            XCTAssertEqual(expectedFailures.count, 2)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(name).diff.png"))
            expecting = []
        }
    }
}
