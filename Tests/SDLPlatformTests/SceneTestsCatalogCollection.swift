import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog's Collection View screen end to end: scripted taps select tiles (several at once), Reverse
    /// applies a reversed snapshot whose tiles slide to their new places, Add inserts a tile at the top.
    @Suite @MainActor struct CatalogCollectionScene {
        @Test func tilesSelectAndSnapshotsAnimate() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\ntap @catalog.collection-view\nwait 0.6")
            #expect(try h.node("catalog.collection") != nil)
            let first = try #require(try h.frame("catalog.collection.tile.0"))
            let fourth = try #require(try h.frame("catalog.collection.tile.3"))
            // Four 72-point tiles between 16-point insets of a 390-point window, justified: 32 points apart.
            let gap: CGFloat = (390 - 32 - 4 * 72) / 3
            let pitch: CGFloat = 72 + gap
            #expect(first.width == 72)
            #expect(fourth.minX - first.minX == 3 * pitch)
            try h.run("tap @catalog.collection.tile.3\nwait 0.2\ntap @catalog.collection.tile.5\nwait 0.2")
            #expect(h.count("Catalog: collection tile 3 selected (1 selected)") == 1)
            #expect(h.count("Catalog: collection tile 5 selected (2 selected)") == 1)
            #expect(try h.node("catalog.collection.tile.3")?["selected"] as? Bool == true)
            try h.run("tap @catalog.collection.reverse\nwait 0.1")
            #expect(h.count("Catalog: collection reversed") == 1)
            let moving = try #require(try h.frame("catalog.collection.tile.23"))
            #expect(moving != first)  // on its way
            try h.run("wait 0.5")
            #expect(try h.frame("catalog.collection.tile.23") == first)
            #expect(try h.node("catalog.collection.tile.3")?["selected"] as? Bool == true)  // the selection followed the tile
            try h.run("tap @catalog.collection.add\nwait 0.5")
            #expect(h.count("Catalog: collection added tile 48") == 1)
            #expect(try h.frame("catalog.collection.tile.48") == first)
        }
    }
}
