import Foundation

extension UISplitViewController {
    /// The hairline at a leading column's trailing edge, where it meets the next column, as UIKit draws it.
    static func separatorFrame(beside column: CGRect) -> CGRect {
        let hairline = 1 / max(UIScreen.main.scale, 1)
        return CGRect(x: column.maxX - hairline, y: column.minY, width: hairline, height: column.height)
    }

    /// The separator of `column` (made on first use, in the split view's view).
    func separator(for column: Column) -> UIView {
        if let line = separators[column] { return line }
        let line = UIView()
        line.backgroundColor = .opaqueSeparator
        line.isUserInteractionEnabled = false
        line.accessibilityIdentifier = "splitView.separator.\(column)"
        separators[column] = line
        return line
    }

    /// Shows the separators of the leading columns in `frames` at their trailing edges, above the columns;
    /// `arriving` columns start from where their containers start (off screen), so an animation moves both.
    func placeSeparators(_ frames: [Column: CGRect], arriving: Set<Column>, animated: Bool) {
        for column in [Column.primary, .supplementary] {
            guard let frame = frames[column] else { continue }
            let line = separator(for: column)
            if line.superview !== view { view.addSubview(line) }
            view.bringSubviewToFront(line)
            line.isHidden = false
            if animated && arriving.contains(column) { line.frame = Self.separatorFrame(beside: Self.offscreen(frame)) }
            if !animated { line.frame = Self.separatorFrame(beside: frame) }
        }
    }

    /// Moves the separators to their columns' frames (inside the column animation), leaving ones off screen.
    func moveSeparators(_ frames: [Column: CGRect]) {
        for (column, line) in separators where line.superview != nil {
            if let frame = frames[column] {
                line.frame = Self.separatorFrame(beside: frame)
            } else {
                line.frame = line.frame.offsetBy(dx: -(line.frame.maxX), dy: 0)
            }
        }
    }

    /// Hides the separators of columns not shown (after they left, or while collapsed).
    func hideSeparators(except shown: Set<Column>) {
        for (column, line) in separators where !shown.contains(column) { line.isHidden = true }
    }
}
