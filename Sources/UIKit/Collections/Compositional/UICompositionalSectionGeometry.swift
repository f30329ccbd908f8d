import Foundation

/// A header or footer placed by a compositional layout.
struct UICompositionalSupplementary {
    let kind: String
    var frame: CGRect
    let zIndex: Int
    let pins: Bool
    let isHeader: Bool
    let estimatesWidth: Bool
    let estimatesHeight: Bool
}

/// One group's run of items and its extent along the scroll direction (for finding what a rect meets): the layout's
/// main axis, or the section's own axis in a section that scrolls orthogonally.
struct UICompositionalGroupRun {
    let items: Range<Int>
    let minScroll: CGFloat
    let maxScroll: CGFloat
}

/// The band of a section that scrolls on its own across the layout's main axis.
struct UICompositionalOrthogonalBand {
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where the band starts along the main axis, and its length there.
    let start: CGFloat
    let length: CGFloat
    /// The length of the section's line of groups along its own axis, both content insets included.
    let contentLength: CGFloat
    /// The section's content inset before its first group along its own axis.
    let leadingInset: CGFloat
}

/// A section laid out by a compositional layout, in content coordinates.
@MainActor
struct UICompositionalSectionGeometry {
    var cells: [UICompositionalCell] = []
    var groups: [UICompositionalGroupRun] = []
    var supplementaries: [UICompositionalSupplementary] = []
    /// The section's extent along the scroll direction (headers and footers included).
    var minScroll: CGFloat = 0
    var maxScroll: CGFloat = 0
    /// The band of groups when the section scrolls orthogonally (nil: its groups follow the main axis).
    var orthogonal: UICompositionalOrthogonalBand?
    /// What was wrong with the section (the layout logs each once per collection view, not every pass).
    var warnings: [String] = []
    /// The section's visible items invalidation handler.
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list appearance of the section (nil unless it is a list section).
    var list: UICollectionLayoutListConfiguration?

    /// Lays `section` out starting at `start` along the scroll direction, in a container of `container` (the
    /// collection view's effective content size), with `itemCount` items whose self-sized sizes `measured` knows.
    init(section: NSCollectionLayoutSection, start: CGFloat, container: CGSize, vertical: Bool, itemCount: Int,
         measured: @escaping (Int) -> CGSize?, measuredSupplementary: (String) -> CGSize? = { _ in nil }, scale: CGFloat) {
        list = section.listConfiguration
        visibleItemsHandler = section.visibleItemsInvalidationHandler
        let ins = section.contentInsets
        // Along the scroll direction the insets separate the groups from the headers; across, they narrow the content.
        let content = CGSize(width: max(container.width - ins.leading - ins.trailing, 0),
                             height: max(container.height - ins.top - ins.bottom, 0))
        let crossStart = vertical ? ins.leading : ins.top
        let (insBefore, insAfter) = vertical ? (ins.top, ins.bottom) : (ins.leading, ins.trailing)
        minScroll = start
        var v = start
        v += placeBoundaryItems(section, headers: true, at: v, container: container, content: content, vertical: vertical,
                                measured: measuredSupplementary)
        v += insBefore
        var solver = UICompositionalGroupSolver(itemCount: itemCount, measured: measured)
        if section.orthogonalScrollingBehavior != .none {
            // One line of groups across the main axis, in a band as long as its longest group.
            let line = layOutGroups(section, solver: &solver, from: crossStart, at: v, alongMainAxis: false,
                                    content: content, vertical: vertical, itemCount: itemCount)
            orthogonal = UICompositionalOrthogonalBand(behavior: section.orthogonalScrollingBehavior, start: v, length: line.thickness,
                                                       contentLength: line.end + (vertical ? ins.trailing : ins.bottom),
                                                       leadingInset: crossStart)
            v += line.thickness
        } else {
            v = layOutGroups(section, solver: &solver, from: v, at: crossStart, alongMainAxis: true,
                             content: content, vertical: vertical, itemCount: itemCount).end
        }
        cells = solver.cells.map { cell in
            var c = cell
            c.frame = Self.aligned(cell.frame, scale: scale)
            return c
        }
        // Items may reach past their group (an item taller than its group); the section ends after the last group.
        v += insAfter
        v += placeBoundaryItems(section, headers: false, at: v, container: container, content: content, vertical: vertical,
                                measured: measuredSupplementary)
        maxScroll = v
        supplementaries = supplementaries.map { s in
            var c = s
            c.frame = Self.aligned(s.frame, scale: scale)
            return c
        }
    }

