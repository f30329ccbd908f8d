import Foundation

extension UIView {
    /// The distances from the view's edges to the part of it that no bar covers: a navigation bar, tab bar
    /// or toolbar of an enclosing controller, plus the controllers' `additionalSafeAreaInsets`. The window
    /// itself has no unsafe edges here (no status bar, notch or home indicator on a desktop window).
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsets(memo: nil) }

    /// `safeAreaInsets`, reusing the safe rects already computed in this refresh of the guides (see `SafeAreaMemo`).
    func safeAreaInsets(memo: SafeAreaMemo?) -> UIEdgeInsets {
        guard window != nil || superview != nil else { return owningViewController?.additionalSafeAreaInsets ?? .zero }
        let safe = safeRectInBounds(memo: memo)
        let mine = bounds
        guard safe.width.isFinite, safe.height.isFinite, mine.width.isFinite else { return .zero }
        return UIEdgeInsets(top: max(0, min(safe.minY - mine.minY, mine.height)), left: max(0, min(safe.minX - mine.minX, mine.width)),
                            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)), right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }

    /// The safe part of the view in its own bounds coordinates (not clipped to the bounds: a view is safe
    /// wherever its superview's safe area reaches). A view that no controller owns and that is not
    /// transformed takes its superview's by a translation, a few operations per level; a controller's view
    /// also subtracts the bars and additional insets, in window coordinates.
    func safeRectInBounds(memo: SafeAreaMemo? = nil) -> CGRect {
        if let memo, let known = memo.inBounds[ObjectIdentifier(self)] { return known }
        let rect: CGRect
        if let parent = superview {
            if owningViewController == nil, CATransform3DIsIdentity(layer.transform),
               CATransform3DIsIdentity(parent.layer.sublayerTransform) {
                let f = frame
                rect = parent.safeRectInBounds(memo: memo).offsetBy(dx: bounds.minX - f.minX, dy: bounds.minY - f.minY)
            } else {
                rect = convert(safeRectInWindow(memo: memo), from: nil)
            }
        } else {
            rect = bounds.inset(by: owningViewController?.additionalSafeAreaInsets ?? .zero)
        }
        memo?.inBounds[ObjectIdentifier(self)] = rect
        return rect
    }

    /// The safe part of the view in window (root) coordinates.
    func safeRectInWindow(memo: SafeAreaMemo? = nil) -> CGRect {
        let mine = convert(bounds, to: nil)
        guard let parent = superview else { return mine.inset(by: owningViewController?.additionalSafeAreaInsets ?? .zero) }
        var safe = parent.convert(parent.safeRectInBounds(memo: memo), to: nil)
        guard let controller = owningViewController else { return safe }
        var c: UIViewController? = controller.parent
        while let container = c {
            if let nav = container as? UINavigationController, nav.isViewLoaded, !nav.navigationBar.isHidden,
               nav.navigationBar.window != nil || nav.navigationBar.superview != nil {
                let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
                if bar.maxX > mine.minX && bar.minX < mine.maxX && bar.maxY > safe.minY {
                    let top = bar.maxY
                    safe = CGRect(x: safe.minX, y: top, width: safe.width, height: max(0, safe.maxY - top))
                }
                if !nav.isToolbarHidden, nav.toolbar.window != nil || nav.toolbar.superview != nil {
                    let bar = nav.toolbar.convert(nav.toolbar.bounds, to: nil)
                    if bar.maxX > mine.minX && bar.minX < mine.maxX && bar.minY < safe.maxY {
                        safe.size.height = max(0, bar.minY - safe.minY)
                    }
                }
            }
            if let tabs = container as? UITabBarController, tabs.isViewLoaded, !tabs.tabBar.isHidden {
                let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
                if bar.maxX > mine.minX && bar.minX < mine.maxX && bar.minY < safe.maxY {
                    safe.size.height = max(0, bar.minY - safe.minY)
                }
            }
            c = container.parent
        }
        let inter = safe.intersection(mine)
        return (inter.isNull ? mine : inter).inset(by: controller.additionalSafeAreaInsets)
    }

    /// The safe area as a layout guide: the view's bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = layoutStateIfPresent?.safeAreaGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewSafeAreaLayoutGuide"
        g.systemKind = .safeArea
        layoutState.safeAreaGuide = g
        installSystemGuide(g, insets: safeAreaInsets)
        return g
    }

    /// The guide that follows the on-screen keyboard: its top is the keyboard's top edge inside the view
    /// (the safe area's bottom while the keyboard is hidden), its bottom the view's bottom.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = layoutStateIfPresent?.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide()
        g.identifier = "UIViewKeyboardLayoutGuide"
        g.systemKind = .keyboard
        layoutState.keyboardGuide = g
        installSystemGuide(g, insets: keyboardGuideInsets(g))
        return g
    }

    /// The keyboard guide's insets: only `top` is used, as the distance of its top above the view's bottom.
    func keyboardGuideInsets(_ g: UIKeyboardLayoutGuide, memo: SafeAreaMemo? = nil) -> UIEdgeInsets {
        let mine = convert(bounds, to: nil)
        var covered: CGFloat = 0
        if let kb = UIApplication.shared.keyboardManager.keyboardView, let w = window, kb.window === w {
            covered = max(0, min(mine.maxY - kb.frame.minY, mine.height))
        }
        if covered == 0 && g.usesBottomSafeArea { covered = safeAreaInsets(memo: memo).bottom }
        return UIEdgeInsets(top: covered, left: 0, bottom: 0, right: 0)
    }

    /// Adds a system guide with four edge constraints to this view's edges, inset by `insets`.
    func installSystemGuide(_ g: UILayoutGuide, insets: UIEdgeInsets) {
        addLayoutGuide(g)
        let specs: [(NSLayoutConstraint.Attribute, CGFloat, String)] =
            [(.left, insets.left, "left"), (.right, -insets.right, "right"), (.top, insets.top, "top"), (.bottom, -insets.bottom, "bottom")]
        let keyboard = g.systemKind == .keyboard
        for (attr, value, name) in specs {
            let toTop = keyboard && attr == .top
            let c = NSLayoutConstraint(g, attr, .equal, self, toTop ? .bottom : attr, constant: toTop ? -value : value)
            c.identifier = "\(g.identifier)-\(name)"
            c.isSystemConstraint = true
            c.isActive = true
            g.systemConstraints.append(c)
        }
        layoutEngineForChange?.registerGuideOwner(self)
    }

    /// Sets the constants of a system guide's edge constraints.
    func updateSystemGuide(_ g: UILayoutGuide, insets: UIEdgeInsets) {
        for c in g.systemConstraints {
            switch c.firstAttribute {
            case .left: c.constant = insets.left
            case .right: c.constant = -insets.right
            case .top: c.constant = c.secondAttribute == .bottom ? -insets.top : insets.top
            case .bottom: c.constant = -insets.bottom
            default: break
            }
        }
    }

    /// Recomputes the safe area and margins, updating the system guides and telling the view (and its
    /// controller) when they changed. With a `memo`, safe rects already computed in this refresh are reused;
    /// the memo is emptied before the app hears of a change (its callbacks may move views).
    func refreshSafeAreaAndMargins(memo: SafeAreaMemo? = nil) {
        guard let state = layoutStateIfPresent else { return }
        let insets = safeAreaInsets(memo: memo)
        if insets != state.lastSafeAreaInsets {
            state.lastSafeAreaInsets = insets
            if let g = state.safeAreaGuide { updateSystemGuide(g, insets: insets) }
            memo?.forget()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
        updateSystemGuides(memo: memo)
    }

    /// Brings the margins, readable-content and keyboard guides up to date.
    func updateSystemGuides(memo: SafeAreaMemo? = nil) {
        guard let state = layoutStateIfPresent else { return }
        if let g = state.marginsGuide { updateSystemGuide(g, insets: effectiveLayoutMargins(memo: memo)) }
        if let g = state.readableGuide { updateSystemGuide(g, insets: readableContentInsets(memo: memo)) }
        if let g = state.keyboardGuide { updateSystemGuide(g, insets: keyboardGuideInsets(g, memo: memo)) }
        if let g = state.scrollFrameGuide, let scroll = self as? UIScrollView { updateSystemGuide(g, insets: scroll.frameGuideInsets) }
    }

    /// A controller's additional insets changed: the safe areas below it are recomputed at the next layout.
    func safeAreaDidChangeAbove() {
        setNeedsLayout()
        layoutEngineIfPresent?.setNeedsApply()
    }
}

