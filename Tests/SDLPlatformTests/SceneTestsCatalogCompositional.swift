import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog's Compositional Layout screen end to end: a three-column grid from fractional dimensions, a
    /// carousel that scrolls sideways on its own, then an inset grouped list section whose rows carry accessories;
    /// tapping a row moves the checkmark to it.
    @Suite @MainActor struct CatalogCompositionalScene {
        /// The identifiers of every node under the node `identifier`.
        private func ids(_ h: SceneHarness, _ identifier: String) throws -> [String] {
            var found: [String] = []
            func walk(_ n: [String: Any]) {
                if let id = n["id"] as? String { found.append(id) }
                (n["subviews"] as? [[String: Any]] ?? []).forEach(walk)
            }
            if let node = try h.node(identifier) { (node["subviews"] as? [[String: Any]] ?? []).forEach(walk) }
            return found
        }

        @Test func aGridACarouselAndAListWithAccessories() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.compositional-layout\nwait 0.6")
            #expect(try h.node("catalog.compositional") != nil)
            let first = try #require(try h.frame("catalog.compositional.tile.0"))
            let second = try #require(try h.frame("catalog.compositional.tile.1"))
            let fourth = try #require(try h.frame("catalog.compositional.tile.3"))
            // 390 - 2 * 12 = 366 points of content: 122-point square slots, tiles inset 4 on every side.
            #expect(first.size == CGSize(width: 114, height: 114))
            #expect(second.minX - first.minX == 122)
            #expect(fourth.minY - first.minY == 122)
            #expect(fourth.minX == first.minX)
            let row0 = try #require(try h.frame("catalog.compositional.row.0"))
            let row3 = try #require(try h.frame("catalog.compositional.row.3"))
            // Inset grouped: 20 points from each side; a one-line row is 44 tall, the two-line one taller.
            #expect(row0.minX == 20 && row0.width == 350)
            #expect(row0.height == 44)
            #expect(row3.height > 44)
            #expect(row0.minY > fourth.maxY)
            #expect(try ids(h, "catalog.compositional.row.0").contains("accessory.disclosureIndicator"))
            #expect(try ids(h, "catalog.compositional.row.1").contains("accessory.checkmark"))
            // The carousel scrolls sideways on its own: a drag to the left brings later cards in, and the coast rests
            // with a card's leading edge at the section's 16-point inset.
            let card0 = try #require(try h.frame("catalog.compositional.card.0"))
            #expect(card0.minX == 16 && card0.minY > fourth.maxY)
            #expect(try h.frame("catalog.compositional.card.5") == nil)
            try h.run("drag @catalog.compositional.card.1 20 \(Int(card0.midY)) 0.4\nwait 2")
            let moved = try #require(try h.frame("catalog.compositional.card.3"))
            #expect(try h.frame("catalog.compositional.card.0") == nil || (try h.frame("catalog.compositional.card.0")?.maxX ?? 0) < 16)
            #expect(try [1, 2, 3, 4, 5].compactMap { try h.frame("catalog.compositional.card.\($0)") }.contains { $0.minX == 16 })
            #expect(moved.minY == card0.minY)
            try h.run("tap @catalog.compositional.card.3\nwait 0.3")
            #expect(h.count("Catalog: compositional card 3 tapped") == 1)
            try h.run("tap @catalog.compositional.row.2\nwait 0.3")
            #expect(h.count("Catalog: compositional row 2 checked") == 1)
            #expect(try ids(h, "catalog.compositional.row.2").contains("accessory.checkmark"))
            #expect(try !ids(h, "catalog.compositional.row.1").contains("accessory.checkmark"))
        }
    }
}
