import Foundation

/// The size and insets of what a compositional layout (or a section) is laid out in, as a section provider
/// sees it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size before its content insets.
    var contentSize: CGSize { get }
    /// The container's size after its content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told when asked for a section: the container (the collection view's size and
/// content insets) and the collection view's traits, so a section can change with the width or size class.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container the layout is laid out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The container of a compositional layout: the collection view's bounds and adjusted content inset.
@MainActor
final class UICompositionalLayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// The environment a compositional layout hands its section provider.
@MainActor
final class UICompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
