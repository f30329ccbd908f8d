import Foundation

/// A component of a compositional layout shown by a supplementary view of `elementKind` (the collection
/// view asks its data source for the view of that kind). Boundary supplementary items (headers and footers)
/// are the kind laid out here.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view the item shows (`viewForSupplementaryElementOfKind`).
    public let elementKind: String
    /// The stacking order against the cells (1 by default, above them, as in UIKit).
    open var zIndex: Int = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}
