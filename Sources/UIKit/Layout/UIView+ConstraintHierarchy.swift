import Foundation

extension UIView {
    /// Whether any view of the subtree holds constraints, is constraint-based or waits for `updateConstraints`.
    var subtreeUsesAutoLayout: Bool {
        if let s = layoutStateIfPresent, !s.constraints.isEmpty || !s.translatesAutoresizingMaskIntoConstraints
            || s.needsUpdateConstraints || s.engine != nil { return true }
        return subviews.contains { $0.subtreeUsesAutoLayout }
    }

    /// The view is about to leave its superview's tree: its subtree leaves that tree's engine, and the
    /// constraints that relate it to the views it leaves are deactivated (UIKit's `removeFromSuperview`), also
    /// in a detached tree that has no engine yet (else they would be installed once that tree joins a window).
    func autoLayoutWillLeaveTree() {
        guard superview != nil else { return }
        if let engine = layoutEngineIfPresent {
            engine.releaseSubtree(of: self)
            return
        }
        // Without an engine: such a constraint is held by its items' closest common ancestor, so by one of the
        // views above this one, and refers to this view or a view of its subtree.
        var ancestor = superview
        while let holder = ancestor {
            if let held = holder.layoutStateIfPresent?.constraints, !held.isEmpty {
                let leaving = held.filter { refersToSubtree($0.firstItem) || refersToSubtree($0.secondItem) }
                for c in leaving { c.isActive = false }
            }
            ancestor = holder.superview
        }
    }

    /// Whether a constraint item (a view or a layout guide) lays out in this view's subtree.
    private func refersToSubtree(_ item: AnyObject?) -> Bool {
        guard let owner = NSLayoutConstraint.ownerView(of: item) else { return false }
        return owner.isDescendant(of: self)
    }

    /// The view joined a tree: its constraints join that tree's engine (a detached tree's engine moves
    /// along when the new tree has none).
    func autoLayoutDidJoinTree() {
        let root = hierarchyRoot
        if let own = layoutStateIfPresent?.engine {
            layoutState.engine = nil
            if root.layoutStateIfPresent?.engine == nil {
                own.root = root
                root.layoutState.engine = own
                own.setNeedsApply()
                return
            }
            own.discard()
        }
        guard subtreeUsesAutoLayout else { return }
        if let engine = root.layoutStateIfPresent?.engine {
            engine.adoptSubtree(of: self)
            engine.setNeedsApply()
        } else if root is UIWindow {
            _ = layoutEngineCreatingIfNeeded()
        }
    }
}

extension UILayoutEngine {
    /// Forgets every constraint (the tree joined another engine, which installs them again).
    func discard() {
        for c in byID.values { c.solverID = nil; c.engine = nil }
        for record in installed.values { record.constraint.solverID = nil; record.constraint.engine = nil }
        for it in itemOrder { it.alive = false; it.pins.forEach { $0.engine = nil } }
        installed.removeAll()
        byID.removeAll()
        items.removeAll()
        itemOrder.removeAll()
    }
}
