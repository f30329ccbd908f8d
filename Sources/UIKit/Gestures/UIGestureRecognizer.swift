import Foundation

/// Recognises a gesture from the touches of the view it is attached to (and that view's subviews).
/// The state machine and arbitration live in the gesture engine.
@MainActor
open class UIGestureRecognizer {
    /// The recognizer's states.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        /// Discrete recognizers report `.recognized`, the same value as `.ended`.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer takes part in recognition.
    open var isEnabled = true
    /// The current state.
    open internal(set) var state: State = .possible

    public init() {}
}

extension UIView {
    /// Attaches `gestureRecognizer` to this view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
