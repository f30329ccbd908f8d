import Foundation

extension UITableView {
    /// Whether sections are drawn as grouped blocks.
    var isGroupedStyle: Bool { style != .plain }
    /// The horizontal inset of rows (inset grouped tables float their sections).
    var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    /// Rebuilds the geometry when the data or the width changed.
    func ensureLayout() {
        if needsReload || laidOutWidth != bounds.width { rebuildLayout() }
    }

    /// Makes `cellForRow(at:)` and friends answer before the first frame laid the table out.
    func layoutIfNeededForQueries() {
        ensureLayout()
        if visibleCellMap.isEmpty && !sections.isEmpty { layoutTable() }
    }

    /// Asks the data source and delegate for counts, titles and heights and stacks the sections.
    func rebuildLayout() {
        needsReload = false
        laidOutWidth = bounds.width
        let width = bounds.width
        let source = dataSource
        let delegate = tableDelegate
        let count = source.map { max($0.numberOfSections(in: self), 0) } ?? 0
        var y: CGFloat = tableHeaderView?.frame.height ?? 0
        var result: [UITableSectionLayout] = []
        let rowX = rowInset, rowWidth = max(width - 2 * rowInset, 0)
        recycleHeaderFooterViews()
        var customHeaders: [Int: UIView] = [:], customFooters: [Int: UIView] = [:]
        for s in 0..<count {
            let rows = max(source?.tableView(self, numberOfRowsInSection: s) ?? 0, 0)
            let headerTitle = source?.tableView(self, titleForHeaderInSection: s)
            let footerTitle = source?.tableView(self, titleForFooterInSection: s)
            let headerView = delegate?.tableView(self, viewForHeaderInSection: s)
            askingForFooterView = true
            let footerView = delegate?.tableView(self, viewForFooterInSection: s)
            askingForFooterView = false
            customHeaders[s] = headerView
            customFooters[s] = footerView
            var headerHeight = delegate?.tableView(self, heightForHeaderInSection: s) ?? Self.automaticDimension
            if headerHeight < 0 {
                headerHeight = sectionHeaderHeight >= 0 ? sectionHeaderHeight
                    : automaticHeight(of: headerView, width: width) { standardHeaderHeight(title: $0, section: s) }
                    ?? standardHeaderHeight(title: headerTitle, section: s)
            }
            var footerHeight = delegate?.tableView(self, heightForFooterInSection: s) ?? Self.automaticDimension
            if footerHeight < 0 {
                footerHeight = sectionFooterHeight >= 0 ? sectionFooterHeight
                    : automaticHeight(of: footerView, width: width) { standardFooterHeight(title: $0, width: rowWidth) }
                    ?? standardFooterHeight(title: footerTitle, width: rowWidth)
            }
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            var rects: [CGRect] = []
            for r in 0..<rows {
                let ip = IndexPath(row: r, section: s)
                var h = delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight
                if h == Self.automaticDimension { h = selfSizedHeight(forRowAt: ip, width: rowWidth) }
                if h < 0 || !h.isFinite { h = rowHeight >= 0 ? rowHeight : 44 }
                rects.append(CGRect(x: rowX, y: y, width: rowWidth, height: h))
                y += h
            }
            let footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
            y += footerHeight
            result.append(UITableSectionLayout(header: header, rows: rects, footer: footer,
                                               headerTitle: headerTitle, footerTitle: footerTitle))
        }
        if let footerView = tableFooterView {
            footerView.frame = CGRect(x: 0, y: y, width: width, height: footerView.frame.height)
            y += footerView.frame.height
        }
        if let headerView = tableHeaderView {
            headerView.frame = CGRect(x: 0, y: 0, width: width, height: headerView.frame.height)
        }
        sections = result
        contentSize = CGSize(width: width, height: y)
        rebuildHeaderViews(headers: customHeaders, footers: customFooters)
    }

    private func standardHeaderHeight(title: String?, section: Int) -> CGFloat {
        if isGroupedStyle { return title == nil ? (section == 0 ? 35 : 18) : (section == 0 ? 55 : 38) }
        return title == nil ? 0 : 28
    }

    private func standardFooterHeight(title: String?, width: CGFloat) -> CGFloat {
        guard let title, !title.isEmpty else { return isGroupedStyle ? 17 : 0 }
        let font = UIFont.systemFont(ofSize: 13)
        let lines = UITextLayout.lines(title, font: font, width: max(width - 32, 1), maxLines: 0, mode: .byWordWrapping)
        return (CGFloat(lines.count) * font.lineHeight + 14).rounded(.up)
    }

    /// Header and footer views: the delegate's (asked for once per layout, in `rebuildLayout`), or a label
    /// for a title.
    private func rebuildHeaderViews(headers: [Int: UIView], footers: [Int: UIView]) {
        for (_, v) in headerViews.sorted(by: { $0.key < $1.key }) { v.removeFromSuperview() }
        for (_, v) in footerViews.sorted(by: { $0.key < $1.key }) { v.removeFromSuperview() }
        headerViews = [:]
        footerViews = [:]
        for (s, section) in sections.enumerated() {
            if let custom = headers[s] {
                custom.frame = section.header
                headerViews[s] = custom
            } else if let title = section.headerTitle {
                headerViews[s] = makeTitleView(title, header: true, frame: section.header, section: s)
            }
            if let custom = footers[s] {
                custom.frame = section.footer
                footerViews[s] = custom
            } else if let title = section.footerTitle {
                footerViews[s] = makeTitleView(title, header: false, frame: section.footer, section: s)
            }
        }
        // In section order, so the subviews (hit testing, accessibility, drawing) are the same in every run.
        for (_, v) in headerViews.sorted(by: { $0.key < $1.key }) { addSubview(v) }
        for (_, v) in footerViews.sorted(by: { $0.key < $1.key }) { addSubview(v) }
    }

