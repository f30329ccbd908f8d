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

    /// Presents `viewControllerToPresent` modally over the whole window, sliding up from the bottom when
    /// `flag` is true; appearance callbacks follow UIKit's order, then `completion` runs.
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
        let custom = presented as? UICustomPresentationAnimating
        let covers = custom == nil && presented.modalPresentationStyle != .overFullScreen && presented.modalPresentationStyle != .overCurrentContext
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        let view = presented.view!
        let bounds = window.bounds
        if covers { presenter.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        view.frame = bounds
        window.addSubview(view)
        let fades = presented.modalTransitionStyle == .crossDissolve || presented.modalTransitionStyle == .flipHorizontal
        presenter.activePresentationTransition = UIControllerTransition(
            duration: custom?.presentationDuration ?? Self.modalTransitionDuration, options: Self.modalTransitionOptions,
            animated: flag, views: custom?.transitionViews ?? [view], blocksInteraction: true,
            prepare: {
                if let custom { view.layoutIfNeeded(); custom.preparePresentation() }
                else if fades { view.alpha = 0 } else { view.frame.origin.y = bounds.height }
            },
            animations: {
                if let custom { custom.animatePresentation() }
                else if fades { view.alpha = 1 } else { view.frame.origin.y = 0 }
            },
            completion: { [weak presenter] in
                view.alpha = 1
                view.frame = bounds
                presented.endAppearanceTransition()
                if covers, let presenter {
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                presented.isBeingPresented = false
                presenter?.activePresentationTransition = nil
                completion?()
            })
        if presenter.activePresentationTransition?.isRunning == false { presenter.activePresentationTransition = nil }
    }

    /// Dismisses the controller this one presented (or, when it was presented itself, this one), sliding
    /// it down when `flag` is true, then runs `completion`.
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
        let view = presented.view!
        guard let window = view.window else {
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
            return
        }
        let custom = presented as? UICustomPresentationAnimating
        let covers = custom == nil && presented.modalPresentationStyle != .overFullScreen && presented.modalPresentationStyle != .overCurrentContext
        let bounds = window.bounds
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: flag)
        if covers {
            presenter.beginAppearanceTransition(true, animated: flag)
            let underneath = presenter.view!
            underneath.frame = presenter === window.rootViewController ? window.bounds : underneath.frame
            if underneath.superview == nil { window.insertSubview(underneath, belowSubview: view) }
        }
        let fades = presented.modalTransitionStyle == .crossDissolve || presented.modalTransitionStyle == .flipHorizontal
        presenter.activePresentationTransition = UIControllerTransition(
            duration: custom?.dismissalDuration ?? Self.modalTransitionDuration, options: Self.modalTransitionOptions,
            animated: flag, views: custom?.transitionViews ?? [view], blocksInteraction: true,
            prepare: {},
            animations: {
                if let custom { custom.animateDismissal() }
                else if fades { view.alpha = 0 } else { view.frame.origin.y = bounds.height }
            },
            completion: { [weak presenter] in
                view.removeFromSuperview()
                view.alpha = 1
                view.frame = bounds
                if covers { presenter?.endAppearanceTransition() }
                presented.endAppearanceTransition()
                presenter?.presentedViewController = nil
                presented.presentingViewController = nil
                presented.isBeingDismissed = false
                presenter?.activePresentationTransition = nil
                completion?()
            })
        if presenter.activePresentationTransition?.isRunning == false { presenter.activePresentationTransition = nil }
    }

    /// A controller as UIKit's messages name it: `<ClassName: 0x...>`.
    static func describe(_ controller: UIViewController) -> String {
        "<\(type(of: controller)): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    /// Shows `vc` the way the context suggests: pushed when inside a navigation controller, else presented.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let nav = (self as? UINavigationController) ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
