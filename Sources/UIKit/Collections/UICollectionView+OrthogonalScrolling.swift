import Foundation

extension UICollectionView {
    /// How far the scroll view of orthogonally scrolling section `section` has scrolled along its axis (0 for
    /// other sections).
    func orthogonalOffset(inSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.offset ?? 0
    }

    /// Makes the embedded scroll views match the layout's orthogonal sections: one per section, over its band of
    /// groups, with the section's content length; those of sections that no longer scroll go (their cells are
    /// placed again by the layout pass that follows).
    func updateOrthogonalScrollers() {
        let wanted = collectionViewLayout.orthogonalSections
        guard !wanted.isEmpty || !orthogonalScrollers.isEmpty else { return }
        var kept: [Int: UICollectionViewOrthogonalScroller] = [:]
        for o in wanted where o.frame.isFiniteRect && o.contentLength.isFinite {
            let scroller = orthogonalScrollers.removeValue(forKey: o.section) ?? makeOrthogonalScroller(for: o.section)
            scroller.behavior = o.behavior
            scroller.isHorizontal = o.isHorizontal
            scroller.groupExtents = o.groupExtents
            scroller.leadingInset = o.leadingInset
            if scroller.frame != o.frame { scroller.frame = o.frame }
            let size = o.isHorizontal ? CGSize(width: o.contentLength, height: o.frame.height)
                                      : CGSize(width: o.frame.width, height: o.contentLength)
            if scroller.contentSize != size {
                scroller.contentSize = size
                // Content that got shorter leaves the offset in range (unless a finger or a coast is moving it).
                if !scroller.isDragging && !scroller.isDecelerating {
                    let clamped = scroller.clampedOffset(scroller.contentOffset)
                    if clamped != scroller.contentOffset { scroller.contentOffset = clamped }
                }
            }
            kept[o.section] = scroller
        }
        for (_, scroller) in orthogonalScrollers.inKeyOrder() { removeOrthogonalScroller(scroller) }
        orthogonalScrollers = kept
    }

    private func makeOrthogonalScroller(for section: Int) -> UICollectionViewOrthogonalScroller {
        let scroller = UICollectionViewOrthogonalScroller(section: section, collectionView: self)
        // Behind every element view (above the background view), so pinned headers float over it.
        let index = backgroundView.flatMap { bg in subviews.firstIndex { $0 === bg }.map { $0 + 1 } } ?? 0
        insertSubview(scroller, at: index)
        return scroller
    }

    /// Takes an embedded scroll view away; the element views in it leave the hierarchy, and shown ones are placed
    /// again (in the collection view) by the layout pass.
    private func removeOrthogonalScroller(_ scroller: UICollectionViewOrthogonalScroller) {
        for case let view as UICollectionReusableView in scroller.subviews {
            view.removeFromSuperview()
            view.appliedAttributes = nil
        }
        scroller.removeFromSuperview()
    }

    /// The view an element with attributes `a` lives in: the scroll view of its orthogonally scrolling section for
    /// a cell, the collection view otherwise.
    func elementContainer(for a: UICollectionViewLayoutAttributes?) -> UIView {
        guard let a, a.representedElementCategory == .cell, a.indexPath.count == 2,
              let scroller = orthogonalScrollers[a.indexPath.section] else { return self }
        return scroller
    }

    /// Whether `view` holds element views of this collection view (the collection view or one of its scrollers).
    func isElementContainer(_ view: UIView?) -> Bool {
        guard let view else { return false }
        return view === self || (view as? UICollectionViewOrthogonalScroller)?.owner === self
    }

    /// The frame of the element with attributes `a` as shown, in content coordinates (a cell of an orthogonally
    /// scrolling section moves with its scroll view).
    func displayedFrame(of a: UICollectionViewLayoutAttributes) -> CGRect {
        guard a.representedElementCategory == .cell, a.indexPath.count == 2,
              let scroller = orthogonalScrollers[a.indexPath.section] else { return a.frame }
        return scroller.isHorizontal ? a.frame.offsetBy(dx: -scroller.offset, dy: 0) : a.frame.offsetBy(dx: 0, dy: -scroller.offset)
    }

    /// Scrolls the scroll view of an orthogonally scrolling section so the item's frame (unscrolled, as the layout
    /// gives it) is at `position` along that section's axis (the least that shows it when `position` names none).
    func scrollOrthogonally(_ scroller: UICollectionViewOrthogonalScroller, toShow frame: CGRect,
                            at position: ScrollPosition, animated: Bool) {
        let f = frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
        let b = scroller.bounds
        var target = scroller.contentOffset
        if scroller.isHorizontal {
            if position.contains(.left) { target.x = f.minX }
            else if position.contains(.centeredHorizontally) { target.x = f.midX - b.width / 2 }
            else if position.contains(.right) { target.x = f.maxX - b.width }
            else if f.minX < b.minX { target.x = f.minX }
            else if f.maxX > b.maxX { target.x = min(f.maxX - b.width, f.minX) }
        } else {
            if position.contains(.top) { target.y = f.minY }
            else if position.contains(.centeredVertically) { target.y = f.midY - b.height / 2 }
            else if position.contains(.bottom) { target.y = f.maxY - b.height }
            else if f.minY < b.minY { target.y = f.minY }
            else if f.maxY > b.maxY { target.y = min(f.maxY - b.height, f.minY) }
        }
        scroller.setContentOffset(scroller.clampedOffset(target), animated: animated)
    }
}
