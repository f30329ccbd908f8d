import Foundation

/// How a compositional layout's section scrolls across the layout's main axis: not at all (its groups follow the
/// main axis, the default), or laid out in one row (or column) of groups that scrolls on its own, continuously,
/// stopping at group boundaries, a page at a time, or a group at a time.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays its groups out along the layout's main axis (it does not scroll on its own).
    case none = 0
    /// The section scrolls orthogonally and coasts freely.
    case continuous = 1
    /// The section scrolls orthogonally and comes to rest with a group's leading edge at its leading content inset.
    case continuousGroupLeadingBoundary = 2
    /// The section scrolls orthogonally a page (the collection view's width or height) at a time.
    case paging = 3
    /// The section scrolls orthogonally one group at a time, each coming to rest at the leading content inset.
    case groupPaging = 4
    /// The section scrolls orthogonally one group at a time, each coming to rest centred in the collection view.
    case groupPagingCentered = 5
}
