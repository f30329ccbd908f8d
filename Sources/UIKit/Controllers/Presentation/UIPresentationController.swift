import Foundation

/// Manages one presentation from `present(_:animated:completion:)` until the dismissal: the container view the
/// presented view lives in, where that view goes (`frameOfPresentedViewInContainerView`), whether the
/// presenter's view leaves the window, and the extra views it adds (a sheet's dimming view). Subclass it for
/// a `.custom` presentation and return it from the transitioning delegate.
@preconcurrency @MainActor
open class UIPresentationController {
    /// Held weakly: the presented controller owns its presentation controller (and its presenter holds it while
    /// it is presented), so neither keeps the other alive.
    private weak var storedPresented: UIViewController?
    /// Stands in for a presented controller that was released while this presentation controller was kept.
    private lazy var releasedStandIn = UIViewController()
    /// The controller being presented.
    public var presentedViewController: UIViewController {
        if let p = storedPresented { return p }
        UIApplication.shared.log("UIPresentationController: its presented view controller was released; answering a stand-in")
        return releasedStandIn
    }
    private weak var storedPresenting: UIViewController?
    /// The controller the presentation starts from (the presenter, once `present` has run).
    public var presentingViewController: UIViewController { storedPresenting ?? presentedViewController }
    /// The view the presentation happens in, a full-window view above the presenter's (nil until presented).
    public internal(set) var containerView: UIView?
    /// Hears about user-initiated dismissals (a sheet dragged down).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Whether a transition (presentation or dismissal) is under way.
    var isTransitioning = false
    /// Where the presenter's view was before a presentation that removes it took it out (put back on dismissal).
    weak var presentersViewSuperview: UIView?
    /// Whether the presented view sits directly in the window instead of a container (alerts and action sheets,
    /// which keep focus and assistive technology inside themselves).
    var usesWindowAsContainer = false

    /// Creates a presentation controller for `presentedViewController` shown from `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
    }

    /// The presented controller's presentation style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view the animators move: the presented controller's view by default (a subclass may return an
    /// ancestor of it that it added, as a sheet does with its rounded card).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends, in the container's coordinates: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation finishes (false by default: only
    /// a presentation that covers it entirely, such as `.fullScreen`, says true).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation takes the whole screen, so its controller decides the status bar (true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// The traits of the presented content: the container's when presented, else the presenter's.
    public var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? storedPresenting?.traitCollection ?? UITraitCollection.current
    }

    /// The presentation is about to animate in: add custom views to the container here. Does nothing by default.
    open func presentationTransitionWillBegin() {}
    /// The presentation finished (`completed` false: it was cancelled). Does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to animate. Does nothing by default.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal finished (`completed` false: it was cancelled and the presentation stays). Does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Internal hooks (the standard presentation controllers override these)

    /// Whether the container lays the presented view out at `frameOfPresentedViewInContainerView` itself (the
    /// system styles; a custom presentation controller places its view in `containerViewWillLayoutSubviews`).
    var laysOutPresentedView: Bool { false }
    /// Whether a touch that hits the container outside the presented content passes to the views underneath.
    var passesTouchesThroughContainer: Bool { false }
    /// Whether the presentation keeps focus and assistive technology inside the container.
    var isModalContainer: Bool { !passesTouchesThroughContainer }
    /// Binds the controller to its presenter for one presentation.
    func attach(presenting: UIViewController) { storedPresenting = presenting }
    /// Puts the views of a standard style into the container before the transition (a sheet's card and
    /// dimming view); nothing by default.
    func installStandardViews() {}
    /// Takes them out again after the dismissal.
    func removeStandardViews() {}
    /// Puts the presented content at its final place and opacity (after a transition, or one cut short).
    func settlePresentedContent() {
        guard laysOutPresentedView, let v = presentedView, v.superview === containerView else { return }
        v.alpha = 1
        v.frame = frameOfPresentedViewInContainerView
    }

    /// The standard (non-custom) animation of the presented content: what is set without animation first,
    /// what the animation block sets, and the views it moves. Presenting slides the presented view up from the
    /// bottom edge (or fades it in for `.crossDissolve` and `.flipHorizontal`); dismissing does the reverse.
    func standardTransition(presenting: Bool) -> UIStandardPresentationSteps {
        guard let view = presentedView else { return UIStandardPresentationSteps(prepare: {}, animations: {}, views: []) }
        let fades = presentedViewController.modalTransitionStyle == .crossDissolve
            || presentedViewController.modalTransitionStyle == .flipHorizontal
        let final = frameOfPresentedViewInContainerView
        let below = containerView?.bounds.height ?? final.maxY
        if presenting {
            return UIStandardPresentationSteps(
                prepare: { view.frame = final; if fades { view.alpha = 0 } else { view.frame.origin.y = below } },
                animations: { if fades { view.alpha = 1 } else { view.frame = final } },
                views: [view])
        }
        return UIStandardPresentationSteps(
            prepare: {},
            animations: { if fades { view.alpha = 0 } else { view.frame.origin.y = below } },
            views: [view])
    }
}

extension UIPresentationController {
    /// The animation a presentation or dismissal runs without a transitioning delegate's animator, and how long
    /// it takes: the presented controller's own (alerts scale in, action sheets slide up) when it has one, else
    /// the standard one.
    func defaultTransition(presenting: Bool) -> (steps: UIStandardPresentationSteps, duration: TimeInterval) {
        let standard = standardTransition(presenting: presenting)
        guard let custom = presentedViewController as? UICustomPresentationAnimating else {
            return (standard, UIViewController.modalTransitionDuration)
        }
        if !presenting {
            return (UIStandardPresentationSteps(prepare: standard.prepare, animations: custom.animateDismissal,
                                                views: custom.transitionViews), custom.dismissalDuration)
        }
        let view = presentedView ?? presentedViewController.view!
        let container = containerView
        return (UIStandardPresentationSteps(
            prepare: {
                if let container { view.frame = container.bounds }
                view.layoutIfNeeded()
                custom.preparePresentation()
            },
            animations: custom.animatePresentation, views: custom.transitionViews), custom.presentationDuration)
    }
}

/// The two halves of a standard presentation or dismissal animation and the views they move.
struct UIStandardPresentationSteps {
    var prepare: () -> Void
    var animations: () -> Void
    var views: [UIView]
}

/// The view a presentation happens in (UIKit's transition view): as large as the window, above the presenter's
/// view; it lets its presentation controller lay out and answer for touches that hit nothing else.
@MainActor
final class UIPresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        guard let pc = presentationController else { super.layoutSubviews(); return }
        pc.containerViewWillLayoutSubviews()
        if pc.laysOutPresentedView, !pc.isTransitioning, let v = pc.presentedView, v.superview === self {
            v.frame = pc.frameOfPresentedViewInContainerView
        }
        super.layoutSubviews()
        pc.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentationController?.passesTouchesThroughContainer == true { return nil }
        return hit
    }

    /// A modal presentation hides what is under it from assistive technology.
    override var accessibilityViewIsModal: Bool {
        get { presentationController?.isModalContainer ?? false }
        set { super.accessibilityViewIsModal = newValue }
    }
}
