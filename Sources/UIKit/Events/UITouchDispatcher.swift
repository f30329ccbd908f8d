import Foundation

/// Turns finger records into `UITouch` objects and `UIEvent`s, and delivers them with UIKit's rules:
/// a touch keeps the view it hit at began; fingers that change in the same input batch arrive in one
/// call; every touch a view saw begin ends or is cancelled there exactly once.
@MainActor
final class UITouchDispatcher {
    /// Seconds within which a new touch near the previous tap counts up `tapCount`.
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far (points) a touch may be from the previous tap, and may move, to count as a repeated tap.
    static let multipleTapRadius: CGFloat = 30

    /// Live touches by platform finger id.
    private(set) var activeTouches: [Int: UITouch] = [:]
    /// Finished touches whose view still waits for a held touchesBegan/touchesEnded.
    var heldTouches: [UITouch] = []
    /// The gesture recognizers' arbitration.
    let gestures = UIGestureEnvironment()

    private struct Record { let finger: Int; let phase: UITouch.Phase; let location: CGPoint; let timestamp: TimeInterval }
    private var pending: [Record] = []
    private struct RecentTap { let location: CGPoint; let time: TimeInterval; let count: Int; weak var window: UIWindow? }
    private var recentTaps: [RecentTap] = []
    /// The one touch event object, reused while any finger is down (UIKit reuses it for a whole sequence).
    private var touchEvent: UIEvent?

    init() { gestures.dispatcher = self }

    // MARK: Input batching

    /// Queues one finger record; records of different fingers queued together are delivered as one event.
    func enqueue(finger: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite, timestamp.isFinite else {
            UIApplication.shared.log("Touches: ignored a finger record with non-finite values")
            return
        }
        if pending.contains(where: { $0.finger == finger }) { flush() }
        pending.append(Record(finger: finger, phase: phase, location: location, timestamp: timestamp))
    }

