import Foundation

/// The button an alert or action sheet shows for one `UIAlertAction`: its title in the style's colour
/// (bold for the preferred action, or the cancel action when none is preferred), a grey wash while a touch
/// is down, grey text when the action is disabled. Scripts find it by `alert.action.<title>`.
@MainActor
final class UIAlertActionButton: UIControl {
    let action: UIAlertAction
    let label = UILabel(frame: .zero)
    var isBold = false { didSet { updateLook() } }
    var fontSize: CGFloat = 17 { didSet { updateLook() } }

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        accessibilityIdentifier = "alert.action.\(action.title ?? "")"
        accessibilityLabel = action.title
        label.text = action.title
        isEnabled = action.isEnabled
        updateLook()
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateLook()
    }

    override var touchUpEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    func updateLook() {
        let color: UIColor
        if !isEnabled { color = .tertiaryLabel }
        else if action.style == .destructive { color = .systemRed }
        else { color = tintColor }
        label.textColor = color
        label.font = .systemFont(ofSize: fontSize, weight: isBold ? .semibold : .regular)
        backgroundColor = isHighlighted ? .alertHighlight : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    /// The width the title needs in one line.
    var naturalTitleWidth: CGFloat { label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width + 16 }
}
