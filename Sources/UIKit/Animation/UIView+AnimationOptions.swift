import Foundation

extension UIView {
    /// Options for `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews at commit time so their new frames animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Keeps animating views hit-testable (without it, touches pass them by while they animate).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen when interrupting a running animation (else from the old model value).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each repeat forwards then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration even when nested in another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve even when nested in another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Uses this block's options (repeat, autoreverse, interaction) even when nested.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow start and end (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve these options select.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// The pacing of a view animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The Core Animation timing function of the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
