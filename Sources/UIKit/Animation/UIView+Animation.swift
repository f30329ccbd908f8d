import Foundation

extension UIView {
    // MARK: Block-based animations
    /// Animates the changes `animations` makes to animatable view properties (frame, bounds, center,
    /// transform, alpha, backgroundColor, and the layer's animatable properties) over `duration` seconds,
    /// starting after `delay`; `completion` gets true when they all ran to the end, false when one was replaced.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// Animates the changes with a damped spring that settles at `duration`: `dampingRatio` 1 does not
    /// overshoot, smaller values oscillate more; `velocity` 1 is the whole distance per second at the start.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let ratio = dampingRatio.isFinite ? Double(dampingRatio) : 1
        let v = velocity.isFinite ? Double(velocity) : 0
        runBlock(duration: duration, delay: delay, options: options, spring: (ratio, v), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with view animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let engine = UIApplication.shared.animationEngine
        let context = UIViewAnimationContext(duration: 0, curve: .easeInOut, options: [], disabled: true, parent: nil)
        engine.viewContexts.append(context)
        actionsWithoutAnimation()
        engine.viewContexts.removeAll { $0 === context }
    }

    private class func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                spring: (Double, Double)?, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let engine = UIApplication.shared.animationEngine
        let context = UIViewAnimationContext(duration: duration, curve: options.curve, options: options,
                                             completion: completion, parent: engine.viewContexts.last)
        context.delay = delay.isFinite ? max(delay, 0) : 0
        context.spring = spring
        engine.viewContexts.append(context)
        animations()
        engine.viewContexts.removeAll { $0 === context }
        context.commit(engine: engine)
    }

    // MARK: Begin/commit animations (the older API)
    /// Opens an animation block: property changes until `commitAnimations()` animate (0.2 s, ease-in-out
    /// unless set with `setAnimationDuration(_:)` and friends). The identifier and context are kept for parity only.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let engine = UIApplication.shared.animationEngine
        let ctx = UIViewAnimationContext(duration: 0.2, curve: .easeInOut, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                                         parent: engine.viewContexts.last)
        engine.viewContexts.append(ctx)
    }

    /// Closes the block opened by `beginAnimations(_:context:)` and starts its animations.
    public class func commitAnimations() {
        let engine = UIApplication.shared.animationEngine
        guard let ctx = engine.viewContexts.last, !ctx.isDisabled else {
            UIApplication.shared.log("UIView.commitAnimations() without beginAnimations; ignored")
            return
        }
        engine.viewContexts.removeLast()
        ctx.commit(engine: engine)
    }

    /// Sets the duration of the open `beginAnimations` block.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite else { return }
        currentLegacyContext?.duration = max(duration, 0)
    }
    /// Sets the delay of the open `beginAnimations` block.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard delay.isFinite else { return }
        currentLegacyContext?.delay = max(delay, 0)
    }
    /// Sets the curve of the open `beginAnimations` block.
    public class func setAnimationCurve(_ curve: AnimationCurve) { currentLegacyContext?.curve = curve }
    /// Sets how many times the open block's animations repeat.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard !repeatCount.isNaN else { return }
        currentLegacyContext?.repeatCount = max(repeatCount, 0)
    }
    /// Sets whether the open block's animations play backwards after each forward run.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) { currentLegacyContext?.autoreverses = repeatAutoreverses }
    /// Sets whether the open block's animations start from what is on screen.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) { currentLegacyContext?.beginsFromCurrentState = fromCurrentState }

    /// Turns view animations on or off for the whole app (changes in blocks then apply at once).
    public class func setAnimationsEnabled(_ enabled: Bool) { UIApplication.shared.animationEngine.viewAnimationsEnabled = enabled }
    /// Whether view animations are on.
    public class var areAnimationsEnabled: Bool { UIApplication.shared.animationEngine.viewAnimationsEnabled }
    /// The duration of the animation block being built, or 0 outside blocks.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let ctx = UIApplication.shared.animationEngine.viewContexts.last, !ctx.isDisabled else { return 0 }
        return ctx.duration
    }

    private class var currentLegacyContext: UIViewAnimationContext? {
        guard let ctx = UIApplication.shared.animationEngine.viewContexts.last, !ctx.isDisabled else { return nil }
        return ctx
    }

    // MARK: Layer actions
    /// A view's layer animates only inside animation blocks: the view answers with the block's recorder,
    /// and with `NSNull` (no implicit animation) everywhere else.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let engine = UIApplication.shared.animationEngine
        guard layer === self.layer, engine.viewAnimationsEnabled, let ctx = engine.viewContexts.last, !ctx.isDisabled else {
            return NSNull()
        }
        return UIViewAnimationRecorder(context: ctx)
    }

    /// False while an animation without `.allowUserInteraction` runs on this view (see the animation engine).
    var isInteractionAllowedByAnimations: Bool {
        guard layer.animationState != nil else { return true }
        return !UIApplication.shared.animationEngine.blocksInteraction(layer)
    }
}

extension UIView {
    /// Whether view changes made now animate (animations on, and not inside `performWithoutAnimation`): the
    /// batch updates of tables and collection views animate only then.
    var viewAnimationsAllowed: Bool {
        let engine = UIApplication.shared.animationEngine
        return engine.viewAnimationsEnabled && !(engine.viewContexts.last?.isDisabled ?? false)
    }
}
