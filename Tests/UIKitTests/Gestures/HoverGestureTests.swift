import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// UIHoverGestureRecognizer, driven by `UIInputEvent.pointerMoved` (mouse motion with no button) through hit testing.
@Suite @MainActor struct HoverGestureTests {
    /// A 400 x 400 window with `outer` at (100, 100, 200 x 200) holding `inner` at (50, 50, 50 x 50), each with a
    /// hover recognizer logging "name state x,y" (the location in its own view).
    private func harness() -> (ControlsHarness, UIView, UIView, UIHoverGestureRecognizer, () -> [String]) {
        let h = ControlsHarness()
        var log: [String] = []
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        outer.addSubview(inner)
        h.window.rootViewController!.view.addSubview(outer)
        let outerHover = UIHoverGestureRecognizer { g in
            let p = g.location(in: g.view)
            log.append("outer \(g.state) \(Int(p.x)),\(Int(p.y))")
        }
        outer.addGestureRecognizer(outerHover)
        inner.addGestureRecognizer(UIHoverGestureRecognizer { g in
            let p = g.location(in: g.view)
            log.append("inner \(g.state) \(Int(p.x)),\(Int(p.y))")
        })
        h.frame()
        return (h, outer, inner, outerHover, { log })
    }

    private func move(_ h: ControlsHarness, _ x: CGFloat, _ y: CGFloat) {
        h.app.handle(.pointerMoved(location: CGPoint(x: x, y: y)))
        h.frame()
    }

    @Test func enteringMovingWithinAndLeavingAViewBeginChangeAndEnd() {
        let (h, _, _, outerHover, log) = harness()
        move(h, 50, 50)   // outside both
        #expect(log().isEmpty)
        move(h, 110, 120)
        move(h, 130, 120)
        #expect(outerHover.state == .changed)
        #expect(outerHover.location(in: nil) == CGPoint(x: 130, y: 120))
        move(h, 350, 120)
        #expect(log() == ["outer began 10,20", "outer changed 30,20", "outer ended 250,20"])
        #expect(outerHover.state == .possible)   // reset, ready for the next visit
    }

    @Test func aSubviewsRecognizerBeginsWhileItsSuperviewsKeepsChanging() {
        let (h, _, _, _, log) = harness()
        move(h, 110, 110)
        move(h, 160, 160)   // into inner, still in outer
        move(h, 170, 160)
        move(h, 210, 160)   // out of inner, still in outer
        h.app.handle(.pointerExited)   // out of the window
        #expect(log() == ["outer began 10,10",
                          "inner began 10,10", "outer changed 60,60",
                          "inner changed 20,10", "outer changed 70,60",
                          "inner ended 60,10", "outer changed 110,60",
                          "outer ended 110,60"])
    }

    @Test func hiddenOrNonInteractiveViewsAndDisabledRecognizersGetNoHover() {
        let (h, outer, _, outerHover, log) = harness()
        outer.isUserInteractionEnabled = false
        move(h, 110, 110)
        #expect(log().isEmpty)
        outer.isUserInteractionEnabled = true
        outerHover.isEnabled = false
        move(h, 120, 110)
        #expect(log().isEmpty)
        outerHover.isEnabled = true
        move(h, 130, 110)
        #expect(log() == ["outer began 30,10"])
        outerHover.isEnabled = false   // disabling a hover in progress cancels it
        #expect(log().last == "outer cancelled 30,10")
        outerHover.isEnabled = true
        move(h, 140, 110)
        #expect(log().last == "outer began 40,10")
    }

    @Test func hoverRecognizersTakeNoTouchesAndTouchesDoNotHover() {
        let (h, outer, _, outerHover, log) = harness()
        var taps = 0
        outer.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        h.tap(120, 120)   // a click or a finger: no hover
        #expect(log().isEmpty && taps == 1)
        move(h, 120, 120)
        h.tap(120, 120)   // a click while hovering leaves the hover alone
        #expect(taps == 2 && outerHover.state == .began)
    }
}
