import UIKit

/// The Catalog's custom transition: a `.custom` presentation whose presentation controller shows the content as
/// a centred card over a dimming view (a tap on it dismisses), and whose animator scales and fades the card in
/// and out.
@MainActor
final class CatalogCardTransition: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CatalogCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CatalogCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CatalogCardAnimator(presenting: false)
    }
}

/// A centred card, 80% of the container's width and 300 points tall, over a tappable dimming view.
@MainActor
final class CatalogCardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = (bounds.width * 0.8).rounded(), height = min(300, bounds.height - 40)
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.alpha = 0
        dimming.accessibilityIdentifier = "catalog.card.dimming"
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CatalogCardPresentationController.dimmingTapped))
        container.insertSubview(dimming, at: 0)
        UIView.animate(withDuration: 0.3) { self.dimming.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: 0.25) { self.dimming.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

/// Scales the card up from 80% while fading it in; the reverse when dismissing.
@MainActor
final class CatalogCardAnimator: UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else { transitionContext.completeTransition(false); return }
        card.layer.cornerRadius = 14
        card.layer.masksToBounds = true
        let shrunk = CATransform3DMakeScale(0.8, 0.8, 1)
        if presenting {
            let presented = transitionContext.viewController(forKey: .to)!
            card.frame = transitionContext.finalFrame(for: presented)
            transitionContext.containerView.addSubview(card)
            card.alpha = 0
            card.layer.transform = shrunk
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            card.alpha = self.presenting ? 1 : 0
            card.layer.transform = self.presenting ? CATransform3DIdentity : shrunk
        }, completion: { _ in
            if !self.presenting { card.layer.transform = CATransform3DIdentity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
