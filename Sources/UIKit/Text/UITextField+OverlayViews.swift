import Foundation

/// The left and right overlay views (`leftView`, `rightView`): subviews of the field, shown by their modes, that
/// take their room from the text rectangle.
extension UITextField {
    func sideViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        updateClearButton()
        invalidateIntrinsicContentSize()
    }

    /// Whether an overlay with `mode` shows now (the clear button also needs text).
    func overlayShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Shows or hides the overlay views by their modes.
    func updateOverlayViews() {
        leftView?.isHidden = !overlayShows(leftViewMode)
        rightView?.isHidden = !overlayShows(rightViewMode)
    }

    var showsLeftView: Bool { leftView.map { !$0.isHidden } ?? false }
    var showsRightView: Bool { rightView.map { !$0.isHidden } ?? false }

    /// An overlay view's own size: its frame's, or what it fits when it has none yet (a view sized by
    /// constraints or its intrinsic size).
    private func overlaySize(_ view: UIView) -> CGSize {
        var size = view.frame.size
        if size.width <= 0 && size.height <= 0 { size = view.sizeThatFits(.zero) }
        if size.width <= 0 && size.height <= 0 {
            let intrinsic = view.intrinsicContentSize
            size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
        }
        guard size.width.isFinite, size.height.isFinite else { return .zero }
        return CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    func defaultSideViewRect(_ view: UIView?, leading: Bool, forBounds bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = overlaySize(view)
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
}
