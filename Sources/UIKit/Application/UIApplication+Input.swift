import Foundation

extension UIApplication {
    /// Turns one platform input record into UIKit events and dispatches it.
    @_spi(Platform) public func handle(_ input: UIInputEvent) {
        let now = clock.now
        switch input {
        case let .touch(finger, phase, location):
            guard !isIgnoringInteractionEvents || phase != .began else { return }
            touchDispatcher.handle(finger: finger, phase: phase, location: location, timestamp: now)
        case let .key(key, isDown, isRepeat):
            if motionCenter.handleKeyChord(key, isDown: isDown, isRepeat: isRepeat, at: now) { return }
            dispatchKey(key, isDown: isDown, timestamp: now)
        case let .text(text):
            if let input = keyWindow?.currentFirstResponder as? UIKeyInput { input.insertText(text) }
        case .markedText:
            if let editor = keyWindow?.currentFirstResponder as? UITextMarking, case let .markedText(text, caret) = input {
                editor.setMarkedText(text, caret: caret)
            }
        case let .remoteControl(subtype):
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: now)
            (keyWindow?.currentFirstResponder ?? keyWindow)?.remoteControlReceived(with: event)
        case let .resize(size):
            resizeScreen(to: size)
        case let .focus(gained):
            if gained {
                applicationState = .active
                delegate?.applicationDidBecomeActive(self)
            } else {
                touchDispatcher.cancelAllTouches()
                applicationState = .inactive
                delegate?.applicationWillResignActive(self)
            }
        case .controllerConnected, .controllerDisconnected, .controllerButton, .controllerAxis, .accelerometer:
            motionCenter.handle(input, at: now)
            focusEngine.handle(input, at: now)
            for handler in gameInputHandlers { handler.handle(input, at: now) }
        }
    }

    private func dispatchKey(_ key: UIKey, isDown: Bool, timestamp: TimeInterval) {
        let press = UIPress(key: key, phase: isDown ? .began : .ended, timestamp: timestamp)
        let event = UIPressesEvent(presses: [press], timestamp: timestamp)
        let target: UIResponder? = keyWindow?.currentFirstResponder ?? keyWindow?.rootViewController ?? keyWindow
        if isDown { target?.pressesBegan([press], with: event) } else { target?.pressesEnded([press], with: event) }
    }

    /// Registers a handler for controller and motion input (shake detection, motion effects, focus navigation).
    public func addGameInputHandler(_ handler: UIGameInputHandler) {
        if !gameInputHandlers.contains(where: { $0 === handler }) { gameInputHandlers.append(handler) }
    }
}

/// Receives game-controller and accelerometer input.
@MainActor
public protocol UIGameInputHandler: AnyObject {
    func handle(_ input: UIInputEvent, at time: TimeInterval)
}

/// An editor that shows the input method's uncommitted (marked) text.
@MainActor
public protocol UITextMarking: AnyObject {
    /// Shows `text` as marked text with the caret `caret` characters into it; empty text removes it.
    func setMarkedText(_ text: String, caret: Int)
}
