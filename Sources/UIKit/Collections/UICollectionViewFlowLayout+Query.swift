import Foundation

extension UICollectionViewFlowLayout {
    /// The cells, headers and footers meeting `rect` (binary searches over sections and lines).
    func flowAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIApplication.shared.log("UICollectionViewFlowLayout: layoutAttributesForElements(in:) with a non-finite rect \(rect)")
            return []
        }
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var s = firstIndex(in: sections.count) { self.sections[$0].maxScroll >= lo }
        while s < sections.count, sections[s].minScroll <= hi {
            let section = sections[s]
            var l = firstIndex(in: section.lines.count) { section.lines[$0].maxScroll >= lo }
            while l < section.lines.count, section.lines[l].minScroll <= hi {
                for i in section.lines[l].items where section.items[i].sharesArea(with: rect) {
                    let a = makeAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.frame = section.items[i]
                    result.append(a)
                }
                l += 1
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let a = supplementaryAttributes(kind: kind, section: s), a.frame.sharesArea(with: rect) { result.append(a) }
            }
            s += 1
        }
        return result
    }

    func flowAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else {
            return nil
        }
        let a = makeAttributes(forCellWith: indexPath)
        a.frame = sections[indexPath.section].items[indexPath.item]
        return a
    }

    /// The header or footer of `section` (pinned to the visible edge when asked to), nil when it has no size.
    func supplementaryAttributes(kind: String, section s: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(s) else { return nil }
        let section = sections[s]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var frame = isHeader ? section.header : section.footer
        guard frame.width > 0, frame.height > 0 else { return nil }
        let a = makeAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
        a.zIndex = 10
        if let cv = collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let vertical = scrollDirection == .vertical
            let inset = cv.adjustedContentInset
            let b = cv.bounds
            if vertical {
                if isHeader {
                    frame.origin.y = min(max(frame.minY, b.minY + inset.top), section.footer.minY - frame.height)
                } else {
                    frame.origin.y = max(min(frame.minY, b.maxY - inset.bottom - frame.height), section.header.maxY)
                }
            } else {
                if isHeader {
                    frame.origin.x = min(max(frame.minX, b.minX + inset.left), section.footer.minX - frame.width)
                } else {
                    frame.origin.x = max(min(frame.minX, b.maxX - inset.right - frame.width), section.header.maxX)
                }
            }
            a.zIndex = 1024
        }
        a.frame = frame
        return a
    }

    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forCellWith: indexPath)
    }

    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        return type.init(forSupplementaryViewOfKind: kind, with: indexPath)
    }

    /// The first index in 0..<count for which `isPast` holds (`isPast` false then true along the indices).
    private func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isPast(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

extension CGRect {
    /// Whether the two rectangles overlap in an area (edges that only touch do not count, as in CoreGraphics'
    /// `CGRectIntersectsRect`); a zero-size rectangle counts when it lies inside the other.
    func sharesArea(with other: CGRect) -> Bool {
        if width == 0 || height == 0 || other.width == 0 || other.height == 0 {
            return minX <= other.maxX && maxX >= other.minX && minY <= other.maxY && maxY >= other.minY
        }
        return minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
    }
}
