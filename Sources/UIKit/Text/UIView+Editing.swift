import Foundation

/// An editor that can be made to stop editing without asking its delegate.
@MainActor
protocol UIForcedEndEditing: UIResponder {
    func forceEndEditing() -> Bool
}

extension UIView {
    /// Makes the first responder inside this view (itself included) resign. With `force`, editors end without
    /// asking their delegates' should-end methods (did-end is still called); returns whether it resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        guard force else { return responder.resignFirstResponder() }
        if let editor = responder as? UIForcedEndEditing { return editor.forceEndEditing() }
        if !responder.resignFirstResponder() { window.clearFirstResponder(responder) }
        return true
    }
}
