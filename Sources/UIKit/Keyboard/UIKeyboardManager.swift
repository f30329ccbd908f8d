import Foundation

/// The editor the on-screen keyboard types into: a first responder that takes text and has input traits.
@MainActor
protocol UIKeyboardClient: UIView, UIKeyInput, UITextInputTraits {
    /// The committed text before the caret (for automatic capitalisation).
    var textBeforeCaret: String { get }
}

/// Shows and hides the on-screen keyboard for the editor that is first responder, slides it in and out with
/// `UIView.animate`, posts the keyboard notifications and routes key taps (and gamepad presses) to the editor.
@MainActor
final class UIKeyboardManager: UIGameInputHandler {
    /// Whether editors bring up the on-screen keyboard.
    var showsOnScreenKeyboard = true {
        didSet { if !showsOnScreenKeyboard, phase != .hidden { hide() } }
    }
    /// Set while one editor hands first-responder status to another, so the keyboard stays up.
    private(set) var isHandingOff = false
    /// The keyboard view while it is on screen or moving.
    private(set) var keyboardView: UIKeyboardView?
    /// The editor keys type into.
    private(set) weak var client: UIKeyboardClient?

    private enum Phase { case hidden, showing, shown, hiding }
    private var phase = Phase.hidden
    private var registeredForGameInput = false

    /// How long the keyboard takes to slide in or out.
    static let animationDuration: TimeInterval = 0.25

    /// Runs `body` (a first-responder change to another editor) without hiding the keyboard in between.
    func handingOff<T>(_ body: () -> T) -> T {
        let was = isHandingOff
        isHandingOff = true
        defer { isHandingOff = was }
        return body()
    }

    // MARK: Editor callbacks
    func editorDidBeginEditing(_ editor: UIKeyboardClient) {
        client = editor
        guard showsOnScreenKeyboard, let window = editor.window else { return }
        if !registeredForGameInput { registeredForGameInput = true; UIApplication.shared.addGameInputHandler(self) }
        let view = keyboardView ?? UIKeyboardView(manager: self)
        keyboardView = view
        view.configure(for: editor)
        let frame = restingFrame(in: window)
        if view.superview !== window {
            view.frame = frame.offsetBy(dx: 0, dy: frame.height)
            window.addSubview(view)
        } else {
            window.bringSubviewToFront(view)
            var f = view.frame
            f.size = frame.size; f.origin.x = 0
            view.frame = f
        }
        if phase == .shown || phase == .showing { return }
        animate(to: frame.minY, phase: .showing, in: window)
    }

    func editorDidEndEditing(_ editor: UIKeyboardClient) {
        guard !isHandingOff, client === editor else { return }
        client = nil
        hide()
    }

    /// The editor's text or traits changed: refresh the return key and automatic shift.
    func editorDidChange(_ editor: UIKeyboardClient) {
        guard client === editor else { return }
        keyboardView?.refreshState(for: editor)
    }

    private func hide() {
        guard let view = keyboardView, let window = view.window, phase == .shown || phase == .showing else { return }
        animate(to: window.bounds.maxY, phase: .hiding, in: window)
    }

    /// The window changed size: a keyboard that is up (or moving) takes the new width and its place at the new
    /// bottom, posting `keyboardWillChangeFrame` / `keyboardDidChangeFrame` with the new frame as UIKit does. At
    /// rest it moves at once; mid-slide the slide is retargeted (and finishes with the usual did-notifications).
    func windowDidResize(_ window: UIWindow) {
        guard let view = keyboardView, view.window === window, phase != .hidden else { return }
        // Observers see the views at the new size when the notifications arrive.
        window.layoutIfNeeded()
        let resting = restingFrame(in: window)
        switch phase {
        case .shown:
            let begin = view.frame
            guard begin != resting else { return }
            animationGeneration += 1  // a pending completion of the slide in must not post stale frames
            let info = userInfo(begin: begin, end: resting, duration: 0)
            let center = NotificationCenter.default
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            UIView.performWithoutAnimation { view.frame = resting; window.keyboardFrameDidChange() }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        case .showing:
            view.frame = CGRect(x: resting.minX, y: view.frame.minY, width: resting.width, height: resting.height)
            animate(to: resting.minY, phase: .showing, in: window, announcing: false)
        case .hiding:
            view.frame = CGRect(x: resting.minX, y: view.frame.minY, width: resting.width, height: resting.height)
            animate(to: window.bounds.maxY, phase: .hiding, in: window, announcing: false)
        case .hidden:
            break
        }
    }

