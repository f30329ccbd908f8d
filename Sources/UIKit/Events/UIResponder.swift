import Foundation

/// An object that can receive touches, presses, motion and remote-control events, and forward what it
/// does not handle along the responder chain (`next`).
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder with no next responder.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches (default: forward up the chain)
    /// Fingers touched down in this responder; the default passes them up the chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; the default passes them up the chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; the default passes them up the chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches (a gesture took them); the default passes them up the chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Motion and remote control
    /// A motion (a shake) began; the default passes it up the chain.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion (a shake) ended; the default passes it up the chain.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; the default passes it up the chain.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event arrived; the default passes it up the chain.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: Presses
    /// Physical keys or buttons went down; the default passes them up the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A held press changed (its force or value); the default passes it up the chain.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Physical keys or buttons went up; the default passes them up the chain.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled (focus loss); the default passes them up the chain.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Keyboard shortcuts this responder offers while it is in the first responder's chain (nil by default).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder
    /// Whether this object may become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object agrees to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool { UIApplication.shared.firstResponderWindow(of: self) != nil }

    /// Asks to become first responder: the current one is asked to resign first and may refuse.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        guard let window = UIApplication.shared.windowForFirstResponder(candidate: self) else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status; returns false when this object refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIApplication.shared.firstResponderWindow(of: self)?.clearFirstResponder(self)
        return true
    }

    // MARK: Delayed performs (the NSObject API the seeds use)
    /// Runs `action` on this object after `delay` seconds of the application clock, in the run loop's default
    /// mode as in UIKit (a request that comes due while a scroll view tracks waits until tracking ends).
    public func perform<T: UIResponder>(_ action: @escaping (T) -> (Any?) -> Void, with object: Any?, afterDelay delay: TimeInterval) {
        perform(action, with: object, afterDelay: delay, inModes: [.default])
    }

    /// Runs `action` on this object after `delay` seconds, in the given run-loop modes (`[.common]` also
    /// while a scroll view or control tracks); an empty list is logged and the request is dropped.
    public func perform<T: UIResponder>(_ action: @escaping (T) -> (Any?) -> Void, with object: Any?,
                                        afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        guard !modes.isEmpty else {
            UIApplication.shared.log("perform(_:with:afterDelay:inModes:): no modes given; the request is dropped")
            return
        }
        _ = UIApplication.shared.runLoop.schedule(after: delay, repeats: false, target: self, modes: Set(modes)) { [weak self] _ in
            guard let target = self as? T else { return }
            action(target)(object)
        }
    }

    /// Cancels every pending `perform(_:with:afterDelay:)` request that targets `target`.
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        UIApplication.shared.runLoop.cancelTimers(target: target)
    }
}
