import Foundation

/// Interpolates one key path between a minimum and a maximum relative value as the device tilts along
/// one axis: tilt -1 gives `minimumRelativeValue`, +1 `maximumRelativeValue`, level the midpoint.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis the effect follows.
    public enum EffectType: Int, Sendable {
        /// Tilting left/right (the viewer offset's horizontal component).
        case tiltAlongHorizontalAxis
        /// Tilting toward/away (the viewer offset's vertical component).
        case tiltAlongVerticalAxis
    }

    /// The view key path the value is added to, e.g. "center.x", "center.y", "alpha", "layer.cornerRadius".
    public let keyPath: String
    /// Which tilt axis drives the value.
    public let type: EffectType
    /// The value added at full tilt in the negative direction (a number).
    open var minimumRelativeValue: Any?
    /// The value added at full tilt in the positive direction (a number).
    open var maximumRelativeValue: Any?

    /// Creates an effect on `keyPath` that follows the tilt axis `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let lo = UIMotionEffect.number(minimumRelativeValue), let hi = UIMotionEffect.number(maximumRelativeValue) else { return nil }
        let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard raw.isFinite else { return nil }
        let t = (min(max(raw, -1), 1) + 1) / 2
        return [keyPath: lo + (hi - lo) * t]
    }
}

extension UIMotionEffect {
    /// A finite number from a relative value (Int, Double, Float, CGFloat, NSNumber), else nil.
    static func number(_ value: Any?) -> CGFloat? {
        let v: CGFloat? = switch value {
        case let x as CGFloat: x
        case let x as Double: CGFloat(x)
        case let x as Float: CGFloat(x)
        case let x as Int: CGFloat(x)
        case let x as NSNumber: CGFloat(x.doubleValue)
        default: nil
        }
        guard let v, v.isFinite else { return nil }
        return v
    }
}
