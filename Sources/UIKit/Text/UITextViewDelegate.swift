import Foundation

/// The methods a text view's delegate may implement (every one optional), on top of the scroll view's.
/// Order: textViewShouldBeginEditing, textViewDidBeginEditing, per edit textView(_:shouldChangeTextIn:replacementText:)
/// then textViewDidChange, textViewShouldEndEditing, textViewDidEndEditing (also when the end is forced).
/// As with `UITextFieldDelegate`, defaults stand in for methods not implemented and are not asked again.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (unless forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 units) may be replaced with `text` ("\n" for the return key).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

/// The delegate methods a text view tracks as implemented or not.
enum UITextViewDelegateMethod: Hashable {
    case shouldBegin, didBegin, shouldEnd, didEnd, shouldChange, didChange, didChangeSelection
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { textView.delegateLacks(.shouldBegin); return true }
    public func textViewDidBeginEditing(_ textView: UITextView) { textView.delegateLacks(.didBegin) }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { textView.delegateLacks(.shouldEnd); return true }
    public func textViewDidEndEditing(_ textView: UITextView) { textView.delegateLacks(.didEnd) }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        textView.delegateLacks(.shouldChange); return true
    }
    public func textViewDidChange(_ textView: UITextView) { textView.delegateLacks(.didChange) }
    public func textViewDidChangeSelection(_ textView: UITextView) { textView.delegateLacks(.didChangeSelection) }
}
