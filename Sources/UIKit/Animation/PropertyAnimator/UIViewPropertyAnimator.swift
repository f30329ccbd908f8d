import Foundation

/// Animates view property changes like `UIView.animate`, but as an object you control: start, pause,
/// scrub (`fractionComplete`), reverse, stop and finish, add animations and completions while it runs.
/// Driven by the application's clock; the animated layers' presentation shows the animator's progress.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The pacing of the animations.
    public private(set) var timingParameters: UITimingCurveProvider?
    /// The animation's length in seconds (a physical spring's own settling time takes its place).
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)` (0 otherwise).
    public private(set) var delay: TimeInterval = 0
    /// Whether the animations can be paused and stopped (else they run to the end once started).
    /// Can't be changed while the animator is active.
    open var isInterruptible = true {
        didSet {
            if rejectsChange("isInterruptible", isInterruptible, oldValue) { isInterruptible = oldValue }
        }
    }
    /// Whether the animated views receive touches while they animate. Can't be changed while active.
    open var isUserInteractionEnabled = true {
        didSet {
            if rejectsChange("isUserInteractionEnabled", isUserInteractionEnabled, oldValue) { isUserInteractionEnabled = oldValue }
        }
    }
    /// False (the default): the animated views are hit-tested where they are drawn (their presentation);
    /// true: hit testing uses their model geometry and you decide what a touch hits.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves the properties linearly (the default) or along its curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end (no completions) instead of finishing.
    open var pausesOnCompletion = false

    /// Inactive until started or paused, active while running or paused, stopped after `stopAnimation(false)`.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// The animations added but not run yet (they run when the animator becomes active).
    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    var groups: [UIViewPropertyAnimatorGroup] = []
    /// While running: how the fraction moves. Nil while paused, inactive or stopped.
    private var segment: Segment?
    /// The fraction while not running.
    private var heldFraction: Double = 0
    private var reversed = false
    private var pacing: AnimatorPacing

    /// One stretch of motion from `startFraction` to `endFraction` (1, or 0 reversed) over `seconds` from `startTime`.
    /// With `remap`, each group goes from the progress it had (`startProgress`) to its end along `remap`'s
    /// pacing (after scrubbing or `continueAnimation`); without, its progress is the animator's pacing of its fraction.
    private struct Segment {
        var startTime: Double
        var startFraction: Double
        var endFraction: Double
        var seconds: Double
        var remap: (pacing: AnimatorPacing, startProgress: [Double])?
    }

    // MARK: Creating
    /// An animator of `duration` seconds with the given timing; `timingParameters` is kept.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        if duration.isFinite && duration >= 0 {
            self.duration = duration
        } else {
            UIApplication.shared.log("UIViewPropertyAnimator: duration \(duration) is not a finite, non-negative number; using 0")
            self.duration = 0
        }
        timingParameters = parameters
        pacing = AnimatorPacing(parameters, duration: self.duration)
        owningApp = UIApplication.shared
    }

    /// UIKit raises when an active or stopped animator is released; here it is logged and the animations
    /// removed (the model keeps its end values), so nothing keeps animating for an animator that is gone.
    isolated deinit {
        // Not `UIApplication.shared`: the animator may go while that is being replaced (the old app's engine releasing it).
        guard state != .inactive, let app = owningApp else { return }
        app.log("UIViewPropertyAnimator: it is an error to release a paused or stopped property animator; property animators must either finish animating or be explicitly stopped and finished before they can be released")
        for g in groups { g.detach(engine: app.animationEngine) }
    }

    /// The application the animator was made in (for its deinitialiser).
    private weak var owningApp: UIApplication?

    /// The duration used for timing: a physical spring's settling time, else `duration`.
    var effectiveDuration: Double {
        (timingParameters?.springTimingParameters?.intrinsicDuration).map { $0 } ?? duration
    }

    private var engine: CAAnimationEngine { UIApplication.shared.animationEngine }
    private var now: Double { engine.now }

    // MARK: State
    /// Whether the animator is active and not paused (a pending start delay counts as running).
    public var isRunning: Bool { state == .active && segment != nil }

    /// Whether the animations run back toward the start values; changing it while running turns them around
    /// where they are (along the same curve).
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else { return }
            let f = fraction(at: now)
            let progress = groups.indices.map { currentProgress(ofGroup: $0, at: now) }
            reversed = newValue
            guard let s = segment else { return }
            // Turn around where the animation is now: along the same curve when it follows the animator's
            // pacing, else from the current progress to the other end.
            let t = max(now, s.startTime)
            let matchesPacing = s.remap == nil
            startSegment(from: f, progress: progress, at: t, pacing: matchesPacing ? nil : pacing, durationFactor: 1)
        }
    }

    /// The time progress, 0...1. Settable while paused (an inactive animator becomes active and paused) to
    /// scrub; setting it while running has no effect (logged), as in UIKit.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: now)) }
        set {
            guard newValue.isFinite else {
                UIApplication.shared.log("UIViewPropertyAnimator.fractionComplete: \(newValue) is not finite; ignored")
                return
            }
            switch state {
            case .stopped:
                UIApplication.shared.log("UIViewPropertyAnimator.fractionComplete: the animator is stopped; ignored")
                return
            case .inactive:
                guard isInterruptible else {
                    UIApplication.shared.log("UIViewPropertyAnimator.fractionComplete: a non-interruptible animator can't be scrubbed; ignored")
                    return
                }
                activate()
            case .active:
                guard segment == nil else {
                    UIApplication.shared.log("UIViewPropertyAnimator.fractionComplete: set while running has no effect; pause the animator first")
                    return
                }
            }
            heldFraction = min(max(Double(newValue), 0), 1)
            for g in groups {
                let l = g.localFraction(heldFraction)
                g.heldProgress = scrubsLinearly ? l : pacing.progress(l)
            }
            presentationDidChange()
        }
    }

    // MARK: Starting, pausing, stopping
    /// Starts the animations, or resumes paused ones from where they are.
    public func startAnimation() { start(afterDelay: 0) }

    /// Starts (or resumes) the animations after `delay` seconds; `delay` keeps the value.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            UIApplication.shared.log("UIViewPropertyAnimator.startAnimation(afterDelay:): delay \(delay) is not a finite, non-negative number; starting now")
            start(afterDelay: 0)
            return
        }
        start(afterDelay: delay)
    }

    private func start(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            UIApplication.shared.log("UIViewPropertyAnimator.startAnimation: it is an error to start a stopped animator; call finishAnimation(at:) first. Ignored")
            return
        case .inactive:
            activate()
        case .active:
            if segment != nil { return }
        }
        self.delay = delay
        let progress = groups.map(\.heldProgress)
        // Resuming along the animator's own curve when nothing moved the groups off it; else from where they are.
        let onCurve = groups.allSatisfy { abs($0.heldProgress - pacing.progress($0.localFraction(heldFraction))) < 1e-9 }
        startSegment(from: heldFraction, progress: progress, at: now + delay, pacing: onCurve ? nil : pacing, durationFactor: 1)
    }

    /// Pauses running animations where they are; an inactive animator runs its blocks and pauses at the start.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            UIApplication.shared.log("UIViewPropertyAnimator.pauseAnimation: the animator is stopped; ignored")
        case .inactive, .active:
            guard isInterruptible else {
                UIApplication.shared.log("UIViewPropertyAnimator.pauseAnimation: a non-interruptible animator can't be paused; ignored")
                return
            }
            if state == .inactive { activate(); return }
            hold(at: now)
        }
    }

    /// Stops the animations, the model taking the on-screen values: to inactive without completions (`true`)
    /// or to stopped, waiting for `finishAnimation(at:)` (`false`).
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            UIApplication.shared.log("UIViewPropertyAnimator.stopAnimation(_:): the animator is not active; ignored")
            return
        }
        guard isInterruptible else {
            UIApplication.shared.log("UIViewPropertyAnimator.stopAnimation(_:): a non-interruptible animator can't be stopped; ignored")
            return
        }
        hold(at: now)
        // The model takes the on-screen values and the animations go.
        for g in groups {
            g.setModel(to: g.heldProgress)
            g.detach(engine: engine)
        }
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            stoppedGroups = groups
            state = .stopped
        }
        groups = []
    }

    /// Completes a stopped animator: the properties go to the end, the start or stay (`.current`), then the
    /// completions run with `finalPosition`. On an animator that is not stopped it is logged and ignored.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIApplication.shared.log("UIViewPropertyAnimator.finishAnimation(at:): finishAnimation may only be called on a stopped animator (state \(state)); ignored")
            return
        }
        if finalPosition != .current {
            for g in stoppedGroups { g.setModel(to: finalPosition == .end ? 1 : 0) }
        }
        stoppedGroups = []
        state = .inactive
        callCompletions(finalPosition)
    }

    /// The groups of a stopped animator, kept for `finishAnimation(at:)` to move.
    private var stoppedGroups: [UIViewPropertyAnimatorGroup] = []

    // MARK: Adding
    /// Adds a block of view changes: run when the animator becomes active, or at once (over the remaining
    /// time) when it already is.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block whose animations start after `delayFactor` (0...1) of the remaining time and end with the others.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !(factor.isFinite && factor >= 0 && factor <= 1) {
            UIApplication.shared.log("UIViewPropertyAnimator.addAnimations(_:delayFactor:): delay factor \(delayFactor) is outside 0...1; clamped")
            factor = factor.isFinite ? min(max(factor, 0), 1) : 0
        }
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: run(animation, delayFactor: factor)
        case .stopped:
            UIApplication.shared.log("UIViewPropertyAnimator.addAnimations: the animator is stopped; the changes apply without animation")
            UIView.performWithoutAnimation(animation)
        }
    }

    /// Adds a block called, in the order added, with the position the animations finished at.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes the animations from where they are with `parameters` (nil: the animator's own) over the remaining
    /// part of `durationFactor` times the duration.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            UIApplication.shared.log("UIViewPropertyAnimator.continueAnimation: the animator is not active (state \(state)); ignored")
            return
        }
        var factor = Double(durationFactor)
        if !(factor.isFinite && factor >= 0) {
            UIApplication.shared.log("UIViewPropertyAnimator.continueAnimation: duration factor \(durationFactor) is not a finite, non-negative number; using 1")
            factor = 1
        }
        if segment != nil { hold(at: now) }
        let newPacing = parameters.map { AnimatorPacing($0, duration: effectiveDuration * factor) } ?? pacing
        startSegment(from: heldFraction, progress: groups.map(\.heldProgress), at: now, pacing: newPacing, durationFactor: factor)
    }

    // MARK: Progress
    /// The fraction (time progress) at `t`.
    private func fraction(at t: Double) -> Double {
        guard let s = segment else { return heldFraction }
        return s.startFraction + (s.endFraction - s.startFraction) * segmentTime(s, t)
    }

    private func segmentTime(_ s: Segment, _ t: Double) -> Double {
        guard s.seconds > 0 else { return t >= s.startTime ? 1 : 0 }
        return min(max((t - s.startTime) / s.seconds, 0), 1)
    }

    /// The progress (0: start values, 1: end values) group `index` shows at `t`.
    func currentProgress(ofGroup index: Int, at t: Double) -> Double {
        guard index < groups.count else { return 1 }
        let g = groups[index]
        guard let s = segment else { return g.heldProgress }
        let f = fraction(at: t)
        guard let remap = s.remap else { return pacing.progress(g.localFraction(f)) }
        let l0 = g.localFraction(s.startFraction), l1 = g.localFraction(s.endFraction)
        let v0 = index < remap.startProgress.count ? remap.startProgress[index] : 0
        let local = l1 == l0 ? 1 : (g.localFraction(f) - l0) / (l1 - l0)
        return v0 + (l1 - v0) * remap.pacing.progress(local)
    }

    /// Starts moving from fraction `f` (groups at `progress`) toward the end the direction gives, from time `t`.
    /// `remapPacing` nil: progress follows the animator's pacing of the fraction; else each group goes from
    /// its progress to its end along `remapPacing`.
    private func startSegment(from f: Double, progress: [Double], at t: Double, pacing remapPacing: AnimatorPacing?,
                              durationFactor: Double) {
        let end: Double = reversed ? 0 : 1
        let seconds = abs(end - f) * effectiveDuration * durationFactor
        segment = Segment(startTime: t, startFraction: f, endFraction: end, seconds: seconds,
                          remap: remapPacing.map { ($0, progress) })
        if !engine.runningPropertyAnimators.contains(where: { $0 === self }) { engine.runningPropertyAnimators.append(self) }
        presentationDidChange()
    }

    /// Freezes the fraction and each group's progress at `t` (stops running).
    private func hold(at t: Double) {
        let f = fraction(at: t)
        for i in groups.indices { groups[i].heldProgress = currentProgress(ofGroup: i, at: t) }
        heldFraction = f
        segment = nil
        engine.runningPropertyAnimators.removeAll { $0 === self }
        presentationDidChange()
    }

    /// Called by the animation engine at the start of each frame while running: refreshes what the animated
    /// layers show, and finishes at the end.
    func frameWillRender(at time: Double) {
        guard let s = segment, state == .active else { return }
        if time >= s.startTime { presentationDidChange() }
        guard time >= s.startTime + s.seconds else { return }
        hold(at: time)
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        if pausesOnCompletion { return }
        for g in groups {
            if position == .start { g.setModel(to: 0) }
            g.detach(engine: engine)
        }
        groups = []
        state = .inactive
        let callbacks = completions
        completions = []
        engine.enqueue { for c in callbacks { c(position) } }
    }

    // MARK: Internals
    /// Inactive to active: runs the pending animation blocks (their changes become animations).
    private func activate() {
        state = .active
        segment = nil
        heldFraction = reversed ? 1 : 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for b in blocks { run(b.block, delayFactor: b.delayFactor) }
    }

    /// Runs one animation block, records its changes and attaches them as one group.
    private func run(_ block: () -> Void, delayFactor: Double) {
        let f = fraction(at: now)
        let start = reversed ? f : f + delayFactor * (1 - f)
        let group = UIViewPropertyAnimatorGroup.record(block, animator: self, index: groups.count, startFraction: start,
                                                       blocksInteraction: !isUserInteractionEnabled,
                                                       hitTestsPresentation: !isManualHitTestingEnabled)
        group.heldProgress = segment == nil ? pacing.progress(group.localFraction(heldFraction)) : 0
        groups.append(group)
        if var s = segment, var remap = s.remap {
            remap.startProgress.append(0)
            s.remap = remap
            segment = s
        }
        presentationDidChange()
    }

    private func callCompletions(_ position: UIViewAnimatingPosition) {
        let callbacks = completions
        completions = []
        for c in callbacks { c(position) }
    }

    private func presentationDidChange() {
        for g in groups { g.presentationDidChange() }
    }

    /// Whether a change of `name` must be undone (the animator is active: UIKit raises, this logs).
    private func rejectsChange(_ name: String, _ value: Bool, _ old: Bool) -> Bool {
        guard state == .active, value != old else { return false }
        UIApplication.shared.log("UIViewPropertyAnimator.\(name) can't be changed while the animator is active; kept \(old)")
        return true
    }
}