    private func restingFrame(in window: UIWindow) -> CGRect {
        let b = window.bounds
        let h = min(UIKeyboardView.preferredHeight, (b.height * 0.5).rounded())
        return CGRect(x: 0, y: b.maxY - h, width: b.width, height: h)
    }

    // MARK: Animation
    private var animationGeneration = 0

    /// Slides the keyboard to `y` with `UIView.animate` (ease-out, from wherever it is on screen now); a
    /// retargeted slide (`announcing == false`) posts only `keyboardWillChangeFrame`, not show/hide again.
    private func animate(to y: CGFloat, phase newPhase: Phase, in window: UIWindow, announcing: Bool = true) {
        guard let view = keyboardView else { return }
        let begin = view.layer.presentationIfChanged()?.frame ?? view.frame
        var end = view.frame
        end.origin.y = y
        phase = newPhase
        animationGeneration += 1
        let generation = animationGeneration
        let info = userInfo(begin: begin, end: end)
        let center = NotificationCenter.default
        if announcing {
            center.post(name: newPhase == .showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                        object: nil, userInfo: info)
        }
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: { view.frame = end; window.keyboardFrameDidChange() },
                       completion: { [weak self] _ in
                           guard let self, self.animationGeneration == generation else { return }
                           self.animationDidFinish(end: end)
                       })
    }

    private func animationDidFinish(end: CGRect) {
        guard let view = keyboardView else { return }
        let finished = phase
        phase = finished == .showing ? .shown : .hidden
        if finished == .hiding {
            view.removeFromSuperview()
            view.clearFocus()
        }
        let info = userInfo(begin: end, end: end)
        let center = NotificationCenter.default
        center.post(name: finished == .showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }

    private func userInfo(begin: CGRect, end: CGRect, duration: TimeInterval = animationDuration) -> [AnyHashable: Any] {
        [UIResponder.keyboardFrameBeginUserInfoKey: begin, UIResponder.keyboardFrameEndUserInfoKey: end,
         UIResponder.keyboardAnimationDurationUserInfoKey: duration,
         UIResponder.keyboardAnimationCurveUserInfoKey: 7, UIResponder.keyboardIsLocalUserInfoKey: true]
    }

    // MARK: Typing
    /// A key of the on-screen keyboard was tapped.
    func keyTapped(_ kind: UIKeyboardKeyKind) {
        guard let client, client.isFirstResponder else { return }
        switch kind {
        case .character(let c): client.insertText(c)
        case .space: client.insertText(" ")
        case .backspace: client.deleteBackward()
        case .returnKey: client.insertText("\n")
        case .shift, .pageToggle, .morePage: break
        }
        if let client = self.client { keyboardView?.didType(kind, for: client) }
    }

    // MARK: Gamepad
    func handle(_ input: UIInputEvent, at time: TimeInterval) {
        guard phase == .shown || phase == .showing, let view = keyboardView else { return }
        guard case let .controllerButton(_, button, isDown) = input, isDown else { return }
        switch button {
        case .dpadUp: view.moveFocus(dx: 0, dy: -1)
        case .dpadDown: view.moveFocus(dx: 0, dy: 1)
        case .dpadLeft: view.moveFocus(dx: -1, dy: 0)
        case .dpadRight: view.moveFocus(dx: 1, dy: 0)
        case .a: view.pressFocusedKey()
        case .b: keyTapped(.backspace)
        case .x: keyTapped(.space)
        case .y: view.press(.shift)
        case .start: keyTapped(.returnKey)
        default: break
        }
    }
}
