import Foundation

/// The smallest component of a compositional layout: the blueprint of one cell's size (relative to its
/// group), the space around it (`edgeSpacing`) and the insets that shrink it inside its slot (`contentInsets`).
/// A group repeats its items to hold as many cells as fit.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size; fractional dimensions are fractions of the containing group's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the item inside its slot after its position is computed (ignored on an axis whose
    /// dimension is estimated, as UIKit ignores them there).
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet {
            let c = contentInsets
            if ![c.top, c.leading, c.bottom, c.trailing].allSatisfy(\.isFinite) {
                UIApplication.shared.log("NSCollectionLayoutItem: ignored non-finite contentInsets \(c)")
                contentInsets = oldValue
            }
        }
    }
    /// Space around the item between it and its neighbours or its group's edges (nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
