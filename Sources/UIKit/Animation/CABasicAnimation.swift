import Foundation

/// Interpolates one property between two values: `fromValue`, `toValue`, `byValue`, as Core Animation
/// resolves them (a missing end is the layer's current value of the property).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (a number, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor` or `UIColor`).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change relative to the start (or, with only `toValue`, the distance back from it).
    open var byValue: Any?

    /// The start and end values given the underlying value `base`; nil when they cannot be resolved.
    func endpoints(base: AnimationValue, implicitFrom: AnimationValue? = nil) -> (AnimationValue, AnimationValue)? {
        let from = AnimationValue(any: fromValue), to = AnimationValue(any: toValue), by = AnimationValue(any: byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimationValue.add(f, b))
        case let (nil, t?, b?): return (AnimationValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, AnimationValue.add(base, b))
        default: return implicitFrom.map { ($0, base) }
        }
    }

    override func value(atFraction fraction: Double, base: AnimationValue, implicitFrom: AnimationValue?) -> AnimationValue? {
        guard let (a, b) = endpoints(base: base, implicitFrom: implicitFrom) else { return nil }
        return AnimationValue.interpolate(a, b, CGFloat(fraction))
    }
}
