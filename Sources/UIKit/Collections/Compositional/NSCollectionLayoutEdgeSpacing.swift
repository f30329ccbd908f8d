import Foundation

/// Space added outside an item's edges, between it and its neighbours or its group's edges: it moves the item
/// without changing its size (applied before the item's content insets). Nil edges add nothing.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// The space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing of the four spacings (nil for none on that edge).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
