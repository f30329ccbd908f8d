import Foundation

/// One wheel of a `UIPickerView`: a vertical scroll view whose content is the rows, inset so that row 0 and
/// the last row can sit in the selection band. A drag coasts with the scroll view's deceleration and its
/// target is rounded to a row, so the wheel always comes to rest on one; then the picker hears the selection.
@MainActor
final class UIPickerColumn: UIScrollView, UIScrollViewDelegate {
    let component: Int
    weak var picker: UIPickerView?
    var rowCount = 0
    var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The row resting in the band (the selected row).
    var restingRow = 0
    /// Visible row views by row, and views that left the wheel (offered back to `viewForRow:reusing:`).
    var rowViews: [Int: UIView] = [:]
    var reusable: [UIView] = []
    /// The row last felt passing the band while the user turned the wheel (a selection tick for each new one).
    private var tickedRow: Int?

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        delaysContentTouches = false
        decelerationRate = .normal
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPickerColumn.tapped))
    }

    required init?(coder: NSCoder) { fatalError("a picker column is made by its picker") }

    /// The offset that puts `row` in the middle of the column.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - contentInset.top }

    /// The row nearest the middle of the column at `offsetY`, within the rows.
    func row(atOffset offsetY: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return 0 }
        let r = Int(((offsetY + contentInset.top) / rowHeight).rounded())
        return min(max(r, 0), rowCount - 1)
    }

    /// Sizes the content for the rows and the insets for the band (after a reload or a resize).
    func updateGeometry() {
        let inset = max((bounds.height - rowHeight) / 2, 0)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        restingRow = rowCount == 0 ? 0 : min(max(restingRow, 0), rowCount - 1)
        if !isDragging && !isDecelerating { contentOffset = CGPoint(x: 0, y: offset(forRow: restingRow)) }
    }

    /// Scrolls `row` into the band; the wheel's resting row changes at once (as `selectRow` does in UIKit).
    func scroll(toRow row: Int, animated: Bool) {
        restingRow = row
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated && window != nil)
        layoutRows()
    }

    // MARK: Rows
    /// Places the views of the rows in sight, fading and shrinking them away from the middle like a wheel.
    func layoutRows() {
        guard let picker else { return }
        let mid = contentOffset.y + bounds.height / 2
        let half = max(bounds.height / 2, 1)
        let first = max(Int(floor((contentOffset.y) / rowHeight)) - 1, 0)
        let last = min(Int(ceil((contentOffset.y + bounds.height) / rowHeight)), rowCount - 1)
        var visible = Set<Int>()
        if rowCount > 0, first <= last {
            for row in first...last {
                visible.insert(row)
                let view: UIView
                if let v = rowViews[row] { view = v } else {
                    view = picker.makeRowView(row: row, component: component, reusing: reusable.popLast())
                    view.isUserInteractionEnabled = false
                    rowViews[row] = view
                    addSubview(view)
                }
                let centre = (CGFloat(row) + 0.5) * rowHeight
                let d = min(abs(centre - mid) / half, 1)
                view.transform = .identity
                view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
                // The wheel's curvature: rows flatten (cosine) and fade toward its rim.
                let squash = max(cos(d * .pi / 2 * 0.9), 0.2)
                view.transform = CGAffineTransform(scaleX: 1 - 0.15 * d, y: squash)
                view.alpha = 1 - 0.65 * d
            }
        }
        for (row, view) in rowViews where !visible.contains(row) {
            view.removeFromSuperview()
            view.transform = .identity
            view.alpha = 1
            rowViews[row] = nil
            reusable.append(view)
        }
    }

    /// Drops every row view (a reload): they are made again from the delegate.
    func discardRowViews() {
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        reusable.removeAll()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Scrolling
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        layoutRows()
        // Each row that passes through the band under the user's hand (or its coast) ticks, as an iPhone's wheel does.
        guard isDragging || isDecelerating else { tickedRow = nil; return }
        let row = row(atOffset: contentOffset.y)
        if tickedRow == nil { tickedRow = restingRow }
        if row != tickedRow {
            tickedRow = row
            UISelectionFeedbackGenerator().selectionChanged()
        }
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { layoutRows() }

    /// The wheel stopped after the user moved it: it sits on a row (slid there if it is not), which is selected.
    private func settle() {
        let row = row(atOffset: contentOffset.y)
        let target = offset(forRow: row)
        if abs(contentOffset.y - target) > 0.5 { setContentOffset(CGPoint(x: 0, y: target), animated: window != nil) }
        userMoved(to: row)
    }

    /// A tap on a row above or below the band scrolls it into the band and selects it.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, rowCount > 0 else { return }
        let y = recognizer.location(in: self).y
        guard y >= 0, y < CGFloat(rowCount) * rowHeight else { return }
        let row = min(max(Int(floor(y / rowHeight)), 0), rowCount - 1)
        guard row != restingRow else { return }
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: window != nil)
        userMoved(to: row)
    }

    /// Moves the selection to `row` for a user action and tells the picker if it changed.
    func userMoved(to row: Int) {
        guard rowCount > 0, row != restingRow else { return }
        restingRow = row
        picker?.columnDidSelect(row: row, component: component)
    }
}
