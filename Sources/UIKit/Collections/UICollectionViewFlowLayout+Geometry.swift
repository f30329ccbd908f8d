import Foundation

/// One line of a flow layout section: the items it holds and where it lies along the scroll direction.
struct UIFlowLayoutLine {
    var items: Range<Int>
    var minScroll: CGFloat
    var maxScroll: CGFloat
}

/// A flow layout section's computed geometry, in content coordinates.
struct UIFlowLayoutSection {
    var header: CGRect
    var footer: CGRect
    var items: [CGRect]
    var lines: [UIFlowLayoutLine]
    /// The section's extent along the scroll direction (header to footer included).
    var minScroll: CGFloat
    var maxScroll: CGFloat
}

extension UICollectionViewFlowLayout {
    /// Lays every section out: lines filled greedily at `minimumInteritemSpacing`; a line is justified (its
    /// first item at the leading inset, its last at the trailing one, the spare space shared equally between
    /// items) and a line of one item is centred, except the last line of a section of several lines, which starts
    /// at the leading inset with the spacing of the line before it (so a grid's last row keeps its columns).
    /// Items of different sizes in a line are centred across it; lines are `minimumLineSpacing` apart.
    func computeGeometry(in cv: UICollectionView) {
        let vertical = scrollDirection == .vertical
        let flowDelegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let inset = cv.adjustedContentInset
        let reference = referenceInsets(of: cv)
        preparedReferenceInsets = reference
        let crossContent = max(vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom, 0)
        let scale = max(UIApplication.shared.screen.scale, 1)
        func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        func rect(cross u: CGFloat, scroll v: CGFloat, crossLength cw: CGFloat, scrollLength sl: CGFloat) -> CGRect {
            vertical ? CGRect(x: px(u), y: px(v), width: cw, height: sl) : CGRect(x: px(v), y: px(u), width: sl, height: cw)
        }
        let estimating = estimatedItemSize != .zero
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var badSizes = 0, tooWide = 0
        var result: [UIFlowLayoutSection] = []
        let sectionCount = cv.numberOfSectionsForLayout
        result.reserveCapacity(sectionCount)
        var v: CGFloat = 0
        for s in 0..<sectionCount {
            let count = cv.numberOfItemsForLayout(inSection: s)
            var sInset = flowDelegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            if ![sInset.top, sInset.left, sInset.bottom, sInset.right].allSatisfy(\.isFinite) { sInset = .zero; badSizes += 1 }
            sInset = measuredFromReference(sInset, reference: reference, contentInset: inset)
            var lineSpacing = flowDelegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            var itemSpacing = flowDelegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            if !lineSpacing.isFinite || lineSpacing < 0 { lineSpacing = 0; badSizes += 1 }
            if !itemSpacing.isFinite || itemSpacing < 0 { itemSpacing = 0; badSizes += 1 }
            let headerSize = validated(flowDelegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize, &badSizes, fallback: .zero)
            let footerSize = validated(flowDelegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize, &badSizes, fallback: .zero)
            let crossBefore = vertical ? sInset.left : sInset.top, crossAfter = vertical ? sInset.right : sInset.bottom
            let scrollBefore = vertical ? sInset.top : sInset.left, scrollAfter = vertical ? sInset.bottom : sInset.right
            let available = crossContent - crossBefore - crossAfter
            let sectionStart = v
            let headerLength = scrollLength(of: headerSize)
            let header = rect(cross: 0, scroll: v, crossLength: crossContent, scrollLength: headerLength)
            v += headerLength + scrollBefore
            // Sizes along (cross, scroll).
            var sizes: [(c: CGFloat, s: CGFloat)] = []
            sizes.reserveCapacity(count)
            for i in 0..<count {
                let ip = IndexPath(item: i, section: s)
                var size: CGSize
                if estimating {
                    size = measuredSizes[ip] ?? estimate
                } else {
                    size = flowDelegate?.collectionView(cv, layout: self, sizeForItemAt: ip) ?? itemSize
                }
                size = validated(size, &badSizes)
                let c = crossLength(of: size)
                if c > available + 0.001 { tooWide += 1 }
                sizes.append((c, scrollLength(of: size)))
            }
            var items = [CGRect](repeating: .zero, count: count)
            var lines: [UIFlowLayoutLine] = []
            var start = 0
            var previousGap: CGFloat?
            while start < count {
                var end = start + 1
                var used = sizes[start].c
                while end < count, used + itemSpacing + sizes[end].c <= available + 0.001 {
                    used += itemSpacing + sizes[end].c
                    end += 1
                }
                let n = end - start
                let lineLength = sizes[start..<end].reduce(0) { max($0, $1.s) }
                let lastOfSeveral = end == count && start > 0
                let itemsLength = used - itemSpacing * CGFloat(n - 1)
                var u = crossBefore, gap = itemSpacing
                if lastOfSeveral {
                    // The previous line's spacing, so a grid's last row keeps its columns (the minimum if it is too wide).
                    if let previous = previousGap, itemsLength + previous * CGFloat(n - 1) <= available + 0.001 { gap = previous }
                } else if n == 1 {
                    u = crossBefore + max((available - sizes[start].c) / 2, 0)
                } else {
                    gap = (available - itemsLength) / CGFloat(n - 1)
                }
                previousGap = n > 1 ? gap : previousGap
                for i in start..<end {
                    let size = sizes[i]
                    items[i] = rect(cross: u, scroll: v + (lineLength - size.s) / 2, crossLength: size.c, scrollLength: size.s)
                    u += size.c + gap
                }
                lines.append(UIFlowLayoutLine(items: start..<end, minScroll: v, maxScroll: v + lineLength))
                v += lineLength
                start = end
                if start < count { v += lineSpacing }
            }
            v += scrollAfter
            let footerLength = scrollLength(of: footerSize)
            let footer = rect(cross: 0, scroll: v, crossLength: crossContent, scrollLength: footerLength)
            v += footerLength
            result.append(UIFlowLayoutSection(header: header, footer: footer, items: items, lines: lines,
                                              minScroll: sectionStart, maxScroll: v))
        }
        if badSizes > 0 {
            UIApplication.shared.log("UICollectionViewFlowLayout: \(badSizes) negative or non-finite sizes, insets or spacings were replaced (sizes by itemSize, the rest by 0)")
        }
        if tooWide > 0 {
            UIApplication.shared.log("UICollectionViewFlowLayout: the behavior of the UICollectionViewFlowLayout is not defined because: the item \(vertical ? "width" : "height") must be less than the \(vertical ? "width" : "height") of the UICollectionView minus the section insets \(vertical ? "left and right" : "top and bottom") values, minus the content insets \(vertical ? "left and right" : "top and bottom") values (\(tooWide) items; each gets a line of its own)")
        }
        sections = result
        contentSize = vertical ? CGSize(width: crossContent, height: v) : CGSize(width: v, height: crossContent)
    }

