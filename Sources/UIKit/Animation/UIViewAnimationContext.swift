import Foundation

/// One open UIView animation block (`UIView.animate` or `beginAnimations`): its parameters and the layer
/// property changes made inside it, turned into animations when the block ends.
@MainActor
final class UIViewAnimationContext {
    var duration: Double
    var delay: Double = 0
    var curve: UIView.AnimationCurve
    var options: UIView.AnimationOptions
    /// Damping ratio and initial velocity of a spring block.
    var spring: (dampingRatio: Double, velocity: Double)?
    /// `setAnimationRepeatCount` (beginAnimations style); 0 means once.
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    /// `performWithoutAnimation`: changes are immediate.
    let isDisabled: Bool
    let completion: ((Bool) -> Void)?

    private struct Change {
        let layer: CALayer
        let key: String
        let from: AnimationValue
        let onScreen: AnimationValue
    }
    private var changes: [Change] = []
    /// The changes recorded so far, in order (a property animator turns them into its own animations).
    var recordedChanges: [(layer: CALayer, key: String, from: AnimationValue, onScreen: AnimationValue)] {
        changes.map { ($0.layer, $0.key, $0.from, $0.onScreen) }
    }
    /// The keyframes of an `animateKeyframes` block (nil for other blocks) and the one whose changes are being made.
    var keyframes: [UIViewKeyframe]?
    var openKeyframe: Int?

    init(duration: Double, curve: UIView.AnimationCurve, options: UIView.AnimationOptions, disabled: Bool = false,
         completion: ((Bool) -> Void)? = nil, parent: UIViewAnimationContext?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
        self.options = options
        self.isDisabled = disabled
        self.completion = completion
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        autoreverses = options.contains(.autoreverse)
        if options.contains(.repeat) { repeatCount = .infinity }
        // Nested blocks inherit the outer duration and curve unless told otherwise (as UIKit does).
        if let parent, !parent.isDisabled {
            if !options.contains(.overrideInheritedDuration) { self.duration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { self.curve = parent.curve }
            if !options.contains(.overrideInheritedOptions) {
                self.options.formUnion(parent.options.intersection([.allowUserInteraction, .beginFromCurrentState]))
                beginsFromCurrentState = beginsFromCurrentState || parent.beginsFromCurrentState
            }
        }
    }

    /// Records a change of `key` on `layer` (the first change of a key keeps its starting values).
    func record(layer: CALayer, key: String, from: AnimationValue, onScreen: AnimationValue) {
        if let k = openKeyframe, keyframes?[k].touched.contains(where: { $0.layer === layer && $0.key == key }) == false {
            keyframes?[k].touched.append((layer, key))
        }
        guard !changes.contains(where: { $0.layer === layer && $0.key == key }) else { return }
        changes.append(Change(layer: layer, key: key, from: from, onScreen: onScreen))
    }

    /// Ends the block: creates one animation per changed property, all sharing the completion.
    func commit(engine: CAAnimationEngine) {
        if options.contains(.layoutSubviews) {
            var seen: [ObjectIdentifier] = []
            for c in changes {
                guard let view = c.layer.delegate as? UIView, !seen.contains(ObjectIdentifier(view)) else { continue }
                seen.append(ObjectIdentifier(view))
                view.layoutIfNeeded()
            }
        }
        let group = completion.map { done in CAAnimationCompletionGroup { done($0) } }
        if let keyframes {
            commitKeyframes(keyframes, group: group, engine: engine)
            group?.seal(engine: engine)
            return
        }
        for c in changes {
            guard let to = c.layer.animationValue(forKeyPath: c.key) else { continue }
            let from = beginsFromCurrentState ? c.onScreen : c.from
            guard from != to, duration > 0 else { continue }
            let anim: CABasicAnimation
            if let spring {
                let s = CASpringAnimation(keyPath: c.key)
                s.configure(dampingRatio: spring.dampingRatio, duration: duration, velocity: spring.velocity)
                anim = s
            } else {
                anim = CABasicAnimation(keyPath: c.key)
                anim.duration = duration
                anim.timingFunction = curve.timingFunction
            }
            anim.fromValue = from
            attach(anim, to: c.layer, forKey: c.key, group: group, engine: engine)
        }
        group?.seal(engine: engine)
    }

    /// Gives `anim` the block's repeat, autoreverse and delay and attaches it, sharing the block's completion.
    private func attach(_ anim: CAPropertyAnimation, to layer: CALayer, forKey key: String, group: CAAnimationCompletionGroup?,
                        engine: CAAnimationEngine) {
        anim.repeatCount = repeatCount
        anim.autoreverses = autoreverses
        if delay > 0 {
            anim.beginTime = engine.now + delay
            anim.fillMode = .backwards
        }
        let attachment = engine.attach(anim, to: layer, forKey: key, groups: group.map { [$0] } ?? [])
        attachment?.blocksInteraction = !options.contains(.allowUserInteraction)
    }

    /// One keyframe animation per changed property: from its value before the block, through the value each
    /// keyframe that changed it left, held between keyframes; changes made outside any keyframe span the whole block.
    private func commitKeyframes(_ keyframes: [UIViewKeyframe], group: CAAnimationCompletionGroup?, engine: CAAnimationEngine) {
        for c in changes {
            guard let to = c.layer.animationValue(forKeyPath: c.key), duration > 0 else { continue }
            var segments = keyframes.compactMap { k -> (Double, Double, AnimationValue)? in
                guard let v = k.values.first(where: { $0.layer === c.layer && $0.key == c.key })?.value else { return nil }
                return (k.start, k.start + k.duration, v)
            }.sorted { $0.0 < $1.0 }
            if segments.isEmpty { segments = [(0, 1, to)] }
            var values = [beginsFromCurrentState ? c.onScreen : c.from], times = [0.0]
            for (start, end, value) in segments {
                let s = min(max(start, times.last!), 1), e = min(max(end, s), 1)
                if keyframeCalculationMode == .discrete {
                    // A discrete keyframe's value shows from its start time.
                    values.append(value)
                    times.append(s)
                    continue
                }
                if s > times.last! { values.append(values.last!); times.append(s) }
                values.append(value)
                times.append(e)
            }
            if times.last! < 1 { values.append(values.last!); times.append(1) }
            guard values.contains(where: { $0 != values[0] }) else { continue }
            let anim = CAKeyframeAnimation(keyPath: c.key)
            anim.values = values
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = keyframeCalculationMode
            anim.duration = duration
            anim.timingFunction = curve.timingFunction
            attach(anim, to: c.layer, forKey: c.key, group: group, engine: engine)
        }
    }

    /// The keyframe block's calculation mode.
    var keyframeCalculationMode: CAAnimationCalculationMode = .linear
}

/// One `addKeyframe` call: when it runs (fractions of the block), the properties it changed and their values.
@MainActor
struct UIViewKeyframe {
    let start: Double
    let duration: Double
    var touched: [(layer: CALayer, key: String)] = []
    var values: [(layer: CALayer, key: String, value: AnimationValue)] = []
}

/// The action a view returns for its layer inside an animation block: records the change for the block.
@MainActor
final class UIViewAnimationRecorder: CAAction {
    let context: UIViewAnimationContext
    init(context: UIViewAnimationContext) { self.context = context }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer,
              let from = dict?["previousAnimationValue"] as? AnimationValue else { return }
        let onScreen = dict?["presentationAnimationValue"] as? AnimationValue ?? from
        context.record(layer: layer, key: event, from: from, onScreen: onScreen)
    }
}
