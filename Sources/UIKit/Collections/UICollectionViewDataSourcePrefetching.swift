import Foundation

/// Advance notice of the items a collection view expects to show soon, so that their data (images, records) can
/// start loading before `collectionView(_:cellForItemAt:)` asks for it. Set as `prefetchDataSource`; it is told
/// only while `isPrefetchingEnabled` is true and the content scrolls.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of the items at `indexPaths` (closest to the visible area first). Items the
    /// collection view needs at once are never announced here, so `cellForItemAt` must not rely on it.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, announced earlier, are no longer expected soon (the scrolling turned away before
    /// they appeared): stop loading them. Optional.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
