import Foundation
import Testing
@_spi(Platform) import UIKit

/// A control that counts its actions (touch up inside) and its touch-up-outside events.
@MainActor private final class ActionCounter {
    var inside = 0, outside = 0, down = 0
    func attach(to control: UIControl) {
        control.addAction(UIAction { [weak self] _ in self?.inside += 1 }, for: .touchUpInside)
        control.addAction(UIAction { [weak self] _ in self?.outside += 1 }, for: .touchUpOutside)
        control.addAction(UIAction { [weak self] _ in self?.down += 1 }, for: .touchDown)
    }
}

/// The recipe for tapping moving things: the control is inside wherever its presentation layer is drawn.
@MainActor private final class PresentationHitControl: UIControl {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let superview, let shown = layer.presentation() else { return super.point(inside: point, with: event) }
        return shown.frame.contains(convert(point, to: superview))
    }
}

/// The other recipe: a container whose hitTest picks the subview whose presentation frame holds the point.
@MainActor private final class PresentationHitContainer: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for sub in subviews.reversed() where sub.layer.presentation()?.frame.contains(point) == true { return sub }
        return super.hitTest(point, with: event)
    }
}

/// Records where its touches began and ended, in its own coordinates.
@MainActor private final class TouchProbe: UIView {
    var began: [CGPoint] = [], ended: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.map { $0.location(in: self) } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.map { $0.location(in: self) } }
}

/// UIKit hit-tests the model layer (where a view is going), reports touch locations in the same geometry, and
/// takes touches on an animating view only with `.allowUserInteraction`.
@Suite(.serialized) @MainActor struct AnimationHitTestTests {
    private func setUp(options: UIView.AnimationOptions) -> (AnimationHarness, UIWindow, UIView) {
        let h = AnimationHarness()
        let w = h.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        w.addSubview(v)
        h.frame()
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear),
                       animations: { v.frame = CGRect(x: 60, y: 0, width: 20, height: 20) })
        h.advance(0.5)   // on screen at x 30...50, the model at 60...80
        return (h, w, v)
    }

    /// A 400-point-wide window in which `control` slides from x 0 to x 300 over 1 s (linear); half way it
    /// is drawn at 150...170 and its model frame is 300...320.
    private func slide(_ control: UIView, in container: UIView? = nil, options: UIView.AnimationOptions)
        -> (AnimationHarness, UIWindow) {
        let h = AnimationHarness()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
        w.makeKeyAndVisible()
        let host = container ?? w
        if let container { container.frame = w.bounds; w.addSubview(container) }
        control.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.addSubview(control)
        h.frame()
        UIView.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear),
                       animations: { control.frame = CGRect(x: 300, y: 0, width: 20, height: 20) })
        h.advance(0.5)
        return (h, w)
    }

    private func tap(_ h: AnimationHarness, at p: CGPoint) {
        h.app.handle(.touch(finger: 1, phase: .began, location: p))
        h.app.dispatchPendingInput()
        h.advance(0.02)
        h.app.handle(.touch(finger: 1, phase: .ended, location: p))
        h.app.dispatchPendingInput()
    }

    @Test func animatingViewIsNotHitWithoutAllowUserInteraction() {
        let (h, w, v) = setUp(options: [])
        #expect(w.hitTest(CGPoint(x: 40, y: 10), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === w)
        h.run(0.6)
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === v, "hit again once the animation ended")
    }

    @Test func allowUserInteractionHitsTheModelGeometry() {
        let (_, w, v) = setUp(options: .allowUserInteraction)
        #expect(w.hitTest(CGPoint(x: 70, y: 10), with: nil) === v, "hit where the model says it is (its destination)")
        #expect(w.hitTest(CGPoint(x: 40, y: 10), with: nil) === w, "not where the animation draws it")
        #expect(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === w, "not where it started")
    }

    @Test func aSlidingButtonTappedAtItsDestinationRunsItsAction() {
        let button = UIButton(type: .system)
        let counter = ActionCounter()
        counter.attach(to: button)
        let (h, _) = slide(button, options: .allowUserInteraction)
        tap(h, at: CGPoint(x: 310, y: 10))
        #expect(counter.down == 1 && counter.inside == 1 && counter.outside == 0)
        tap(h, at: CGPoint(x: 160, y: 10))
        #expect(counter.down == 1 && counter.inside == 1, "a tap where it is drawn reaches the view behind")
    }

    @Test func withoutAllowUserInteractionASlidingButtonTakesNoTouches() {
        let button = PresentationHitControl()
        let counter = ActionCounter()
        counter.attach(to: button)
        let (h, _) = slide(button, options: [])
        tap(h, at: CGPoint(x: 310, y: 10))
        tap(h, at: CGPoint(x: 160, y: 10))
        #expect(counter.down == 0 && counter.inside == 0, "even its presentation-layer override is not asked")
        h.run(0.6)
        tap(h, at: CGPoint(x: 310, y: 10))
        #expect(counter.inside == 1, "at rest it takes touches again")
    }

    @Test func pointInsideAgainstThePresentationLayerTapsItWhereItIsDrawn() {
        let button = PresentationHitControl()
        let counter = ActionCounter()
        counter.attach(to: button)
        let (h, w) = slide(button, options: .allowUserInteraction)
        #expect(w.hitTest(CGPoint(x: 160, y: 10), with: nil) === button)
        tap(h, at: CGPoint(x: 160, y: 10))
        // 140 points from its model bounds (beyond the 70-point retraction margin), yet inside: its action runs.
        #expect(counter.down == 1 && counter.inside == 1 && counter.outside == 0)
        tap(h, at: CGPoint(x: 310, y: 10))
        #expect(counter.inside == 1, "its destination is no longer inside it")
    }

    @Test func hitTestAgainstPresentationLayersFindsTheMovingView() {
        let probe = TouchProbe()
        let container = PresentationHitContainer()
        let (h, w) = slide(probe, in: container, options: .allowUserInteraction)
        #expect(w.hitTest(CGPoint(x: 160, y: 10), with: nil) === probe)
        tap(h, at: CGPoint(x: 160, y: 10))
        // Locations are in the model's geometry, as in UIKit: x = 160 - 300.
        #expect(probe.began == [CGPoint(x: -140, y: 10)])
        #expect(probe.ended.count == 1)
    }

    @Test func touchLocationsOnAnAnimatingViewUseItsModelGeometry() {
        let probe = TouchProbe()
        let (h, _) = slide(probe, options: .allowUserInteraction)
        tap(h, at: CGPoint(x: 305, y: 12))
        #expect(probe.began == [CGPoint(x: 5, y: 12)])
        #expect(probe.ended == [CGPoint(x: 5, y: 12)])
    }
}
