import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog scene (the sixth, under More): every screen pushed from its table, its controls driven by
    /// scripted taps, drags, keys and the pad; asserts on the app's log and the dump.
    @Suite @MainActor struct CatalogScene {
        @Test func theCatalogIsUnderMoreAndItsControlsLogWhatTheySend() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2")
            #expect(try h.node("catalogTable") != nil)
            #expect(try h.node("navigationTitle")?["text"] as? String == "Catalog")

            // Switches: a tap toggles the default switch (on at first).
            try h.run("tap @catalog.switches\nwait 0.6\ntap @catalog.switch.default\nwait 0.3\ntap @catalog.switch.tinted\nwait 0.3")
            #expect(h.count("Catalog: switch 'catalog.switch.default' is off") == 1)
            #expect(h.count("Catalog: switch 'catalog.switch.tinted' is on") == 1)

            // Sliders: drag the default slider's thumb to the right end.
            try h.run("tap @backButton\nwait 0.6\ntap @catalog.sliders\nwait 0.6")
            let slider = try #require(try h.frame("catalog.slider.default"))
            let thumbX = slider.minX + 14 + (slider.width - 28) * 0.42
            try h.run("drag \(Int(thumbX)) \(Int(slider.midY)) \(Int(slider.maxX + 20)) \(Int(slider.midY)) 0.3")
            #expect(h.count("Catalog: slider 'catalog.slider.default' value 1.00") == 1)

            // Segmented controls: the third segment of the default one.
            try h.run("tap @backButton\nwait 0.6\ntap @catalog.segmented-controls\nwait 0.6")
            let seg = try #require(try h.frame("catalog.segmented.default"))
            try h.run("tap \(Int(seg.maxX - 10)) \(Int(seg.midY))\nwait 0.3")
            #expect(h.count("Catalog: segmented 'catalog.segmented.default' selected 2") == 1)

            // Steppers: + twice on the wrapping stepper (0 -> 2 -> 4); its label follows.
            try h.run("tap @backButton\nwait 0.6\ntap @catalog.steppers\nwait 0.6")
            let stepper = try #require(try h.frame("catalog.stepper.wraps"))
            try h.run("tap \(Int(stepper.maxX - 20)) \(Int(stepper.midY)) 2\nwait 0.3")
            #expect(h.count("Catalog: stepper 'catalog.stepper.wraps' value 4") == 1)
            #expect(try h.node("catalog.stepper.wraps.value")?["text"] as? String == "4")

            // Page control: a tap right of the dots goes to page 3.
            try h.run("tap @backButton\nwait 0.6\ntap @catalog.page-control\nwait 0.6")
            let pages = try #require(try h.frame("catalog.pageControl"))
            try h.run("tap \(Int(pages.maxX - 10)) \(Int(pages.midY))\nwait 0.2")
            #expect(h.count("Catalog: page control page 3") == 1)
        }

        @Test func alertsDismissThenRunTheirHandlersWithTapsReturnAndEscape() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\ntap @catalog.alerts\nwait 0.6")
            try h.run("tap @catalog.alert.okCancel\nwait 0.5")
            #expect(try h.node("alert") != nil)
            try h.run("tap @alert.action.Cancel\nwait 0.5")
            #expect(h.count("Catalog: alert 'okCancel' chose Cancel") == 1)
            #expect(try h.node("alert") == nil)
            try h.run("tap @catalog.alert.okCancel\nwait 0.5\nkey return\nwait 0.5")
            #expect(h.count("Catalog: alert 'okCancel' chose OK") == 1)
            try h.run("tap @catalog.alert.three\nwait 0.5\nkey escape\nwait 0.5")
            #expect(h.count("Catalog: alert 'three' chose Cancel") == 1)
            // Text entry: the field edits at once; Return chooses OK.
            try h.run("tap @catalog.alert.text\nwait 0.6\ntext \"Ada\"\nkey return\nwait 0.6")
            #expect(h.count("Catalog: alert 'text' chose OK with 3 characters") == 1)
            // Secure entry: OK stays disabled until five characters.
            try h.run("tap @catalog.alert.secure\nwait 0.6\ntext \"abc\"\nkey return\nwait 0.4")
            #expect(try h.node("alert") != nil)
            try h.run("text \"de\"\nkey return\nwait 0.6")
            #expect(h.count("Catalog: alert 'secure' chose OK with 5 characters") == 1)
        }

        @Test func actionSheetsCancelOnAnOutsideTapAndThePadNavigatesThem() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\ntap @catalog.action-sheets\nwait 0.6")
            try h.run("tap @catalog.alert.sheetConfirm\nwait 0.6\ntap 195 200\nwait 0.6")
            #expect(h.count("Catalog: alert 'sheetConfirm' chose Cancel") == 1)
            try h.run("tap @catalog.alert.sheetDestructive\nwait 0.6\ntap @alert.action.Delete\nwait 0.6")
            #expect(h.count("Catalog: alert 'sheetDestructive' chose Delete") == 1)
            // The pad: focus goes to the sheet's first action, down to Cancel, A chooses it.
            try h.run("pad add\ntap @catalog.alert.sheetConfirm\nwait 0.6\npad button dpdown down\npad button dpdown up")
            #expect(h.log.contains("Focus: UIAlertActionButton 'alert.action.Confirm'"))
            try h.run("pad button dpdown down\npad button dpdown up\npad button dpdown down\npad button dpdown up")
            try h.run("pad button a down\npad button a up\nwait 0.6")
            #expect(h.count("Catalog: alert 'sheetConfirm' chose Cancel") == 2)
        }

        @Test func progressAndActivityScreenAdvancesAndStopsItsSpinners() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\ntap @catalog.progress-and-activity\nwait 0.6")
            try h.run("tap @catalog.progress.advance\nwait 0.4")
            #expect(h.count("Catalog: progress 0.75") == 1)
            #expect(try h.node("catalog.activity.large")?["hidden"] as? Bool == false)
            try h.run("tap @catalog.activity.toggle\nwait 0.4")
            #expect(h.count("Catalog: activity indicators stopped") == 1)
            #expect(try h.node("catalog.activity.large")?["hidden"] as? Bool == true)
            #expect(try h.node("catalog.activity.tinted")?["hidden"] as? Bool == false)  // hidesWhenStopped = false
        }
    }
}
