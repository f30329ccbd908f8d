import Foundation
import SDLPlatform
import Testing
import UIKit

/// Input that belongs to no element: the hardware keyboard, the game controller, motion and the window.
/// Everything is pushed through SDL's event queue as live devices deliver it. Typing, keys and buttons first
/// let the app run until nothing animates (as element actions do, and as XCUITest waits for idle), so a key
/// meant for an alert reaches it after its presentation, not during it.
extension XCUIApplication {
    /// A stick of the game controller.
    public enum GamepadStick: Sendable { case left, right }

    /// Commits `text` to the first responder as the keyboard would; "\n" presses Return, "\u{8}" Backspace.
    public func typeText(_ text: String) { typeCommitted(text) }

    func typeCommitted(_ text: String) {
        guard let s = session else { return }
        waitForIdle()
        var chunk = ""
        for ch in text {
            switch ch {
            case "\n", "\r\n": if !chunk.isEmpty { s.type(chunk); chunk = "" }; s.key("return")
            case "\u{8}": if !chunk.isEmpty { s.type(chunk); chunk = "" }; s.key("backspace")
            default: chunk.append(ch)
            }
        }
        if !chunk.isEmpty { s.type(chunk) }
    }

    /// Presses `key` with `modifierFlags` held: a character ("a", "7") or a key name ("return", "escape",
    /// "tab", "left", "f1", "playpause" ...). Modifiers go down first and up last, as fingers do.
    public func typeKey(_ key: String, modifierFlags: UIKeyModifierFlags = [], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = session else { report("typeKey: the app is not running", sourceLocation); return }
        waitForIdle()
        let name = key.lowercased()
        guard ScriptParser.keyNames.contains(name) else {
            report("typeKey: unknown key '\(key)'; known: \(ScriptParser.keyNames.sorted().joined(separator: " "))", sourceLocation)
            return
        }
        let modifiers: [(UIKeyModifierFlags, String)] = [(.control, "ctrl"), (.alternate, "alt"), (.shift, "shift"), (.command, "gui")]
        let held = modifiers.filter { modifierFlags.contains($0.0) }.map(\.1)
        for m in held { s.key(m, .down) }
        s.key(name)
        for m in held.reversed() { s.key(m, .up) }
    }

    /// Holds `key` down for `duration` seconds (auto-repeat as the system sends it), then releases it.
    public func pressKey(_ key: String, forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = session else { report("pressKey: the app is not running", sourceLocation); return }
        waitForIdle()
        guard ScriptParser.keyNames.contains(key.lowercased()) else { report("pressKey: unknown key '\(key)'", sourceLocation); return }
        s.key(key, .down)
        s.wait(duration)
        s.key(key, .up)
    }

    /// Plugs a virtual game controller in.
    public func connectGamepad() { session?.addPad() }

    /// Unplugs the most recently connected game controller.
    public func disconnectGamepad() { session?.removePad() }

    /// Presses and releases a controller button ("a", "b", "x", "y", "start", "back", "dpup", "lb", "rb" ...),
    /// held for `duration` seconds.
    public func pressGamepadButton(_ name: String, forDuration duration: TimeInterval = 0.05, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let s = session else { report("pressGamepadButton: the app is not running", sourceLocation); return }
        waitForIdle()
        guard ScriptParser.buttonNames.contains(name.lowercased()) else {
            report("pressGamepadButton: unknown button '\(name)'; known: \(ScriptParser.buttonNames.sorted().joined(separator: " "))", sourceLocation)
            return
        }
        s.padButton(name, down: true)
        s.wait(duration)
        s.padButton(name, down: false)
    }

    /// Moves a stick to (`x`, `y`), each -1...1 (+x right, +y down, as SDL reports), and leaves it there.
    public func moveGamepadStick(_ stick: GamepadStick, x: Double, y: Double) {
        guard let s = session else { return }
        s.padAxis(stick == .left ? .leftX : .rightX, value: x)
        s.padAxis(stick == .left ? .leftY : .rightY, value: y)
    }

    /// Pulls a trigger to `value` (0...1).
    public func setGamepadTrigger(_ stick: GamepadStick, value: Double) {
        session?.padAxis(stick == .left ? .leftTrigger : .rightTrigger, value: value)
    }

    /// One accelerometer sample of the controller in m/s² (held flat at rest: 0, 9.81, 0).
    public func accelerometer(x: Double, y: Double, z: Double) { session?.accelerometer(x: x, y: y, z: z) }

    /// Tilts the controller: gravity leans `x` g to the right and `y` g towards the viewer (each -1...1),
    /// sampled at 60 Hz for `seconds`, which moves motion effects by the same share of their range.
    public func tilt(x: Double, y: Double, seconds: TimeInterval = 1) {
        guard let s = session else { return }
        let g = 9.80665
        let cx = max(-1, min(1, x)), cy = max(-1, min(1, y))
        let up = (max(0, 1 - cx * cx - cy * cy)).squareRoot()
        for _ in 0..<max(1, Int((seconds / HeadlessSession.frameDuration).rounded())) {
            s.accelerometer(x: cx * g, y: up * g, z: cy * g)
        }
    }

    /// Shakes the controller hard (30 m/s², 4 Hz) for `seconds`: a shake motion event for the first responder.
    public func shake(seconds: TimeInterval = 1) { session?.shake(seconds: seconds) }

    /// Resizes the window to `size` points, as a person dragging its corner.
    public func resizeWindow(to size: CGSize) {
        guard let s = session else { return }
        s.resizeWindow(width: Int((size.width * s.scale).rounded()), height: Int((size.height * s.scale).rounded()))
    }

    /// Switches the system appearance while the app runs (as Settings' Dark Mode switch does), then renders a
    /// frame; `.unspecified` is refused by the app with a log line.
    public func setAppearance(_ style: UIUserInterfaceStyle) { session?.setAppearance(style) }

    /// The system appearance the running app is in.
    public var currentAppearance: UIUserInterfaceStyle { session?.appearance ?? .light }

    /// The window's size in points.
    public var currentWindowSize: CGSize { session?.windowSize ?? .zero }

    /// The window gains or loses input focus (as when the person switches to another window).
    public func setWindowFocus(_ focused: Bool) { session?.focus(focused) }
}
