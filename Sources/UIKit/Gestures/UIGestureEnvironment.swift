import Foundation

/// Arbitrates between the gesture recognizers that receive the same touches, as UIKit does: recognizers
/// see touches before views; one recognizer wins unless simultaneous recognition is allowed; failure
/// requirements hold a recognizer in `.possible` until the other fails; recognizers reset once finished.
@MainActor
final class UIGestureEnvironment {
    weak var dispatcher: UITouchDispatcher?
    /// Recognizers that received touches since their last reset.
    private(set) var engaged: [UIGestureRecognizer] = []
    private var depth = 0

    /// Runs `body`, then resets finished recognizers and releases held view deliveries (outermost call only).
    func batch(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { cleanup() }
    }

    // MARK: Touches

    /// The recognizers a new touch goes to: those of the hit view and its ancestors, nearest first,
    /// that are enabled, still taking touches and whose delegate agrees.
    func recognizers(for touch: UITouch, hitView: UIView, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view: UIView? = hitView
        while let v = view {
            for g in v.attachedGestureRecognizers where g.acceptsTouches && g.isReceivingTouches && g.pendingState == nil {
                if g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true { result.append(g) }
            }
            view = v.superview
        }
        return result
    }

    /// Sends the changed touches to their recognizers, grouped per recognizer and phase.
    func deliver(_ changed: [UITouch], event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for t in changed { for g in t.recognizers where !order.contains(where: { $0 === g }) { order.append(g) } }
        // Engage first, so failure requirements see every recognizer of these touches.
        for g in order {
            for t in changed where t.phase == .began && t.recognizers.contains(where: { $0 === g }) {
                if !g.isEngaged { g.isEngaged = true; engaged.append(g) }
                g.trackedTouches.append(t); g.touchHistory.append(t)
                g.lastTouches.removeAll()
            }
        }
        for g in order {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard g.isReceivingTouches || (g.pendingState != nil && phase != .began) else { break }
                let touches = changed.filter { t in
                    (t.phase == phase || (phase == .moved && t.phase == .stationary)) && t.recognizers.contains { $0 === g }
                }
                guard !touches.isEmpty else { continue }
                let set = Set(touches)
                switch phase {
                case .began: g.touchesBegan(set, with: event)
                case .moved, .stationary: g.touchesMoved(set, with: event)
                case .ended, .cancelled:
                    g.trackedTouches.removeAll { set.contains($0) }
                    if g.trackedTouches.isEmpty { g.lastTouches = touches }
                    if phase == .ended { g.touchesEnded(set, with: event) } else { g.touchesCancelled(set, with: event) }
                }
            }
        }
    }

    // MARK: View delivery policy

    /// Whether a new touch is kept from its view because a recognizer that cancels touches is already active.
    func claims(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.cancelsTouchesInView && ($0.currentState == .began || $0.currentState == .changed) }
    }

    /// Whether the view's touchesBegan for `touch` must wait (a `delaysTouchesBegan` recognizer is undecided).
    func holdsBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0.currentState == .possible }
    }

    /// Whether the view's touchesEnded for `touch` must wait (a `delaysTouchesEnded` recognizer is undecided).
    func holdsEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.currentState == .possible }
    }

    // MARK: Arbitration

    /// A recognizer wants to leave `.possible` (began for continuous, recognized for discrete).
    func tryToRecognize(_ g: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        batch {
            guard shouldBegin(g) else { apply(.failed, to: g); return }
            let preventedBy = engaged.first { h in
                h !== g && h.hasRecognized && shareTouches(g, h) && !simultaneous(g, h)
                    && h.canPrevent(g) && g.canBePrevented(by: h)
            }
            if preventedBy != nil { apply(.failed, to: g); return }
            let requirements = failureRequirements(of: g)
            if requirements.contains(where: \.hasRecognized) { apply(.failed, to: g); return }
            if requirements.contains(where: { $0.currentState == .possible }) { g.pendingState = new; return }
            g.pendingState = nil
            apply(new, to: g, recognizing: true)
        }
    }

    /// Moves `g` to `new` and does what follows: preventing rivals, cancelling view touches, actions,
    /// releasing recognizers that waited for `g` to fail.
    func apply(_ new: UIGestureRecognizer.State, to g: UIGestureRecognizer, recognizing: Bool = false) {
        batch {
            g.currentState = new
            if !g.isEngaged && new != .began && new != .changed {
                // Driven without touches (e.g. by code): reset like any finished recognizer.
                g.isEngaged = true; engaged.append(g)
            }
            switch new {
            case .began:
                recognized(g)
            case .ended where recognizing:
                recognized(g)
            case .changed, .ended, .cancelled:
                g.sendActions()
            case .failed:
                g.pendingState = nil
                for t in g.touchHistory { t.recognizers.removeAll { $0 === g } }
                resolvePending()
            default:
                break
            }
        }
    }

    /// `g` began, or ended as a discrete gesture: rivals it prevents and recognizers waiting for it to fail
    /// fail, view touches cancel when it says so, and its actions run.
    private func recognized(_ g: UIGestureRecognizer) {
        for h in engaged where h !== g && h.currentState == .possible && shareTouches(g, h) {
            let waitsForG = failureRequirements(of: h).contains { $0 === g }
            if waitsForG || (!simultaneous(g, h) && g.canPrevent(h) && h.canBePrevented(by: g)) {
                apply(.failed, to: h)
            }
        }
        for h in engaged where h !== g && h.pendingState != nil && failureRequirements(of: h).contains(where: { $0 === g }) {
            apply(.failed, to: h)
        }
        if g.cancelsTouchesInView {
            dispatcher?.cancelInViews(g.touchHistory, event: nil)
        }
        g.sendActions()
    }

    /// Recognizers waiting on failure requirements that are now decided: begin them or fail them.
    private func resolvePending() {
        for h in engaged where h.pendingState != nil {
            guard let wanted = h.pendingState else { continue }
            let requirements = failureRequirements(of: h)
            if requirements.contains(where: \.hasRecognized) {
                apply(.failed, to: h)
            } else if !requirements.contains(where: { $0.currentState == .possible }) {
                h.pendingState = nil
                tryToRecognize(h, as: wanted)
            }
        }
    }

    /// The engaged recognizers `g` must wait for: `require(toFail:)`, subclass hooks and delegates.
    func failureRequirements(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        engaged.filter { h in
            guard h !== g else { return false }
            return g.failureRequirements.contains { $0.recognizer === h }
                || g.shouldRequireFailure(of: h) || h.shouldBeRequiredToFail(by: g)
                || g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: h) == true
                || h.delegate?.gestureRecognizer(h, shouldBeRequiredToFailBy: g) == true
        }
    }

    /// Either delegate allowing it is enough, as in UIKit.
    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touchHistory.contains { t in b.touchHistory.contains(t) }
    }

    /// The delegate, the recognizer's view and the touched views may all veto beginning.
    private func shouldBegin(_ g: UIGestureRecognizer) -> Bool {
        if g.delegate?.gestureRecognizerShouldBegin(g) == false { return false }
        var views: [UIView] = g.view.map { [$0] } ?? []
        for t in g.touchHistory { if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) } }
        return views.allSatisfy { $0.gestureRecognizerShouldBegin(g) }
    }

    // MARK: Reset

    /// Resets recognizers that finished and whose touches all ended; releases held view deliveries.
    private func cleanup() {
        depth += 1
        defer { depth -= 1 }
        // Releasing held touches runs view code that may start or end gestures: repeat until quiet (bounded).
        for _ in 0..<8 {
            let done = engaged.filter { g in
                (g.currentState == .ended || g.currentState == .cancelled || g.currentState == .failed)
                    && g.touchHistory.allSatisfy { $0.isFinished }
            }
            for g in done {
                engaged.removeAll { $0 === g }
                g.resetToPossible()
            }
            dispatcher?.releaseHeldTouches()
            let more = engaged.contains { g in
                (g.currentState == .ended || g.currentState == .cancelled || g.currentState == .failed)
                    && g.touchHistory.allSatisfy { $0.isFinished }
            }
            if !more { break }
        }
    }
}
