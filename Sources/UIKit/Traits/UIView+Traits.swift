import Foundation

extension UIView: UITraitChangeObservable, UITraitStorageOwner {
    /// The view's traits: its view controller's for a controller's root view, else its superview's (a window's
    /// come from the screen and the window's size), with `overrideUserInterfaceStyle` applied.
    public var traitCollection: UITraitCollection {
        let app = UIApplication.shared
        if traitStorage.cachedGeneration == app.traitGeneration, let cached = traitStorage.cached { return cached }
        let base: UITraitCollection
        if let controller = owningViewController {
            base = controller.traitCollection
        } else if let superview {
            base = superview.traitCollection
        } else if let window = self as? UIWindow {
            let screen = (window.owningApplication ?? app).screenTraitCollection, size = bounds.size
            base = UITraitCollection(style: screen.userInterfaceStyle, scale: screen.displayScale,
                                     horizontal: UITraitCollection.horizontalSizeClass(forWindowSize: size),
                                     vertical: UITraitCollection.verticalSizeClass(forWindowSize: size),
                                     contentSize: screen.preferredContentSizeCategory, level: screen.userInterfaceLevel)
        } else {
            base = app.screenTraitCollection
        }
        return traitStorage.resolve(inheriting: base, generation: app.traitGeneration)
    }

    /// The appearance this view and its subviews use whatever they inherit (`.unspecified`, the default,
    /// inherits). A subview's own override wins over its ancestors'.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage.overrideStyle }
        set {
            guard newValue != traitStorage.overrideStyle else { return }
            traitStorage.overrideStyle = newValue
            UIApplication.shared.traitsDidChange()
            propagateTraitChanges()
        }
    }

    /// Brings this subtree up to date with its traits: views whose drawing resolved a dynamic colour in
    /// another style are redrawn, layer colours that came from dynamic colours are resolved again (others are
    /// not touched, so nothing else is damaged), and on a real change controllers and views hear
    /// `traitCollectionDidChange(_:)` and their registrations, parents before children.
    /// Layer colours change without implicit animations, as a view's own properties do.
    func propagateTraitChanges() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        propagateTraitChangesInSubtree()
        CATransaction.commit()
    }

    private func propagateTraitChangesInSubtree() {
        if let controller = owningViewController { controller.reportTraitChangeIfNeeded() }
        let traits = traitCollection
        if traitStorage.drawUsedDynamicColors
            && (traitStorage.drawnStyle != traits.userInterfaceStyle || traitStorage.drawnLevel != traits.userInterfaceLevel) { setNeedsDisplay() }
        withTintCurrent { layer.resolveViewBackgroundColor(with: traits) }
        reportTraitChangeIfNeeded()
        for subview in subviews { subview.propagateTraitChangesInSubtree() }
    }

    /// Runs the view's `draw(_:)` with its traits current, noting whether the drawing depends on the style.
    func drawWithTraits(_ body: () -> Void) {
        let traits = traitCollection
        withTintCurrent { traitStorage.drawUsedDynamicColors = traits.performAsCurrentNotingDynamicColors(body) }
        traitStorage.drawnStyle = traits.userInterfaceStyle
        traitStorage.drawnLevel = traits.userInterfaceLevel
    }

    /// Runs `body` with this view's tint as the one `UIColor.tintColor` resolves to.
    func withTintCurrent<T>(_ body: () -> T) -> T {
        let state = UITraitCurrentState.forCurrentThread
        let saved = state.tint
        state.tint = tintColor
        defer { state.tint = saved }
        return body()
    }
}
