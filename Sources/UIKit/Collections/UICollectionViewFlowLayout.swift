import Foundation

/// The standard grid and line layout: items flow along lines (rows when scrolling vertically, columns when
/// scrolling horizontally), a line breaking when the next item does not fit; the lines stack along the scroll
/// direction, sections one after another with an optional header and footer each. Sizes, insets and spacings
/// come from the properties or, per section and item, from a `UICollectionViewDelegateFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// An `estimatedItemSize` that asks cells to size themselves, starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The spacing between lines (default 10); not applied between a header and the first line.
    open var minimumLineSpacing: CGFloat = 10 { didSet { metricDidChange(oldValue, minimumLineSpacing, "minimumLineSpacing") } }
    /// The smallest spacing between items of a line (default 10); spare space in a line widens it.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { metricDidChange(oldValue, minimumInteritemSpacing, "minimumInteritemSpacing") } }
    /// The size of every item whose delegate gives none (default 50 x 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { sizeDidChange(oldValue, itemSize, "itemSize") } }
    /// Non-zero: cells size themselves (`preferredLayoutAttributesFitting(_:)`), laid out first at this size.
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { measuredSizes = [:]; invalidateLayout() } } }
    /// The scroll direction (default vertical).
    open var scrollDirection: ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The header size: its height counts when scrolling vertically, its width horizontally (default zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { sizeDidChange(oldValue, headerReferenceSize, "headerReferenceSize") } }
    /// The footer size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { sizeDidChange(oldValue, footerReferenceSize, "footerReferenceSize") } }
    /// The margins around each section's items (inside the header and footer).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet {
            let v = [sectionInset.top, sectionInset.left, sectionInset.bottom, sectionInset.right]
            if !v.allSatisfy(\.isFinite) {
                UIApplication.shared.log("UICollectionViewFlowLayout: ignored non-finite sectionInset \(sectionInset)")
                sectionInset = oldValue
            } else if sectionInset != oldValue { invalidateLayout() }
        }
    }
    /// What section insets are measured from across the scroll direction: the content inset (the default), the
    /// collection view's safe area, or its layout margins; never less than the content inset.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    /// Whether each section's header sticks to the top (or leading) edge while its section is in view.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether each section's footer sticks to the bottom (or trailing) edge while its section is in view.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// The computed geometry, one entry a section (UICollectionViewFlowLayout+Geometry).
    var sections: [UIFlowLayoutSection] = []
    var contentSize: CGSize = .zero
    /// The collection view size the geometry was computed for.
    var preparedSize: CGSize?
    /// The safe-area or margin insets the geometry was computed with (nil when measured from the content inset).
    var preparedReferenceInsets: UIEdgeInsets?
    /// Sizes self-sizing cells asked for, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]

    public override init() { super.init() }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    private func metricDidChange(_ old: CGFloat, _ new: CGFloat, _ name: String) {
        guard new != old else { return }
        if !new.isFinite || new < 0 {
            UIApplication.shared.log("UICollectionViewFlowLayout: \(name) must be a finite number >= 0, not \(new); keeping \(old)")
            switch name {
            case "minimumLineSpacing": minimumLineSpacing = old
            default: minimumInteritemSpacing = old
            }
            return
        }
        invalidateLayout()
    }

    private func sizeDidChange(_ old: CGSize, _ new: CGSize, _ name: String) {
        guard new != old else { return }
        if !(new.width.isFinite && new.height.isFinite) || new.width < 0 || new.height < 0 {
            UIApplication.shared.log("UICollectionViewFlowLayout: \(name) must be finite and not negative, not \(new); keeping \(old)")
            switch name {
            case "itemSize": itemSize = old
            case "headerReferenceSize": headerReferenceSize = old
            default: footerReferenceSize = old
            }
            return
        }
        invalidateLayout()
    }

    // MARK: UICollectionViewLayout
    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { sections = []; contentSize = .zero; return }
        let context = pendingInvalidation as? UICollectionViewFlowLayoutInvalidationContext
        let full = context == nil || context!.invalidateEverything || context!.invalidateFlowLayoutAttributes
            || context!.invalidateFlowLayoutDelegateMetrics || preparedSize.map { crossLength(of: $0) != crossLength(of: cv.bounds.size) } ?? true
            || referenceInsets(of: cv) != preparedReferenceInsets
        guard full else { return }
        computeGeometry(in: cv)
        preparedSize = cv.bounds.size
    }

    override var asksForPreferredAttributes: Bool { estimatedItemSize != .zero }

    /// Self-sized sizes follow their items through a batch of updates (deleted and reloaded items are measured again);
    /// a reload keeps them.
    override func dataSourceDidChange(newIndexPath: ((IndexPath) -> IndexPath?)?) {
        guard let newIndexPath, !measuredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (ip, size) in measuredSizes { if let n = newIndexPath(ip) { moved[n] = size } }
        measuredSizes = moved
    }

    override func hasMeasuredSize(at indexPath: IndexPath) -> Bool? { measuredSizes[indexPath] != nil }

    override func noteMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        if estimatedItemSize != .zero { measuredSizes[indexPath] = size }
    }

    /// Drops the self-sized sizes the context invalidates, as UIKit's flow layout does: all of them for
    /// `invalidateLayout()` (everything), those of the named items otherwise; a reload and a cell's own preferred size
    /// keep them.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !context.isSelfSizing && !context.keepsMeasuredSizes && !measuredSizes.isEmpty {
            if context.invalidateEverything {
                measuredSizes = [:]
            } else if let items = context.invalidatedItemIndexPaths {
                for ip in items { measuredSizes[ip] = nil }
            }
        }
        super.invalidateLayout(with: context)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        flowAttributesForElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        flowAttributesForItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(kind: elementKind, section: indexPath.section)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        guard let prepared = preparedSize else { return true }
        return crossLength(of: newBounds.size) != crossLength(of: prepared)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.invalidateEverything = false
        context.invalidateDataSourceCounts = false
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = preparedSize.map { crossLength(of: newBounds.size) != crossLength(of: $0) } ?? true
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
        return context
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell else { return false }
        let s = preferredAttributes.size
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
            UIApplication.shared.log("UICollectionViewFlowLayout: ignored preferred size \(s) for item \(originalAttributes.indexPath)")
            return false
        }
        return abs(s.width - originalAttributes.size.width) > 0.01 || abs(s.height - originalAttributes.size.height) > 0.01
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = true
        }
        return context
    }

    // MARK: Axes
    /// The length of `size` across the scroll direction (the width when scrolling vertically).
    func crossLength(of size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.width : size.height }
    /// The length of `size` along the scroll direction.
    func scrollLength(of size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.height : size.width }
}
