import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The Hypnotize scene (seeds 000/001), driven by scripted input; asserts on pixels, the dump and the log.
    @Suite @MainActor struct HypnotizeScene {
        /// The colour of the screenshot pixel at (x, y) in window points (scale 1), as 0xRRGGBB.
        private func pixel(_ h: SceneHarness, _ x: Int, _ y: Int) throws -> UInt32 {
            let path = temporaryDirectory().appendingPathComponent("shot.png").path
            try h.session.host.writeScreenshot(to: path)
            let bitmap = try #require(PNGFile.read(path))
            return bitmap[x, y] & 0xFF_FFFF
        }

        @Test func aTouchRecoloursTheCircles() throws {
            let h = try SceneHarness(); defer { h.shutdown() }
            let view = try #require(try h.frame("hypnotize"))
            // A point on the 16th ring from the outside: radius maxRadius - 15 * 20, 10 points wide.
            let maxRadius = hypot(view.width, view.height) / 2
            let x = Int((view.midX + maxRadius - 300).rounded()), y = Int(view.midY.rounded())
            let before = try pixel(h, x, y)
            #expect(before == 0xAAAAAA)  // light gray circles
            try h.run("tap 30 300")
            let after = try pixel(h, x, y)
            #expect(after != before)
            // Between two rings the white window shows through.
            #expect(try pixel(h, x + 10, y) == 0xFFFFFF)
        }
    }
}
