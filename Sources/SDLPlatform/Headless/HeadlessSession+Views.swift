import CSDL2
import Foundation
@_spi(Testing) import UIKit

extension HeadlessSession {
    /// Every view with `identifier` in the key window's tree, hidden ones included, in tree order.
    public func allViews(withIdentifier identifier: String) -> [UIView] {
        guard let window = app.keyWindow else { return [] }
        var found: [UIView] = []
        func search(_ v: UIView) {
            if v.accessibilityIdentifier == identifier { found.append(v) }
            v.subviews.forEach(search)
        }
        search(window)
        return found
    }

    /// The view scripts mean by `@identifier`: the front-most visible one, else the first in tree order.
    public func element(_ identifier: String) -> UIView? {
        let all = allViews(withIdentifier: identifier)
        return all.last(where: isVisible) ?? all.first
    }

    /// Whether `view` can be seen: shown (no hidden or transparent ancestor) and on screen, its on-screen
    /// frame overlapping the window.
    public func isVisible(_ view: UIView) -> Bool {
        guard view.isShownOnScreen, let frame = view.frameOnScreen, let window = view.window else { return false }
        let overlap = frame.intersection(window.bounds)
        return !overlap.isNull && overlap.width > 0 && overlap.height > 0
    }

    /// Where a touch on `view` lands: the centre of its part inside the window, in model geometry (hit testing's).
    public func touchPoint(of view: UIView) -> CGPoint {
        var r = view.convert(view.bounds, to: nil)
        if let window = view.window {
            let inside = r.intersection(window.bounds)
            if !inside.isNull, inside.width > 0, inside.height > 0 { r = inside }
        }
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// Whether `view` or one of its subviews is the first responder.
    public func holdsFirstResponder(_ view: UIView) -> Bool {
        if view.isFirstResponder { return true }
        return view.subviews.contains(where: holdsFirstResponder)
    }

    /// One finger across `view`'s centre in `direction`: 100 points or 60% of its extent, whichever is
    /// longer, in 0.15 s (a swipe for `UISwipeGestureRecognizer`, a fling for a scroll view).
    public func swipe(_ view: UIView, _ direction: ScriptCommand.Direction) {
        let c = touchPoint(of: view)
        let size = view.convert(view.bounds, to: nil).size
        let horizontal = direction == .left || direction == .right
        let d = max(100, 0.6 * (horizontal ? size.width : size.height))
        let sign: CGFloat = direction == .right || direction == .down ? 1 : -1
        let delta = horizontal ? CGPoint(x: sign * d / 2, y: 0) : CGPoint(x: 0, y: sign * d / 2)
        drag(from: CGPoint(x: c.x - delta.x, y: c.y - delta.y), to: CGPoint(x: c.x + delta.x, y: c.y + delta.y), seconds: 0.15)
    }

    /// One finger held at `point` for `seconds`, then lifted.
    public func press(_ point: CGPoint, seconds: TimeInterval) {
        injector.finger(SDL_FINGERDOWN, id: 0, x: point.x, y: point.y)
        step()
        wait(seconds)
        injector.finger(SDL_FINGERUP, id: 0, x: point.x, y: point.y)
        step()
    }

    /// Runs frames until `condition` holds or `timeout` seconds of virtual time pass; whether it held.
    @discardableResult
    public func wait(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        if condition() { return true }
        let frames = Int((max(0, timeout) / Self.frameDuration).rounded(.up))
        for _ in 0..<frames {
            step()
            if condition() { return true }
        }
        return false
    }
}
