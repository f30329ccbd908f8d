import Foundation
import Testing
@_spi(Platform) import UIKit

@Suite(.serialized) @MainActor struct AnimationHitTestTests {
    private func setUp(options: UIView.AnimationOptions) -> (AnimationHarness, UIWindow, UIView) {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        w.addSubview(v)
        h.frame()
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear),
                       animations: { v.frame = CGRect(x: 60, y: 0, width: 20, height: 20) })
        h.advance(0.5)   // on screen at x 30...50
        return (h, w, v)
    }

    @Test func animatingViewIsNotHitWithoutAllowUserInteraction() {
        let (h, w, v) = setUp(options: [])
        #expect(w.hitTest(CGPoint(x: 40, y: 10), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === w)
        h.run(0.6)
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === v, "hit again once the animation ended")
    }

    @Test func allowUserInteractionHitsThePresentationGeometry() {
        let (_, w, v) = setUp(options: .allowUserInteraction)
        #expect(w.hitTest(CGPoint(x: 40, y: 10), with: nil) === v, "hit where it is on screen")
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === w, "not where the model says it will be")
        #expect(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === w, "not where it started")
    }
}
