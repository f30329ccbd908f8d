import Foundation

/// A text editor that acts on a held key's auto-repeat (Backspace, Delete, arrows), as UIKit's text
/// input system does. Presses themselves do not repeat: one `UIPress` lasts from key-down to key-up.
@MainActor
protocol UIKeyRepeatReceiving: AnyObject {
    /// Handles one auto-repeat of `key`; returns false when the key means nothing here.
    func handleRepeatedKey(_ key: UIKey) -> Bool
}

extension UITextField: UIKeyRepeatReceiving {
    func handleRepeatedKey(_ key: UIKey) -> Bool { isEditing && editing.handleKey(key) }
}

extension UITextView: UIKeyRepeatReceiving {
    func handleRepeatedKey(_ key: UIKey) -> Bool { isEditing && editing.handleKey(key) }
}
