import Foundation

/// A scrolling view of items placed by a layout object (a grid or lines with `UICollectionViewFlowLayout`, any
/// arrangement with a `UICollectionViewLayout` subclass), supplied by a data source. Only the cells and
/// supplementary views in the visible part of the content exist; those that scroll away wait in reuse queues
/// for `dequeueReusableCell(withReuseIdentifier:for:)`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { layoutDidChange(from: oldValue) }
    }
    /// Supplies the items and cells.
    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsReload() } }
    /// A view behind all the content, sized to the collection view (it does not scroll).
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// Whether items can be selected (true by default).
    open var allowsSelection = true {
        didSet { if !allowsSelection { for ip in selectedIndexPaths { deselectItem(at: ip, animated: false) } } }
    }
    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selectedIndexPaths.count > 1 {
                for ip in selectedIndexPaths.dropLast() { deselectItem(at: ip, animated: false) }
            }
        }
    }

    /// Whether cells are requested ahead of display and the prefetch data source is told of items about to appear
    /// (true by default). While the content scrolls, the cells just past the visible edge are dequeued, configured,
    /// laid out and drawn a few a frame, so that a row scrolling in costs no more than any other frame. False also
    /// stops data prefetching.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled && oldValue { stopPrefetching() } }
    }
    /// Told of the items likely to be shown soon, to start loading their data (nil: no data prefetching).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    // State (behaviour in the +Display, +Prefetching, +Selection, +Updates and +Scrolling extensions).
    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    var registeredSupplementary: [String: [String: UICollectionReusableView.Type]] = [:]
    var cellQueue = UIReuseQueue<UICollectionViewCell>()
    var supplementaryQueue = UIReuseQueue<UICollectionReusableView>()
    var visibleCellMap: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryMap: [UICollectionElementKey: UICollectionReusableView] = [:]
    /// Cells fetched ahead of display (in the hierarchy at their layout frames, just outside the visible bounds).
    var preparedCellMap: [IndexPath: UICollectionViewCell] = [:]
    /// Cells scrolled away while holding the first responder: kept in place and out of reuse until it resigns.
    var responderCellMap: [IndexPath: UICollectionViewCell] = [:]
    /// Items announced to the prefetch data source and neither shown nor cancelled since.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// The bounds origin at the last layout pass (the scrolling direction prefetching looks ahead in).
    var lastPrefetchOrigin: CGPoint?
    /// Views fading or moving out in an update animation (no longer visible elements).
    var disappearingViews: [UICollectionReusableView] = []
    /// The item counts per section the layout sees (asked at reload, changed by batch updates).
    var sectionCounts: [Int] = []
    var needsReload = true
    var lastLayoutBounds: CGRect?
    var selectedIndexPaths: [IndexPath] = []
    var highlightedIndexPath: IndexPath?
    /// The updates recorded inside `performBatchUpdates` (nil outside one).
    var pendingUpdates: [UICollectionViewPendingUpdate]?
    /// Whether a layout pass is running (re-entrant invalidations are picked up by its loop).
    var isLayingOut = false
    /// The cell being reconfigured in place (the next dequeue with its identifier returns it).
    var reconfiguringCell: UICollectionViewCell?
    /// Supplementary views shown in this layout pass (asked for their preferred size when the layout self-sizes them).
    var appearedSupplementaryViews: [UICollectionReusableView] = []
    /// Messages already logged once (bad input found on every layout pass is reported once).
    var loggedMessages: Set<String> = []
    /// The scroll views embedded for sections that scroll across the main axis, by section.
    var orthogonalScrollers: [Int: UICollectionViewOrthogonalScroller] = [:]
    /// Swipe actions on the rows of list sections (its pan is one of the collection view's gesture recognizers).
    var swipeActions: UISwipeActionsController!

    /// A collection view of `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adopt(layout)
        swipeActions = UISwipeActionsController(host: self)
    }

    /// A collection view with a new flow layout.
    /// From a coder (UIKit's nib and storyboard path): nothing is decoded (no nibs here, UIKit's keys are
    /// private); the collection view has a zero frame and a `UICollectionViewFlowLayout`.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        backgroundColor = .systemBackground
        adopt(collectionViewLayout)
        swipeActions = UISwipeActionsController(host: self)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The delegate as a collection view delegate (the `delegate` property holds it).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            UIApplication.shared.log("UICollectionView: the layout \(type(of: layout)) is already used by another collection view; it now serves this one")
            other.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// The shown cells, then the shown supplementary views, each in index-path order.
    private var shownElementViewsInOrder: [UICollectionReusableView] {
        visibleCellMap.inKeyOrder().map { $0.value as UICollectionReusableView } + visibleSupplementaryMap.inKeyOrder().map(\.value)
    }

    private func layoutDidChange(from old: UICollectionViewLayout) {
        guard old !== collectionViewLayout else { return }
        if old.collectionView === self { old.collectionView = nil }
        for view in shownElementViewsInOrder {
            view.willTransition(from: old, to: collectionViewLayout)
        }
        adopt(collectionViewLayout)
        lastLayoutBounds = nil
        setNeedsLayout()
        for view in shownElementViewsInOrder {
            view.didTransition(from: old, to: collectionViewLayout)
        }
    }

    /// Changes the layout (animated: the visible items move to their new places over 0.3 s).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated, viewAnimationsAllowed, window != nil else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        collectionViewLayout = layout
        UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: completion)
    }

    /// Changes the layout without animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// The layout threw its geometry away: lay the elements out again.
    func layoutDidInvalidate() { setNeedsLayout() }

    // MARK: Data
    /// Asks the data source again for everything: counts, cells and supplementary views (the visible ones go to
    /// the reuse queues); selections of items that no longer exist are dropped.
    open func reloadData() {
        setNeedsReload()
        reloadCountsIfNeeded()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (as the collection view last learned it from the data source).
    open var numberOfSections: Int { reloadCountsIfNeeded(); return sectionCounts.count }

    /// The number of items in `section` (0 when out of range, logged).
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        guard sectionCounts.indices.contains(section) else {
            UIApplication.shared.log("UICollectionView: numberOfItems(inSection: \(section)) is out of range: there are \(sectionCounts.count) sections")
            return 0
        }
        return sectionCounts[section]
    }

    /// The counts the layout sees (no logging: layouts ask for every section).
    var numberOfSectionsForLayout: Int { reloadCountsIfNeeded(); return sectionCounts.count }
    func numberOfItemsForLayout(inSection section: Int) -> Int {
        sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// Asks the data source for the counts when a reload is pending, recycling the views shown.
    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        sectionCounts = Self.counts(of: dataSource, in: self)
        swipeActions?.reset()
        recycleAllVisibleViews()
        selectedIndexPaths.removeAll { !isValid($0) }
        if let h = highlightedIndexPath, !isValid(h) { highlightedIndexPath = nil }
        collectionViewLayout.dataSourceDidChange(newIndexPath: nil)
        collectionViewLayout.invalidateKeepingMeasuredSizes()
    }

    /// The data source's counts (negative ones are logged and taken as 0).
    static func counts(of source: UICollectionViewDataSource?, in cv: UICollectionView) -> [Int] {
        guard let source else { return [] }
        var sections = source.numberOfSections(in: cv)
        if sections < 0 {
            UIApplication.shared.log("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { s in
            let n = source.collectionView(cv, numberOfItemsInSection: s)
            if n < 0 { UIApplication.shared.log("UICollectionView: collectionView(_:numberOfItemsInSection: \(s)) returned \(n); using 0") }
            return max(n, 0)
        }
    }

    /// Whether `indexPath` names an item the collection view has.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sectionCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < sectionCounts[indexPath.section]
    }

    // MARK: Overrides
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layoutElements()
    }

    override func scrollViewDidBeginDragging() {
        cancelHighlight()
        swipeActions.close(animated: true)
    }

    /// The swipe pan begins only on a sideways movement over a list row with actions (or the open row).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeActions.recognizer { return swipeActions.shouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// While a row shows its actions, a touch anywhere but on them is the collection view's (it closes the row).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        swipeActions.hitTarget(super.hitTest(point, with: event), at: point)
    }

    /// A flow layout may measure section insets from these: the next layout pass checks them.
    open override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); setNeedsLayout() }
    open override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); setNeedsLayout() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if swipeActions.touchesBegan(touches) { return }
        beginItemHighlight(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasDragging = isDragging
        super.touchesEnded(touches, with: event)
        if swipeActions.touchesFinished() { return }
        endItemHighlight(touches, selecting: !wasDragging)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        _ = swipeActions.touchesFinished()
        cancelHighlight()
    }
}
