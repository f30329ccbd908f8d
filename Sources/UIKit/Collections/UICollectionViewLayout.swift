import Foundation

/// The abstract base of collection view layouts: it decides where every cell and supplementary view goes.
/// Subclass it as in UIKit: compute geometry in `prepare()`, report `collectionViewContentSize`, answer
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`, and say which bounds changes
/// (`shouldInvalidateLayout(forBoundsChange:)`) need a new `prepare()`. The base lays nothing out.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view the layout serves (set when the layout is assigned to one).
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true
    /// The invalidation waiting for the next `prepare()`.
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// The updates of the batch being applied (between `prepare(forCollectionViewUpdates:)` and `finalize`).
    var currentUpdateItems: [UICollectionViewUpdateItem] = []

    public init() {}

    /// The class of the attributes the layout creates (subclasses with extra attributes override it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the invalidation contexts the layout creates.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Geometry (override these)
    /// Computes the layout; called before the first query and after each invalidation. The base does nothing.
    open func prepare() {}
    /// The size of all the content (the collection view's `contentSize`); zero in the base.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of every element whose frame meets `rect` (content coordinates); none in the base.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the cell at `indexPath`; nil in the base.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil in the base.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil in the base.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where scrolling that would stop at `proposedContentOffset` stops instead (unchanged in the base).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// The same, for a fling ending with `velocity` (by default the one-argument form).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Invalidation
    /// Whether a change of the collection view's bounds to `newBounds` needs the layout computed again (false in
    /// the base: scrolling alone only shows other elements).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context to invalidate with for that bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = false
        context.invalidateDataSourceCounts = false
        return context
    }
    /// Whether a cell's preferred attributes (self-sizing) differ enough from the layout's to need a new layout.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// The context to invalidate with for a cell's preferred attributes.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        context.isSelfSizing = true
        return context
    }
    /// Throws the whole layout away: `prepare()` runs again before the next query and the collection view lays
    /// its elements out again.
    open func invalidateLayout() { invalidateLayout(with: makeInvalidationContext()) }
    /// Invalidates what `context` names (subclasses look at their context's flags in `prepare()`; the base
    /// treats every context as everything).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation { pending.merge(context) } else { pendingInvalidation = context }
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// A fresh context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// The sections that scroll on their own across the main axis (a compositional layout's orthogonal sections;
    /// none for other layouts). Their cells live in scroll views the collection view embeds.
    var orthogonalSections: [UICollectionViewOrthogonalSection] { [] }

    /// The collection view is about to show the elements of `attributes` (the visible ones of this layout pass):
    /// a compositional layout lets sections with a visible items invalidation handler change them.
    func visibleAttributesWillDisplay(_ attributes: [UICollectionViewLayoutAttributes]) {}

    /// Whether the collection view asks newly shown cells for `preferredLayoutAttributesFitting(_:)`.
    var asksForPreferredAttributes: Bool { true }

    /// The collection view's data changed: a batch of updates (`newIndexPath` maps an item to where it went, nil
    /// when deleted or reloaded) or `reloadData` (nil). Layouts carry cached measurements over.
    func dataSourceDidChange(newIndexPath: ((IndexPath) -> IndexPath?)?) {}

    /// Invalidates everything but the cached self-sized sizes (a reload, a batch of updates, a new safe area).
    func invalidateKeepingMeasuredSizes() {
        let context = makeInvalidationContext()
        context.keepsMeasuredSizes = true
        invalidateLayout(with: context)
    }

    /// Whether the layout already holds the self-sized size of the item at `indexPath` (its cell is not asked
    /// for preferred attributes again until an invalidation drops it); nil for a layout that keeps no such cache
    /// (its cells are asked when they appear).
    func hasMeasuredSize(at indexPath: IndexPath) -> Bool? { nil }

    /// A cell measured at the size the layout already gives it (no invalidation): layouts that cache sizes note it.
    func noteMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {}

    /// Runs `prepare()` when the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
        pendingInvalidation = nil
    }

    // MARK: Updates and animation (override these)
    /// The batch of updates about to be applied (inserts, deletes, moves, reloads), before the layout is asked
    /// for the new attributes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { currentUpdateItems = updateItems }
    /// The batch was applied and its animations set up.
    open func finalizeCollectionViewUpdates() { currentUpdateItems = [] }
    /// Where an item appearing in an update starts: its final attributes, transparent (they fade in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let final = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        final.alpha = 0
        return final
    }
    /// Where an item disappearing in an update ends: its last attributes, transparent (it fades out). `nil`
    /// here means "the attributes it had"; the collection view fades those.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a supplementary view appearing in an update starts (nil: its final attributes, fading in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a supplementary view disappearing in an update ends (nil: its last attributes, fading out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}
