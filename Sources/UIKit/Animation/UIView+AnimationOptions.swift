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
        /// Transitions: animates the changes the block makes to the view's properties and redraws the live
        /// content as it goes, instead of showing a snapshot of the final content.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:)`: hides the old view and shows the new one instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
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

        /// No transition effect.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view around its vertical axis, the left side coming toward the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis, the right side coming toward the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Lifts the old content up from its bottom edge (here: a page turning up about its top edge).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Lays the new content down from the top (here: a page turning down about its top edge).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades the old content out over the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis, the top coming toward the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis, the bottom coming toward the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The transition these options select (0: none, else the `transition...` option's number).
        var transitionKind: UInt { (rawValue >> 20) & 0xF }

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
