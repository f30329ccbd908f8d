import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// Drawing from `draw(_:)` in the frame's display pass is swept by the compositor band by band as it
/// copies the view to the screen; the backing store is still whole wherever else it is read.
@MainActor @Suite struct DeferredDisplayTests {
    /// Opaque white with a red strip across its bottom 40 points.
    final class StripView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIBezierPath(rect: bounds).fill()
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)).fill()
        }
    }

    /// Reads another view's backing store while it draws (in the same display pass).
    final class ReadingView: UIView {
        var source: UIView?
        var seen: UInt32?
        override func draw(_ rect: CGRect) {
            if let b = source?.layer.backingStore { seen = b[5, b.height - 5] }
        }
    }

    @Test func aBackingStoreReadDuringTheDisplayPassIsWhole() throws {
        let h = CompositorHarness()
        let strip = StripView(frame: CGRect(x: 0, y: 0, width: 100, height: 180))
        let reader = ReadingView(frame: CGRect(x: 150, y: 0, width: 20, height: 20))
        reader.source = strip
        h.window.addSubview(strip)
        h.window.addSubview(reader)
        h.frame()
        #expect(reader.seen == 0xFFFF_0000)
        #expect(h.surface[5, 175] == 0xFFFF_0000 && h.surface[5, 5] == 0xFFFF_FFFF)
    }

    /// A strip view in a 200 x 200 window, after its first frame.
    func shown(_ frame: CGRect) -> (CompositorHarness, StripView) {
        let h = CompositorHarness()
        let strip = StripView(frame: frame)
        h.window.addSubview(strip)
        h.frame()
        return (h, strip)
    }

    @Test func rowsOffScreenAreDrawnForLaterFrames() throws {
        // 400 points tall in a 200-point window: the red strip (rows 360-399) is off screen.
        let (h, strip) = shown(CGRect(x: 0, y: 0, width: 100, height: 400))
        #expect(h.surface[5, 195] == 0xFFFF_FFFF)
        h.set { strip.frame.origin.y = -250 }  // moved, not redrawn: the kept bitmap's bottom shows
        h.frame()
        #expect(strip.layer.backingStore.map { $0[5, 395] } == 0xFFFF_0000)
        #expect(h.surface[5, 140] == 0xFFFF_0000 && h.surface[5, 100] == 0xFFFF_FFFF)
    }

    @Test func aDrawnViewShowsTheSamePixelsOnEveryPass() throws {
        // The same view drawn in one frame's display pass (swept by the compositor) and composited again
        // from its kept bitmap after the surface is invalidated: identical pixels.
        let (h, _) = shown(CGRect(x: 10, y: 10, width: 120, height: 150))
        let first = (0..<200).flatMap { y in (0..<200).map { x in h.surface[x, y] } }
        h.app.invalidateSurface()
        h.frame()
        let again = (0..<200).flatMap { y in (0..<200).map { x in h.surface[x, y] } }
        #expect(first == again)
        #expect(h.surface[15, 155] == 0xFFFF_0000)
    }
}
