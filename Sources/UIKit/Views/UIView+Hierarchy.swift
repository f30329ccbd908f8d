import Foundation

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` as the frontmost subview, removing it from its previous superview.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let oldWindow = view.window, newWindow = window
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            let target = min(max(index, 0), subviews.count)
            subviews.insert(view, at: target)
            layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: target)))
            return
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        let autoLayout = UIApplication.shared.autoLayoutIsInUse
        if autoLayout { view.autoLayoutWillLeaveTree() }
        view.detachFromSuperview()
        let target = min(max(index, 0), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: target)))
        if autoLayout { view.autoLayoutDidJoinTree() }
        if oldWindow !== newWindow { view.propagateDidMoveToWindow(from: oldWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        UIApplication.shared.traitsDidChange()
        view.propagateTraitChanges()
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2` (indexes out of range are logged and nothing changes).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            UIApplication.shared.log("UIView: exchangeSubview(at: \(index1), withSubviewAt: \(index2)) out of range for \(subviews.count) subviews; ignored")
            return
        }
        guard index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        if UIApplication.shared.autoLayoutIsInUse { autoLayoutWillLeaveTree() }
        detachFromSuperview()
        if oldWindow != nil { propagateDidMoveToWindow(from: oldWindow) }
        UIApplication.shared.traitsDidChange()
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// The layer index for a subview at `index`: after any sublayers the view's own layer hosts below it.
    private func layerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index < subviews.count - 1, let next = sublayers.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            return next
        }
        // Searched from the end: views are mostly appended, so the previous view's layer is near the end.
        if index > 0, let prev = sublayers.lastIndex(where: { $0 === subviews[index - 1].layer }) {
            return prev + 1
        }
        return sublayers.count
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }

    /// The first view in this subtree (depth first, self included) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow(from oldWindow: UIWindow?) {
        if let oldWindow, window !== oldWindow { oldWindow.viewDidLeave(self) }
        if let scale = window?.screenScale, layer.contentsScale != scale { layer.contentsScale = scale }
        didMoveToWindow()
        for s in subviews { s.propagateDidMoveToWindow(from: oldWindow) }
    }
}
