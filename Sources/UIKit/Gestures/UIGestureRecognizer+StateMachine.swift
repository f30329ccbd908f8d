import Foundation

extension UIGestureRecognizer {
    /// UIKit's transitions: discrete possible -> recognized | failed; continuous possible -> began ->
    /// changed* -> ended | cancelled (or possible -> failed). Only a reset returns to possible.
    static func isAllowedTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    var environment: UIGestureEnvironment { UIApplication.shared.touchDispatcher.gestures }

    /// Validates a state change a subclass asked for and hands it to the arbitration.
    func requestTransition(to new: State) {
        if pendingState != nil {
            // Waiting for failure requirements: repeated requests to begin keep waiting; failing is allowed.
            switch new {
            case .failed: environment.apply(.failed, to: self)
            case .began, .changed, .ended: break
            default: break
            }
            return
        }
        let old = currentState
        guard Self.isAllowedTransition(from: old, to: new) else {
            if !(old == new && (new == .failed || new == .cancelled)) {
                UIApplication.shared.log("\(type(of: self)): refused state change \(old) -> \(new)")
            }
            return
        }
        if old == .possible && (new == .began || new == .ended) {
            environment.tryToRecognize(self, as: new)
        } else {
            environment.apply(new, to: self)
        }
    }

    /// Whether the recognizer still takes new touch events (not failed, not finished, not waiting to begin).
    var isReceivingTouches: Bool {
        guard isEnabled else { return false }
        switch currentState {
        case .possible, .began, .changed: return true
        default: return false
        }
    }

    /// Whether the recognizer has recognized in the current sequence (began, changed or recognized).
    var hasRecognized: Bool { currentState == .began || currentState == .changed || currentState == .ended }

    /// The number of live touches (what subclasses reason about inside their touch methods).
    var liveTouchCount: Int { trackedTouches.count }

    /// The centroid of the live touches in window coordinates (nil when none).
    var liveCentroid: CGPoint? {
        guard !trackedTouches.isEmpty else { return nil }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: trackedTouches.map(\.locationInWindow.x).reduce(0, +) / n,
                       y: trackedTouches.map(\.locationInWindow.y).reduce(0, +) / n)
    }

    /// Cancels or fails the recognizer because it was disabled or detached.
    func abandon() {
        guard isEngaged || currentState != .possible else { return }
        environment.batch {
            switch currentState {
            case .began, .changed: environment.apply(.cancelled, to: self)
            case .possible: environment.apply(.failed, to: self)
            default: break
            }
            for t in touchHistory { t.recognizers.removeAll { $0 === self } }
            trackedTouches.removeAll()
        }
    }

    /// Returns to `.possible` and clears per-gesture state.
    func resetToPossible() {
        currentState = .possible
        pendingState = nil
        for t in touchHistory { t.recognizers.removeAll { $0 === self } }
        trackedTouches.removeAll(); lastTouches.removeAll(); touchHistory.removeAll()
        isEngaged = false
        for timer in timers { timer.invalidate() }
        timers.removeAll()
        reset()
    }

    func sendActions() {
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions { action.handler(self) }
    }
}
