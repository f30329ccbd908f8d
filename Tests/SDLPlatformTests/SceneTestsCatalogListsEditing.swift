import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog's Lists screen in editing mode: its Edit button (the controller's `editButtonItem`) turns into
    /// Done and gives the data rows delete and reorder controls; a drag on a reorder control moves a row in the
    /// model, the minus and its Delete confirmation remove one, and Done leaves editing mode.
    @Suite @MainActor struct CatalogListsEditingScene {
        private func open(_ h: SceneHarness) throws {
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.lists\nwait 0.6")
        }

        @Test func theEditButtonPutsTheTableIntoEditingModeWithDeleteAndReorder() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try open(h)
            #expect(try h.node("catalog.lists.edit")?["text"] as? String == "Edit")
            #expect(try h.nodes("editing.delete").isEmpty)
            try h.run("tap @catalog.lists.edit\nwait 0.6")
            #expect(h.count("Catalog: lists editing on") == 1)
            #expect(try h.node("catalog.lists.edit")?["text"] as? String == "Done")
            // The seven data rows get a minus and a reorder control; the State row does not.
            #expect(try h.nodes("editing.delete").count == 7)
            #expect(try h.nodes("editing.reorder").count == 7)
            // Drag the first row's reorder control down over the second row: the model moves it there.
            let first = try #require(try h.frame("catalog.lists.0.0"))
            let second = try #require(try h.frame("catalog.lists.0.1"))
            let x = Int(first.maxX) - 22
            try h.run("drag \(x) \(Int(first.midY)) \(x) \(Int(second.midY) + 4) 0.6\nwait 0.6")
            #expect(h.count("Catalog: list row 0.0 moved to 0.1") == 1)
            // The minus of the first Images row opens its Delete confirmation; Delete removes the row.
            let images = try #require(try h.frame("catalog.lists.1.0"))
            try h.run("tap \(Int(images.minX) + 20) \(Int(images.midY))\nwait 0.6")
            #expect((try h.frame("catalog.lists.1.0")?.minX ?? 0) < images.minX - 50)
            try h.run("tap \(Int(images.maxX) - 10) \(Int(images.midY))\nwait 0.6")
            #expect(h.count("Catalog: list row 1.0 deleted") == 1)
            #expect(try h.nodes("editing.delete").count == 6)
            try h.run("tap @catalog.lists.edit\nwait 0.6")
            #expect(h.count("Catalog: lists editing off") == 1)
            #expect(try h.node("catalog.lists.edit")?["text"] as? String == "Edit")
            #expect(try h.nodes("editing.delete").isEmpty && h.nodes("editing.reorder").isEmpty)
        }
    }
}
