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
    /// An axis the layout does not let size itself (a compositional layout's absolute or fractional dimension) keeps
    /// the layout's length: Auto Layout fits the other one at it, and a configuration's content view (a list content
    /// view) measures its height at that width.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let root = sizingRoot
        let axes = layoutAttributes.selfSizingAxes ?? [.horizontal, .vertical]
        if !root.subtreeUsesAutoLayout, !axes.contains(.horizontal), axes.contains(.vertical), root is UIContentView {
            return contentViewFitting(layoutAttributes, root: root)
        }
        guard root.subtreeUsesAutoLayout, let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let target = layoutAttributes.size
        let fitted = root.systemLayoutSizeFitting(target, withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
                                                  verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else { return layoutAttributes }
        copy.size = CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        return copy
    }

    /// A configuration's content view measured at its width (the cell's width less what the cell keeps beside it,
    /// such as accessories); the cell's height is that plus whatever the cell keeps above and below it.
    private func contentViewFitting(_ layoutAttributes: UICollectionViewLayoutAttributes, root: UIView) -> UICollectionViewLayoutAttributes {
        guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let fitted = root.sizeThatFits(CGSize(width: root.bounds.width, height: 0))
        guard fitted.height.isFinite, fitted.height > 0 else { return layoutAttributes }
        let around = max(bounds.height - root.bounds.height, 0)
        copy.size = CGSize(width: layoutAttributes.size.width, height: max((fitted.height + around).rounded(.up), minimumSelfSizedHeight))
        return copy
    }

    /// The least height a self-sized cell takes (list cells keep their accessories' room; none by default).
    var minimumSelfSizedHeight: CGFloat { 0 }

    /// The view whose constraints give the self-sized size (a cell's content view; the view itself here).
    var sizingRoot: UIView { self }

    /// The layout is about to change from `oldLayout` to `newLayout` (override to prepare).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// The layout changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Places the view as `attributes` say (frame, transform, alpha, hidden) and calls `apply(_:)`.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if transform != .identity { transform = .identity }
        // In an orthogonally scrolling section's scroll view, the section's unscrolled content is its content.
        if let scroller = superview as? UICollectionViewOrthogonalScroller {
            frame = attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
        } else {
            frame = attributes.frame
        }
        if attributes.transform3D != CATransform3DIdentity { layer.transform = attributes.transform3D }
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        appliedAttributes = attributes
        apply(attributes)
    }
}
