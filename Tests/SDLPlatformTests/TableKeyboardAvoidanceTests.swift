import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// A table view controller keeps its rows clear of the on-screen keyboard (as UIKit's does) and follows the
    /// keyboard when the window is resized: the Tag screen's details table.
    @Suite @MainActor struct TableKeyboardAvoidance {
        /// The part of the table the keyboard covers, from the live views.
        private func covered(_ h: SceneHarness) throws -> (table: UITableView, overlap: CGFloat, keyboard: CGRect) {
            let table = try #require(h.session.view(withIdentifier: "detailsTable") as? UITableView)
            let keyboard = try #require(h.session.view(withIdentifier: "keyboard"))
            let visible = table.convert(table.bounds, to: nil)
            return (table, max(visible.maxY - keyboard.frame.minY, 0), keyboard.frame)
        }

        @Test func theBottomInsetFollowsTheKeyboardThroughResizes() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene tag\nwait 0.2\ntap @tagButton\nwait 0.6")
            let table = try #require(h.session.view(withIdentifier: "detailsTable") as? UITableView)
            #expect(table.contentInset.bottom == 0)
            try h.run("tap @descriptionTextView\nwait 0.5")
            var c = try covered(h)
            #expect(c.overlap > 100)
            #expect(c.table.contentInset.bottom == c.overlap)

            // A short, wide window: the keyboard is re-placed and the inset follows; the text view stays uncovered.
            h.session.resizeWindow(width: 700, height: 420)
            h.session.wait(0.3)
            c = try covered(h)
            #expect(c.keyboard.width == 700 && c.keyboard.maxY == 420)
            #expect(c.table.contentInset.bottom == c.overlap)
            let textView = try #require(h.session.view(withIdentifier: "descriptionTextView"))
            #expect(textView.isFirstResponder)
            #expect(textView.convert(textView.bounds, to: nil).maxY <= c.keyboard.minY + 0.5)

            // Back to the phone size, then the keyboard goes: no inset is left behind.
            h.session.resizeWindow(width: 390, height: 844)
            h.session.wait(0.3)
            c = try covered(h)
            #expect(c.table.contentInset.bottom == c.overlap)
            textView.resignFirstResponder()
            h.session.wait(0.5)
            #expect(table.contentInset.bottom == 0)
        }
    }
}
