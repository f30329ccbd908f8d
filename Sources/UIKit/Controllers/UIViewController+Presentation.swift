import Foundation

extension UIViewController {
    /// How long a modal slide lasts.
    static let modalTransitionDuration: TimeInterval = 0.4
    /// The curve of a modal slide or fade.
    static let modalTransitionOptions: UIView.AnimationOptions = [.curveEaseInOut]

    /// The outermost container of this controller (the one whose view is in the window or presented).
    var presentationRoot: UIViewController {
        var c: UIViewController = self
        while let p = c.parent { c = p }
        return c
    }

    /// Presents `viewControllerToPresent` modally through its presentation controller (Controllers/Presentation):
    /// full screen, over full screen, as a sheet (`.automatic`, `.pageSheet`, `.formSheet`) or `.custom`, with the
    /// transitioning delegate's animator when it gives one (else sliding up, or fading, when `flag` is true).
    /// Only a presentation that removes the presenter's view tells the presenter it disappears.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        let presented = viewControllerToPresent
        let log = UIApplication.shared.log
        guard presented !== presenter, presented.parent == nil, presented.presentingViewController == nil else {
            log("present: \(type(of: presented)) is already presented or inside a container; ignored")
            return
        }
        guard presenter.presentedViewController == nil else {
            // UIKit's warning, word for word (it too leaves the screen as it is).
            log("Attempt to present \(Self.describe(presented)) on \(Self.describe(presenter)) which is already presenting \(Self.describe(presenter.presentedViewController!)).")
            return
        }
        presenter.activePresentationTransition?.finish()
        guard let window = presenter.viewIfLoaded?.window else {
            log("present: attempt to present \(type(of: presented)) on \(type(of: presenter)) whose view is not in the window hierarchy; ignored")
            return
        }
        // As in UIKit, the presented view loads before anyone hears an appearance callback.
        presented.loadViewIfNeeded()
        let pc = presented.presentationController(presenting: presenter, source: self)
        let removesPresenter = pc.shouldRemovePresentersView
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        let container: UIView
        if pc.usesWindowAsContainer {
            container = window
        } else {
            let c = UIPresentationContainerView(frame: window.bounds)
            c.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            c.presentationController = pc
            window.addSubview(c)
            container = c
        }
        pc.containerView = container
        pc.isTransitioning = true
        pc.installStandardViews()
        pc.presentationTransitionWillBegin()
        let style = presented.resolvedPresentationStyle
        let finish = presenter.transitionEnd(presenting: true, presented, pc, removesPresenter: removesPresenter, completion: completion)
        if flag || style == .custom,
           let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self),
           let toView = pc.presentedView {
            let presenterView = presenter.view!
            let context = UIPresentationTransitionContext(
                container: container, animated: style == .custom ? flag : true, style: style, from: presenter, to: presented,
                fromView: removesPresenter ? presenterView : nil, toView: toView,
                frames: [ObjectIdentifier(presenter): (presenterView.convert(presenterView.bounds, to: container), presenterView.convert(presenterView.bounds, to: container)),
                         ObjectIdentifier(presented): (.zero, pc.frameOfPresentedViewInContainerView)])
            runCustomTransition(animator, context: context, presenter: presenter, views: [toView, presenterView], finish: finish)
            return
        }
        let view = pc.presentedView ?? presented.view!
        if view.superview !== container { container.addSubview(view) }
        let (steps, duration) = pc.defaultTransition(presenting: true)
        presenter.activePresentationTransition = UIControllerTransition(
            duration: duration, options: Self.modalTransitionOptions,
            animated: flag, views: steps.views, blocksInteraction: true,
            prepare: steps.prepare, animations: steps.animations, completion: { finish(true) })
        if presenter.activePresentationTransition?.isRunning == false { presenter.activePresentationTransition = nil }
    }

    /// Runs a transitioning delegate's animator with `context`; the transition ends when the animator calls
    /// `completeTransition(_:)` (or, cut short, when another transition starts).
    private func runCustomTransition(_ animator: any UIViewControllerAnimatedTransitioning, context: UIPresentationTransitionContext,
                                     presenter: UIViewController, views: [UIView], finish: @escaping (Bool) -> Void) {
        var transition: UIControllerTransition?
        context.onComplete = { completed in
            transition?.finish()
            finish(completed)
            animator.animationEnded(completed)
        }
        transition = UIControllerTransition(views: views, blocksInteraction: true) { [weak context] in
            // Finished early by another transition: complete it as if the animator had.
            if context?.isRunning == true { context?.completeTransition(true) }
        }
        presenter.activePresentationTransition = transition
        _ = animator.transitionDuration(using: context)
        animator.animateTransition(using: context)
    }

    /// What runs when a presentation (`presenting`) or dismissal ends, completed or cancelled, then `completion`.
    private func transitionEnd(presenting: Bool, _ presented: UIViewController, _ pc: UIPresentationController,
                               removesPresenter: Bool, completion: (() -> Void)?) -> (Bool) -> Void {
        { [weak self] completed in
            guard let self else { return }
            activePresentationTransition = nil
            switch (presenting, completed) {
            case (true, true): presentationDidFinish(presented, pc, removesPresenter: removesPresenter)
            case (true, false): presentationWasCancelled(presented, pc, removesPresenter: removesPresenter)
            case (false, true): dismissalDidFinish(presented, pc, removesPresenter: removesPresenter)
            case (false, false): dismissalWasCancelled(presented, pc, removesPresenter: removesPresenter)
            }
            completion?()
        }
    }

    /// The presentation finished: the presented controller appeared; a covering one took the presenter's view out.
    private func presentationDidFinish(_ presented: UIViewController, _ pc: UIPresentationController, removesPresenter: Bool) {
        pc.isTransitioning = false
        pc.settlePresentedContent()
        presented.endAppearanceTransition()
        if removesPresenter, let presenterView = viewIfLoaded {
            pc.presentersViewSuperview = presenterView.superview === pc.containerView ? pc.containerView?.superview : presenterView.superview
            presenterView.removeFromSuperview()
            endAppearanceTransition()
        }
        presented.isBeingPresented = false
        pc.presentationTransitionDidEnd(true)
    }

    /// A custom animator cancelled the presentation: everything goes back as it was.
    private func presentationWasCancelled(_ presented: UIViewController, _ pc: UIPresentationController, removesPresenter: Bool) {
        pc.isTransitioning = false
        presented.beginAppearanceTransition(false, animated: false)
        presented.endAppearanceTransition()
        if removesPresenter {
            restorePresentersView(pc)
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        }
        pc.presentationTransitionDidEnd(false)
        tearDown(presented, pc)
    }

    /// Dismisses the controller this one presented (or, when it was presented itself, this one) through its
    /// presentation controller, with the transitioning delegate's animator when it gives one (else sliding
    /// down, or fading, when `flag` is true), then runs `completion`.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        let presenter: UIViewController, presented: UIViewController
        if let p = root.presentedViewController {
            presenter = root; presented = p
        } else if let p = root.presentingViewController {
            presenter = p; presented = root
        } else {
            UIApplication.shared.log("dismiss: \(type(of: self)) is not presenting and was not presented; ignored")
            completion?()
            return
        }
        presenter.activePresentationTransition?.finish()
        // Anything presented on top of the dismissed controller goes first, without animation.
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        guard let pc = presented.storedPresentationController?.controller, let container = pc.containerView, container.window != nil,
              let view = pc.presentedView else {
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
            return
        }
        let removesPresenter = pc.shouldRemovePresentersView
        let dragDismissing = (pc as? UISheetPresentationController)?.abandonDrag() ?? false
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: flag)
        if removesPresenter {
            presenter.beginAppearanceTransition(true, animated: flag)
            presenter.restorePresentersView(pc)
        }
        pc.isTransitioning = true
        if !dragDismissing { pc.dismissalTransitionWillBegin() }
        let style = presented.resolvedPresentationStyle
        let finish = presenter.transitionEnd(presenting: false, presented, pc, removesPresenter: removesPresenter, completion: completion)
        if flag || style == .custom, let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            let presenterView = presenter.view!
            let context = UIPresentationTransitionContext(
                container: container, animated: style == .custom ? flag : true, style: style, from: presented, to: presenter,
                fromView: view, toView: removesPresenter ? presenterView : nil,
                frames: [ObjectIdentifier(presented): (view.frame, .zero),
                         ObjectIdentifier(presenter): (removesPresenter ? .zero : presenterView.convert(presenterView.bounds, to: container),
                                                       presenterView.convert(presenterView.bounds, to: container))])
            runCustomTransition(animator, context: context, presenter: presenter, views: [view, presenterView], finish: finish)
            return
        }
        let (steps, duration) = pc.defaultTransition(presenting: false)
        presenter.activePresentationTransition = UIControllerTransition(
            duration: duration, options: Self.modalTransitionOptions,
            animated: flag, views: steps.views, blocksInteraction: true,
            prepare: steps.prepare, animations: steps.animations, completion: { finish(true) })
        if presenter.activePresentationTransition?.isRunning == false { presenter.activePresentationTransition = nil }
    }

    /// The user dragged a sheet far or fast enough: it slides the rest of the way out, then the dismissal
    /// completes as a programmatic one does and the delegate hears `presentationControllerDidDismiss`.
    func completeInteractiveDismissal(of presented: UIViewController, by sheet: UISheetPresentationController, velocity: CGFloat) {
        activePresentationTransition?.finish()
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        sheet.isTransitioning = true
        let below = sheet.containerView?.bounds.height ?? 0
        let card = sheet.card, dim = sheet.dimmingView
        let distance = max(0, below - card.frame.minY)
        let duration = min(0.35, max(0.15, velocity > 0 ? TimeInterval(distance / velocity) : 0.35))
        activePresentationTransition = UIControllerTransition(
            duration: duration, options: [.curveEaseOut], animated: true, views: [card, dim], blocksInteraction: true,
            prepare: {}, animations: { card.frame.origin.y = below; dim.alpha = 0 },
            completion: { [weak self] in
                guard let self else { return }
                self.activePresentationTransition = nil
                self.dismissalDidFinish(presented, sheet, removesPresenter: false)
                sheet.delegate?.presentationControllerDidDismiss(sheet)
            })
        if activePresentationTransition?.isRunning == false { activePresentationTransition = nil }
    }

    /// The dismissal finished: the container goes, the presenter (if it was covered) appears, the links clear.
    private func dismissalDidFinish(_ presented: UIViewController, _ pc: UIPresentationController, removesPresenter: Bool) {
        pc.isTransitioning = false
        if removesPresenter { restorePresentersView(pc) }
        tearDown(presented, pc)
        if removesPresenter { endAppearanceTransition() }
        presented.endAppearanceTransition()
        presented.isBeingDismissed = false
        pc.dismissalTransitionDidEnd(true)
    }

    /// A custom animator cancelled the dismissal: the presentation stays.
    private func dismissalWasCancelled(_ presented: UIViewController, _ pc: UIPresentationController, removesPresenter: Bool) {
        pc.isTransitioning = false
        presented.beginAppearanceTransition(true, animated: false)
        presented.endAppearanceTransition()
        if removesPresenter {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
            viewIfLoaded?.removeFromSuperview()
        }
        presented.isBeingDismissed = false
        pc.settlePresentedContent()
        pc.dismissalTransitionDidEnd(false)
    }

    /// Puts this (presenting) controller's view back where a covering presentation took it from, below the
    /// presentation's container (or back out of the container a custom animator put it in).
    private func restorePresentersView(_ pc: UIPresentationController) {
        guard let underneath = viewIfLoaded, let container = pc.containerView else { return }
        let target = pc.presentersViewSuperview ?? container.window
        guard let target, underneath.superview == nil || underneath.superview === container else { return }
        if self === target.window?.rootViewController || target is UIWindow { underneath.frame = target.bounds }
        if container.superview === target { target.insertSubview(underneath, belowSubview: container) } else { target.insertSubview(underneath, at: 0) }
    }

    /// Takes the presentation's views out of the window and clears the presenter and presented links.
    private func tearDown(_ presented: UIViewController, _ pc: UIPresentationController) {
        pc.removeStandardViews()
        let view = pc.presentedView
        if pc.usesWindowAsContainer { view?.removeFromSuperview() } else { pc.containerView?.removeFromSuperview() }
        view?.removeFromSuperview()
        view?.alpha = 1
        pc.containerView = nil
        presentedViewController = nil
        presented.presentingViewController = nil
        presented.isBeingPresented = false
    }

    /// A controller as UIKit's messages name it: `<ClassName: 0x...>`.
    static func describe(_ controller: UIViewController) -> String {
        "<\(type(of: controller)): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    /// Shows `vc` the way the context suggests: in a split view controller's next column (Controllers/Split), else
    /// pushed when inside a navigation controller, else presented.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController ?? splitViewController,
           let column = self === split ? .secondary : split.column(containing: self), column != .compact {
            split.show(vc, from: column, sender: sender)
            return
        }
        if let nav = (self as? UINavigationController) ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
