import Foundation

/// The grab handle an editing cell shows at its trailing edge when its row can move: three grey lines. Dragging it
/// moves the row through the table (`UITableView+Editing`); the other rows make room as it passes.
@MainActor
final class UITableViewCellReorderControl: UIControl {
    /// The width the control takes at the trailing edge.
    static let width: CGFloat = 44

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isAccessibilityElement = true
        accessibilityLabel = "Reorder"
        accessibilityTraits = .button
        accessibilityIdentifier = "editing.reorder"
    }

    /// The table showing the cell this control is in.
    private var table: UITableView? {
        var v = superview
        while let view = v, !(view is UITableView) { v = view.superview }
        return v as? UITableView
    }
    private var cell: UITableViewCell? { superview as? UITableViewCell }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let table, let cell else { return false }
        return table.beginReorder(of: cell, at: touch.location(in: table))
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let table else { return false }
        table.moveReorder(to: touch.location(in: table))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let table else { return }
        if let touch { table.moveReorder(to: touch.location(in: table)) }
        table.endReorder(cancelled: false)
    }

    override func cancelTracking(with event: UIEvent?) { table?.endReorder(cancelled: true) }

    override func draw(_ rect: CGRect) {
        let w: CGFloat = 18, thick: CGFloat = 2, gap: CGFloat = 5
        let x = (bounds.width - w) / 2
        UIColor.systemGray2.setFill()
        for i in -1...1 {
            let y = bounds.midY + CGFloat(i) * (thick + gap) - thick / 2
            UIBezierPath(roundedRect: CGRect(x: x, y: y, width: w, height: thick), cornerRadius: thick / 2).fill()
        }
    }
}
