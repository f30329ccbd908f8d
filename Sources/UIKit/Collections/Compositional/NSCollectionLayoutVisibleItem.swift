import Foundation

/// An item of a compositional layout's section as it is about to be shown: a section's
/// `visibleItemsInvalidationHandler` may change its centre, transform, alpha, z-index or hidden state before each
/// layout pass (scaling the cards of a carousel by their distance from the middle, say).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// The item's opacity, 0...1.
    var alpha: CGFloat { get set }
    /// Its stacking order against the section's other items.
    var zIndex: Int { get set }
    /// Whether it is not shown.
    var isHidden: Bool { get set }
    /// Its 3D transform about its centre.
    var transform3D: CATransform3D { get set }
    /// The name of the item: its element kind for a supplementary item, empty for a cell.
    var name: String { get }
    /// The index path of the item.
    var indexPath: IndexPath { get }
    /// Its frame in the collection view's content coordinates (a section that scrolls on its own: as if it had
    /// not scrolled; the handler's offset says how far it has).
    var frame: CGRect { get }
    /// Whether it is a cell or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// Its element kind when it is a supplementary view.
    var representedElementKind: String? { get }
}

/// Called before each layout pass with a section's visible items, the offset its content has scrolled to (the
/// section's own scroll offset when it scrolls orthogonally, the collection view's content offset otherwise) and
/// the layout environment; changes it makes to the items show in this pass.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A visible item backed by the layout attributes the collection view is about to apply.
@MainActor
final class UICompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var center: CGPoint {
        get { attributes.center }
        set { if newValue.x.isFinite && newValue.y.isFinite { attributes.center = newValue } else { ignored("center \(newValue)") } }
    }
    var bounds: CGRect { attributes.bounds }
    var frame: CGRect { attributes.frame }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { if [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) { attributes.transform = newValue } else { ignored("transform \(newValue)") } }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { if newValue.isFinite { attributes.transform3D = newValue } else { ignored("transform3D") } }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { if newValue.isFinite { attributes.alpha = min(max(newValue, 0), 1) } else { ignored("alpha \(newValue)") } }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }

    private func ignored(_ what: String) {
        UIApplication.shared.log("NSCollectionLayoutVisibleItem: ignored a non-finite \(what) for the item at \(attributes.indexPath)")
    }
}
