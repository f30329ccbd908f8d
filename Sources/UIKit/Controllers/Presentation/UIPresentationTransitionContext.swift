import Foundation

/// The context UIKit gives a custom animator for one presentation or dismissal: the container, the two
/// controllers and their views, their frames; `completeTransition(_:)` ends the transition once.
@MainActor
final class UIPresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController, to: UIViewController
    private let fromView: UIView?, toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// Runs once, when the animator (or an interrupting transition) completes the transition.
    var onComplete: ((Bool) -> Void)?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController, to: UIViewController,
         fromView: UIView?, toView: UIView?, frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
    }

    func completeTransition(_ didComplete: Bool) {
        guard let done = onComplete else {
            UIApplication.shared.log("completeTransition: the transition from \(type(of: from)) to \(type(of: to)) already completed; ignored")
            return
        }
        onComplete = nil
        transitionWasCancelled = !didComplete
        done(didComplete)
    }

    /// Whether `completeTransition(_:)` has not been called yet.
    var isRunning: Bool { onComplete != nil }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }
}
