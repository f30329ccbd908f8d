import Foundation

/// A responder that accepts typed text: the first responder receives keyboard and input-method text through it.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts committed text at the caret.
    func insertText(_ text: String)
    /// Deletes one character (a whole grapheme cluster) before the caret.
    func deleteBackward()
}
