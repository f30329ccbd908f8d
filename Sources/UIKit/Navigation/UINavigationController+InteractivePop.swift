import Foundation

extension UINavigationController {
    /// The screen-edge pan from the left edge that pops the top controller interactively: the top view
    /// follows the finger, the one below slides in with the push/pop parallax and the bar cross-fades along.
    /// It does nothing with one controller on the stack or while a push or pop runs.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }

    /// A release faster than this (points per second, rightward) finishes the pop even before half way; one
    /// as fast leftward cancels it even past half way. UIKit does not document its threshold.
    static let interactivePopFlickVelocity: CGFloat = 300

    /// Attaches the pop recognizer to the view (called when the view loads).
    func installInteractivePopGesture() {
        let recognizer = popGestureRecognizer
        if recognizer.delegate == nil { recognizer.delegate = popGestureDefaultDelegate }
        view.addGestureRecognizer(recognizer)
    }

    /// Ends any push, pop or interactive pop at once (before another stack change starts): a running slide
    /// jumps to its end, an interactive pop in progress is cancelled where it is.
    func finishRunningTransitions() {
        transition?.finish()
        interactivePop?.cancelNow()
    }

    /// Whether an interactive pop may begin now: two controllers or more, no transition, on screen.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && transition == nil && interactivePop == nil && isViewLoaded && view.window != nil
            && shownController === stack.last && isAppearingOrAppeared
    }

    // MARK: Driving the pop

    /// The recognizer's action: began starts the pop, changed scrubs it, ended finishes or cancels it.
    func handleInteractivePopGesture(_ recognizer: UIPanGestureRecognizer) {
        let width = max(containerView.bounds.width, 1)
        switch recognizer.state {
        case .began:
            beginInteractivePop()
            interactivePop?.update(progress: recognizer.translation(in: view).x / width)
        case .changed:
            interactivePop?.update(progress: recognizer.translation(in: view).x / width)
        case .ended:
            guard let pop = interactivePop else { return }
            let velocity = recognizer.velocity(in: view).x
            let flick = Self.interactivePopFlickVelocity
            let finishes = velocity >= flick || (pop.progress > 0.5 && velocity > -flick)
            pop.end(finishing: finishes)
        case .cancelled, .failed:
            interactivePop?.end(finishing: false)
        default:
            break
        }
    }

    /// Takes the top controller off the stack tentatively and starts the paused slide: the top controller
    /// gets viewWillDisappear, the one below viewWillAppear, as in UIKit's interactive pop.
    private func beginInteractivePop() {
        guard canBeginInteractivePop, let outgoing = stack.last else { return }
        let incoming = stack[stack.count - 2]
        outgoing.willMove(toParent: nil)
        outgoing.isMovingFromParent = true
        stack.removeLast()
        delegate?.navigationController(self, willShow: incoming, animated: true)
        outgoing.beginAppearanceTransition(false, animated: true)
        incoming.beginAppearanceTransition(true, animated: true)
        shownController = incoming
        navigationBar.contentScrollView = incoming.navigationBarContentScrollView
        let bounds = containerView.bounds
        let incomingView = incoming.view!
        let outgoingView = outgoing.view!
        incomingView.frame = bounds
        containerView.insertSubview(incomingView, belowSubview: outgoingView)
        containerView.isUserInteractionEnabled = false
        let bar = navigationBar.beginInteractiveChange(to: stack.map(\.navigationItem))
        let width = bounds.width
        let parallax = -(width * Self.parallaxFraction).rounded()
        UIView.performWithoutAnimation {
            outgoingView.frame.origin.x = 0
            incomingView.frame.origin.x = parallax
        }
        let animator = UIViewPropertyAnimator(duration: Self.transitionDuration, curve: .linear) {
            outgoingView.frame.origin.x = width
            incomingView.frame.origin.x = 0
            for v in bar.outgoing { v.alpha = 0 }
            for v in bar.incoming { v.alpha = 1 }
        }
        let pop = UINavigationInteractivePop(animator: animator)
        interactivePop = pop
        animator.addCompletion { [weak self, weak pop] position in
            guard let self, let pop, self.interactivePop === pop else { return }
            self.interactivePop = nil
            self.completeInteractivePop(outgoing: outgoing, incoming: incoming, bar: bar, finished: position == .end)
        }
        animator.pauseAnimation()
    }

    /// The pop's end: finished, the top controller leaves (viewDidDisappear, viewDidAppear below, then the
    /// parent bookkeeping and the delegate); cancelled, it goes back on the stack and appears again.
    private func completeInteractivePop(outgoing: UIViewController, incoming: UIViewController,
                                        bar: (outgoing: [UIView], incoming: [UIView]), finished: Bool) {
        containerView.isUserInteractionEnabled = true
        let bounds = containerView.bounds
        if finished {
            outgoing.viewIfLoaded?.removeFromSuperview()
            outgoing.viewIfLoaded?.frame = bounds
            incoming.viewIfLoaded?.frame = bounds
            navigationBar.endInteractiveChange(bar, restoring: nil)
            toolbar.setItems(incoming.toolbarItems, animated: false)
            outgoing.endAppearanceTransition()
            incoming.endAppearanceTransition()
            finishRemoval([outgoing])
            delegate?.navigationController(self, didShow: incoming, animated: true)
        } else {
            stack.append(outgoing)
            shownController = outgoing
            navigationBar.contentScrollView = outgoing.navigationBarContentScrollView
            incoming.beginAppearanceTransition(false, animated: true)
            outgoing.beginAppearanceTransition(true, animated: true)
            incoming.viewIfLoaded?.removeFromSuperview()
            incoming.viewIfLoaded?.frame = bounds
            outgoing.viewIfLoaded?.frame = bounds
            navigationBar.endInteractiveChange(bar, restoring: stack.map(\.navigationItem))
            incoming.endAppearanceTransition()
            outgoing.endAppearanceTransition()
            outgoing.isMovingFromParent = false
            outgoing.didMove(toParent: self)
        }
    }
}

/// One interactive pop in progress: a paused property animator the gesture scrubs, then continues to the
/// end (finish) or back to the start (cancel).
@MainActor
final class UINavigationInteractivePop {
    private let animator: UIViewPropertyAnimator
    /// Whether the finger has let go (the animator runs on by itself).
    private(set) var isEnding = false

    init(animator: UIViewPropertyAnimator) { self.animator = animator }

    /// How far the pop has gone, 0...1.
    var progress: CGFloat { animator.fractionComplete }

    /// Follows the finger: `progress` is the translation as a fraction of the width (clamped to 0...1).
    func update(progress: CGFloat) {
        guard !isEnding, progress.isFinite else { return }
        animator.fractionComplete = min(max(progress, 0), 1)
    }

    /// Lets go: the rest of the slide runs with the push/pop curve over the remaining part of its duration.
    func end(finishing: Bool) {
        guard !isEnding else { return }
        isEnding = true
        animator.isReversed = !finishing
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
    }

    /// Cancels at once, without animation (another stack change is starting).
    func cancelNow() {
        isEnding = true
        if animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
    }
}
