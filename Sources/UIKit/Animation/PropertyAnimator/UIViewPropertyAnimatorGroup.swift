import Foundation

/// The changes one animation block of a `UIViewPropertyAnimator` made: each changed layer property, its
/// start and end values, and the animation that shows the animator's progress between them.
@MainActor
final class UIViewPropertyAnimatorGroup {
    struct Entry {
        let layer: CALayer
        let key: String
        let from: AnimationValue
        let to: AnimationValue
        let attachment: CALayerAnimationAttachment?
    }
    private(set) var entries: [Entry] = []
    /// The animator fraction at which this group starts moving (`delayFactor`); it ends with the animator.
    let startFraction: Double
    /// The progress shown while the animator is not running.
    var heldProgress: Double = 0

    private init(startFraction: Double) { self.startFraction = min(max(startFraction, 0), 1) }

    /// Runs `block` inside an animation context that records its view property changes, and attaches one
    /// animation per change that follows `animator`'s progress for group `index`.
    static func record(_ block: () -> Void, animator: UIViewPropertyAnimator, index: Int, startFraction: Double,
                       blocksInteraction: Bool, hitTestsPresentation: Bool) -> UIViewPropertyAnimatorGroup {
        let engine = UIApplication.shared.animationEngine
        let context = UIViewAnimationContext(duration: animator.effectiveDuration, curve: .linear,
                                             options: [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions],
                                             parent: nil)
        engine.viewContexts.append(context)
        block()
        engine.viewContexts.removeAll { $0 === context }
        let group = UIViewPropertyAnimatorGroup(startFraction: startFraction)
        for change in context.recordedChanges {
            guard let to = change.layer.animationValue(forKeyPath: change.key) else { continue }
            // Start from what is on screen, so an animation this one replaces does not jump.
            let from = change.onScreen
            guard from != to else { continue }
            let anim = UIViewPropertyAnimatorAnimation(keyPath: change.key)
            anim.animator = animator
            anim.group = index
            anim.startValue = from
            anim.endValue = to
            anim.repeatCount = .infinity
            let attachment = engine.attach(anim, to: change.layer, forKey: change.key)
            attachment?.blocksInteraction = blocksInteraction
            attachment?.hitTestsPresentation = hitTestsPresentation
            attachment?.isDrivenByAnimator = true
            group.entries.append(Entry(layer: change.layer, key: change.key, from: from, to: to, attachment: attachment))
        }
        return group
    }

    /// The group's own progress in time (0...1) when the animator's fraction is `f`.
    func localFraction(_ f: Double) -> Double {
        guard startFraction < 1 else { return f >= 1 ? 1 : 0 }
        return min(max((f - startFraction) / (1 - startFraction), 0), 1)
    }

    /// Sets the model values to `progress` between the start (0) and end (1) values, without animating.
    func setModel(to progress: Double) {
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for e in entries {
                let value = progress == 1 ? e.to : progress == 0 ? e.from : AnimationValue.interpolate(e.from, e.to, CGFloat(progress))
                e.layer.setAnimationValue(value, forKeyPath: e.key)
            }
            CATransaction.commit()
        }
    }

    /// Removes the group's animations that are still attached (not replaced by later ones).
    func detach(engine: CAAnimationEngine) {
        for e in entries {
            guard let a = e.attachment, e.layer.animationState?.attachments.contains(where: { $0 === a }) == true else { continue }
            engine.remove(a, from: e.layer)
        }
    }

    /// The animator's progress changed outside the clock (scrub, pause, reverse): drop cached presentations.
    func presentationDidChange() {
        for e in entries { e.layer.animationsDidChangePresentation() }
    }
}

/// The animation a property animator attaches for one changed property: it shows the animator's progress
/// for its group (not the clock), and lasts until the animator removes it.
@MainActor
final class UIViewPropertyAnimatorAnimation: CAPropertyAnimation {
    weak var animator: UIViewPropertyAnimator?
    var group = 0
    var startValue: AnimationValue?
    var endValue: AnimationValue?

    required init() { super.init() }

    override var usesTimingFunction: Bool { false }

    override func value(atFraction fraction: Double, base: AnimationValue, implicitFrom: AnimationValue?) -> AnimationValue? {
        guard let a = startValue, let b = endValue else { return nil }
        guard let animator else { return b }
        let p = animator.currentProgress(ofGroup: group, at: UIApplication.shared.animationEngine.now)
        return AnimationValue.interpolate(a, b, CGFloat(p))
    }
}
