import Foundation
import Testing
@_spi(Platform) import UIKit

/// `convert(_:to:)` and `convert(_:from:)` between views, by hand: translations add up level by level
/// (bounds origins included), and a transform anywhere on the way gives the bounding box of the mapped
/// corners, as in UIKit.
@Suite(.serialized) @MainActor struct ViewCoordinateConversionTests {
    @Test func translationsAddUpThroughTheTree() {
        _ = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 7, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        window.addSubview(a); a.addSubview(b); window.addSubview(c)
        a.bounds.origin = CGPoint(x: 0, y: 3)  // scrolled by 3 points
        // b's origin in the window: 10 + 5, 20 - 3 + 7.
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 25))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: c) == CGRect(x: -15, y: -16, width: 4, height: 4))
        #expect(c.convert(CGRect(x: 0, y: 0, width: 4, height: 4), from: b) == CGRect(x: -15, y: -16, width: 4, height: 4))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 4, height: 4), from: c) == CGRect(x: 15, y: 16, width: 4, height: 4))
        #expect(b.convert(CGRect.null, to: nil).isNull)
    }

    @Test func aTransformOnTheWayGivesTheBoundingBox() {
        _ = UIApplication.makeShared(clock: VirtualClock(start: 0), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(a); a.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)  // about a's centre (150, 150)
        // b's corners (0,0) and (20,10) land at 150 + 2 * (-50) = 50 and 50 + 40, 50 + 20.
        let r = b.convert(b.bounds, to: nil)
        #expect(abs(r.minX - 50) < 1e-9 && abs(r.minY - 50) < 1e-9)
        #expect(abs(r.width - 40) < 1e-9 && abs(r.height - 20) < 1e-9)
        let back = b.convert(CGPoint(x: 90, y: 70), from: nil)
        #expect(abs(back.x - 20) < 1e-9 && abs(back.y - 10) < 1e-9)
    }
}
