import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// The wheel with a modifier key held, as desktop applications read it: Shift turns a vertical wheel
/// horizontal, Control zooms the zoomable scroll view under the pointer about the pointer.
@MainActor @Suite struct ScrollWheelModifierTests {
    private func modifier(_ h: ControlsHarness, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags, down: Bool) {
        // As the keyboard reports them: a modifier's own key-down carries its flag, its key-up no longer does.
        let key = UIKey(keyCode: code, characters: "", charactersIgnoringModifiers: "", modifierFlags: down ? flags : [])
        h.app.handle(.key(key, isDown: down, isRepeat: false))
    }

    private func wheel(_ h: ControlsHarness, dy: CGFloat, dx: CGFloat = 0, at p: CGPoint) {
        h.app.handle(.scroll(delta: CGVector(dx: dx, dy: dy), location: p))
        h.frame()
    }

    @Test func shiftTurnsAVerticalWheelIntoHorizontalScrolling() {
        let h = ControlsHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 1200, height: 2000)
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
        modifier(h, .keyboardLeftShift, .shift, down: true)
        wheel(h, dy: 40, at: CGPoint(x: 200, y: 200))          // one notch towards the user: further right
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
        wheel(h, dy: 10, dx: 20, at: CGPoint(x: 200, y: 200))  // a touchpad's own horizontal part is kept
        #expect(scroll.contentOffset == CGPoint(x: 60, y: 10))
        modifier(h, .keyboardLeftShift, .shift, down: false)
        wheel(h, dy: 40, at: CGPoint(x: 200, y: 200))
        #expect(scroll.contentOffset == CGPoint(x: 60, y: 50))
    }

    @Test func controlZoomsAboutThePointerAndEndsWhenTheWheelRests() {
        let f = ZoomFixture(min: 1, max: 4)
        modifier(f.h, .keyboardLeftControl, .control, down: true)
        wheel(f.h, dy: -40, at: CGPoint(x: 100, y: 100))   // a notch away from the user: 10% in
        #expect(abs(f.scroll.zoomScale - 1.1) < 1e-9)
        #expect(f.scroll.isZooming)
        // The content point under the pointer, (100, 100), stays there: at 1.1 it lies at 110, so the offset is 10.
        #expect(abs(f.scroll.contentOffset.x - 10) < 0.5 && abs(f.scroll.contentOffset.y - 10) < 0.5)
        wheel(f.h, dy: -40, at: CGPoint(x: 100, y: 100))
        #expect(abs(f.scroll.zoomScale - 1.21) < 1e-9)
        #expect(f.recorder.zoomEvents == ["willBeginZooming", "didZoom", "didZoom"])
        f.h.advance(0.3)
        #expect(!f.scroll.isZooming)
        #expect(f.recorder.zoomEvents.last?.hasPrefix("didEndZooming 1.2") == true)
        #expect(f.recorder.zoomEvents.filter { $0.hasPrefix("willBegin") }.count == 1)
    }

    @Test func controlZoomStopsAtTheLimitsWithoutARubberBand() {
        let f = ZoomFixture(min: 1, max: 2)
        modifier(f.h, .keyboardLeftControl, .control, down: true)
        wheel(f.h, dy: 400, at: CGPoint(x: 200, y: 200))    // ten notches out, already at the minimum
        #expect(f.scroll.zoomScale == 1)
        #expect(f.scroll.contentOffset == .zero)
        wheel(f.h, dy: -2000, at: CGPoint(x: 200, y: 200))  // fifty notches in
        #expect(f.scroll.zoomScale == 2)
        f.h.advance(0.3)
        #expect(f.scroll.zoomScale == 2)
        #expect(f.recorder.zoomEvents.last == "didEndZooming 2.0")
    }

    @Test func controlWithAScrollViewThatCannotZoomNeitherZoomsNorScrolls() {
        let h = ControlsHarness()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        h.window.rootViewController!.view.addSubview(scroll)
        h.frame()
        modifier(h, .keyboardLeftControl, .control, down: true)
        wheel(h, dy: 40, at: CGPoint(x: 200, y: 200))
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.zoomScale == 1)
        // Losing focus forgets the held keys (their key-ups go to another window): the wheel scrolls again.
        h.app.handle(.focus(false))
        h.app.handle(.focus(true))
        wheel(h, dy: 40, at: CGPoint(x: 200, y: 200))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func scrollAndHoverEventsCarryTheHeldModifiers() {
        let h = ControlsHarness()
        final class Probe: UIView {
            var seen: [UIKeyModifierFlags] = []
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                if let event, event.type == .scroll || event.type == .hover { seen.append(event.modifierFlags) }
                return super.hitTest(point, with: event)
            }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        h.window.rootViewController!.view.addSubview(probe)
        h.frame()
        modifier(h, .keyboardLeftAlt, .alternate, down: true)
        wheel(h, dy: 40, at: CGPoint(x: 50, y: 50))
        h.app.handle(.pointerMoved(location: CGPoint(x: 60, y: 60)))
        modifier(h, .keyboardLeftAlt, .alternate, down: false)
        wheel(h, dy: 40, at: CGPoint(x: 50, y: 50))
        #expect(probe.seen == [.alternate, .alternate, []])
    }
}