    /// Lays the groups out one after another from `start` along the axis they follow (the main axis, or across it
    /// in an orthogonally scrolling section), at `position` on the other axis; returns where the line ends and the
    /// length of its longest group on the other axis.
    private mutating func layOutGroups(_ section: NSCollectionLayoutSection, solver: inout UICompositionalGroupSolver,
                                       from start: CGFloat, at position: CGFloat, alongMainAxis: Bool, content: CGSize,
                                       vertical: Bool, itemCount: Int) -> (end: CGFloat, thickness: CGFloat) {
        let runsDown = vertical == alongMainAxis
        var index = 0, p = start, thickness: CGFloat = 0
        while index < itemCount {
            let origin = runsDown ? CGPoint(x: position, y: p) : CGPoint(x: p, y: position)
            let r = solver.layOut(section.group, at: origin, container: content, first: index)
            guard r.count > 0 else {
                warnEmptyGroup(itemCount - index)
                break
            }
            let length = runsDown ? r.size.height : r.size.width
            groups.append(UICompositionalGroupRun(items: index..<(index + r.count), minScroll: p, maxScroll: p + length))
            thickness = max(thickness, runsDown ? r.size.width : r.size.height)
            index += r.count
            p += length
            if index < itemCount { p += section.interGroupSpacing }
        }
        return (p, thickness)
    }

    private mutating func warnEmptyGroup(_ missing: Int) {
        warnings.append("NSCollectionLayoutSection: its group holds no item (no subitems, or none fit); \(missing) items get no cell")
    }

    /// Places the section's headers (or footers) at `v`; returns the length they take along the scroll direction.
    private mutating func placeBoundaryItems(_ section: NSCollectionLayoutSection, headers: Bool, at v: CGFloat,
                                             container: CGSize, content: CGSize, vertical: Bool,
                                             measured: (String) -> CGSize?) -> CGFloat {
        var length: CGFloat = 0
        let ins = section.contentInsets
        let follows = section.supplementariesFollowContentInsets
        for item in section.boundarySupplementaryItems {
            let a = item.alignment
            let before = vertical ? a.isTop : a.isLeading
            let after = vertical ? a.isBottom : a.isTrailing
            guard headers ? before : after else {
                if headers, !(vertical ? a.isBottom : a.isTrailing) {
                    warnings.append("NSCollectionLayoutBoundarySupplementaryItem: alignment \(a) is on an edge the \(vertical ? "vertical" : "horizontal") scroll direction does not place \(item.elementKind) on; it is not shown")
                }
                continue
            }
            // Across the scroll direction: the section's content width (inside its insets) or the whole container's.
            let crossLength = vertical ? (follows ? content.width : container.width) : (follows ? content.height : container.height)
            let crossOrigin = follows ? (vertical ? ins.leading : ins.top) : 0
            let reference = vertical ? CGSize(width: crossLength, height: container.height) : CGSize(width: container.width, height: crossLength)
            let size = item.layoutSize.resolved(in: reference, measured: measured(item.elementKind))
            let itemCross = vertical ? size.width : size.height
            let itemAlong = vertical ? size.height : size.width
            let leadingCorner = vertical ? a.isLeading : a.isTop
            let trailingCorner = vertical ? a.isTrailing : a.isBottom
            let cross = crossOrigin + (leadingCorner ? 0 : trailingCorner ? crossLength - itemCross : (crossLength - itemCross) / 2)
            let alongStart = headers ? v : v
            var frame = vertical ? CGRect(x: cross, y: alongStart, width: itemCross, height: itemAlong)
                                 : CGRect(x: alongStart, y: cross, width: itemAlong, height: itemCross)
            frame.origin.x += item.offset.x
            frame.origin.y += item.offset.y
            if supplementaries.contains(where: { $0.kind == item.elementKind }) {
                warnings.append("NSCollectionLayoutSection: two boundary supplementary items of kind \(item.elementKind) in one section; the second is not shown")
                continue
            }
            supplementaries.append(UICompositionalSupplementary(kind: item.elementKind, frame: frame, zIndex: item.zIndex,
                                                                pins: item.pinToVisibleBounds, isHeader: headers,
                                                                estimatesWidth: item.layoutSize.widthDimension.isEstimated,
                                                                estimatesHeight: item.layoutSize.heightDimension.isEstimated))
            if item.extendsBoundary { length = max(length, itemAlong) }
        }
        return length
    }

    /// A frame with its edges on the pixel grid (neighbours share edges exactly).
    static func aligned(_ r: CGRect, scale: CGFloat) -> CGRect {
        func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x0 = px(r.minX), y0 = px(r.minY)
        return CGRect(x: x0, y: y0, width: px(r.maxX) - x0, height: px(r.maxY) - y0)
    }
}
