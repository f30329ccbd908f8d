import Foundation

/// A page's container on a page-curl stage: holds the page controller's view and, above it, a gradient that
/// darkens the page as it lifts, and for single-sided pages the paper seen from behind once it turns over.
@MainActor
final class UIPageCurlHost: UIView {
    private final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    private let shade = GradientView()
    private let paperBack = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        for v in [paperBack, shade] as [UIView] {
            v.isUserInteractionEnabled = false
            v.isHidden = true
            addSubview(v)
        }
        paperBack.backgroundColor = UIColor.white.withAlphaComponent(0.82)
        (shade.layer as? CAGradientLayer)?.colors = [UIColor.black.withAlphaComponent(0.05).cgColor,
                                                      UIColor.black.withAlphaComponent(0.55).cgColor]
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Keeps the shading above the page's view.
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== shade && subview !== paperBack { bringSubviewToFront(paperBack); bringSubviewToFront(shade) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        paperBack.frame = bounds
        shade.frame = bounds
    }

    /// Flat, upright and unshaded.
    func reset() {
        layer.transform = CATransform3DIdentity
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.isDoubleSided = true
        shade.isHidden = true
        paperBack.isHidden = true
    }

    /// Places the face at `frame` turning about the spine edge named by `anchor`; a face of a double-sided
    /// leaf hides when it faces away (its other side is another page).
    func configure(frame: CGRect, anchorAtSpine anchor: CGPoint, doubleSided single: Bool,
                   gradientFromSpine points: (CGPoint, CGPoint)) {
        layer.anchorPoint = anchor
        self.frame = frame
        layer.isDoubleSided = single
        if let g = shade.layer as? CAGradientLayer { g.startPoint = points.0; g.endPoint = points.1 }
        shade.frame = bounds
        paperBack.frame = bounds
        setNeedsLayout()
    }

    /// `lift` 0 lies flat (no shade) to 1 turned over; `showsBack` shows the paper's back (single-sided pages).
    func setShade(lift: CGFloat, showsBack: Bool) {
        let amount = sin(min(max(lift, 0), 1) * .pi / 2)
        shade.isHidden = amount < 0.01
        shade.alpha = amount
        paperBack.isHidden = !showsBack
    }
}
