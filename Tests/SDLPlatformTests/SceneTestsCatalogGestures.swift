import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog through SDL: the edge swipe goes back from every pushed screen, and the Buttons screen's
    /// hover card follows the mouse pointer.
    @Suite @MainActor struct CatalogGestureScene {
        private static let screens = ["buttons", "switches", "sliders", "segmented-controls", "steppers", "page-control",
                                      "stack-views", "collection-view", "progress-and-activity", "alerts", "action-sheets",
                                      "lists", "compositional-layout", "symbols"]

        @Test func aSwipeFromTheLeftEdgeGoesBackFromEveryPushedCatalogScreen() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.5")
            for screen in Self.screens {
                // Slow drags bring the row between the navigation bar and the tab bar (each coasts a little).
                // A row not in the table yet lies further down (the rows are visited in order).
                var cell = try h.frame("catalog.\(screen)")
                for _ in 0..<8 {
                    if let c = cell, c.minY >= 70, c.maxY <= 700 { break }
                    let up = cell.map { $0.minY < 70 } ?? false
                    try h.run(up ? "drag 200 350 200 600 1\nwait 2" : "drag 200 600 200 350 1\nwait 2")
                    cell = try h.frame("catalog.\(screen)")
                }
                _ = try #require(cell, "no row \(screen)")
                try h.run("tap @catalog.\(screen)\nwait 0.6")
                #expect(try h.node("catalogTable") == nil, "\(screen) was not pushed")
                // A finger from 2 points in from the left edge across most of the width, in 0.4 s.
                try h.run("drag 2 420 330 420 0.4\nwait 0.6")
                #expect(try h.node("catalogTable") != nil, "the swipe did not go back from \(screen)")
            }
        }

        @Test func theButtonsScreensHoverCardHighlightsWhileThePointerIsOverIt() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.5\ntap @catalog.buttons\nwait 0.6")
            var card = try #require(try h.frame("catalog.button.hover"))
            if card.maxY > 780 {   // the last row may sit below the fold: scroll the screen, let it settle
                try h.run("swipe @catalog.button.filled up\nwait 3")
                card = try #require(try h.frame("catalog.button.hover"))
            }
            try h.run("mouse move \(Int(card.minX) + 10) \(Int(card.midY))")
            try h.run("mouse move \(Int(card.minX) + 30) \(Int(card.midY))")
            #expect(h.count("Catalog: hover entered") == 1)
            let location = try #require(try h.node("catalog.button.hoverLocation"))
            let local = CGPoint(x: CGFloat(Int(card.minX) + 30) - card.minX, y: CGFloat(Int(card.midY)) - card.minY)
            #expect(location["text"] as? String == "\(Int(local.x)), \(Int(local.y))")
            try h.run("mouse move \(Int(card.minX) + 30) \(Int(card.maxY) + 40)")
            #expect(h.count("Catalog: hover left") == 1)
            #expect(try h.node("catalog.button.hoverLocation")?["text"] as? String == "-")
        }
    }
}
