import CoreFoundation
import SDLPlatform
import Testing
@_spi(Testing) import UIKit

/// Actions on an element. Each one pushes SDL events (fingers, keys, text) exactly as a person's input
/// would arrive and runs the frames it lasts on the virtual clock. On an element that does not exist, the
/// action records a test failure and does nothing.
extension XCUIElement {
    /// One tap at the element's centre.
    public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("tap", sourceLocation) else { return }
        s.tap(s.touchPoint(of: v))
    }

    /// Two taps at the element's centre, 0.1 s apart.
    public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("doubleTap", sourceLocation) else { return }
        s.tap(s.touchPoint(of: v), count: 2)
    }

    /// `count` taps with `touches` fingers side by side (10 points apart) at the element's centre.
    public func tap(withNumberOfTaps count: Int, numberOfTouches touches: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("tap(withNumberOfTaps:numberOfTouches:)", sourceLocation) else { return }
        let c = s.touchPoint(of: v)
        let n = max(1, min(touches, 10))
        var points: [(id: Int, point: CGPoint)] = []
        for i in 0..<n {
            let dx = CGFloat(i) * 10 - CGFloat(n - 1) * 5
            points.append((id: i, point: CGPoint(x: c.x + dx, y: c.y)))
        }
        for i in 0..<max(1, count) {
            s.fingers(.down, points)
            s.step(frames: 2)
            s.fingers(.up, points)
            s.step(frames: i == count - 1 ? 0 : 2)
        }
    }

    /// One finger held on the element's centre for `duration` seconds.
    public func press(forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("press(forDuration:)", sourceLocation) else { return }
        s.press(s.touchPoint(of: v), seconds: duration)
    }

    /// One finger held on the element for `duration`, then dragged to `other`'s centre (over 0.5 s) and lifted.
    public func press(forDuration duration: TimeInterval, thenDragTo other: XCUIElement,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("press(forDuration:thenDragTo:)", sourceLocation) else { return }
        guard let target = other.view else { application.report("press(forDuration:thenDragTo:): no element matches \(other)", sourceLocation); return }
        drag(s, from: s.touchPoint(of: v), to: s.touchPoint(of: target), hold: duration, seconds: 0.5)
    }

    /// One finger from the element's centre to `point` (window points) over `seconds`.
    public func drag(to point: CGPoint, seconds: TimeInterval = 0.5, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("drag(to:)", sourceLocation) else { return }
        drag(s, from: s.touchPoint(of: v), to: point, hold: 0, seconds: seconds)
    }

    /// One finger from the element's centre to `other`'s centre over `seconds`.
    public func drag(to other: XCUIElement, seconds: TimeInterval = 0.5, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("drag(to:)", sourceLocation) else { return }
        guard let target = other.view else { application.report("drag(to:): no element matches \(other)", sourceLocation); return }
        drag(s, from: s.touchPoint(of: v), to: s.touchPoint(of: target), hold: 0, seconds: seconds)
    }

    private func drag(_ s: HeadlessSession, from: CGPoint, to: CGPoint, hold: TimeInterval, seconds: TimeInterval) {
        guard hold > 0 else { s.drag(from: from, to: to, seconds: seconds); return }
        s.fingers(.down, [(0, from)])
        s.wait(hold)
        let frames = max(1, Int((seconds / HeadlessSession.frameDuration).rounded()))
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            s.fingers(.move, [(0, CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))])
        }
        s.fingers(.up, [(0, to)])
    }

    /// A quick finger movement leftwards across the element.
    public func swipeLeft(sourceLocation: SourceLocation = #_sourceLocation) { swipe(.left, sourceLocation) }
    /// A quick finger movement rightwards across the element.
    public func swipeRight(sourceLocation: SourceLocation = #_sourceLocation) { swipe(.right, sourceLocation) }
    /// A quick finger movement upwards across the element.
    public func swipeUp(sourceLocation: SourceLocation = #_sourceLocation) { swipe(.up, sourceLocation) }
    /// A quick finger movement downwards across the element.
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) { swipe(.down, sourceLocation) }

    private func swipe(_ direction: ScriptCommand.Direction, _ location: SourceLocation) {
        guard let (v, s) = require("swipe \(direction.rawValue)", location) else { return }
        s.swipe(v, direction)
    }

    /// Two fingers on a horizontal line through the centre, their span (starting at half the element's
    /// smaller side, at least 40 points) multiplied by `scale` at `velocity` scale factor per second.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("pinch(withScale:velocity:)", sourceLocation) else { return }
        guard scale.isFinite, scale > 0, velocity.isFinite, velocity != 0 else {
            application.report("pinch(withScale:velocity:): scale must be > 0 and velocity non-zero, got \(scale), \(velocity)", sourceLocation)
            return
        }
        let size = v.convert(v.bounds, to: nil).size
        let d1 = max(40, min(size.width, size.height) / 2)
        let seconds = min(10, max(0.1, abs(scale - 1) / abs(velocity)))
        s.pinch(center: s.touchPoint(of: v), from: Double(d1), to: Double(d1 * scale), seconds: seconds)
    }

    /// Two fingers 50 points either side of the centre turning by `rotation` radians (positive clockwise on
    /// screen) at `velocity` radians per second.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("rotate(_:withVelocity:)", sourceLocation) else { return }
        guard rotation.isFinite, velocity.isFinite, velocity != 0 else {
            application.report("rotate(_:withVelocity:): rotation and a non-zero velocity must be finite, got \(rotation), \(velocity)", sourceLocation)
            return
        }
        let c = s.touchPoint(of: v)
        let r: CGFloat = 50
        func points(_ angle: CGFloat) -> [(id: Int, point: CGPoint)] {
            [(0, CGPoint(x: c.x - r * cos(angle), y: c.y - r * sin(angle))), (1, CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))]
        }
        let seconds = min(10, max(0.1, abs(rotation / velocity)))
        let frames = max(1, Int((seconds / HeadlessSession.frameDuration).rounded()))
        s.fingers(.down, points(0))
        for i in 1...frames { s.fingers(.move, points(rotation * CGFloat(i) / CGFloat(frames))) }
        s.fingers(.up, points(rotation))
    }

    /// Types `text` into the element: taps it first unless it (or a subview) is the first responder, then
    /// commits the text as the keyboard would; "\n" presses Return and "\u{8}" Backspace.
    public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("typeText", sourceLocation) else { return }
        if !s.holdsFirstResponder(v) { s.tap(s.touchPoint(of: v)) }
        application.typeCommitted(text)
    }

    /// Presses `key` (a character or a key name: "return", "tab", "left", "f1" ...) with `modifierFlags` held,
    /// on the element after making sure it has keyboard focus (as `typeText`).
    public func typeKey(_ key: String, modifierFlags: UIKeyModifierFlags = [], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (v, s) = require("typeKey", sourceLocation) else { return }
        if v.canBecomeFirstResponder, !s.holdsFirstResponder(v) { s.tap(s.touchPoint(of: v)) }
        application.typeKey(key, modifierFlags: modifierFlags, sourceLocation: sourceLocation)
    }
}
