import Foundation

/// The base of the effects a `UIVisualEffectView` applies (`UIBlurEffect`); as in UIKit it has no
/// properties of its own, and a plain instance shows no effect.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing (UIKit's own subclasses do the work).
    public override init() { super.init() }

    /// What the effect does to the backdrop with `traits` (blur, saturation and tint); nil for none.
    func backdropParameters(for traits: UITraitCollection) -> BackdropParameters? { nil }
}

/// How a material treats the pixels behind it: a gaussian blur (standard deviation in points), a saturation
/// factor and a colour laid over the result.
struct BackdropParameters: Equatable {
    var blurRadius: CGFloat
    var saturation: CGFloat
    var tint: CGColor?
}
