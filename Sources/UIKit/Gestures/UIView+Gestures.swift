import Foundation

extension UIView {
    /// Attaches `gestureRecognizer` to this view (moving it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from this view; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.abandon()
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Default for `gestureRecognizerShouldBegin(_:)`: every recognizer may begin.
    func defaultGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
