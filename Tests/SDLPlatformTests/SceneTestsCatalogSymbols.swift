import Foundation
import PixelEngine
import SDLPlatform
import Testing
import UIKit
import UIKitTesting

extension SDLSuite {
    /// The Catalog's Symbols screen end to end: system symbols drawn as templates in the tint, a tapped symbol
    /// tinted orange, and the weight control drawing every symbol heavier.
    @Suite @MainActor struct CatalogSymbolsScene {
        /// The screenshot's pixels as 0xRRGGBB, read by window point (scale 1).
        private func shot(_ h: SceneHarness) throws -> Bitmap {
            let path = temporaryDirectory().appendingPathComponent("symbols.png").path
            try h.session.host.writeScreenshot(to: path)
            return try #require(PNGFile.read(path))
        }

        /// How many pixels of `frame` are close to `rgb`.
        private func count(_ b: Bitmap, in frame: CGRect, near rgb: UInt32) -> Int {
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) {
                    let p = b[x, y]
                    var far = false
                    for shift: UInt32 in [16, 8, 0] {
                        let a = Int((p >> shift) & 0xFF), e = Int((rgb >> shift) & 0xFF)
                        if abs(a - e) >= 24 { far = true }
                    }
                    if !far { n += 1 }
                }
            }
            return n
        }

        @Test func symbolsDrawInTheTintAndFollowTheWeightControl() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.symbols\nwait 0.6")
            let star = try #require(try h.frame("catalog.symbols.star.fill"))
            let blue: UInt32 = 0x007AFF, orange: UInt32 = 0xFF9500
            let regular = count(try shot(h), in: star, near: blue)
            #expect(regular > 60, "the filled star is drawn in the system blue tint")
            try h.run("tap @catalog.symbols.star.fill\nwait 0.3")
            #expect(h.count("Catalog: symbol star.fill tinted orange") == 1)
            let tinted = try shot(h)
            #expect(count(tinted, in: star, near: orange) > 60)
            #expect(count(tinted, in: star, near: blue) < 5)
            // Black (the fourth segment) draws the outlined star with more ink than Regular.
            let outline = try #require(try h.frame("catalog.symbols.star"))
            let before = count(tinted, in: outline, near: blue)
            let weights = try #require(try h.frame("catalog.symbols.weight"))
            try h.run("tap \(Int(weights.maxX) - 20) \(Int(weights.midY))\nwait 0.3")
            #expect(h.count("Catalog: symbols weight Black") == 1)
            #expect(count(try shot(h), in: outline, near: blue) > before + 20)
        }

        /// The search controller's bar under the title: typing filters the symbols by name through
        /// `updateSearchResults(for:)` while the title row slides away, and Cancel brings every symbol and the title
        /// row back.
        @Test func theSearchBarFiltersTheSymbols() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.symbols\nwait 0.6")
            let bar = try #require(try h.frame("catalog.symbols.search"))
            let grid = try #require(try h.frame("catalog.symbols"))
            #expect(grid.minY == bar.maxY, "the grid starts below the search bar")
            try h.run("type @searchField \"star\"\nwait 0.4")
            #expect(h.count("Catalog: symbols matching 'star': 2") == 1)
            #expect(try h.frame("catalog.symbols.search")?.minY == bar.minY - 44, "the 44-point title row slid away")
            // A cell kept for reuse stays in the tree, hidden.
            func shows(_ id: String) throws -> Bool { try h.nodes(id).contains { $0["hidden"] as? Bool == false } }
            #expect(try shows("catalog.symbols.star.fill"))
            #expect(try !shows("catalog.symbols.heart"), "filtered out")
            try h.run("tap @cancelButton\nwait 0.5")
            #expect(h.count("Catalog: symbols matching '': 82") == 1)
            #expect(try shows("catalog.symbols.heart"))
            #expect(try h.frame("catalog.symbols.search")?.minY == bar.minY)
        }
    }
}