import Foundation
import SDLPlatform
import Testing
import UIKit
import UIKitTesting

extension SDLSuite {
    /// The Catalog scene (the sixth, under More): every screen pushed from its table, its controls driven through
    /// UIKitTesting (queries, taps and drags at coordinates, keys and the pad, all through SDL); asserts on the
    /// app's log and on the elements' values and frames.
    @Suite @MainActor struct CatalogScene {
        /// The demo app at the phone size, its Catalog open (More, then its row).
        private func catalog() -> XCUIApplication {
            let app = launchDemoScene()
            app.buttons["tab.More"].tap()
            app.cells["more.Catalog"].tap()
            return app
        }

        /// A point `dx` points right of `element`'s left (negative: left of its right edge), at its middle height.
        private func point(_ element: XCUIElement, fromRight: Bool = false, _ dx: CGFloat) -> XCUICoordinate {
            element.coordinate(withNormalizedOffset: CGVector(dx: fromRight ? 1 : 0, dy: 0.5)).withOffset(CGVector(dx: dx, dy: 0))
        }

        @Test func tappingASwitchRumblesTheConnectedPadThroughSDL() throws {
            let app = catalog(); defer { app.terminate() }
            app.connectGamepad()
            app.advance(by: 0.2)
            app.cells["catalog.switches"].tap()
            #expect(!app.logLines.contains { $0.hasPrefix("pad rumble") })
            app.switches["catalog.switch.default"].tap()
            // A light impact: the high-frequency motor alone, through SDL_GameControllerRumble to the virtual pad.
            #expect(app.count("pad rumble: low 0.00 high 0.35") == 1)
            app.disconnectGamepad()
            app.advance(by: 0.2)
            app.switches["catalog.switch.default"].tap()
            #expect(app.logLines.filter { $0.hasPrefix("pad rumble") }.count == 1)   // no pad, no rumble
        }

        @Test func theCatalogIsUnderMoreAndItsControlsLogWhatTheySend() throws {
            let app = catalog(); defer { app.terminate() }
            #expect(app.tables["catalogTable"].waitForExistence(timeout: 1))
            #expect(app.staticTexts["navigationTitle"].text == "Catalog")

            // Switches: a tap toggles the default switch (on at first).
            app.cells["catalog.switches"].tap()
            app.switches["catalog.switch.default"].tap()
            app.switches["catalog.switch.tinted"].tap()
            #expect(app.count("Catalog: switch 'catalog.switch.default' is off") == 1)
            #expect(app.count("Catalog: switch 'catalog.switch.tinted' is on") == 1)
            #expect(app.switches["catalog.switch.default"].value == "0" && app.switches["catalog.switch.tinted"].value == "1")

            // Buttons with a configuration: the filled one runs its action; the gray one reads "Pressed" while held.
            app.buttons["backButton"].tap()
            app.cells["catalog.buttons"].tap()
            let filled = app.buttons["catalog.button.filled"]
            #expect(filled.waitForExistence(timeout: 1))
            #expect(filled.frame.height == 48)  // large: a 17-point title (20 points tall) and 14-point insets
            filled.tap()
            #expect(app.count("Catalog: configured button 'filled' ran") == 1)
            let gray = app.buttons["catalog.button.gray"]
            if !gray.isHittable {  // the last row may sit below the fold: scroll the screen, let it settle
                filled.swipeUp()
                app.advance(by: 3)
            }
            #expect(gray.isHittable)
            #expect(gray.label == "Gray")
            gray.press(forDuration: 0.3)
            #expect(app.count("Catalog: button 'catalog.button.gray' tapped") == 1, "frame \(gray.frame), hittable \(gray.isHittable)")
            #expect(gray.label == "Gray")

            // Sliders: drag the default slider's thumb (at 0.42) past the right end.
            app.buttons["backButton"].tap()
            app.cells["catalog.sliders"].tap()
            let slider = app.sliders["catalog.slider.default"]
            #expect(slider.waitForExistence(timeout: 1))
            let thumb = point(slider, 14 + (slider.frame.width - 28) * 0.42)
            thumb.press(forDuration: 0, thenDragTo: point(slider, fromRight: true, 20))
            #expect(app.count("Catalog: slider 'catalog.slider.default' value 1.00") == 1)
            #expect(slider.value == "100%")

            // Segmented controls: the third segment of the default one.
            app.buttons["backButton"].tap()
            app.cells["catalog.segmented-controls"].tap()
            let seg = app.descendants(matching: .segmentedControl)["catalog.segmented.default"]
            #expect(seg.waitForExistence(timeout: 1))
            point(seg, fromRight: true, -10).tap()
            #expect(app.count("Catalog: segmented 'catalog.segmented.default' selected 2") == 1)
            #expect((seg.view as? UISegmentedControl)?.selectedSegmentIndex == 2)

            // Steppers: + twice on the wrapping stepper (0 -> 2 -> 4); its label follows.
            app.buttons["backButton"].tap()
            app.cells["catalog.steppers"].tap()
            let stepper = app.descendants(matching: .stepper)["catalog.stepper.wraps"]
            #expect(stepper.waitForExistence(timeout: 1))
            point(stepper, fromRight: true, -20).doubleTap()
            #expect(app.count("Catalog: stepper 'catalog.stepper.wraps' value 4") == 1)
            #expect(app.staticTexts["catalog.stepper.wraps.value"].text == "4")
            #expect(stepper.value == "4")

            // Page control: a tap right of the dots goes to page 3 (of 0...9), "page 4 of 10" to a screen reader.
            app.buttons["backButton"].tap()
            app.cells["catalog.page-control"].tap()
            let pages = app.descendants(matching: .pageIndicator)["catalog.pageControl"]
            #expect(pages.waitForExistence(timeout: 1))
            point(pages, fromRight: true, -10).tap()
            #expect(app.count("Catalog: page control page 3") == 1)
            #expect(pages.value == "page 4 of 10")
        }

