import UIKit

/// Shows and hides the help overlay over the whole window: key `?` (or Esc to close) through the end of
/// the responder chain, or the game controller's Back button.
@MainActor
final class HelpController: UIGameInputHandler {
    private weak var window: UIWindow?
    private weak var overlay: HelpOverlayView?

    init(window: UIWindow) { self.window = window }

    /// Whether the overlay is on screen.
    var isShowing: Bool { overlay?.superview != nil }

    /// Shows the overlay when hidden, hides it when shown.
    func toggle() {
        if isShowing { hide() } else { show() }
    }

    func show() {
        guard let window, !isShowing else { return }
        let view = HelpOverlayView(frame: window.bounds)
        window.addSubview(view)
        overlay = view
        NSLog("help shown")
    }

    func hide() {
        guard isShowing else { return }
        overlay?.removeFromSuperview()
        overlay = nil
        NSLog("help hidden")
    }

    /// Handles a key that reached the end of the responder chain; returns whether it was used.
    func handleKey(_ key: UIKey) -> Bool {
        // Keys typed into a text field or view are text, not commands.
        if window?.currentFirstResponder is UIKeyInput { return false }
        if key.characters == "?" || key.charactersIgnoringModifiers == "/" {
            toggle()
            return true
        }
        if key.keyCode == .keyboardEscape && isShowing {
            hide()
            return true
        }
        return false
    }

    func handle(_ input: UIInputEvent, at time: TimeInterval) {
        if case .controllerButton(_, .back, true) = input { toggle() }
    }
}
