import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Catalog's Zooming screen end to end: the picture starts fitted to the screen; a two-finger pinch
    /// zooms it, a double tap zooms back out to fit and another zooms in three times on the tapped point.
    @Suite @MainActor struct CatalogZoomScene {
        @Test func pinchAndDoubleTapZoomThePicture() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            try h.run("scene catalog\nwait 0.2\nswipe @catalogTable up\nwait 2\ntap @catalog.zooming\nwait 0.8")
            let scroll = try #require(try h.frame("catalog.zoom.scroll"))
            let fitted = try #require(try h.frame("catalog.zoom.image"))
            // Fitted: the whole picture inside the scroll view, touching two of its sides.
            #expect(fitted.width <= scroll.width + 0.5 && fitted.height <= scroll.height + 0.5)
            #expect(abs(fitted.width - scroll.width) < 1 || abs(fitted.height - scroll.height) < 1)

            // Fingers 100 points apart spreading to 200 (the 8-point hysteresis first): nearly twice as large.
            try h.run("pinch \(Int(scroll.midX)) \(Int(scroll.midY)) 100 200 0.5\nwait 0.5")
            let pinched = try #require(try h.frame("catalog.zoom.image"))
            #expect(pinched.width > fitted.width * 1.7 && pinched.width < fitted.width * 2.01)
            #expect(h.log.contains { $0.hasPrefix("Catalog: zoom ended at") })

            // Zoomed in: a double tap goes back to fit.
            try h.run("tap \(Int(scroll.midX)) \(Int(scroll.midY)) 2\nwait 0.8")
            let back = try #require(try h.frame("catalog.zoom.image"))
            #expect(abs(back.width - fitted.width) < 0.5)
            // At fit: a double tap zooms in three times.
            try h.run("tap \(Int(scroll.midX)) \(Int(scroll.midY)) 2\nwait 0.8")
            let zoomed = try #require(try h.frame("catalog.zoom.image"))
            #expect(abs(zoomed.width - fitted.width * 3) < 1)
        }
    }
}
