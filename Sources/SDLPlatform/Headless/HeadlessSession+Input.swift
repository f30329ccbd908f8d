import CSDL2
import Foundation
import UIKit

extension HeadlessSession {
    /// Taps `count` times at `point` (window points) with one finger, 0.1 s apart.
    public func tap(_ point: CGPoint, count: Int = 1) {
        for i in 0..<max(count, 1) {
            injector.finger(SDL_FINGERDOWN, id: 0, x: point.x, y: point.y)
            step(frames: 3)
            injector.finger(SDL_FINGERUP, id: 0, x: point.x, y: point.y)
            step(frames: i == count - 1 ? 1 : 3)
        }
    }

    /// The centre of a view in window points.
    public func center(of view: UIView) -> CGPoint {
        let r = view.convert(view.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// Sends a mouse button or motion event (left button) at `point`.
    public func mouse(_ phase: ScriptCommand.Phase, at point: CGPoint) {
        switch phase {
        case .down: injector.mouseButton(down: true, x: point.x, y: point.y); mouseHeld = true
        case .move: injector.mouseMove(x: point.x, y: point.y, buttonHeld: mouseHeld)
        case .up: injector.mouseButton(down: false, x: point.x, y: point.y); mouseHeld = false
        }
        step()
    }

    /// The mouse wheel turned by `notches` (positive: away from the user, showing what is further up) and
    /// `horizontal` notches (positive: showing what is further right) with the pointer at `point` (an SDL wheel
    /// event), then one frame.
    public func mouseWheel(notches: Double, horizontal: Double = 0, at point: CGPoint) {
        injector.mouseWheel(notches: Float(notches), horizontal: Float(horizontal), x: point.x, y: point.y)
        step()
    }

    /// The mouse pointer leaves the window (an SDL window-leave event), then one frame: every hover ends.
    public func mouseLeavesWindow() {
        injector.windowEvent(SDL_WINDOWEVENT_LEAVE, window: host.window.window)
        step()
    }

    /// A click of the right (secondary) mouse button at `point`: down, a frame, up.
    public func secondaryClick(at point: CGPoint) {
        injector.mouseButton(down: true, x: point.x, y: point.y, button: UInt8(SDL_BUTTON_RIGHT))
        step()
        injector.mouseButton(down: false, x: point.x, y: point.y, button: UInt8(SDL_BUTTON_RIGHT))
        step()
    }

    /// One finger from `from` to `to` over `seconds`, moving every frame.
    public func drag(from: CGPoint, to: CGPoint, seconds: TimeInterval) {
        let frames = max(1, Int((seconds / Self.frameDuration).rounded()))
        injector.finger(SDL_FINGERDOWN, id: 0, x: from.x, y: from.y)
        step()
        var last = from
        for i in 1...frames {
            let t = Double(i) / Double(frames)
            let p = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            injector.finger(SDL_FINGERMOTION, id: 0, x: p.x, y: p.y, dx: p.x - last.x, dy: p.y - last.y)
            last = p
            step()
        }
        injector.finger(SDL_FINGERUP, id: 0, x: to.x, y: to.y)
        step()
    }

    /// A raw finger event (multi-touch scripts).
    public func finger(_ phase: ScriptCommand.Phase, id: Int, at point: CGPoint) {
        let type: SDL_EventType = phase == .down ? SDL_FINGERDOWN : phase == .up ? SDL_FINGERUP : SDL_FINGERMOTION
        injector.finger(type, id: id, x: point.x, y: point.y)
        step()
    }

    /// Several fingers changing in the same frame (they arrive in one touch event), then one frame.
    public func fingers(_ phase: ScriptCommand.Phase, _ touches: [(id: Int, point: CGPoint)]) {
        let type: SDL_EventType = phase == .down ? SDL_FINGERDOWN : phase == .up ? SDL_FINGERUP : SDL_FINGERMOTION
        for t in touches { injector.finger(type, id: t.id, x: t.point.x, y: t.point.y) }
        step()
    }

    /// The window gains or loses input focus (as when the user switches to another window), then one frame.
    public func focus(_ gained: Bool) {
        injector.windowFocus(gained: gained, windowID: SDL_GetWindowID(host.window.window))
        step()
    }

    /// Two fingers on a horizontal line through `center`, their span going from `d1` to `d2` over `seconds`.
    public func pinch(center: CGPoint, from d1: Double, to d2: Double, seconds: TimeInterval) {
        let frames = max(1, Int((seconds / Self.frameDuration).rounded()))
        injector.finger(SDL_FINGERDOWN, id: 0, x: center.x - d1 / 2, y: center.y)
        injector.finger(SDL_FINGERDOWN, id: 1, x: center.x + d1 / 2, y: center.y)
        step()
        for i in 1...frames {
            let d = d1 + (d2 - d1) * Double(i) / Double(frames)
            injector.finger(SDL_FINGERMOTION, id: 0, x: center.x - d / 2, y: center.y)
            injector.finger(SDL_FINGERMOTION, id: 1, x: center.x + d / 2, y: center.y)
            step()
        }
        injector.finger(SDL_FINGERUP, id: 0, x: center.x - d2 / 2, y: center.y)
        injector.finger(SDL_FINGERUP, id: 1, x: center.x + d2 / 2, y: center.y)
        step()
    }

    /// Presses (and releases, when `phase` is nil) the named key.
    public func key(_ name: String, _ phase: ScriptCommand.Phase? = nil) {
        guard let scancode = SDLKeyNames.all[name.lowercased()] else { app.log("key: unknown key '\(name)'"); return }
        if phase != .up { injector.key(scancode, down: true); step() }
        if phase != .down { injector.key(scancode, down: false); step() }
    }

    /// Holds the named key down through `repeats` auto-repeats (one per frame), then releases it.
    public func holdKey(_ name: String, repeats: Int) {
        guard let scancode = SDLKeyNames.all[name.lowercased()] else { app.log("key: unknown key '\(name)'"); return }
        injector.key(scancode, down: true); step()
        for _ in 0..<max(repeats, 0) { injector.key(scancode, down: true, isRepeat: true); step() }
        injector.key(scancode, down: false); step()
    }

    /// Text committed by the keyboard or input method.
    public func type(_ text: String) {
        injector.text(text)
        step()
    }

    /// Connects a virtual game controller.
    public func addPad() { injector.addPad(); step() }
    /// Disconnects the most recently connected controller.
    public func removePad() { injector.removePad(); step() }

    /// Presses or releases a controller button by name (a, b, x, y, start, back, dpup ...).
    public func padButton(_ name: String, down: Bool) {
        guard let button = SDLKeyNames.buttons[name.lowercased()] else { app.log("pad button: unknown button '\(name)'"); return }
        injector.padButton(button, down: down)
        step()
    }

    /// Moves a controller stick axis (-1...1).
    public func padAxis(_ axis: UIControllerAxis, value: Double) {
        injector.padAxis(SDLKeyNames.sdlAxis(axis), value: value)
        step()
    }

    /// One accelerometer sample in m/s².
    public func accelerometer(x: Double, y: Double, z: Double) {
        injector.accelerometer(x: x, y: y, z: z, timestamp: clock.now)
        step()
    }

    /// A strong shake: a 30 m/s², 4 Hz sinusoid along x (gravity on y), sampled at 120 Hz for `seconds`.
    public func shake(seconds: TimeInterval = 1, amplitude: Double = 30, frequency: Double = 4) {
        guard seconds.isFinite, seconds > 0, seconds <= 600, amplitude.isFinite, frequency.isFinite else {
            app.log("shake: ignored (seconds \(seconds), amplitude \(amplitude), frequency \(frequency) must be finite, 0 < seconds <= 600)")
            return
        }
        let start = clock.now
        let frames = max(1, Int((seconds / Self.frameDuration).rounded()))
        for _ in 0..<frames {
            for half in 0..<2 {
                let t = clock.now - start + Double(half) * Self.frameDuration / 2
                injector.accelerometer(x: amplitude * sin(2 * .pi * frequency * t), y: 9.81, z: 0,
                                       timestamp: start + t)
            }
            step()
        }
        injector.accelerometer(x: 0, y: 9.81, z: 0, timestamp: clock.now)
        step()
    }
}
