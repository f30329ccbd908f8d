import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog's Lists screen end to end: rows drawn by list content configurations size themselves (a
    /// wrapping text makes a taller row), and a row restyled by its configuration update handler says when it
    /// is selected; rows swipe open to their actions, and Delete removes one.
    @Suite @MainActor struct CatalogListsScene {
        /// Every text shown under the node `identifier`, in order.
        private func texts(_ h: SceneHarness, _ identifier: String) throws -> [String] {
            var lines: [String] = []
            func walk(_ n: [String: Any]) {
                if let t = n["text"] as? String { lines.append(t) }
                (n["subviews"] as? [[String: Any]] ?? []).forEach(walk)
            }
            if let node = try h.node(identifier) { walk(node) }
            return lines
        }

        /// The search controller's bar under the title: tapping it dims the list, typing shows the matching rows in
        /// the results table over it (tappable), and Cancel takes the results away and restores the list.
        @Test func theSearchControllerShowsMatchingRowsOverTheList() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.lists\nwait 0.6")
            func shows(_ id: String) throws -> Bool { try h.nodes(id).contains { $0["hidden"] as? Bool == false } }
            let bar = try #require(try h.frame("catalog.lists.search"))
            try h.run("tap @searchField\nwait 0.5")
            #expect(try shows("searchDimmingView"))
            #expect(try h.frame("searchDimmingView")?.minY == bar.maxY - 44, "below the bar, which moved up 44")
            #expect(try !shows("searchResults"))
            try h.run("type @searchField \"bat\"\nwait 0.4")
            #expect(h.count("Catalog: lists search 'bat': 1") == 1)
            #expect(try shows("searchResults"))
            #expect(try !shows("searchDimmingView"))
            #expect(try texts(h, "catalog.lists.results.0") == ["Battery", "Images"])
            try h.run("tap @catalog.lists.results.0\nwait 0.3")
            #expect(h.count("Catalog: lists search result Battery selected") == 1)
            try h.run("tap @cancelButton\nwait 0.5")
            #expect(try !shows("searchResults"))
            #expect(try h.frame("catalog.lists.search") == bar)
            try h.run("tap @catalog.lists.0.0\nwait 0.2")
            #expect(h.count("Catalog: list row 0.0 selected") == 1)
        }

        @Test func rowsSizeToTheirContentAndRestyleForTheirState() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.lists\nwait 0.6")
            #expect(try h.node("catalog.lists.table") != nil)
            #expect(try texts(h, "catalog.lists.0.2") == ["Value cell", "Value"])
            let plain = try #require(try h.frame("catalog.lists.0.0"))
            let subtitle = try #require(try h.frame("catalog.lists.0.1"))
            #expect(plain.height == 44)
            #expect(subtitle.height > plain.height)
            let long = try #require(try h.frame("catalog.lists.2.0"))
            #expect(long.height > subtitle.height, "the wrapping text makes the tallest row")
            #expect(try texts(h, "catalog.lists.3.0") == ["Select me", "Not selected"])
            try h.run("tap @catalog.lists.3.0\nwait 0.2")
            #expect(h.count("Catalog: list row 3.0 selected") == 1)
            #expect(try texts(h, "catalog.lists.3.0") == ["Select me", "Selected"])
        }

        @Test func aSwipedRowShowsItsActionsAndDeleteRemovesIt() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.lists\nwait 0.6")
            let row = try #require(try h.frame("catalog.lists.0.1"))
            // A swipe to the left opens Flag and Delete; the row's cell slides over by their width.
            try h.run("drag @catalog.lists.0.1 60 \(Int(row.midY)) 0.3\nwait 0.6")
            let open = try #require(try h.frame("catalog.lists.0.1"))
            #expect(open.minX < -100 && open.minY == row.minY)
            // Delete is the outermost button, at the trailing edge.
            try h.run("tap \(Int(row.maxX) - 10) \(Int(row.midY))\nwait 0.6")
            #expect(h.count("Catalog: list row 0.1 deleted") == 1)
            #expect(try texts(h, "catalog.lists.0.1") == ["Value cell", "Value"])
            #expect(try h.frame("catalog.lists.0.1")?.minX == 0)
            // A swipe to the right opens Pin; a tap elsewhere closes it without selecting anything.
            try h.run("drag @catalog.lists.0.0 330 \(Int(row.minY) - 20) 0.3\nwait 0.6")
            #expect((try h.frame("catalog.lists.0.0")?.minX ?? 0) > 50)
            try h.run("tap 200 400\nwait 0.6")
            #expect(try h.frame("catalog.lists.0.0")?.minX == 0)
            #expect(!h.log.contains { $0.hasPrefix("Catalog: list row") && $0.hasSuffix("selected") })
        }

        @Test func aPullDownRefreshesAndTheListSettlesBackAfterTheFetch() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.lists\nwait 0.6")
            let top = try #require(try h.frame("catalog.lists.0.0"))
            try h.run("drag @catalog.lists.table 195 820 0.8\nwait 0.5")
            #expect(h.count("Catalog: lists refreshing") == 1)
            // While the fetch runs the rows rest 60 points lower, below the spinner.
            #expect(try h.frame("catalog.lists.0.0")?.minY == top.minY + 60)
            try h.run("wait 1.5")
            #expect(h.count("Catalog: lists refreshed") == 1)
            #expect(try h.frame("catalog.lists.0.0")?.minY == top.minY)
        }
    }
}
