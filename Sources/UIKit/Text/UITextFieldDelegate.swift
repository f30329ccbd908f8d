import Foundation

/// The methods a text field's delegate may implement; every one is optional. The field asks before editing
/// begins, before each change, before clearing, on return and before editing ends, in UIKit's order:
/// shouldBeginEditing, didBeginEditing, shouldChangeCharactersIn (per edit), shouldClear, shouldReturn,
/// shouldEndEditing, didEndEditing (also when the end is forced).
///
/// Swift has no optional protocol methods outside Objective-C: the default implementations below stand in for
/// "not implemented". The field notices when it reached a default and does not ask that delegate again.
/// Implement the methods in the class that declares the conformance (a subclass's method is not seen).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (the field becomes first responder only if true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field keeps first-responder status if false, unless the end is forced).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with why; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 units of the current text) may be replaced with `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or clearsOnBeginEditing) may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key should be processed (editingDidEndOnExit and primaryActionTriggered are sent if true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// The delegate methods a text field tracks as implemented or not.
enum UITextFieldDelegateMethod: Hashable {
    case shouldBegin, didBegin, shouldEnd, didEnd, shouldChange, didChangeSelection, shouldClear, shouldReturn
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { textField.delegateLacks(.shouldBegin); return true }
    public func textFieldDidBeginEditing(_ textField: UITextField) { textField.delegateLacks(.didBegin) }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { textField.delegateLacks(.shouldEnd); return true }
    public func textFieldDidEndEditing(_ textField: UITextField) { textField.delegateLacks(.didEnd) }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField.delegateLacks(.shouldChange); return true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) { textField.delegateLacks(.didChangeSelection) }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { textField.delegateLacks(.shouldClear); return true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.delegateLacks(.shouldReturn); return true }
}
