import Foundation

/// The scroll view a collection view embeds for a section that scrolls across the layout's main axis (a
/// compositional section's `orthogonalScrollingBehavior`): as wide (or tall) as the collection view's content, as
/// long as the section's band of groups, holding that section's cells. Touches on its cells still highlight and
/// select them through the collection view, and its coasting comes to rest where the behaviour says.
@MainActor
final class UICollectionViewOrthogonalScroller: UIScrollView, UIScrollViewDelegate {
    /// The section whose cells it holds.
    var section: Int
    /// How its coasting ends.
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous {
        didSet { isPagingEnabled = behavior == .paging }
    }
    /// Whether it scrolls horizontally (in a vertical collection view) rather than vertically.
    var isHorizontal = true
    /// The groups' extents along its scrolling axis, in its content coordinates (where group paging rests).
    var groupExtents: [ClosedRange<CGFloat>] = []
    /// The section's content inset before its first group along the scrolling axis.
    var leadingInset: CGFloat = 0
    /// The collection view it belongs to.
    private(set) weak var owner: UICollectionView?
    /// The content offset when the current drag began (group paging moves one group from there).
    private var pagingStartOffset: CGFloat = 0

    init(section: Int, collectionView: UICollectionView) {
        self.section = section
        owner = collectionView
        super.init(frame: .zero)
        backgroundColor = nil
        clipsToBounds = false
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    /// The offset along the scrolling axis.
    var offset: CGFloat { isHorizontal ? contentOffset.x : contentOffset.y }

    // MARK: Scrolling
    override func contentOffsetDidChange() {
        // The collection view shows the cells now in view (and recycles those that left).
        owner?.setNeedsLayout()
    }

    override func scrollViewDidBeginDragging() { owner?.cancelHighlight() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { pagingStartOffset = offset }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let v = isHorizontal ? velocity.x : velocity.y
        let natural = isHorizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        guard let rest = restingOffset(natural: natural, velocity: v) else { return }
        if isHorizontal { targetContentOffset.pointee.x = rest } else { targetContentOffset.pointee.y = rest }
    }

    /// Where a coast heading for `natural` at `velocity` (points per millisecond) comes to rest under the group
    /// behaviours (nil: where it would anyway).
    func restingOffset(natural: CGFloat, velocity: CGFloat) -> CGFloat? {
        let length = isHorizontal ? bounds.width : bounds.height
        let stops: [CGFloat]
        switch behavior {
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = groupExtents.map { $0.lowerBound - leadingInset }
        case .groupPagingCentered:
            stops = groupExtents.map { ($0.lowerBound + $0.upperBound) / 2 - length / 2 }
        case .none, .continuous, .paging:
            return nil
        }
        guard !stops.isEmpty else { return nil }
        let target: CGFloat
        if behavior == .continuousGroupLeadingBoundary {
            target = stops.min { abs($0 - natural) < abs($1 - natural) } ?? natural
        } else {
            // One group from the one the drag started on, in the flick's direction (a slow release: the nearest).
            let start = stops.indices.min { abs(stops[$0] - pagingStartOffset) < abs(stops[$1] - pagingStartOffset) } ?? 0
            let flick: CGFloat = 0.2
            if velocity > flick { target = stops[min(start + 1, stops.count - 1)] }
            else if velocity < -flick { target = stops[max(start - 1, 0)] }
            else { target = stops.min { abs($0 - offset) < abs($1 - offset) } ?? offset }
        }
        // On the pixel grid, as the cells' frames are.
        let p = pixelAligned(CGPoint(x: target, y: target))
        return clampedAlongAxis(isHorizontal ? p.x : p.y)
    }

    /// `value` inside the scrollable range along the scrolling axis.
    private func clampedAlongAxis(_ value: CGFloat) -> CGFloat {
        let p = clampedOffset(isHorizontal ? CGPoint(x: value, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: value))
        return isHorizontal ? p.x : p.y
    }

    // MARK: Touches
    // A scroll view keeps its touches; this one hands them to the collection view, which highlights and selects.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let owner, !touchInterruptedScrolling else { return }
        owner.beginItemHighlight(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.endItemHighlight(touches, selecting: !isDragging && !(owner?.isDragging ?? false))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.cancelHighlight()
    }
}
