import Foundation

/// Everything Auto Layout keeps per view, allocated only for views that use it (frames-only views carry
/// a nil reference).
@MainActor
final class UIViewLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var hugging: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// A fraction of a priority point a `.fill` stack view adds to the view's hugging and compression
    /// resistance along its axis (horizontal, vertical), growing with the arranged index, so that among
    /// views of equal priority the first one stretches or shrinks (UIKit resolves such ties by index).
    var stackTieBias: (Float, Float) = (0, 0)
    nonisolated(unsafe) var guides: [UILayoutGuide] = []
    /// The engine of the tree this view is the root of.
    var engine: UILayoutEngine?
    var needsUpdateConstraints = false

    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var lastSafeAreaInsets = UIEdgeInsets.zero

    /// The view is being deinitialised: its guides no longer have an owning view.
    nonisolated func owningViewDidDeinit() { for g in guides { g.owningViewDidDeinit() } }
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var layoutState: UIViewLayoutState {
        if let s = layoutStateStorage { return s }
        let s = UIViewLayoutState()
        layoutStateStorage = s
        return s
    }
    var layoutStateIfPresent: UIViewLayoutState? { layoutStateStorage }

    /// The engine of this view's tree, if the tree uses Auto Layout.
    var layoutEngineIfPresent: UILayoutEngine? { hierarchyRoot.layoutStateStorage?.engine }

    /// The engine that should hear about a change now: the tree's engine, made at once for a window's tree;
    /// a detached tree gets one only when something needs its layout (`layoutIfNeeded`, fitting sizes), so
    /// views built off screen are solved once, in the window they join.
    var layoutEngineForChange: UILayoutEngine? {
        let root = hierarchyRoot
        if let e = root.layoutStateStorage?.engine { return e }
        return root is UIWindow ? root.layoutEngineCreatingIfNeeded() : nil
    }

    /// The engine a detached tree needs to lay out (made when the tree uses Auto Layout), or the tree's engine.
    var layoutEngineForLayout: UILayoutEngine? {
        let root = hierarchyRoot
        if let e = root.layoutStateStorage?.engine { return e }
        guard !(root is UIWindow), root.subtreeUsesAutoLayout else { return nil }
        return root.layoutEngineCreatingIfNeeded()
    }

    /// The engine of this view's tree, made (with every constraint already in the tree) when missing.
    func layoutEngineCreatingIfNeeded() -> UILayoutEngine {
        let root = hierarchyRoot
        if let e = root.layoutStateStorage?.engine { return e }
        UIApplication.shared.autoLayoutIsInUse = true
        let e = UILayoutEngine(root: root)
        root.layoutState.engine = e
        e.adoptSubtree(of: root)
        return e
    }
}
