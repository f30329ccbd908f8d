import Foundation

/// One cell placed by a compositional layout: its frame and which of its axes size themselves.
struct UICompositionalCell {
    var frame: CGRect
    var estimatesWidth: Bool
    var estimatesHeight: Bool
}

/// Lays groups out, recursively, into cell frames: a group takes its subitems in order (repeating them) while
/// the next one fits along its axis (or exactly `count` of them, sharing its length), shares the space left over
/// among flexible spacings, and insets each item by its content insets. Items take the section's items in order.
@MainActor
struct UICompositionalGroupSolver {
    /// The number of items in the section.
    let itemCount: Int
    /// The self-sized size of an item (by its index in the section), once measured.
    let measured: (Int) -> CGSize?
    /// The cells placed so far, by item index from the first one laid out.
    var cells: [UICompositionalCell] = []

    /// A subitem measured and waiting to be positioned.
    private struct Piece {
        var along: CGFloat, cross: CGFloat
        var lead: NSCollectionLayoutSpacing?, trail: NSCollectionLayoutSpacing?
        var before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?
        /// For an item: its index and estimated axes; for a group: the cells it placed at the origin.
        var item: (index: Int, layout: NSCollectionLayoutItem)?
        var groupCells: [UICompositionalCell] = []
    }

    /// Lays `group` out with its top-leading corner at `origin`, its fractional dimensions taken from `container`,
    /// starting with item `first`. Returns how many items it took and its size (an estimated dimension is the
    /// extent of what it holds).
    mutating func layOut(_ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize, first: Int) -> (count: Int, size: CGSize) {
        var size = group.layoutSize.resolved(in: container)
        let estW = group.layoutSize.widthDimension.isEstimated, estH = group.layoutSize.heightDimension.isEstimated
        let ins = group.contentInsets
        let inner = CGRect(x: origin.x + (estW ? 0 : ins.leading), y: origin.y + (estH ? 0 : ins.top),
                           width: max(size.width - (estW ? 0 : ins.leading + ins.trailing), 0),
                           height: max(size.height - (estH ? 0 : ins.top + ins.bottom), 0))
        let result = layOutContents(of: group, in: inner, first: first)
        if estW { size.width = result.extent.width }
        if estH { size.height = result.extent.height }
        return (result.count, size)
    }

    private mutating func layOutContents(of group: NSCollectionLayoutGroup, in inner: CGRect, first: Int) -> (count: Int, extent: CGSize) {
        let horizontal = group.isHorizontal
        let innerAlong = horizontal ? inner.width : inner.height
        let innerCross = horizontal ? inner.height : inner.width
        let spacing = group.interItemSpacing
        let gapMin = max(spacing?.spacing ?? 0, 0)
        var pieces: [Piece] = []
        var index = first, used: CGFloat = 0, k = 0
        while index < itemCount, !group.subitems.isEmpty {
            if let n = group.repeatCount, pieces.count >= n { break }
            let sub = group.subitems[k % group.subitems.count]
            k += 1
            let e = sub.edgeSpacing
            let lead = horizontal ? e?.leading : e?.top, trail = horizontal ? e?.trailing : e?.bottom
            let before = horizontal ? e?.top : e?.leading, after = horizontal ? e?.bottom : e?.trailing
            let leadMin = max(lead?.spacing ?? 0, 0), trailMin = max(trail?.spacing ?? 0, 0)
            var forcedAlong: CGFloat?
            if let n = group.repeatCount {
                forcedAlong = max((innerAlong - gapMin * CGFloat(n - 1)) / CGFloat(n) - leadMin - trailMin, 0)
            }
            var piece = Piece(along: 0, cross: 0, lead: lead, trail: trail, before: before, after: after)
            var consumed = 1
            if let nested = sub as? NSCollectionLayoutGroup {
                var child = UICompositionalGroupSolver(itemCount: itemCount, measured: measured)
                var container = inner.size
                if let f = forcedAlong { if horizontal { container.width = f } else { container.height = f } }
                let r = child.layOut(nested, at: .zero, container: container, first: index)
                consumed = r.count
                guard consumed > 0 else { break }
                piece.groupCells = child.cells
                piece.along = forcedAlong ?? (horizontal ? r.size.width : r.size.height)
                piece.cross = horizontal ? r.size.height : r.size.width
            } else {
                let s = sub.layoutSize.resolved(in: inner.size, measured: measured(index))
                piece.along = forcedAlong ?? (horizontal ? s.width : s.height)
                piece.cross = horizontal ? s.height : s.width
                piece.item = (index, sub)
            }
            let extent = leadMin + piece.along + trailMin
            let gap = pieces.isEmpty ? 0 : gapMin
            if group.repeatCount == nil, !pieces.isEmpty, used + gap + extent > innerAlong + 0.001 { break }
            pieces.append(piece)
            used += gap + extent
            index += consumed
        }
        // Flexible spacings share what is left along the axis equally.
        var flexibleSlots = 0
        for (i, p) in pieces.enumerated() {
            if p.lead?.isFlexible == true { flexibleSlots += 1 }
            if p.trail?.isFlexible == true { flexibleSlots += 1 }
            if i > 0, spacing?.isFlexible == true { flexibleSlots += 1 }
        }
        let extra = flexibleSlots > 0 ? max(innerAlong - used, 0) / CGFloat(flexibleSlots) : 0
        var cursor: CGFloat = 0, crossExtent: CGFloat = 0
        for (i, p) in pieces.enumerated() {
            if i > 0 { cursor += gapMin + (spacing?.isFlexible == true ? extra : 0) }
            cursor += max(p.lead?.spacing ?? 0, 0) + (p.lead?.isFlexible == true ? extra : 0)
            let alongStart = cursor
            cursor += p.along + max(p.trail?.spacing ?? 0, 0) + (p.trail?.isFlexible == true ? extra : 0)
            let top = max(p.before?.spacing ?? 0, 0), bottom = max(p.after?.spacing ?? 0, 0)
            let room = innerCross - top - p.cross - bottom
            var crossStart = top
            if p.before?.isFlexible == true, room > 0 { crossStart += p.after?.isFlexible == true ? room / 2 : room }
            crossExtent = max(crossExtent, top + p.cross + bottom)
            let slot = horizontal
                ? CGRect(x: inner.minX + alongStart, y: inner.minY + crossStart, width: p.along, height: p.cross)
                : CGRect(x: inner.minX + crossStart, y: inner.minY + alongStart, width: p.cross, height: p.along)
            if let (_, item) = p.item {
                let estW = item.layoutSize.widthDimension.isEstimated && !(horizontal && group.repeatCount != nil)
                let estH = item.layoutSize.heightDimension.isEstimated && !(!horizontal && group.repeatCount != nil)
                let c = item.contentInsets
                var frame = slot
                if !estW { frame.origin.x += c.leading; frame.size.width = max(frame.width - c.leading - c.trailing, 0) }
                if !estH { frame.origin.y += c.top; frame.size.height = max(frame.height - c.top - c.bottom, 0) }
                cells.append(UICompositionalCell(frame: frame, estimatesWidth: estW, estimatesHeight: estH))
            } else {
                for var cell in p.groupCells {
                    cell.frame.origin.x += slot.minX
                    cell.frame.origin.y += slot.minY
                    cells.append(cell)
                }
            }
        }
        let along = cursor
        let extent = horizontal ? CGSize(width: along, height: crossExtent) : CGSize(width: crossExtent, height: along)
        return (index - first, extent)
    }
}
