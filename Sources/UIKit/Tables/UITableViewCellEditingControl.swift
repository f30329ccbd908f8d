import Foundation

/// The control an editing cell shows at its leading edge: a red circle with a white minus (`.delete`) or a green
/// one with a white plus (`.insert`). The minus turns upright while the row's Delete confirmation shows.
@MainActor
final class UITableViewCellEditingControl: UIControl {
    /// The width the control takes at the leading edge (the content moves over by as much).
    static let width: CGFloat = 38
    /// The circle's diameter.
    static let diameter: CGFloat = 22
    let style: UITableViewCell.EditingStyle
    /// Whether the Delete confirmation is showing (the minus is drawn upright).
    var isConfirming = false { didSet { if isConfirming != oldValue { setNeedsDisplay() } } }

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        isAccessibilityElement = true
        accessibilityLabel = style == .insert ? "Insert" : "Delete"
        accessibilityTraits = .button
        accessibilityIdentifier = style == .insert ? "editing.insert" : "editing.delete"
    }

    /// The circle's square in a leading-edge view's `bounds` (the minus, the plus and the selection circle share it).
    static func circle(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 5 - diameter, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    override func draw(_ rect: CGRect) {
        let circle = Self.circle(in: bounds)
        let c = CGPoint(x: circle.midX, y: circle.midY)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let bar: CGFloat = 12, thick: CGFloat = 2.5
        UIColor.white.setFill()
        let across = CGRect(x: c.x - bar / 2, y: c.y - thick / 2, width: bar, height: thick)
        let upright = CGRect(x: c.x - thick / 2, y: c.y - bar / 2, width: thick, height: bar)
        if style == .insert {
            UIBezierPath(rect: across).fill()
            UIBezierPath(rect: upright).fill()
        } else {
            UIBezierPath(rect: isConfirming ? upright : across).fill()
        }
    }
}