extension UILayoutEngine {
    func registerGuideOwner(_ view: UIView) {
        if !guideOwners.contains(where: { $0.view === view }) { guideOwners.append(WeakView(view: view)) }
    }

    /// Every view with system guides re-reads its safe area, margins and the keyboard. The owners share
    /// ancestors, so the safe rect of each view is computed once for all of them (the values are the same:
    /// nothing moves between two owners unless the app's callbacks do, and the memo forgets before those).
    func refreshSystemGuides() {
        guideOwners.removeAll { $0.view == nil || $0.view!.layoutEngineIfPresent !== self }
        guard !guideOwners.isEmpty else { return }
        let memo = SafeAreaMemo()
        // Guides fed back to huge insets move by huge amounts every pass: one precision restore for the lot.
        solver.withPrecisionRestoresBatched {
            for owner in guideOwners { owner.view?.refreshSafeAreaAndMargins(memo: memo) }
        }
    }
}

/// The safe rects of views, computed during one refresh of the system guides while no view moves: an
/// owner's safe area comes from its ancestors', which many owners share, and with a transform on the way
/// each is a projective conversion up to the window. Keyed by identity, so it must not outlive the refresh.
@MainActor final class SafeAreaMemo {
    var inBounds: [ObjectIdentifier: CGRect] = [:]
    /// Empties the memo, before app code runs that may move views.
    func forget() { inBounds.removeAll(keepingCapacity: true) }
}

/// A view held without a weak reference's side table (see `LayoutItemReference`).
@MainActor struct WeakView {
    private let reference: LayoutItemReference
    init(view: UIView) { reference = view.layoutItemReference }
    var view: UIView? { reference.view }
}

extension UIWindow {
    /// The on-screen keyboard moved: keyboard layout guides follow it (inside the keyboard's own animation
    /// block, so views pinned to them slide with it).
    func keyboardFrameDidChange() {
        guard UIApplication.shared.autoLayoutIsInUse, let engine = layoutEngineIfPresent, !engine.guideOwners.isEmpty else { return }
        engine.setNeedsApply()
        layoutIfNeeded()
    }
}
