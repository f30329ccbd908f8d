import Foundation

/// A header or footer of a section: a supplementary item on one edge of the section (`alignment` `.top` for a
/// header and `.bottom` for a footer when scrolling vertically; `.leading`/`.trailing` when scrolling
/// horizontally), as wide as the section's content (`supplementariesFollowContentInsets`) or the whole layout.
/// By default it extends the section, pushing the groups along; `pinToVisibleBounds` keeps it in view while its
/// section is.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section the item sits on.
    public let alignment: NSRectAlignment
    /// An offset from the aligned position, in points.
    public let offset: CGPoint
    /// Whether the item makes room for itself, pushing the section's content along (true by default).
    open var extendsBoundary = true
    /// Whether the item sticks to the visible edge while its section is on screen (false by default).
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` showing views of `elementKind`, on the `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// The same, moved by `absoluteOffset` from the aligned position.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        var a = alignment
        if a == .none {
            UIApplication.shared.log("NSCollectionLayoutBoundarySupplementaryItem: alignment .none does not place \(elementKind) on an edge; using .top")
            a = .top
        }
        self.alignment = a
        offset = absoluteOffset.x.isFinite && absoluteOffset.y.isFinite ? absoluteOffset : .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
