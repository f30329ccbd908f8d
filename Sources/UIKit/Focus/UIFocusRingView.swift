import Foundation

/// The ring drawn around the focused view: a bordered, non-interactive overlay on top of its window.
@MainActor
final class UIFocusRingView: UIView {
    /// How far the ring sits outside the focused view.
    static let outset: CGFloat = 3

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

    /// Surrounds `view` (nil hides the ring), staying the frontmost subview of the view's window.
    func track(_ view: UIView?) {
        guard let view, let window = view.window else {
            if superview != nil { removeFromSuperview() }
            return
        }
        let target = view.convert(view.bounds, to: window).insetBy(dx: -Self.outset, dy: -Self.outset)
        if superview !== window || window.subviews.last !== self { window.addSubview(self) }
        if frame != target { frame = target }
    }
}
