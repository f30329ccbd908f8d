import Foundation

extension UIViewController: UITraitChangeObservable, UITraitStorageOwner {
    /// The controller's traits: its parent's, else its presenting controller's (a presented controller
    /// inherits), else its window's (a window's root controller), with `overrideUserInterfaceStyle` applied;
    /// the root view and its subviews inherit them.
    public var traitCollection: UITraitCollection {
        let app = UIApplication.shared
        if traitStorage.cachedGeneration == app.traitGeneration, let cached = traitStorage.cached { return cached }
        let base: UITraitCollection
        if let parent {
            base = parent.traitCollection
        } else if let presentingViewController {
            // Alerts, popovers and sheets sit above the content they are presented over (full-screen
            // presentations stay at the base level), as UIKit assigns the level.
            let inherited = presentingViewController.traitCollection
            base = presentsElevated ? inherited.replacingLevel(.elevated) : inherited
        } else if let window = app.windows.first(where: { $0.rootViewController === self }) {
            base = window.traitCollection
        } else if let superview = viewIfLoaded?.superview {
            base = superview.traitCollection
        } else {
            base = app.screenTraitCollection
        }
        return traitStorage.resolve(inheriting: base, generation: app.traitGeneration)
    }

    /// The appearance of this controller, its view, its children and the controllers it presents, whatever
    /// they inherit (`.unspecified`, the default, inherits).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage.overrideStyle }
        set {
            guard newValue != traitStorage.overrideStyle else { return }
            traitStorage.overrideStyle = newValue
            let app = UIApplication.shared
            app.traitsDidChange()
            // Children and presented controllers need not be inside the root view (a covering presentation takes
            // the presenter's view out of the window): bring every window, and the view, up to date.
            for window in app.windows { window.propagateTraitChanges() }
            if let view = viewIfLoaded, view.window == nil { view.propagateTraitChanges() }
            reportTraitChangeIfNeeded()
            app.setNeedsFrame()
        }
    }
}

extension UIViewController {
    /// Whether UIKit shows this controller, when presented, above the presenter's content: alerts, popovers,
    /// page and form sheets (`.automatic` presents as a page sheet).
    var presentsElevated: Bool {
        if self is UIAlertController { return true }
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .popover, .automatic: return true
        default: return false
        }
    }
}
