import Foundation

/// Where and how one element of a collection view is shown: its frame, transform, alpha and stacking order,
/// the item or supplementary view it stands for. Layouts create and return these; the collection view applies
/// them to cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element attributes describe.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite else {
                UIApplication.shared.log("UICollectionViewLayoutAttributes: ignored non-finite frame \(newValue) for \(indexPath)")
                return
            }
            let r = newValue.standardized
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }
    /// The centre of the element in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds (its size at origin zero).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// A 3D transform about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// An affine transform about the centre (the 2D part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity, 0...1.
    open var alpha: CGFloat = 1
    /// The stacking order: elements with a higher value are in front.
    open var zIndex: Int = 0
    /// Whether the element is not shown (the collection view does not create a view for it).
    open var isHidden = false
    /// The item or section the element belongs to.
    open var indexPath: IndexPath
    /// Whether this describes a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration view's kind (nil for cells).
    public let representedElementKind: String?
    /// The axes a self-sizing cell may change (a compositional layout's estimated dimensions; the others keep the
    /// layout's length while the cell is measured); nil: both, as a flow layout's estimated cells may.
    var selfSizingAxes: UIAxis?
    /// Where the element sits in a list section (its separator, corners and background); nil outside lists.
    var listPlacement: UIListCellPlacement?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes that the caller may change (layouts hand out copies of what they keep).
    open func copy() -> Any {
        let c: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: c = Self.init(forCellWith: indexPath)
        case .supplementaryView: c = Self.init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: c = Self.init(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.selfSizingAxes = selfSizingAxes
        c.listPlacement = listPlacement
        return c
    }

    /// Equal when every attribute is equal (what layouts compare to skip needless updates).
    open func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind && o.center == center && o.size == size
            && o.transform3D == transform3D && o.alpha == alpha && o.zIndex == zIndex
            && o.isHidden == isHidden && o.listPlacement == listPlacement
    }

    /// A key naming the element: its category, kind and index path.
    var elementKey: UICollectionElementKey {
        UICollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Names one element of a collection view (a cell, or a supplementary view of a kind) at an index path. Keys order
/// by index path, then category and kind, so work done over a set of elements runs in the same order every run.
struct UICollectionElementKey: Hashable, Comparable {
    let category: UICollectionViewLayoutAttributes.ElementCategory
    let kind: String?
    let indexPath: IndexPath

    static func < (a: Self, b: Self) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}

extension UICollectionView {
    /// What kind of element layout attributes describe: a cell, a supplementary view or a decoration view (UIKit
    /// names the type here; it is `UICollectionViewLayoutAttributes.ElementCategory` too).
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory
}
