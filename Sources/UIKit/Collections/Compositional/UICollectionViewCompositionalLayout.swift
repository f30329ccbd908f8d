import Foundation

/// The closure a compositional layout asks for each section's layout, with the environment (container size,
/// traits) it will be laid out in.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items: each section repeats its group along the scroll direction
/// until every item has a cell, groups lay their items out in rows or columns at absolute, fractional or
/// estimated (self-sizing) sizes, and sections carry headers and footers. One section can serve every section,
/// or a section provider builds each one for the current environment (asked again when the size changes).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The layout-wide settings (a copy is kept: set the property again to apply changes).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { Self.copy(of: storedConfiguration) }
        set { storedConfiguration = Self.copy(of: newValue); invalidateLayout() }
    }

    /// The computed geometry, one entry a section.
    var sections: [UICompositionalSectionGeometry] = []
    var contentSize: CGSize = .zero
    var preparedSize: CGSize?
    /// Sizes self-sizing cells asked for, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Sizes self-sizing headers and footers asked for, by kind and section.
    var measuredSupplementarySizes: [String: CGSize] = [:]
    /// Whether any cell of the prepared layout has an estimated dimension.
    var hasEstimatedCells = false
    /// The list background colour of a list layout (`list(using:)`), given to the collection view it is first laid
    /// out in (later changes to the collection view's colour are the app's).
    var listBackgroundColor: UIColor?
    /// The environment of the last preparation (what visible items invalidation handlers are given).
    var environment: NSCollectionLayoutEnvironment?
    private weak var coloredCollectionView: UICollectionView?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        storedConfiguration = Self.copy(of: configuration)
        super.init()
    }

    private static func copy(of c: UICollectionViewCompositionalLayoutConfiguration) -> UICollectionViewCompositionalLayoutConfiguration {
        let n = UICollectionViewCompositionalLayoutConfiguration()
        n.scrollDirection = c.scrollDirection
        n.interSectionSpacing = c.interSectionSpacing
        return n
    }

    var isVertical: Bool { storedConfiguration.scrollDirection == .vertical }

    // MARK: UICollectionViewLayout
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        hasEstimatedCells = false
        guard let cv = collectionView else { return }
        if let color = listBackgroundColor, coloredCollectionView !== cv {
            coloredCollectionView = cv
            cv.backgroundColor = color
        }
        let inset = cv.adjustedContentInset
        let size = cv.bounds.size
        preparedSize = size
        let container = UICompositionalLayoutContainer(
            contentSize: size, contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right))
        let environment = UICompositionalLayoutEnvironment(container: container, traitCollection: cv.traitCollection)
        self.environment = environment
        let effective = container.effectiveContentSize
        let vertical = isVertical
        let scale = max(UIApplication.shared.screen.scale, 1)
        let count = cv.numberOfSectionsForLayout
        var v: CGFloat = 0
        var missing: [Int] = []
        for s in 0..<count {
            let items = cv.numberOfItemsForLayout(inSection: s)
            guard let section = fixedSection ?? sectionProvider?(s, environment) else {
                missing.append(s)
                var empty = UICompositionalSectionGeometry.emptyGeometry
                empty.minScroll = v
                empty.maxScroll = v
                sections.append(empty)
                continue
            }
            let measured = measuredSizes, supplementary = measuredSupplementarySizes
            let geometry = UICompositionalSectionGeometry(section: section, start: v, container: effective, vertical: vertical,
                                                          itemCount: items, measured: { measured[IndexPath(item: $0, section: s)] },
                                                          measuredSupplementary: { supplementary[Self.supplementaryKey($0, s)] },
                                                          scale: scale)
            if geometry.cells.contains(where: { $0.estimatesWidth || $0.estimatesHeight })
                || geometry.supplementaries.contains(where: { $0.estimatesWidth || $0.estimatesHeight }) { hasEstimatedCells = true }
            for warning in geometry.warnings { cv.logOnce(warning) }
            sections.append(geometry)
            v = geometry.maxScroll
            if s < count - 1 { v += storedConfiguration.interSectionSpacing }
        }
        if !missing.isEmpty {
            cv.logOnce("UICollectionViewCompositionalLayout: the section provider returned no section for sections \(missing); they show no items")
        }
        contentSize = vertical ? CGSize(width: effective.width, height: v) : CGSize(width: v, height: effective.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Sections with a visible items invalidation handler see their visible items (and may change them).
    override func visibleAttributesWillDisplay(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let cv = collectionView, let environment, sections.contains(where: { $0.visibleItemsHandler != nil }) else { return }
        var bySection: [Int: [NSCollectionLayoutVisibleItem]] = [:]
        for a in attributes where a.indexPath.count == 2 && sections.indices.contains(a.indexPath.section)
            && sections[a.indexPath.section].visibleItemsHandler != nil {
            bySection[a.indexPath.section, default: []].append(UICompositionalVisibleItem(a))
        }
        for (s, items) in bySection.inKeyOrder() {
            guard let handler = sections[s].visibleItemsHandler else { continue }
            let offset: CGPoint
            if sections[s].orthogonal != nil {
                let o = cv.orthogonalOffset(inSection: s)
                offset = isVertical ? CGPoint(x: o, y: 0) : CGPoint(x: 0, y: o)
            } else {
                offset = cv.contentOffset
            }
            handler(items, offset, environment)
        }
    }

    override var orthogonalSections: [UICollectionViewOrthogonalSection] {
        let vertical = isVertical
        return sections.indices.compactMap { s in
            guard let band = sections[s].orthogonal else { return nil }
            let frame = vertical ? CGRect(x: 0, y: band.start, width: contentSize.width, height: band.length)
                                 : CGRect(x: band.start, y: 0, width: band.length, height: contentSize.height)
            return UICollectionViewOrthogonalSection(section: s, frame: frame, contentLength: band.contentLength, isHorizontal: vertical,
                                                     behavior: band.behavior,
                                                     groupExtents: sections[s].groups.map { $0.minScroll...$0.maxScroll },
                                                     leadingInset: band.leadingInset)
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        compositionalAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let i = sections[indexPath.section].supplementaries.firstIndex(where: { $0.kind == elementKind }) else { return nil }
        return supplementaryAttributes(section: indexPath.section, index: i)
    }

    /// A new size needs the layout again (fractional dimensions and section providers depend on it); scrolling
    /// alone does not (pinned headers are placed when asked for).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let prepared = preparedSize else { return true }
        return newBounds.size != prepared
    }

    // MARK: Self-sizing (estimated dimensions)
    override var asksForPreferredAttributes: Bool { hasEstimatedCells }

    /// Cells with no estimated dimension are never measured; the others once, until an invalidation drops the size.
    override func hasMeasuredSize(at indexPath: IndexPath) -> Bool? {
        guard let cell = cell(at: indexPath), cell.estimatesWidth || cell.estimatesHeight else { return true }
        return measuredSizes[indexPath] != nil
    }

    override func noteMeasuredSize(_ size: CGSize, at indexPath: IndexPath) {
        if let cell = cell(at: indexPath), cell.estimatesWidth || cell.estimatesHeight { measuredSizes[indexPath] = size }
    }

    /// A cell's (or header's or footer's) preferred size counts on its estimated axes only (the others keep the
    /// layout's length).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let axes = estimatedAxes(of: originalAttributes) else { return false }
        let s = preferredAttributes.size, o = originalAttributes.size
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
            UIApplication.shared.log("UICollectionViewCompositionalLayout: ignored preferred size \(s) for \(originalAttributes.representedElementKind ?? "item") at \(originalAttributes.indexPath)")
            return false
        }
        return (axes.width && abs(s.width - o.width) > 0.01) || (axes.height && abs(s.height - o.height) > 0.01)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let ip = originalAttributes.indexPath
        if let axes = estimatedAxes(of: originalAttributes) {
            let size = CGSize(width: axes.width ? preferredAttributes.size.width : originalAttributes.size.width,
                              height: axes.height ? preferredAttributes.size.height : originalAttributes.size.height)
            if let kind = originalAttributes.representedElementKind, originalAttributes.representedElementCategory == .supplementaryView {
                measuredSupplementarySizes[Self.supplementaryKey(kind, ip.section)] = size
            } else {
                measuredSizes[ip] = size
            }
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Drops self-sized sizes as the flow layout does: all of them for `invalidateLayout()`, those of the named items
    /// otherwise; a reload, new safe-area insets and a cell's own preferred size keep them.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !context.isSelfSizing && !context.keepsMeasuredSizes && !measuredSizes.isEmpty {
            if context.invalidateEverything {
                measuredSizes = [:]
                measuredSupplementarySizes = [:]
            } else if let items = context.invalidatedItemIndexPaths {
                for ip in items { measuredSizes[ip] = nil }
            }
        }
        super.invalidateLayout(with: context)
    }

    /// A new length across the scroll direction drops the self-sized sizes (text wraps differently): the cells are
    /// measured again as they are shown.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let prepared = preparedSize, isVertical ? prepared.width != newBounds.width : prepared.height != newBounds.height {
            measuredSizes = [:]
            measuredSupplementarySizes = [:]
        }
        return context
    }

    /// Self-sized sizes follow their items through a batch of updates; a reload keeps them.
    override func dataSourceDidChange(newIndexPath: ((IndexPath) -> IndexPath?)?) {
        guard let newIndexPath, !measuredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (ip, size) in measuredSizes { if let n = newIndexPath(ip) { moved[n] = size } }
        measuredSizes = moved
    }

    /// The estimated axes of the element `a` describes (nil when it is no element of this layout).
    private func estimatedAxes(of a: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        let ip = a.indexPath
        switch a.representedElementCategory {
        case .cell:
            return cell(at: ip).map { ($0.estimatesWidth, $0.estimatesHeight) }
        case .supplementaryView:
            guard ip.count == 2, sections.indices.contains(ip.section),
                  let s = sections[ip.section].supplementaries.first(where: { $0.kind == a.representedElementKind }) else { return nil }
            return (s.estimatesWidth, s.estimatesHeight)
        case .decorationView:
            return nil
        }
    }

    static func supplementaryKey(_ kind: String, _ section: Int) -> String { "\(kind)|\(section)" }

    private func cell(at ip: IndexPath) -> UICompositionalCell? {
        guard ip.count == 2, sections.indices.contains(ip.section), sections[ip.section].cells.indices.contains(ip.item) else { return nil }
        return sections[ip.section].cells[ip.item]
    }
}

extension UICompositionalSectionGeometry {
    /// A section with nothing in it (a section provider returned none).
    static var emptyGeometry: UICompositionalSectionGeometry { UICompositionalSectionGeometry() }
    private init() {}
}
