import Foundation

/// One section of a compositional layout: its group repeated along the scroll direction (`interGroupSpacing`
/// apart) until every item of the section has a cell, inside `contentInsets`, with headers and footers
/// (`boundarySupplementaryItems`) before and after. Fractional group dimensions are fractions of the section's
/// content area: the layout's container less the section's content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// The space between the section's edges and its groups (headers and footers sit outside it along the scroll
    /// direction, and inside it across when `supplementariesFollowContentInsets`).
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet {
            let c = contentInsets
            if ![c.top, c.leading, c.bottom, c.trailing].allSatisfy(\.isFinite) {
                UIApplication.shared.log("NSCollectionLayoutSection: ignored non-finite contentInsets \(c)")
                contentInsets = oldValue
            }
        }
    }
    /// The space between consecutive groups (0 by default).
    open var interGroupSpacing: CGFloat = 0 {
        didSet {
            if !interGroupSpacing.isFinite {
                UIApplication.shared.log("NSCollectionLayoutSection: ignored a non-finite interGroupSpacing")
                interGroupSpacing = oldValue
            }
        }
    }
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are as wide as the section's content (inside its leading and trailing content
    /// insets; true by default) rather than the whole layout.
    open var supplementariesFollowContentInsets = true
    /// Whether the section scrolls on its own across the layout's main axis (`.none` by default: its groups follow
    /// the main axis). Any other value lays its groups out in one line across the main axis, in a scroll view of its
    /// own as wide (or tall) as the collection view, with the section's content insets at both ends of that line.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called before each layout pass with the section's visible items, to change how they show (scale, fade,
    /// reorder) as the section or the collection view scrolls.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list appearance the section was made for by `list(using:layoutEnvironment:)` (nil for other sections).
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
