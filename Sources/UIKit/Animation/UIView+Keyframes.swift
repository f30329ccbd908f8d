import Foundation

extension UIView {
    /// Options of `animateKeyframes`: the block options of `AnimationOptions` and how values between keyframes are
    /// computed. Without a curve given through `AnimationOptions`' raw values the whole block eases in and out.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out the changed views' subviews before the animations start.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Touches reach the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen rather than the model values.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration even when nested in another animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight interpolation between keyframe values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed through the values; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values (interpolated in straight segments here).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed (paced straight segments here).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2, 4: return .paced
            default: return .linear
            }
        }
    }

    /// Animates over `duration` the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`:
    /// each property goes from its value before the block through the value each keyframe gives it, at the
    /// keyframe's times. `completion` gets true when every animation ran to the end.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let engine = UIApplication.shared.animationEngine
        let blockOptions = AnimationOptions(rawValue: options.rawValue & ~(UInt(0x7) << 10))
        let context = UIViewAnimationContext(duration: duration, curve: blockOptions.curve, options: blockOptions,
                                             completion: completion, parent: engine.viewContexts.last)
        context.delay = delay.isFinite ? max(delay, 0) : 0
        context.keyframes = []
        context.keyframeCalculationMode = options.calculationMode
        engine.viewContexts.append(context)
        animations()
        engine.viewContexts.removeAll { $0 === context }
        context.commit(engine: engine)
    }

    /// Inside `animateKeyframes`: the changes `animations` makes are reached from `frameStartTime` to
    /// `frameStartTime + frameDuration` (fractions 0...1 of the block). Outside one, the changes apply as
    /// they would without the call (logged).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void) {
        let engine = UIApplication.shared.animationEngine
        guard let context = engine.viewContexts.last, context.keyframes != nil, context.openKeyframe == nil else {
            UIApplication.shared.log("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes: its changes are not keyframed")
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let index = context.keyframes!.count
        context.keyframes!.append(UIViewKeyframe(start: start, duration: length))
        context.openKeyframe = index
        animations()
        context.openKeyframe = nil
        var frame = context.keyframes![index]
        frame.values = frame.touched.compactMap { t in t.layer.animationValue(forKeyPath: t.key).map { (t.layer, t.key, $0) } }
        context.keyframes![index] = frame
    }
}