        @Test func alertsDismissThenRunTheirHandlersWithTapsReturnAndEscape() throws {
            let app = catalog(); defer { app.terminate() }
            app.cells["catalog.alerts"].tap()
            let alert = app["alert"]
            app.buttons["catalog.alert.okCancel"].tap()
            #expect(alert.waitForExistence(timeout: 0.5))
            app.buttons["alert.action.Cancel"].tap()
            // The alert goes away first, then its handler runs.
            #expect(alert.waitForNonExistence(timeout: 0.5))
            #expect(app.count("Catalog: alert 'okCancel' chose Cancel") == 1)
            app.buttons["catalog.alert.okCancel"].tap()
            #expect(alert.waitForExistence(timeout: 0.5))
            app.typeKey("return")
            #expect(alert.waitForNonExistence(timeout: 0.5))
            #expect(app.count("Catalog: alert 'okCancel' chose OK") == 1)
            app.buttons["catalog.alert.three"].tap()
            #expect(alert.waitForExistence(timeout: 0.5))
            app.typeKey("escape")
            #expect(alert.waitForNonExistence(timeout: 0.5))
            #expect(app.count("Catalog: alert 'three' chose Cancel") == 1)
            // Text entry: the field edits at once; Return chooses OK.
            app.buttons["catalog.alert.text"].tap()
            #expect(app.textFields["alert.textField.0"].waitFor(timeout: 0.6) { $0.isFirstResponder })
            app.typeText("Ada\n")
            #expect(alert.waitForNonExistence(timeout: 0.6))
            #expect(app.count("Catalog: alert 'text' chose OK with 3 characters") == 1)
            // Secure entry: OK stays disabled until five characters.
            app.buttons["catalog.alert.secure"].tap()
            #expect(alert.waitForExistence(timeout: 0.6))
            app.typeText("abc\n")
            app.advance(by: 0.4)
            #expect(alert.exists && !app.buttons["alert.action.OK"].isEnabled)
            app.typeText("de\n")
            #expect(alert.waitForNonExistence(timeout: 1))
            #expect(app.count("Catalog: alert 'secure' chose OK with 5 characters") == 1)
        }

