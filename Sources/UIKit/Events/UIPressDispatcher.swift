import Foundation

/// Turns key records into `UIPress` objects: one press object from key-down to key-up, delivered to the
/// first responder (then up the responder chain by the default `UIResponder` methods). Auto-repeat does not
/// create presses (text editors repeat the key instead); focus loss cancels the held ones.
@MainActor
final class UIPressDispatcher {
    private struct Held { let press: UIPress; weak var responder: UIResponder? }
    private var held: [Int: Held] = [:]

    /// Where presses and remote-control events start: the key window's first responder, else the focused
    /// view in it (so a focused control takes arrow keys and Space, and passes the rest up its chain), else
    /// its root view controller, else the window.
    static func initialResponder() -> UIResponder? {
        let app = UIApplication.shared
        guard let window = app.keyWindow else { return app }
        if let responder = window.currentFirstResponder { return responder }
        if let focused = app.focusEngine.focusedView, focused.window === window { return focused }
        return window.rootViewController ?? window
    }

    func key(_ key: UIKey, isDown: Bool, isRepeat: Bool, timestamp: TimeInterval) {
        let code = key.keyCode.rawValue
        if isDown {
            if isRepeat, held[code] != nil {
                // Auto-repeat makes no new press; a text editor that is first responder repeats the key.
                let editor = UIApplication.shared.keyWindow?.currentFirstResponder as? UIKeyRepeatReceiving
                _ = editor?.handleRepeatedKey(key)
                return
            }
            if let stale = held.removeValue(forKey: code) { finish(stale, phase: .cancelled, timestamp: timestamp) }
            let responder = Self.initialResponder()
            // A key command along the responder chain takes the key (and its repeats): no press is delivered.
            if UIKeyCommand.performMatching(key, from: responder) { return }
            // Tab with nothing editing moves keyboard focus between controls, as Full Keyboard Access does.
            if key.keyCode == .keyboardTab, UIApplication.shared.keyWindow?.currentFirstResponder == nil,
               key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) {
                UIApplication.shared.focusEngine.moveInReadingOrder(forward: !key.modifierFlags.contains(.shift))
                return
            }
            let press = UIPress(key: key, phase: .began, timestamp: timestamp)
            held[code] = Held(press: press, responder: responder)
            responder?.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: timestamp))
        } else {
            guard let h = held.removeValue(forKey: code) else { return }
            finish(h, phase: .ended, timestamp: timestamp)
        }
    }

    /// Cancels every held press (the window lost focus).
    func cancelAll(timestamp: TimeInterval) {
        let all = held.values
        held.removeAll()
        for h in all { finish(h, phase: .cancelled, timestamp: timestamp) }
    }

    private func finish(_ h: Held, phase: UIPress.Phase, timestamp: TimeInterval) {
        h.press.phase = phase
        h.press.timestamp = timestamp
        let event = UIPressesEvent(presses: [h.press], timestamp: timestamp)
        // The responder that saw the press begin sees it end; if it is gone, the current chain does.
        let responder = h.responder ?? Self.initialResponder()
        if phase == .ended { responder?.pressesEnded([h.press], with: event) }
        else { responder?.pressesCancelled([h.press], with: event) }
    }
}
