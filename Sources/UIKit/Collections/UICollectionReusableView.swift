import Foundation

/// A view a collection view shows for an element of its layout and recycles: the base of cells and of
/// supplementary views (headers, footers). Subclasses that declare `init(frame:)` mark it `required`: the
/// collection view creates registered classes from their type.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied (the layout's, or the cell's preferred ones after self-sizing).
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The supplementary kind the view was dequeued for (nil for cells).
    var elementKind: String?

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view with the given frame (the collection view replaces it with the layout's).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called just before the collection view hands the view out again from its reuse queue: reset state here.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the frame (which the collection view sets): subclasses with
    /// custom attributes read them here. The base does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (self-sizing): with constraints in the view (or a cell's content view),
    /// the size they fit in, as small as they allow; otherwise the layout's attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let root = sizingRoot
        guard root.subtreeUsesAutoLayout, let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let target = layoutAttributes.size
        let fitted = root.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel,
                                                  verticalFittingPriority: .fittingSizeLevel)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else { return layoutAttributes }
        copy.size = CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        return copy
    }

    /// The view whose constraints give the self-sized size (a cell's content view; the view itself here).
    var sizingRoot: UIView { self }

    /// The layout is about to change from `oldLayout` to `newLayout` (override to prepare).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// The layout changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Places the view as `attributes` say (frame, transform, alpha, hidden) and calls `apply(_:)`.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if transform != .identity { transform = .identity }
        frame = attributes.frame
        if attributes.transform3D != CATransform3DIdentity { layer.transform = attributes.transform3D }
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        appliedAttributes = attributes
        apply(attributes)
    }
}
