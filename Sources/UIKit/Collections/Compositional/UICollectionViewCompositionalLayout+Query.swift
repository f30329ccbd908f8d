import Foundation

extension UICollectionViewCompositionalLayout {
    /// The cells, headers and footers meeting `rect` (binary searches over sections and groups).
    func compositionalAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIApplication.shared.log("UICollectionViewCompositionalLayout: layoutAttributesForElements(in:) with a non-finite rect \(rect)")
            return []
        }
        let vertical = isVertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var s = Self.firstIndex(in: sections.count) { self.sections[$0].maxScroll >= lo }
        // A pinned header can be in view while its section's start is not: look one section back.
        if s > 0 { s -= 1 }
        while s < sections.count, sections[s].minScroll <= hi {
            let section = sections[s]
            if let band = section.orthogonal {
                if band.start <= hi && band.start + band.length >= lo { appendOrthogonalCells(of: s, in: rect, to: &result) }
                appendSupplementaries(of: s, in: rect, to: &result)
                s += 1
                continue
            }
            var g = Self.firstIndex(in: section.groups.count) { section.groups[$0].maxScroll >= lo }
            // An item may overhang its group: start a group early.
            if g > 0 { g -= 1 }
            while g < section.groups.count, section.groups[g].minScroll <= hi {
                for i in section.groups[g].items where i < section.cells.count && section.cells[i].frame.sharesArea(with: rect) {
                    result.append(cellAttributes(at: IndexPath(item: i, section: s)))
                }
                g += 1
            }
            appendSupplementaries(of: s, in: rect, to: &result)
            s += 1
        }
        return result
    }

    private func appendSupplementaries(of s: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        for i in sections[s].supplementaries.indices {
            let a = supplementaryAttributes(section: s, index: i)
            if a.frame.sharesArea(with: rect) { result.append(a) }
        }
    }

    /// The cells of orthogonally scrolling section `s` that its scroll view shows in `rect` (their attributes keep
    /// the frames of the unscrolled section, as UIKit's do).
    private func appendOrthogonalCells(of s: Int, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]) {
        let section = sections[s]
        let vertical = isVertical
        let shift = collectionView?.orthogonalOffset(inSection: s) ?? 0
        let lo = (vertical ? rect.minX : rect.minY) + shift, hi = (vertical ? rect.maxX : rect.maxY) + shift
        let shown = rect.offsetBy(dx: vertical ? shift : 0, dy: vertical ? 0 : shift)
        var g = Self.firstIndex(in: section.groups.count) { section.groups[$0].maxScroll >= lo }
        if g > 0 { g -= 1 }
        while g < section.groups.count, section.groups[g].minScroll <= hi {
            for i in section.groups[g].items where i < section.cells.count && section.cells[i].frame.sharesArea(with: shown) {
                result.append(cellAttributes(at: IndexPath(item: i, section: s)))
            }
            g += 1
        }
    }

    /// The attributes of a cell: its frame, the axes it may size itself on, and its place in a list.
    func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init(forCellWith: indexPath)
        let section = sections[indexPath.section]
        let cell = section.cells[indexPath.item]
        a.frame = cell.frame
        var axes: UIAxis = []
        if cell.estimatesWidth { axes.insert(.horizontal) }
        if cell.estimatesHeight { axes.insert(.vertical) }
        a.selfSizingAxes = axes
        if let list = section.list {
            a.listPlacement = UIListCellPlacement(configuration: list, item: indexPath.item, count: section.cells.count)
        }
        return a
    }

    /// The attributes of a header or footer, moved to stay in view when it pins and its section is in view.
    func supplementaryAttributes(section s: Int, index i: Int) -> UICollectionViewLayoutAttributes {
        let section = sections[s]
        let item = section.supplementaries[i]
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let a = type.init(forSupplementaryViewOfKind: item.kind, with: IndexPath(item: 0, section: s))
        var frame = item.frame
        a.zIndex = item.zIndex
        var axes: UIAxis = []
        if item.estimatesWidth { axes.insert(.horizontal) }
        if item.estimatesHeight { axes.insert(.vertical) }
        a.selfSizingAxes = axes
        if item.pins, let cv = collectionView {
            let b = cv.bounds, inset = cv.adjustedContentInset
            if isVertical {
                frame.origin.y = item.isHeader
                    ? max(min(max(frame.minY, b.minY + inset.top), section.maxScroll - frame.height), frame.minY)
                    : min(max(min(frame.minY, b.maxY - inset.bottom - frame.height), section.minScroll), frame.minY)
            } else {
                frame.origin.x = item.isHeader
                    ? max(min(max(frame.minX, b.minX + inset.left), section.maxScroll - frame.width), frame.minX)
                    : min(max(min(frame.minX, b.maxX - inset.right - frame.width), section.minScroll), frame.minX)
            }
            // Pinned views float above the other supplementary views and the cells.
            a.zIndex = max(item.zIndex, 1024)
        }
        a.frame = frame
        if let list = section.list { a.listPlacement = UIListCellPlacement(headerOf: list, isFooter: !item.isHeader) }
        return a
    }

    /// The first index in 0..<count for which `isPast` holds (`isPast` false then true along the indices).
    static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isPast(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
