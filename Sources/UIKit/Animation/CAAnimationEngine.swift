import Foundation

/// Runs every layer animation of the application: ticked once per frame by the run loop (a `UIFrameObserver`),
/// it marks animating layers for compositing, ends finished animations and calls completions in order.
/// It also holds the open `CATransaction`s and UIView animation blocks. Active (frames at 60 Hz) only while
/// an animation runs or a callback waits; idle otherwise.
@MainActor
final class CAAnimationEngine: UIFrameObserver {
    private let clock: () -> Double
    /// Layers with animations that have not ended, in the order they first got one.
    private var animatingLayers: [CALayer] = []
    private var transactions: [CATransactionState] = []
    /// Callbacks (completions, delegate calls) to run at the next tick, in order.
    private var pending: [() -> Void] = []
    private var serial = 0
    /// The open UIView animation blocks, innermost last.
    var viewContexts: [UIViewAnimationContext] = []
    /// Property animators that are running, ticked at the start of each frame (they finish there).
    var runningPropertyAnimators: [UIViewPropertyAnimator] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var viewAnimationsEnabled = true
    /// Layers that joined an on-screen tree since the last frame (not yet committed: no implicit animations).
    private var pendingCommit: Set<ObjectIdentifier> = []

    init(clock: @escaping () -> Double) { self.clock = clock }

    var now: Double { clock() }

    // MARK: UIFrameObserver
    var isActive: Bool {
        !pending.isEmpty || transactions.contains(where: \.isImplicit) || !animatingLayers.isEmpty || !pendingCommit.isEmpty
            || !runningPropertyAnimators.isEmpty
    }

    func frameWillRender(at time: TimeInterval) {
        flushImplicitTransaction()
        pendingCommit.removeAll(keepingCapacity: true)
        for animator in runningPropertyAnimators { animator.frameWillRender(at: time) }
        var stopped: [(CALayerAnimationAttachment, CALayer)] = []
        var stillAnimating: [CALayer] = []
        for layer in animatingLayers {
            guard let state = layer.animationState else { continue }
            var changed = false
            var running = false
            // A property animator's animations move with the animator, which refreshes them itself.
            for a in state.attachments where !a.hasStopped && !a.isDrivenByAnimator {
                if !a.didStart && time >= a.beginTime {
                    a.didStart = true
                    if let d = a.animation.delegate { let anim = a.animation; enqueue { d.animationDidStart(anim) } }
                }
                if time >= a.endTime {
                    stopped.append((a, layer))
                    changed = true
                } else {
                    running = true
                    if time >= a.beginTime || a.animation.fillMode == .backwards || a.animation.fillMode == .both { changed = true }
                }
            }
            if changed { layer.animationsDidChangePresentation() }
            if running { stillAnimating.append(layer) }
        }
        // Natural ends, in the order they ended (ties: the order they were added).
        stopped.sort { ($0.0.endTime, $0.0.serial) < ($1.0.endTime, $1.0.serial) }
        for (a, layer) in stopped {
            if a.animation.isRemovedOnCompletion { layer.animationState?.attachments.removeAll { $0 === a } }
            stop(a, finished: true)
        }
        animatingLayers = stillAnimating
        runPending()
    }

    func notePendingCommit(_ layer: CALayer) { pendingCommit.insert(ObjectIdentifier(layer)) }
    func isPendingCommit(_ layer: CALayer) -> Bool { !pendingCommit.isEmpty && pendingCommit.contains(ObjectIdentifier(layer)) }

    /// Queues `callback` for the start of the next frame (keeps the engine active until then).
    func enqueue(_ callback: @escaping () -> Void) { pending.append(callback) }

    private func runPending() {
        // Callbacks may add animations or queue more callbacks; those run at the next frame.
        let batch = pending
        pending = []
        for callback in batch { callback() }
    }

    // MARK: Attaching
    /// Attaches `animation` to `layer` under `key`, replacing (and stopping with finished == false) any
    /// animation under the same key. Returns the attachment for UIKit's bookkeeping.
    @discardableResult
    func attach(_ animation: CAAnimation, to layer: CALayer, forKey key: String?, groups extraGroups: [CAAnimationCompletionGroup] = []) -> CALayerAnimationAttachment? {
        let state = layer.ensureAnimationState()
        guard !state.isPresentationCopy else { return nil }
        let t = now
        var begin = animation.beginTime
        if !(begin.isFinite && begin > 0) { begin = t }
        serial += 1
        let resolvedKey = key ?? "anonymous-\(serial)"
        if let key, let old = state.attachments.first(where: { $0.key == key }) {
            state.attachments.removeAll { $0 === old }
            stop(old, finished: false)
        }
        let attachment = CALayerAnimationAttachment(key: resolvedKey, animation: animation, beginTime: begin, serial: serial)
        let groups = extraGroups + transactions.compactMap(\.group)
        for g in groups { g.add() }
        attachment.groups = groups
        state.attachments.append(attachment)
        if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
        layer.animationsDidChangePresentation()
        return attachment
    }

    /// Detaches and reports one animation (removal: finished == false).
    func remove(_ attachment: CALayerAnimationAttachment, from layer: CALayer) {
        guard let state = layer.animationState else { return }
        state.attachments.removeAll { $0 === attachment }
        if !attachment.hasStopped { stop(attachment, finished: false) }
        layer.animationsDidChangePresentation()
    }

    private func stop(_ a: CALayerAnimationAttachment, finished: Bool) {
        guard !a.hasStopped else { return }
        a.hasStopped = true
        if let d = a.animation.delegate { let anim = a.animation; enqueue { d.animationDidStop(anim, finished: finished) } }
        for g in a.groups { g.memberDidStop(finished: finished, engine: self) }
    }

    // MARK: Transactions
    func beginTransaction(implicit: Bool) { transactions.append(CATransactionState(implicit: implicit)) }

    func commitTransaction() {
        guard let index = transactions.lastIndex(where: { !$0.isImplicit }) else {
            UIApplication.shared.log("CATransaction.commit() without a matching begin(); ignored")
            return
        }
        // An implicit transaction opened inside this one ends with it.
        let closing = transactions[index...]
        transactions.removeSubrange(index...)
        for t in closing.reversed() { t.group?.seal(engine: self) }
    }

    func flushImplicitTransaction() {
        guard let index = transactions.firstIndex(where: \.isImplicit) else { return }
        let closing = transactions[index...]
        transactions.removeSubrange(index...)
        for t in closing.reversed() { t.group?.seal(engine: self) }
    }

    /// The innermost open transaction, opening the implicit one when none is.
    var currentTransaction: CATransactionState {
        if let t = transactions.last { return t }
        beginTransaction(implicit: true)
        return transactions[transactions.count - 1]
    }

    /// A setting from the innermost transaction that set it.
    func transactionValue<T>(_ key: KeyPath<CATransactionState, T?>) -> T? {
        for t in transactions.reversed() { if let v = t[keyPath: key] { return v } }
        return nil
    }

    /// Whether `layer` has a running animation that blocks touches (UIView animations without `.allowUserInteraction`).
    func blocksInteraction(_ layer: CALayer) -> Bool {
        guard let state = layer.animationState else { return false }
        return state.attachments.contains { $0.blocksInteraction && !$0.hasStopped }
    }
}