    /// Delivers the queued records as one touch event (per window).
    func flush() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll()
        let app = UIApplication.shared
        var changed: [UITouch] = []
        var finished: [UITouch] = []
        func emit(_ timestamp: TimeInterval) {
            guard !changed.isEmpty else { return }
            // Hit-test new touches in arrival order, so exclusivity sees the earlier fingers of the batch.
            for touch in changed where touch.phase == .began { prepareNewTouch(touch) }
            sendBatch(changed, finished: finished, timestamp: timestamp)
            changed.removeAll(); finished.removeAll()
        }
        for record in batch {
            switch record.phase {
            case .began:
                if let stale = activeTouches[record.finger] {
                    emit(record.timestamp)
                    cancel([stale], timestamp: record.timestamp)
                }
                guard !app.isIgnoringInteractionEvents, let window = app.keyWindow, !window.isHidden else { continue }
                let touch = UITouch(fingerID: record.finger, location: record.location, timestamp: record.timestamp, window: window)
                activeTouches[record.finger] = touch
                changed.append(touch)
            case .moved, .stationary:
                guard let touch = activeTouches[record.finger], touch.locationInWindow != record.location else { continue }
                if changed.contains(touch) {
                    emit(record.timestamp)
                    // That delivery may have cancelled the touch (its view left the window): then it is over.
                    guard activeTouches[record.finger] === touch else { continue }
                }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = record.location
                touch.phase = .moved
                touch.timestamp = record.timestamp
                changed.append(touch)
            case .ended, .cancelled:
                guard let touch = activeTouches[record.finger] else { continue }
                // Down and up in one batch: the began goes out first, then this ending.
                if changed.contains(touch) {
                    emit(record.timestamp)
                    guard activeTouches[record.finger] === touch else { continue }  // cancelled meanwhile
                }
                activeTouches.removeValue(forKey: record.finger)
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = record.location
                touch.phase = record.phase
                touch.timestamp = record.timestamp
                changed.append(touch)
                finished.append(touch)
            }
        }
        emit(batch[batch.count - 1].timestamp)
    }

    private func sendBatch(_ changed: [UITouch], finished: [UITouch], timestamp: TimeInterval) {
        for touch in changed where touch.phase == .ended { recordTap(touch) }
        for t in activeTouches.values where !changed.contains(t) { t.phase = .stationary }
        let event = currentEvent(timestamp: timestamp)
        event.touchSet = Set(activeTouches.values).union(finished).union(changed)
        event.changedTouchList = changed
        event.buttonMask = event.touchSet.contains { $0.type == .indirectPointer && !$0.isFinished } ? .primary : []
        event.modifierFlags = UIApplication.shared.heldModifierFlags
        UIApplication.shared.sendEvent(event)
        if activeTouches.isEmpty { touchEvent = nil }
    }

    private func currentEvent(timestamp: TimeInterval) -> UIEvent {
        let event = touchEvent ?? UIEvent(type: .touches, timestamp: timestamp)
        event.timestamp = timestamp
        touchEvent = event
        return event
    }

    // MARK: New touches

    /// Hit-tests a new touch, applies `isExclusiveTouch` / `isMultipleTouchEnabled`, collects its
    /// gesture recognizers and sets its tap count.
    private func prepareNewTouch(_ touch: UITouch) {
        guard let window = touch.window else { touch.delivery.finished = true; return }
        let event = currentEvent(timestamp: touch.timestamp)
        let hit = window.hitTest(window.convert(touch.locationInWindow, from: nil), with: event)
        touch.view = hit
        touch.tapCount = tapCount(for: touch)
        guard let hit else { touch.delivery.finished = true; return }
        let others = activeTouches.values.filter { $0 !== touch && $0.window === window && $0.view != nil }
        let blockedByExclusive = others.contains { $0.view !== hit && $0.view?.isExclusiveTouch == true }
            || (hit.isExclusiveTouch && others.contains { $0.view !== hit })
        if blockedByExclusive {
            touch.delivery.finished = true
            return
        }
        if !hit.isMultipleTouchEnabled && others.contains(where: { $0.view === hit }) {
            // The view keeps its first finger; gesture recognizers still see this one.
            touch.delivery.finished = true
        }
        touch.recognizers = gestures.recognizers(for: touch, hitView: hit, event: event)
    }

    private func tapCount(for touch: UITouch) -> Int {
        let now = touch.timestamp
        recentTaps.removeAll { now - $0.time > Self.multipleTapInterval || $0.window == nil }
        guard let i = recentTaps.firstIndex(where: {
            $0.window === touch.window && distance($0.location, touch.locationInWindow) <= Self.multipleTapRadius
        }) else { return 1 }
        let count = recentTaps[i].count + 1
        recentTaps.remove(at: i)
        return count
    }

    private func recordTap(_ touch: UITouch) {
        guard distance(touch.beganLocationInWindow, touch.locationInWindow) <= Self.multipleTapRadius else { return }
        recentTaps.append(RecentTap(location: touch.locationInWindow, time: touch.timestamp, count: touch.tapCount, window: touch.window))
    }

    // MARK: Delivery (called from UIWindow.sendEvent)

    /// Delivers the changed touches of `event` in `window`: gesture recognizers first, then the views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.changedTouchList.filter { $0.window === window }
        guard !changed.isEmpty else { return }
        gestures.batch {
            gestures.deliver(changed, event: event)
            deliverToViews(changed, event: event)
        }
    }

    // MARK: Cancellation

    /// Cancels the touches whose view is `view` or inside it (the view left its window).
    func cancelTouches(in view: UIView, window: UIWindow) {
        flush()
        let doomed = activeTouches.values.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
        if !doomed.isEmpty { cancel(Array(doomed), timestamp: UIApplication.shared.clock.now) }
        let held = heldTouches.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
        if !held.isEmpty { cancelInViews(held, event: currentEvent(timestamp: UIApplication.shared.clock.now)) }
    }

    /// Cancels every touch in flight (focus loss, ignoring interaction events).
    func cancelAllTouches() {
        flush()
        let all = Array(activeTouches.values)
        if !all.isEmpty { cancel(all, timestamp: UIApplication.shared.clock.now) }
        if !heldTouches.isEmpty { cancelInViews(heldTouches, event: currentEvent(timestamp: UIApplication.shared.clock.now)) }
    }

    private func cancel(_ touches: [UITouch], timestamp: TimeInterval) {
        // A touch may already be over: a delivery just before (e.g. the batch emitted ahead of a reused finger's
        // began) can remove its view from the window, which cancels it. It must not end twice.
        let touches = touches.filter { t in activeTouches.values.contains { $0 === t } }
        guard !touches.isEmpty else { return }
        for t in touches {
            if let key = activeTouches.first(where: { $0.value === t })?.key { activeTouches.removeValue(forKey: key) }
            t.phase = .cancelled
            t.timestamp = timestamp
        }
        sendBatch(touches, finished: touches, timestamp: timestamp)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