    /// The insets from the collection view's edges that `sectionInsetReference` measures section insets from: the
    /// safe area's or the layout margins' (nil for the content inset).
    func referenceInsets(of cv: UICollectionView) -> UIEdgeInsets? {
        switch sectionInsetReference {
        case .fromContentInset: return nil
        case .fromSafeArea: return cv.safeAreaInsets
        case .fromLayoutMargins: return cv.effectiveLayoutMargins
        }
    }

    /// A section inset measured from `reference` turned into one measured from the content inset, across the scroll
    /// direction (along it, section insets space sections apart): the reference edge plus the section inset, less
    /// the content inset, never below the content inset (UIKit: "the minimum value is always the content inset").
    func measuredFromReference(_ sInset: UIEdgeInsets, reference: UIEdgeInsets?, contentInset: UIEdgeInsets) -> UIEdgeInsets {
        guard let r = reference else { return sInset }
        var e = sInset
        if scrollDirection == .vertical {
            e.left = max(0, r.left + sInset.left - contentInset.left)
            e.right = max(0, r.right + sInset.right - contentInset.right)
        } else {
            e.top = max(0, r.top + sInset.top - contentInset.top)
            e.bottom = max(0, r.bottom + sInset.bottom - contentInset.bottom)
        }
        return e
    }

    private func validated(_ size: CGSize, _ bad: inout Int, fallback: CGSize? = nil) -> CGSize {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        bad += 1
        return fallback ?? itemSize
    }
}
