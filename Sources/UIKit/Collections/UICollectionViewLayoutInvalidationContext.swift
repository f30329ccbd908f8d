import Foundation

/// What part of a layout an invalidation throws away, so a layout can redo only that in `prepare()`
/// (scrolling a flow layout with pinned headers recomputes nothing but the headers).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether everything must be computed again (a new layout, `reloadData`, `invalidateLayout()`).
    public internal(set) var invalidateEverything = true
    /// Whether the data source's section and item counts changed.
    public internal(set) var invalidateDataSourceCounts = true
    /// The items whose attributes changed (nil: none named).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose attributes changed, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How far the content offset moves along with the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes along with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    /// Set on the context a self-sizing cell's preferred size makes (it records a measurement, not drops one).
    var isSelfSizing = false
    /// Set on the contexts of `reloadData` and of a batch of updates (which moved the sizes along): cached self-sized
    /// sizes are kept (the items are asked again for cells, not measured again).
    var keepsMeasuredSizes = false

    public required init() {}

    /// Names items whose attributes changed (the context then no longer invalidates everything).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
        invalidateEverything = false
        invalidateDataSourceCounts = false
    }

    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
        invalidateEverything = false
        invalidateDataSourceCounts = false
    }

    /// Folds `other` (a later invalidation before the next `prepare()`) into this one.
    func merge(_ other: UICollectionViewLayoutInvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        isSelfSizing = isSelfSizing && other.isSelfSizing
        keepsMeasuredSizes = keepsMeasuredSizes && other.keepsMeasuredSizes
        if let items = other.invalidatedItemIndexPaths { invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + items }
        if let flow = self as? UICollectionViewFlowLayoutInvalidationContext,
           let otherFlow = other as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = flow.invalidateFlowLayoutDelegateMetrics || otherFlow.invalidateFlowLayoutDelegateMetrics
            flow.invalidateFlowLayoutAttributes = flow.invalidateFlowLayoutAttributes || otherFlow.invalidateFlowLayoutAttributes
        }
    }
}

/// A flow layout's invalidation: whether the delegate's sizes and spacings must be asked again, and whether the
/// item attributes must be computed again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked for again (true by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the attributes must be computed again (true by default).
    open var invalidateFlowLayoutAttributes = true
}
