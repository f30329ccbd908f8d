import Foundation

/// The circle an editing cell shows at its leading edge while its table allows multiple selection during editing:
/// empty (a grey ring) until the row is selected, then filled in the tint colour with a white check mark. Taps go
/// through it to the row (it is not a control); a reader hears the row's selected trait instead.
@MainActor
final class UITableViewCellSelectionIndicator: UIView {
    /// Whether the check mark shows.
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        accessibilityIdentifier = "editing.selection"
    }

    override func draw(_ rect: CGRect) {
        let circle = UITableViewCellEditingControl.circle(in: bounds)
        let c = CGPoint(x: circle.midX, y: circle.midY)
        guard isChecked else {
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
            return
        }
        tintColor.setFill()
        UIBezierPath(ovalIn: circle).fill()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: c.x - 5, y: c.y))
        check.addLine(to: CGPoint(x: c.x - 1.5, y: c.y + 3.5))
        check.addLine(to: CGPoint(x: c.x + 5, y: c.y - 4))
        check.lineWidth = 2
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }
}
