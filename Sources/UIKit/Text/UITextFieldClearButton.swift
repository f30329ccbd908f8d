import Foundation

/// The clear button of a text field: a grey circle with a white cross that empties the field when tapped.
@MainActor
final class UITextFieldClearButton: UIControl {
    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        accessibilityIdentifier = "clearButton"
        accessibilityLabel = "Clear text"
    }

    override func draw(_ rect: CGRect) {
        let d = min(bounds.width, bounds.height, 19)
        let circle = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        (isHighlighted ? UIColor.clearButtonCircleHighlighted : .clearButtonCircle).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let cross = UIBezierPath()
        let k = d * 0.22
        cross.move(to: CGPoint(x: circle.midX - k, y: circle.midY - k))
        cross.addLine(to: CGPoint(x: circle.midX + k, y: circle.midY + k))
        cross.move(to: CGPoint(x: circle.midX + k, y: circle.midY - k))
        cross.addLine(to: CGPoint(x: circle.midX - k, y: circle.midY + k))
        cross.lineWidth = 1.6
        UIColor.clearButtonCross.setStroke()
        cross.stroke()
    }
}
