import Foundation

/// The ring drawn around the focused view: a bordered, non-interactive overlay on top of its window.
@MainActor
final class UIFocusRingView: UIView {
    /// How far the ring sits outside the focused view.
    static let outset: CGFloat = 3

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityIdentifier = "focusRing"
        layer.borderWidth = 3
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.cornerRadius = 6
    }

    /// A layer's CGColor is not re-resolved on an appearance change (as in UIKit): set the ring's again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.systemBlue.resolvedColor(with: traitCollection).cgColor
        }
    }

    /// Surrounds `view` where it is drawn now (its presentation geometry, so it follows moves and animations;
    /// nil removes the ring), staying the frontmost subview of the view's window.
    func track(_ view: UIView?) {
        guard let view, let window = view.window else {
            if superview != nil { removeFromSuperview() }
            return
        }
        if superview !== window || window.subviews.last !== self { window.addSubview(self) }
        guard view.isShownInWindow, let box = view.presentationFrameInWindow else {
            if !isHidden { isHidden = true }  // hidden, transparent or behind the viewer: no ring
            return
        }
        let target = box.insetBy(dx: -Self.outset, dy: -Self.outset)
        if isHidden { isHidden = false }
        if frame != target { frame = target }
    }
}
