import Foundation

/// The layer behind a `UIVisualEffectView` (Core Animation's backdrop layer's role): the compositor shows
/// through it the window's pixels beneath, blurred by `backdropBlurRadius`, saturated and tinted. Its three
/// properties animate like any layer property, which is how an effect change animates inside `UIView.animate`.
final class VisualEffectLayer: CALayer {
    /// The gaussian blur's standard deviation in points; 0 shows the backdrop sharp.
    var backdropBlurRadius: CGFloat = 0 {
        didSet { if backdropBlurRadius != oldValue { setNeedsComposite(); animatablePropertyDidChange("backdropBlurRadius", from: oldValue) } }
    }
    /// How much the blurred backdrop's saturation is scaled (1 keeps it).
    var backdropSaturation: CGFloat = 1 {
        didSet { if backdropSaturation != oldValue { setNeedsComposite(); animatablePropertyDidChange("backdropSaturation", from: oldValue) } }
    }
    /// The colour laid over the blurred backdrop; nil for none.
    var backdropTintColor: CGColor? {
        didSet { if backdropTintColor != oldValue { setNeedsComposite(); animatablePropertyDidChange("backdropTintColor", from: oldValue) } }
    }

    required init() { super.init() }

    static let backdropKeys: Set<String> = ["backdropBlurRadius", "backdropSaturation", "backdropTintColor"]

    override class func isAnimatableKey(_ key: String) -> Bool { backdropKeys.contains(key) || super.isAnimatableKey(key) }

    override func ownAnimationValue(forKeyPath path: String) -> AnimationValue? {
        switch path {
        case "backdropBlurRadius": return .number(backdropBlurRadius)
        case "backdropSaturation": return .number(backdropSaturation)
        case "backdropTintColor": return .color(backdropTintColor)
        default: return super.ownAnimationValue(forKeyPath: path)
        }
    }

    override func setOwnAnimationValue(_ value: AnimationValue, forKeyPath path: String) -> Bool {
        switch (path, value) {
        case ("backdropBlurRadius", .number(let v)): backdropBlurRadius = v
        case ("backdropSaturation", .number(let v)): backdropSaturation = v
        case ("backdropTintColor", .color(let v)): backdropTintColor = v
        default: return super.setOwnAnimationValue(value, forKeyPath: path)
        }
        return true
    }

    override func copyPresentationProperties(from layer: CALayer) {
        super.copyPresentationProperties(from: layer)
        guard let l = layer as? VisualEffectLayer else { return }
        backdropBlurRadius = l.backdropBlurRadius
        backdropSaturation = l.backdropSaturation
        backdropTintColor = l.backdropTintColor
    }

    /// Whether the backdrop differs from the plain pixels beneath (a blur, a saturation change or a tint).
    var showsBackdropEffect: Bool {
        let blur = backdropBlurRadius.isFinite ? backdropBlurRadius > 0.01 : backdropBlurRadius == .infinity
        let sat = backdropSaturation.isFinite && abs(backdropSaturation - 1) > 0.001
        return blur || sat || (backdropTintColor?.alpha ?? 0) > 0.001
    }
}
