import Foundation
import Testing
import UIKit

@Suite @MainActor struct HitTesting3DTests {
    /// A 200 x 100 view centred at (160, 240), rotated `angle` about y with perspective 1/d.
    private func tiltedView(angle: CGFloat, d: CGFloat = 500, width: CGFloat = 200) -> (root: UIView, view: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 160 - width / 2, y: 190, width: width, height: 100))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / d
        view.layer.transform = CATransform3DRotate(perspective, angle, 0, 1, 0)
        root.addSubview(view)
        return (root, view)
    }

    @Test func conversionRoundTripsThroughPerspective() {
        let (root, view) = tiltedView(angle: .pi / 4)
        for p in [CGPoint(x: 10, y: 10), CGPoint(x: 190, y: 90), CGPoint(x: 100, y: 50)] {
            let onScreen = view.convert(p, to: root)
            let back = view.convert(onScreen, from: root)
            #expect(abs(back.x - p.x) < 1e-6 && abs(back.y - p.y) < 1e-6)
        }
        // The near edge (x = 0 in the view, towards the viewer) is magnified, the far edge shrunk.
        let near = view.convert(CGPoint(x: 0, y: 0), to: root), far = view.convert(CGPoint(x: 200, y: 0), to: root)
        #expect(near.y < 190 && far.y > 190)
    }

    @Test func partsOfAPlaneBehindTheViewerAreNotHit() {
        // 400 points wide, turned 1.4 rad with the eye 120 points away: the left end (x < -121.8 from the
        // anchor) passes behind the eye. Screen points right of the projected plane have their ray's
        // preimage there: inside the bounds, but behind the viewer (w < 0), so they must not hit.
        let (root, view) = tiltedView(angle: 1.4, d: 120, width: 400)
        let behind = view.convert(CGPoint(x: 300, y: 240), from: root)
        #expect(!behind.x.isFinite && !behind.y.isFinite)
        #expect(root.hitTest(CGPoint(x: 300, y: 240), with: nil) === root)
        // A point of the plane in front of the viewer round-trips and hits.
        let p = view.convert(CGPoint(x: 250, y: 50), to: root)
        #expect(p.x.isFinite && root.hitTest(p, with: nil) === view)
        let back = view.convert(p, from: root)
        #expect(abs(back.x - 250) < 1e-6 && abs(back.y - 50) < 1e-6)
    }

    @Test func aPointBehindTheViewerHasNoImage() {
        let layer = CALayer(), parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 200, y: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective)  // beyond the eye at z = 500
        parent.addSublayer(layer)
        let q = layer.convert(CGPoint(x: 50, y: 50), to: parent)
        #expect(!q.x.isFinite && !q.y.isFinite)
        #expect(parent.hitTest(CGPoint(x: 200, y: 200)) !== layer)
    }

    @Test func singleSidedViewsSeenFromBehindAreNotHit() {
        let (root, view) = tiltedView(angle: .pi)  // flipped: showing its back
        #expect(root.hitTest(CGPoint(x: 160, y: 240), with: nil) === view)  // double-sided by default
        view.layer.isDoubleSided = false
        #expect(root.hitTest(CGPoint(x: 160, y: 240), with: nil) === root)
    }

    @Test func sublayerTransformPerspectiveAppliesToSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stage = UIView(frame: root.bounds)
        var p = CATransform3DIdentity
        p.m34 = -1 / 400
        stage.layer.sublayerTransform = p
        let card = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        card.layer.transform = CATransform3DMakeTranslation(0, 0, -400)  // twice as far: half size about the centre
        stage.addSubview(card); root.addSubview(stage)
        #expect(root.hitTest(CGPoint(x: 160, y: 240), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 120, y: 200), with: nil) === stage)  // inside the flat frame, outside the shrunk card
        #expect(root.hitTest(CGPoint(x: 140, y: 220), with: nil) === card)
        let local = card.convert(CGPoint(x: 185, y: 265), from: root)
        #expect(abs(local.x - 100) < 1e-6 && abs(local.y - 100) < 1e-6)
    }
}
