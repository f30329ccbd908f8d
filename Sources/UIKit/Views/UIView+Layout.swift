import Foundation

extension UIView {
    /// Placeholder value for an intrinsic size dimension the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view as needing `layoutSubviews()` before the next frame.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs any pending layout of this view and its subviews now: constraints are updated and solved and
    /// frames written back first (inside an animation block the frame changes animate).
    public func layoutIfNeeded() {
        if UIApplication.shared.autoLayoutIsInUse, let engine = layoutEngineForLayout { engine.applyIfNeeded() }
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        var f = frame
        f.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
        frame = f
    }

    func performLayout() {
        if UIApplication.shared.autoLayoutIsInUse { autoLayoutWillLayoutSubviews() }
        owningViewController?.viewWillLayoutSubviews()
        let wasLayingOut = isLayingOutSubviews
        isLayingOutSubviews = true
        layoutSubviews()
        isLayingOutSubviews = wasLayingOut
        owningViewController?.viewDidLayoutSubviews()
        if UIApplication.shared.autoLayoutIsInUse, let engine = layoutEngineIfPresent, engine.hasPendingWork {
            engine.applyIfNeeded(refreshingGuides: false)
        }
    }
}
