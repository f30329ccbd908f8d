import Foundation

/// The responder glue `UITextField` and `UITextView` share around their `UITextEditingCore`: forced ending,
/// key presses, caret placement and keyboard updates, written once.
@MainActor
protocol UITextEditor: UITextEditingHost, UIKeyboardClient, UIForcedEndEditing {
    /// The shared editing machinery.
    var editing: UITextEditingCore { get }
    /// Whether the running end of editing skips the delegate's should-end question.
    var isForcingEnd: Bool { get set }
    /// Ends the editing session (asking the delegate unless forced); returns whether it ended.
    func endEditingSession() -> Bool
}

extension UITextEditor {
    /// Ends editing without asking the delegate (endEditing(true), removal from the window).
    @discardableResult
    func forceEndEditing() -> Bool {
        isForcingEnd = true
        defer { isForcingEnd = false }
        return endEditingSession()
    }

    /// The presses the editor does not consume: all of them unless editing, else those whose key it declines.
    func unhandledPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard editing.isEditing, let key = press.key else { return true }
            return !editing.handleKey(key)
        }
    }

    /// Puts the caret at the character boundary nearest `point` (in the editor's coordinates).
    func placeCaret(at point: CGPoint) {
        let i = editing.index(at: point)
        editing.setSelection { $0.setCaret(i) }
    }

    /// An input trait changed: the on-screen keyboard follows.
    func traitsDidChange() { UIApplication.shared.keyboardManager.editorDidChange(self) }

    /// The committed text before the caret (for automatic capitalisation).
    var textBeforeCaret: String { editing.textBeforeCaret }
}
