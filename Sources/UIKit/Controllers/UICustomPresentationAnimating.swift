import Foundation

/// A presented controller that animates its own arrival and departure (alerts scale in, action sheets
/// slide up) over a presenter that stays on screen and hears no appearance callbacks, as with
/// `.overFullScreen`. `present(_:animated:completion:)` and `dismiss(animated:completion:)` use it.
@MainActor
protocol UICustomPresentationAnimating: AnyObject {
    /// How long the arrival and the departure take.
    var presentationDuration: TimeInterval { get }
    var dismissalDuration: TimeInterval { get }
    /// The views the animations move (their animations are removed if the transition is cut short).
    var transitionViews: [UIView] { get }
    /// Puts the views where the arrival starts (without animation).
    func preparePresentation()
    /// Sets the views' final values (inside the animation block).
    func animatePresentation()
    /// Sets the views' values at the end of the departure (inside the animation block).
    func animateDismissal()
}

/// A presented controller that handles the game controller's B (back) itself, e.g. an alert's cancel action.
@MainActor
protocol UIBackActionHandling: AnyObject {
    /// Handles back; false when it did nothing (focus falls back to the usual rules).
    func handleBackAction() -> Bool
}
