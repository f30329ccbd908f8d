import Foundation

/// The keys that name the two controllers of a transition in `UIViewControllerContextTransitioning`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown at the start of the transition (the presenter when presenting, the presented one when dismissing).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys that name the two views of a transition in `UIViewControllerContextTransitioning`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit hands an animator during a presentation or dismissal: the container view, the controllers and
/// views involved, their frames, and `completeTransition(_:)`, which the animator must call when it is done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The superview of the views in the transition (the presentation's container view).
    var containerView: UIView { get }
    /// Whether the transition is animated (`present(_:animated:)` with true).
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (false here: custom interactive transitions are not built).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (so far: an animator passes it to `completeTransition(_:)`).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Ends the transition: `didComplete` false leaves things as they were before it started.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key` (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`; nil when that view takes no part (the presenter's view when it stays in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, in the container's coordinates (`.zero` when not known or not visible).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, in the container's coordinates (`.zero` when not known or not visible).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a presentation or dismissal (returned by a `UIViewControllerTransitioningDelegate`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts (UIKit asks it before calling `animateTransition(using:)`).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations; must call `transitionContext.completeTransition(_:)` when they finish.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition completed (or was cancelled); optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Supplies the objects of a custom presentation: the animators for presenting and dismissing and the
/// presentation controller (used for `.custom`). Every method is optional; nil means UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` (nil: the standard animation).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed` (nil: the standard animation).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The presentation controller of a `.custom` presentation (nil: a plain `UIPresentationController`).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
