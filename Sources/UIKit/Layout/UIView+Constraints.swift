import Foundation

extension NSLayoutConstraint {
    /// A layout axis, for content priorities and debugging.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

extension UIView {
    /// The constraints installed on this view (those whose closest common ancestor of items it is).
    public var constraints: [NSLayoutConstraint] { layoutStateIfPresent?.constraints ?? [] }

    /// Installs `constraint` on this view, which must be its items' common ancestor (as `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        if let error = constraint.validationError() {
            UIApplication.shared.log("[LayoutConstraints] \(error); not added: \(constraint)")
            return
        }
        let owners = [NSLayoutConstraint.ownerView(of: constraint.firstItem), NSLayoutConstraint.ownerView(of: constraint.secondItem)]
        guard owners.allSatisfy({ $0 == nil || $0!.isDescendant(of: self) }) else {
            UIApplication.shared.log("[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself): \(layoutDebugName(of: self)); not added")
            return
        }
        constraint.install(on: self)
    }

    /// Installs each of `constraints` on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Removes `constraint` from this view (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.isActive = false
    }

    /// Removes each of `constraints` from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    /// Whether the view's frame is fixed by its autoresizing mask (true, the default for views made in code)
    /// or computed from constraints (false). Views with it true may still be referenced by constraints:
    /// their frame holds as required constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateIfPresent?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if !newValue { UIApplication.shared.autoLayoutIsInUse = true }
            layoutEngineForChange?.translatesDidChange(self)
        }
    }

    // MARK: Content priorities
    /// How much the view resists growing past its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = layoutStateIfPresent else { return .defaultLow }
        return axis == .horizontal ? s.hugging.0 : s.hugging.1
    }

    /// Sets how much the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = Self.validContentPriority(priority)
        if axis == .horizontal { layoutState.hugging.0 = p } else { layoutState.hugging.1 = p }
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = layoutStateIfPresent else { return .defaultHigh }
        return axis == .horizontal ? s.compression.0 : s.compression.1
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let p = Self.validContentPriority(priority)
        if axis == .horizontal { layoutState.compression.0 = p } else { layoutState.compression.1 = p }
        invalidateIntrinsicContentSize()
    }

    private static func validContentPriority(_ p: UILayoutPriority) -> UILayoutPriority {
        guard p.rawValue.isFinite, p.rawValue >= 1, p.rawValue <= 1000 else {
            UIApplication.shared.log("UIView: content priority \(p.rawValue) is outside 1...1000; clamped")
            return UILayoutPriority(p.rawValue.isNaN ? 250 : min(max(p.rawValue, 1), 1000))
        }
        return p
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed (text, image or font changes do this themselves).
    public func invalidateIntrinsicContentSize() {
        guard UIApplication.shared.autoLayoutIsInUse else { return }
        layoutEngineIfPresent?.invalidateIntrinsicSize(of: self)
        if let stack = superview as? UIStackView, stack.distribution == .fillProportionally { stack.setNeedsUpdateConstraints() }
    }

    // MARK: The update-constraints pass
    /// Asks for `updateConstraints()` in the next layout pass.
    public func setNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        UIApplication.shared.autoLayoutIsInUse = true
        guard let engine = layoutEngineForChange else { return }  // adopted with the tree later
        engine.viewsNeedingConstraintUpdate.append(self)
        engine.setNeedsApply()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { layoutStateIfPresent?.needsUpdateConstraints ?? false }

    /// Runs the pending `updateConstraints()` calls of this view's tree now.
    public func updateConstraintsIfNeeded() {
        guard UIApplication.shared.autoLayoutIsInUse else { return }
        layoutEngineForLayout?.updateConstraintsPass()
    }

    /// The frame changed outside the engine: re-read it if constraints see it as fixed.
    func autoLayoutFrameDidChange() {
        guard translatesAutoresizingMaskIntoConstraints, let engine = layoutEngineIfPresent else {
            if let engine = layoutEngineIfPresent, !engine.isWritingBack { engine.setNeedsApply() }
            return
        }
        engine.frameDidChange(self)
    }

    /// Before `layoutSubviews`: the tree's constraints are solved and frames written back.
    func autoLayoutWillLayoutSubviews() {
        guard let engine = layoutEngineIfPresent else { return }
        engine.applyIfNeeded(refreshingGuides: engine.root === self)
        refreshSafeAreaAndMargins()
    }
}
