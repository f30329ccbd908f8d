import Foundation

/// A view that shows the content behind it through a visual effect (a `UIBlurEffect`): the compositor blurs,
/// saturates and tints the window's pixels under the view's bounds (clipped to its corner radius), then draws
/// `contentView` on top. Setting `effect` inside `UIView.animate` cross-fades the blur in or out, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    /// The view to add subviews to; it fills the effect view and is drawn above the effect.
    public let contentView: UIView

    /// The effect shown; nil shows the content behind unchanged. Changes animate inside an animation block.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        self.effect = effect
        setUpContentView()
        applyEffect()
    }

    /// An effect view with no effect at `frame`.
    public override init(frame: CGRect) {
        contentView = UIView(frame: .zero)
        super.init(frame: frame)
        setUpContentView()
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(effect: nil)` sets it up.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.superview === self { contentView.frame = bounds }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyEffect()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The adaptive materials resolve against the traits of the place the view now sits in, at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        applyEffect()
        CATransaction.commit()
    }

    /// Writes the effect's blur, saturation and tint (resolved for the view's traits) into the layer; no
    /// effect writes the neutral values, so an animated change fades between the two.
    private func applyEffect() {
        guard let fx = layer as? VisualEffectLayer else { return }
        let p = effect?.backdropParameters(for: traitCollection)
        let tint = p?.tint
        fx.backdropBlurRadius = p?.blurRadius ?? 0
        fx.backdropSaturation = p?.saturation ?? 1
        // Fading to or from no tint keeps the colour and animates its alpha only: a tint arriving from none
        // starts as its own colour, transparent.
        if let tint, fx.backdropTintColor == nil {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            fx.backdropTintColor = Self.transparent(tint)
            CATransaction.commit()
        }
        fx.backdropTintColor = tint ?? fx.backdropTintColor.map(Self.transparent)
    }

    /// `color` with alpha 0.
    private static func transparent(_ color: CGColor) -> CGColor {
        let c = color.components
        let (r, g, b) = c.count >= 3 ? (c[0], c[1], c[2]) : (c.first ?? 0, c.first ?? 0, c.first ?? 0)
        return CGColor(red: r, green: g, blue: b, alpha: 0)
    }
}
