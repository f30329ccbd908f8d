import Foundation

extension UIApplication {
    /// Turns one platform input record into UIKit events and dispatches it.
    @_spi(Platform) public func handle(_ input: UIInputEvent) {
        let now = clock.now
        if case let .touch(finger, phase, location) = input {
            // Fingers that change together are delivered together (see UITouchDispatcher.flush).
            guard !isIgnoringInteractionEvents || phase != .began else { return }
            touchDispatcher.enqueue(finger: finger, phase: phase, location: location, timestamp: now)
            return
        }
        touchDispatcher.flush()
        switch input {
        case .touch:
            break
        case let .mouseButton(mask, isDown, location):
            if isDown && mask.contains(.secondary) { openContextMenu(atWindowLocation: location, buttonMask: mask, timestamp: now) }
        case let .pointerMoved(location):
            hoverDispatcher.pointerMoved(to: location, timestamp: now)
        case .pointerExited:
            hoverDispatcher.pointerExited(timestamp: now)
        case let .scroll(delta, location):
            scrollWheel(by: delta, atWindowLocation: location)
        case let .key(key, isDown, isRepeat):
            heldModifierFlags = key.modifierFlags
            if motionCenter.handleKeyChord(key, isDown: isDown, isRepeat: isRepeat, at: now) { return }
            if handleAppearanceChord(key, isDown: isDown, isRepeat: isRepeat) { return }
            pressDispatcher.key(key, isDown: isDown, isRepeat: isRepeat, timestamp: now)
        case let .text(text):
            if let input = keyWindow?.currentFirstResponder as? UIKeyInput { input.insertText(text) }
        case .markedText:
            if let editor = keyWindow?.currentFirstResponder as? UITextMarking, case let .markedText(text, caret) = input {
                editor.setMarkedText(text, caret: caret)
            }
        case let .remoteControl(subtype):
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: now)
            UIPressDispatcher.initialResponder()?.remoteControlReceived(with: event)
        case let .resize(size):
            resizeScreen(to: size)
        case let .focus(gained):
            if gained {
                applicationState = .active
                accessibilityBridge?.windowActivationDidChange(active: true)
                for scene in scenes { scene.transition(to: .foregroundActive) }
                if !isSceneBased { delegate?.applicationDidBecomeActive(self) }
            } else {
                heldModifierFlags = []
                touchDispatcher.cancelAllTouches()
                pressDispatcher.cancelAll(timestamp: now)
                applicationState = .inactive
                accessibilityBridge?.windowActivationDidChange(active: false)
                for scene in scenes where scene.activationState == .foregroundActive { scene.transition(to: .foregroundInactive) }
                if !isSceneBased { delegate?.applicationWillResignActive(self) }
            }
        case .controllerConnected, .controllerDisconnected, .controllerButton, .controllerAxis, .accelerometer:
            motionCenter.handle(input, at: now)
            focusEngine.handle(input, at: now)
            for handler in gameInputHandlers { handler.handle(input, at: now) }
        }
    }

    /// Delivers queued touch records now (the platform calls this after a batch of input; frames do it too).
    @_spi(Platform) public func dispatchPendingInput() { touchDispatcher.flush() }

    /// Registers a handler for controller and motion input (shake detection, motion effects, focus navigation).
    public func addGameInputHandler(_ handler: UIGameInputHandler) {
        if !gameInputHandlers.contains(where: { $0 === handler }) { gameInputHandlers.append(handler) }
    }
}

/// Receives game-controller and accelerometer input.
@preconcurrency @MainActor
public protocol UIGameInputHandler: AnyObject {
    /// One controller or accelerometer event, at `time` on the application clock.
    func handle(_ input: UIInputEvent, at time: TimeInterval)
}

/// An editor that shows the input method's uncommitted (marked) text.
@preconcurrency @MainActor
public protocol UITextMarking: AnyObject {
    /// Shows `text` as marked text with the caret `caret` characters into it; empty text removes it.
    func setMarkedText(_ text: String, caret: Int)
}