        @Test func actionSheetsCancelOnAnOutsideTapAndThePadNavigatesThem() throws {
            let app = catalog(); defer { app.terminate() }
            app.cells["catalog.action-sheets"].tap()
            let sheet = app["alert"]
            app.buttons["catalog.alert.sheetConfirm"].tap()
            #expect(sheet.waitForExistence(timeout: 0.6))
            app.window.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: 195, dy: 200)).tap()
            #expect(sheet.waitForNonExistence(timeout: 0.6))
            #expect(app.count("Catalog: alert 'sheetConfirm' chose Cancel") == 1)
            app.buttons["catalog.alert.sheetDestructive"].tap()
            app.buttons["alert.action.Delete"].tap()
            #expect(sheet.waitForNonExistence(timeout: 0.6))
            #expect(app.count("Catalog: alert 'sheetDestructive' chose Delete") == 1)
            // The pad: focus goes to the sheet's first action, down to Cancel, A chooses it.
            app.connectGamepad()
            app.buttons["catalog.alert.sheetConfirm"].tap()
            #expect(sheet.waitForExistence(timeout: 0.6))
            app.pressGamepadButton("dpdown")
            #expect(app.logLines.contains("Focus: UIAlertActionButton 'alert.action.Confirm'"))
            #expect(app.buttons["alert.action.Confirm"].hasFocus)
            app.pressGamepadButton("dpdown")
            app.pressGamepadButton("dpdown")
            #expect(app.buttons["alert.action.Cancel"].hasFocus)
            app.pressGamepadButton("a")
            #expect(sheet.waitForNonExistence(timeout: 1))
            #expect(app.count("Catalog: alert 'sheetConfirm' chose Cancel") == 2)
        }

        @Test func stackViewsArrangeTheirViewsAndAStepperAddsThem() throws {
            let app = catalog(); defer { app.terminate() }
            app.cells["catalog.stack-views"].tap()
            let row = app["catalog.stack.growing"]
            #expect(row.waitForExistence(timeout: 1))
            // Two views filling 350 points equally with 6 between: 172 each.
            #expect(row.children(matching: .any).allElementsBoundByIndex.map(\.frame.width) == [172, 172])
            let stepper = app.descendants(matching: .stepper)["catalog.stack.stepper"]
            point(stepper, fromRight: true, -20).tap()
            #expect(app.count("Catalog: stack has 3 views") == 1)
            // Three now: (350 - 2 * 6) / 3 each, on whole points (scale 1).
            let widths = row.children(matching: .any).allElementsBoundByIndex.map(\.frame.width)
            #expect(widths.count == 3 && widths.allSatisfy { abs($0 - 338.0 / 3) < 1 } && widths.reduce(0, +) == 338, "\(widths)")
        }

        @Test func progressAndActivityScreenAdvancesAndStopsItsSpinners() throws {
            let app = catalog(); defer { app.terminate() }
            app.cells["catalog.progress-and-activity"].tap()
            let large = app.descendants(matching: .activityIndicator)["catalog.activity.large"]
            #expect(large.waitForExistence(timeout: 1))
            let largeView = try #require(large.view), tintedView = try #require(app["catalog.activity.tinted"].view)
            app.buttons["catalog.progress.advance"].tap()
            #expect(app.count("Catalog: progress 0.75") == 1)
            #expect(app.descendants(matching: .progressIndicator)["catalog.progress.default"].value == "75%")
            app.switches["catalog.activity.toggle"].tap()
            #expect(app.count("Catalog: activity indicators stopped") == 1)
            #expect(!large.exists && largeView.isHidden)                     // hidesWhenStopped
            #expect(app["catalog.activity.tinted"].exists && !tintedView.isHidden)   // hidesWhenStopped = false
        }

        /// The Progress screen's own navigation bar appearance (navigationItem.standardAppearance): a purple
        /// bar with a white title and back button while it is on top, the standard bar again once popped.
        @Test func progressScreenHasAPurpleNavigationBarOfItsOwn() throws {
            let app = catalog(); defer { app.terminate() }
            /// The presented pixel (red, green, blue) at `x`, beside the navigation title at its middle height.
            func barPixel(_ x: CGFloat) throws -> (Int, Int, Int) {
                let shot = try #require(app.session?.screenshot())
                let scale = CGFloat(shot.width) / 390
                let title = app.staticTexts["navigationTitle"].frame
                let p = shot[Int(x * scale), Int(title.midY * scale)]
                return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
            }
            let standard = try barPixel(385)
            app.cells["catalog.progress-and-activity"].tap()
            #expect(app.buttons["catalog.progress.advance"].waitForExistence(timeout: 1))
            app.advance(by: 0.5)
            #expect(app.staticTexts["navigationTitle"].text == "Progress and Activity")
            let (r, g, b) = try barPixel(385)
            #expect(abs(r - 175) <= 2 && abs(g - 82) <= 2 && abs(b - 222) <= 2, "\((r, g, b))")   // systemPurple
            app.buttons["backButton"].tap()
            #expect(app.tables["catalogTable"].waitForExistence(timeout: 1))
            app.advance(by: 0.5)
            let again = try barPixel(385)
            #expect(again == standard && standard.0 > 200 && standard.2 > 200, "\(again) \(standard)")
        }
    }
}
