import Foundation

/// One animation attached to a layer: the animation plus the timing resolved when it was added.
@MainActor
final class CALayerAnimationAttachment {
    let key: String
    let animation: CAAnimation
    /// Absolute clock time of the first iteration's start.
    let beginTime: Double
    /// Absolute clock time the active period ends (infinity for endless repeats).
    let endTime: Double
    /// Order of attachment, for stable ordering of callbacks.
    let serial: Int
    /// True for UIView animations made without `.allowUserInteraction`: the view is not hit while it runs.
    var blocksInteraction = false
    /// True for property-animator animations without manual hit testing: the view is hit where it is drawn.
    var hitTestsPresentation = false
    /// True for property-animator animations: they show the animator's progress and end only when it removes
    /// them, so the engine's frame loop leaves them alone (a paused animator costs no frames).
    var isDrivenByAnimator = false
    /// Where an implicit animation without values of its own starts (the on-screen value before the change).
    var implicitFrom: AnimationValue?
    /// Completion groups (UIView blocks, transactions) waiting for this animation.
    var groups: [CAAnimationCompletionGroup] = []
    var didStart = false
    /// Set once it ended or was removed (its stop was reported).
    var hasStopped = false

    init(key: String, animation: CAAnimation, beginTime: Double, serial: Int) {
        self.key = key
        self.animation = animation
        self.beginTime = beginTime
        self.serial = serial
        let d = animation.effectiveDuration
        let cycle = animation.autoreverses ? 2 * d : d
        let active: Double
        if animation.repeatDuration > 0, animation.repeatDuration.isFinite {
            active = animation.repeatDuration
        } else {
            let count = animation.repeatCount.isNaN || animation.repeatCount <= 0 ? 1 : Double(animation.repeatCount)
            active = count.isInfinite ? .infinity : cycle * count
        }
        endTime = beginTime + active
    }

    /// The fraction of one iteration (after autoreverse and the timing function) at `now`, or nil when the
    /// animation shows nothing at that time (before the start without backwards fill, after the end without forwards fill).
    func fraction(at now: Double) -> (fraction: Double, iteration: Int)? {
        let a = animation
        let fill = a.fillMode
        let d = a.effectiveDuration
        var local = now - beginTime
        if local < 0 {
            guard fill == .backwards || fill == .both else { return nil }
            local = 0
        }
        let activeLength = endTime - beginTime
        var ended = false
        if local >= activeLength {
            if a.isRemovedOnCompletion && hasStopped { return nil }
            guard !hasStopped || fill == .forwards || fill == .both else { return nil }
            local = activeLength
            ended = true
        }
        let cycle = a.autoreverses ? 2 * d : d
        var iteration = Int((local / cycle).rounded(.down))
        var inCycle = local - Double(iteration) * cycle
        if ended && inCycle < 1e-12 && local > 0 {
            // Exactly at the end of an iteration: show that iteration's end, not the next one's start.
            iteration -= 1
            inCycle = cycle
        }
        var u = inCycle / d
        if u > 1 { u = 2 - u }
        u = min(max(u, 0), 1)
        let paced = a.usesTimingFunction ? (a.timingFunction?.evaluate(u) ?? u) : u
        return (paced, max(iteration, 0))
    }
}

/// A set of animations whose end one callback waits for (a UIView animation block, a CATransaction).
@MainActor
final class CAAnimationCompletionGroup {
    private var pending = 0
    private var sealed = false
    private var allFinished = true
    private let callback: (Bool) -> Void
    private(set) var didFire = false

    init(_ callback: @escaping (Bool) -> Void) { self.callback = callback }

    func add() { pending += 1 }

    /// A member stopped; `finished` is false when it was removed or replaced.
    func memberDidStop(finished: Bool, engine: CAAnimationEngine) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone(engine)
    }

    /// No more members will join.
    func seal(engine: CAAnimationEngine) {
        sealed = true
        fireIfDone(engine)
    }

    private func fireIfDone(_ engine: CAAnimationEngine) {
        guard sealed, pending <= 0, !didFire else { return }
        didFire = true
        let finished = allFinished
        let callback = callback
        engine.enqueue { callback(finished) }
    }
}

/// What the animation engine keeps on each layer: attached animations, the `actions` dictionary, and for a
/// presentation copy a link back to its model layer.
@MainActor
final class CALayerAnimationState {
    var attachments: [CALayerAnimationAttachment] = []
    var actions: [String: CAAction]?
    /// For presentation copies: the layer they present (nil once it is gone).
    var model: CALayer? { modelLink?.layer }
    private let modelLink: CALayerModelLink?
    let isPresentationCopy: Bool
    var cachedPresentation: (time: Double, revision: Int, layer: CALayer)?
    var revision = 0

    init(presentationOf model: CALayer? = nil) {
        modelLink = model?.modelLink
        isPresentationCopy = model != nil
    }
}

/// A presentation copy's link back to its model layer, held strongly by the copies and cleared by the model's
/// deinitialiser. Not a weak reference: that would give every animated layer a side table for good, and
/// each retain and release of such a layer (the compositor, layout and hit testing walk layers every frame)
/// takes the runtime's slow path.
final class CALayerModelLink: @unchecked Sendable {
    nonisolated(unsafe) private(set) unowned(unsafe) var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
    /// Called by the model layer's deinitialiser.
    nonisolated func clear() { layer = nil }
}