    private func makeTitleView(_ title: String, header: Bool, frame: CGRect, section: Int) -> UIView {
        let container = UIView(frame: frame)
        container.backgroundColor = isGroupedStyle ? nil : .plainTableHeaderBackground
        container.isUserInteractionEnabled = false
        container.accessibilityIdentifier = (header ? "header." : "footer.") + "\(section)"
        let label = UILabel(frame: .zero)
        label.font = isGroupedStyle || !header ? .systemFont(ofSize: 13) : .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = isGroupedStyle || !header ? .tableHeaderText : .label
        label.text = isGroupedStyle && header ? title.uppercased() : title
        label.numberOfLines = header ? 1 : 0
        let x = 16 + rowInset, w = max(frame.width - 2 * x, 0)
        if header {
            let h = label.font.lineHeight.rounded(.up)
            label.frame = CGRect(x: x, y: isGroupedStyle ? frame.height - h - 7 : (frame.height - h) / 2, width: w, height: h)
        } else {
            label.frame = CGRect(x: x, y: 7, width: w, height: max(frame.height - 14, 0))
        }
        container.addSubview(label)
        return container
    }

    /// Shows cells for the rows in the visible part of the content and recycles the others.
    func layoutTable() {
        ensureLayout()
        let visible = bounds
        var wanted: [IndexPath: CGRect] = [:]
        // Open intervals: a row that only touches the visible edge is not shown.
        func overlaps(_ r: CGRect) -> Bool { r.maxY > visible.minY && r.minY < visible.maxY }
        for (s, section) in sections.enumerated() where overlaps(section.frame) {
            for (r, rect) in section.rows.enumerated() where overlaps(rect) {
                wanted[IndexPath(row: r, section: s)] = rect
            }
        }
        // Walked in row order: the reuse queue (which cell the next dequeue returns) must not follow the hash seed.
        for (ip, cell) in visibleCellMap.inKeyOrder(where: { ip, _ in wanted[ip] == nil }) {
            // As in UIKit, the cell holding the first responder is not recycled while off screen (a scroll or a
            // resize to a tiny window must not end editing); it stays at its row, out of sight.
            if holdsFirstResponder(cell), sections.indices.contains(ip.section),
               sections[ip.section].rows.indices.contains(ip.row) {
                wanted[ip] = sections[ip.section].rows[ip.row]
                continue
            }
            visibleCellMap[ip] = nil
            if ip == swipeActions?.indexPath { swipeActions?.reset() }
            recycle(cell)
        }
        let sortedWanted = wanted.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
        for ip in sortedWanted {
            let rect = wanted[ip]!
            let cell: UITableViewCell
            if let existing = visibleCellMap[ip] {
                cell = existing
            } else {
                guard let source = dataSource else { continue }
                cell = source.tableView(self, cellForRowAt: ip)
                visibleCellMap[ip] = cell
                if cell.superview !== self { insertSubview(cell, at: 0) }
                cell.setSelected(selectedIndexPaths.contains(ip), animated: false)
                cell.setHighlighted(highlightedIndexPath == ip, animated: false)
                configureEditing(of: cell, at: ip, animated: false)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
            }
            cell.frame = rect.offsetBy(dx: -(swipeActions?.offset(forRowAt: ip) ?? 0), dy: reorderShift(forRowAt: ip))
            let lastInSection = ip.row == sections[ip.section].rows.count - 1
            cell.separatorColor = separatorColor
            cell.applyDefaultBackground(grouped: isGroupedStyle)
            cell.showsSeparator = separatorStyle != .none && !(isGroupedStyle && lastInSection)
            if style == .insetGrouped {
                cell.layer.cornerRadius = ip.row == 0 || lastInSection ? 10 : 0
            }
        }
    }

    /// Whether row `ip` overlaps the visible part of the content (a kept first-responder cell may be off screen).
    func isRowOnScreen(_ ip: IndexPath) -> Bool {
        guard sections.indices.contains(ip.section), sections[ip.section].rows.indices.contains(ip.row) else { return false }
        let r = sections[ip.section].rows[ip.row]
        return r.maxY > bounds.minY && r.minY < bounds.maxY
    }

    /// Whether the window's first responder is `cell` or inside it.
    func holdsFirstResponder(_ cell: UITableViewCell) -> Bool {
        guard let responder = window?.currentFirstResponder as? UIView else { return false }
        return responder.isDescendant(of: cell)
    }

    /// Takes `cell` off screen and keeps it for reuse when it has a reuse identifier.
    func recycle(_ cell: UITableViewCell) {
        if visibleCellMap.values.contains(where: { $0 === cell }) { return }
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusePool.enqueue(cell, identifier: id) }
    }
}
