import Foundation

/// A vertically scrolling list of rows in sections, supplied by a data source: plain or grouped, with
/// section titles, separators, a grey highlight while a row is touched and selection reported to the delegate.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Plain rows edge to edge, or grouped sections on a grey background.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How inserted, deleted and reloaded rows come and go (the other rows always slide to their new places).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    /// The separator look.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// A height that asks for the standard value.
    public static let automaticDimension: CGFloat = -1

    /// The style chosen at creation.
    public let style: Style
    /// Supplies the sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    /// The height of rows whose delegate gives none.
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    /// Kept for API parity (heights are exact).
    open var estimatedRowHeight: CGFloat = 44
    /// The standard header height (automatic when `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The standard footer height (automatic when `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether separators are drawn between rows.
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsReload() } }
    /// The separator colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsReload() } }
    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; setNeedsReload() }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; setNeedsReload() }
    }

    // Geometry and cells (behaviour in UITableView+Layout and UITableView+Selection).
    var sections: [UITableSectionLayout] = []
    var needsReload = true
    var laidOutWidth: CGFloat = -1
    var visibleCellMap: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var reusePool = UIReuseQueue<UITableViewCell>()
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterReusePool = UIReuseQueue<UITableViewHeaderFooterView>()
    /// Whether the delegate is being asked for a footer view (else a header), for the views it dequeues.
    var askingForFooterView = false
    var selectedIndexPaths: [IndexPath] = []
    var highlightedIndexPath: IndexPath?
    /// Swipe actions on the rows (its pan is one of the table's gesture recognizers).
    var swipeActions: UISwipeActionsController!
    /// The row changes recorded since the outermost `beginUpdates` (nil outside a batch; UITableView+Updates).
    var pendingUpdates: [(update: UICollectionViewPendingUpdate, animation: RowAnimation)]?
    var updateNesting = 0
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    /// The shown cell `reconfigureRows` hands back to the data source's next dequeue for its identifier.
    var reconfiguringCell: UITableViewCell?
    /// Editing mode: the flag, its selection rules and a row being reordered (Tables/UITableView+Editing).
    var editingState = UITableViewEditingState()

    /// Whether the table is in editing mode (false by default); setting it calls `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Puts the table into or out of editing mode: every visible cell is told `setEditing(_:animated:)` and shows
    /// the editing and reorder controls its row gets from the data source and delegate.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        swipeActions = UISwipeActionsController(host: self)
    }

    /// A plain table.
    /// From a coder (UIKit's nib and storyboard path): nothing is decoded (no nibs here, UIKit's keys are
    /// private); a `.plain` table with a zero frame, as `init(frame: .zero)` makes.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        swipeActions = UISwipeActionsController(host: self)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// The delegate as a table delegate (the `delegate` property holds it).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Data
    /// Asks the data source again for everything and redisplays the rows.
    open func reloadData() {
        needsReload = true
        swipeActions?.reset()
        editingState.reorder = nil   // a row being dragged is dropped where it was (Tables/UITableView+Reordering)
        // Empty the map first: `recycle` keeps (and leaves on screen) any cell the map still holds, so cells
        // recycled from a full map stayed in the table as orphans, duplicated under the new ones, for ever.
        let shown = visibleCellMap.inKeyOrder().map(\.value)
        visibleCellMap = [:]
        for cell in shown { recycle(cell) }
        setNeedsLayout()
        rebuildLayout()
        let rowCounts = sections.map(\.rows.count)
        selectedIndexPaths.removeAll { $0.section >= rowCounts.count || $0.row >= rowCounts[$0.section] }
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for new cells for the rows (index paths before the update); old and new cross over
    /// with `animation`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.reloadItems(indexPaths), animation) }
    /// Asks the data source again for the sections' rows, headers and footers.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record(.reloadSections(sections), animation) }
    /// Inserts rows the data source now reports (index paths after the update), animated.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.insertItems(indexPaths), animation) }
    /// Deletes rows the data source no longer reports (index paths before the update), animated.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.deleteItems(indexPaths), animation) }
    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); it slides there.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(.moveItem(indexPath, newIndexPath), .automatic) }
    /// Inserts whole sections (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record(.insertSections(sections), animation) }
    /// Deletes whole sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record(.deleteSections(sections), animation) }
    /// Moves a section; its rows go with it.
    open func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, newSection), .automatic) }
    /// Starts a batch: the inserts, deletes, reloads and moves until the matching `endUpdates` animate together
    /// (deletes and reloads use index paths before the batch, inserts after it, whatever their order).
    open func beginUpdates() {
        updateNesting += 1
        if pendingUpdates == nil { pendingUpdates = [] }
    }
    /// Ends a batch: the changes are checked against the data source's counts and animate over 0.3 s; with no
    /// changes, rows whose heights changed slide to their new sizes (the usual way to animate a height).
    open func endUpdates() {
        guard updateNesting > 0 else {
            UIApplication.shared.log("UITableView: endUpdates() without a matching beginUpdates(); ignored")
            return
        }
        updateNesting -= 1
        guard updateNesting == 0 else { return }
        let recorded = pendingUpdates ?? []
        let completions = pendingUpdateCompletions
        pendingUpdates = nil
        pendingUpdateCompletions = []
        applyUpdates(recorded) { finished in for completion in completions { completion(finished) } }
    }
    /// Runs `updates` (change the model and call the insert, delete, reload and move methods there) as one
    /// animated batch; `completion` runs when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdateCompletions.append(completion) }
        endUpdates()
    }

    /// The number of sections.
    open var numberOfSections: Int { ensureLayout(); return sections.count }

    /// The number of rows in `section` (0 when out of range).
    open func numberOfRows(inSection section: Int) -> Int {
        ensureLayout()
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    // MARK: Cells
    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell waiting for reuse under `identifier`, if any.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        guard let cell = reusePool.dequeue(identifier: identifier) else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A reusable cell for `identifier`, created from the registered class (a `.default` cell when none is registered).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let cellClass = registeredClasses[identifier] ?? UITableViewCell.self
        if registeredClasses[identifier] == nil {
            UIApplication.shared.log("UITableView: no class registered for reuse identifier \"\(identifier)\"; using UITableViewCell")
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The cell on screen for `indexPath`, or nil when that row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeededForQueries()
        return visibleCellMap[indexPath]
    }

    /// The cells on screen.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeededForQueries()
        return indexPathsForVisibleRows?.compactMap { visibleCellMap[$0] } ?? []
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeededForQueries()
        return visibleCellMap.keys.filter(isRowOnScreen).sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// The index path of `cell` when it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    // MARK: Geometry
    /// The row under `point` (table coordinates, i.e. content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureLayout()
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        for (s, section) in sections.enumerated() where section.frame.minY <= point.y && point.y < section.frame.maxY {
            for (r, rect) in section.rows.enumerated() where rect.minY <= point.y && point.y < rect.maxY {
                return IndexPath(row: r, section: s)
            }
        }
        return nil
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureLayout()
        var result: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.intersects(rect) { result.append(IndexPath(row: r, section: s)) }
        }
        return result
    }

    /// The rectangle of the row at `indexPath` in table coordinates (`.zero` when out of range).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        ensureLayout()
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return .zero }
        return sections[indexPath.section].rows[indexPath.row]
    }

    /// The rectangle of the header of `section`.
    open func rectForHeader(inSection section: Int) -> CGRect {
        ensureLayout()
        return sections.indices.contains(section) ? sections[section].header : .zero
    }

    /// The rectangle of the footer of `section`.
    open func rectForFooter(inSection section: Int) -> CGRect {
        ensureLayout()
        return sections.indices.contains(section) ? sections[section].footer : .zero
    }

    /// The rectangle of the whole of `section`.
    open func rect(forSection section: Int) -> CGRect {
        ensureLayout()
        return sections.indices.contains(section) ? sections[section].frame : .zero
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (or just visible for `.none`).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath)
        guard r != .zero else { return }
        let b = bounds
        var y: CGFloat
        switch scrollPosition {
        case .top: y = r.minY
        case .middle: y = r.midY - b.height / 2
        case .bottom: y = r.maxY - b.height
        case .none:
            scrollRectToVisible(r, animated: animated)
            return
        }
        y = min(max(y, minimumContentOffset.y), maximumContentOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Overrides
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    override func scrollViewDidBeginDragging() {
        cancelHighlight()
        swipeActions.close(animated: true)
    }

    /// The swipe pan begins only on a sideways movement over a row with actions (or the open row).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let answer = editingGestureShouldBegin(gestureRecognizer) { return answer }
        if gestureRecognizer === swipeActions.recognizer { return swipeActions.shouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// While a row shows its actions, a touch anywhere but on them is the table's (it closes the row).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        swipeActions.hitTarget(super.hitTest(point, with: event), at: point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if swipeActions.touchesBegan(touches) { return }
        beginRowHighlight(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasDragging = isDragging
        super.touchesEnded(touches, with: event)
        if swipeActions.touchesFinished() { return }
        endRowHighlight(touches, selecting: !wasDragging)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        _ = swipeActions.touchesFinished()
        cancelHighlight()
    }
}

/// Where one section's header, rows and footer sit in the table's content.
struct UITableSectionLayout {
    var header: CGRect
    var rows: [CGRect]
    var footer: CGRect
    var headerTitle: String?
    var footerTitle: String?
    var frame: CGRect { header.union(footer) }
}
