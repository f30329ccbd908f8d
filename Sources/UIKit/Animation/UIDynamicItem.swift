import Foundation

/// Something with a centre, bounds and a transform that can be moved and turned: views and collection view layout
/// attributes are, and a compositional layout's visible items (`NSCollectionLayoutVisibleItem`) build on it.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in its container's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds (their size is what counts).
    var bounds: CGRect { get }
    /// The item's transform about its centre.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
