import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A key window (400 x 400 unless told) on a virtual clock, with touches, keys and pad buttons sent through the
/// application's input path, and a log of every control event a control sends, in order.
@MainActor
final class ControlsHarness {
    let clock = VirtualClock(start: 50)
    let app: UIApplication
    let window: UIWindow
    let surface: Bitmap
    var events: [String] = []
    var logLines: [String] = []

    init(width: Int = 400, height: Int = 400) {
        let size = CGSize(width: width, height: height)
        surface = Bitmap(width: width, height: height)
        app = UIApplication.makeShared(clock: clock, screenSize: size, scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        app.logHandler = { [weak self] line in self?.logLines.append(line) }
        frame()
    }

    /// Adds `control` to the root view and records its events (names as in UIControl.Event).
    func add<C: UIControl>(_ control: C) -> C {
        window.rootViewController!.view.addSubview(control)
        let names: [(UIControl.Event, String)] = [(.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
                                                  (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                                                  (.touchCancel, "touchCancel")]
        for (event, name) in names {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
        frame()
        return control
    }

    func frame() { _ = app.renderFrame(into: surface) }

    func advance(_ seconds: Double) {
        let n = max(Int((seconds * 60).rounded()), 1)
        for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
    }

    func touch(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, finger: Int = 1) {
        app.handle(.touch(finger: finger, phase: phase, location: CGPoint(x: x, y: y)))
        app.dispatchPendingInput()
        frame()
    }

    /// A tap: down, 0.05 s, up.
    func tap(_ x: CGFloat, _ y: CGFloat) {
        touch(.began, x, y)
        advance(0.05)
        touch(.ended, x, y)
    }

    /// A drag from (x1, y) to (x2, y) in `steps` moves.
    func drag(_ x1: CGFloat, _ x2: CGFloat, y: CGFloat, steps: Int = 5, release: Bool = true) {
        touch(.began, x1, y)
        for i in 1...steps { touch(.moved, x1 + (x2 - x1) * CGFloat(i) / CGFloat(steps), y) }
        if release { touch(.ended, x2, y) }
    }

    func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
        let chars = code == .keyboardSpacebar ? " " : code == .keyboardReturnOrEnter ? "\r" : code == .keyboardEscape ? "\u{1b}" : ""
        let key = UIKey(keyCode: code, characters: chars, charactersIgnoringModifiers: chars, modifierFlags: flags)
        app.handle(.key(key, isDown: true, isRepeat: false))
        app.handle(.key(key, isDown: false, isRepeat: false))
        frame()
    }

    func pad(_ button: UIControllerButton) {
        app.handle(.controllerButton(id: 1, button: button, isDown: true))
        app.handle(.controllerButton(id: 1, button: button, isDown: false))
        app.dispatchPendingInput()
        frame()
    }

    /// Focuses `view` with the pad: with nothing focused, d-pad down focuses the top-left focusable view.
    func focus(_ view: UIView) {
        for _ in 0..<8 where !view.isFocused { pad(.dpadDown) }
        #expect(view.isFocused)
    }
}
