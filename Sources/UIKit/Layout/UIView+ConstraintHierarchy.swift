import Foundation

extension UIView {
    /// Whether any view of the subtree holds constraints, is constraint-based or waits for `updateConstraints`.
    var subtreeUsesAutoLayout: Bool {
        if let s = layoutStateIfPresent, !s.constraints.isEmpty || !s.translatesAutoresizingMaskIntoConstraints
            || s.needsUpdateConstraints || s.engine != nil { return true }
        return subviews.contains { $0.subtreeUsesAutoLayout }
    }

    /// The view is about to leave its superview's tree: its subtree leaves that tree's engine.
    func autoLayoutWillLeaveTree() {
        guard superview != nil, let engine = layoutEngineIfPresent else { return }
        engine.releaseSubtree(of: self)
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
