import Foundation

extension UITableView {
    /// The height of a self-sizing row (`rowHeight = UITableView.automaticDimension`): the data source's cell
    /// is measured with Auto Layout (its content view's constraints at the row's width, the height as small
    /// as they allow; the content view spans the whole row here, separator included), or a configuration's
    /// content view at the row's width by its own measure; a content view whose constraints give no height gets
    /// `estimatedRowHeight` (44 when that is automatic too). Every row is measured when the table reloads.
    func selfSizedHeight(forRowAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        guard let source = dataSource else { return fallbackRowHeight }
        let cell = visibleCellMap[indexPath] ?? source.tableView(self, cellForRowAt: indexPath)
        let wasOnScreen = cell.superview === self
        if !wasOnScreen {
            cell.frame = CGRect(x: 0, y: 0, width: width, height: fallbackRowHeight)
            cell.layoutIfNeeded()
        }
        let contentWidth = cell.contentView.bounds.width
        var height = fallbackRowHeight
        if cell.contentView.subtreeUsesAutoLayout {
            let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                                  withHorizontalFittingPriority: .required,
                                                                  verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { height = fitted.height }
        } else if cell.contentView is UIContentView {
            // A configuration's content view (a list content view) measures itself at the row's width.
            let fitted = cell.contentView.sizeThatFits(CGSize(width: contentWidth, height: 0))
            if fitted.height > 0, fitted.height.isFinite { height = fitted.height }
        }
        if !wasOnScreen && !visibleCellMap.values.contains(where: { $0 === cell }) {
            if let id = cell.reuseIdentifier { reusePool.enqueue(cell, identifier: id) }
        }
        return height
    }

    private var fallbackRowHeight: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : 44 }
}
