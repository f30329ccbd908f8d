import Foundation

/// A continuous recognizer for dragging: begins once the fingers' centroid has moved `hysteresis` points,
/// reports a cumulative `translation(in:)` from where the fingers went down and a `velocity(in:)` in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// Most fingers that pan; extra fingers are ignored.
    open var maximumNumberOfTouches = Int.max
    /// Points the fingers must move before the pan begins.
    public static let hysteresis: CGFloat = 10

    /// Window-coordinate centroid that corresponds to zero translation.
    private var origin: CGPoint?
    /// Adjustment so fingers landing or lifting do not jump the translation.
    private var offset = CGPoint.zero
    private var tracker = GestureVelocityTracker()

    /// The cumulative movement of the fingers in `view`'s coordinate system (window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        windowVector(rawTranslation, in: view)
    }

    /// Sets the translation (typically to zero after applying it); also restarts the velocity estimate.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            UIApplication.shared.log("UIPanGestureRecognizer: ignored non-finite translation")
            return
        }
        let wanted = vectorToWindow(translation, from: view)
        let current = rawTranslation
        offset = CGPoint(x: offset.x + wanted.x - current.x, y: offset.y + wanted.y - current.y)
        tracker.reset()
        tracker.add(rawTranslation, at: UIApplication.shared.clock.now)
    }

    /// The speed of the fingers in points per second in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        windowVector(tracker.velocity(at: UIApplication.shared.clock.now), in: view)
    }

    private var rawTranslation: CGPoint {
        guard let origin, let c = liveCentroid ?? lastCentroid else { return .zero }
        return CGPoint(x: c.x - origin.x + offset.x, y: c.y - origin.y + offset.y)
    }
    private var lastCentroid: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = centroid(excluding: touches)
        for t in touches.sorted(by: { $0.beganTimestamp < $1.beganTimestamp }) where liveTouchCount > maximumNumberOfTouches {
            ignore(t, for: event)
        }
        guard let now = liveCentroid else { return }
        if origin == nil {
            origin = now
        } else if let before {
            offset = CGPoint(x: offset.x + before.x - now.x, y: offset.y + before.y - now.y)
        }
        lastCentroid = now
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard liveCentroid != nil else { return }
        lastCentroid = liveCentroid
        let t = rawTranslation
        tracker.add(t, at: event.timestamp)
        switch state {
        case .possible:
            if liveTouchCount >= minimumNumberOfTouches && hypot(t.x, t.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: true)
    }

    private func fingersLifted(_ touches: Set<UITouch>, cancelled: Bool) {
        if liveTouchCount == 0, !touches.isEmpty {
            let n = CGFloat(touches.count)
            lastCentroid = CGPoint(x: touches.map(\.locationInWindow.x).reduce(0, +) / n,
                                   y: touches.map(\.locationInWindow.y).reduce(0, +) / n)
            tracker.add(rawTranslation, at: UIApplication.shared.clock.now)
        }
        if liveTouchCount == 0 || liveTouchCount < minimumNumberOfTouches {
            switch state {
            case .began, .changed: state = cancelled ? .cancelled : .ended
            case .possible: state = .failed
            default: break
            }
            return
        }
        // Fingers remain: keep the translation continuous.
        let all = touches.map(\.locationInWindow) + trackedTouches.map(\.locationInWindow)
        let before = CGPoint(x: all.map(\.x).reduce(0, +) / CGFloat(all.count), y: all.map(\.y).reduce(0, +) / CGFloat(all.count))
        if let now = liveCentroid { offset = CGPoint(x: offset.x + before.x - now.x, y: offset.y + before.y - now.y); lastCentroid = now }
    }

    private func centroid(excluding touches: Set<UITouch>) -> CGPoint? {
        let rest = trackedTouches.filter { !touches.contains($0) }
        guard !rest.isEmpty else { return nil }
        let n = CGFloat(rest.count)
        return CGPoint(x: rest.map(\.locationInWindow.x).reduce(0, +) / n, y: rest.map(\.locationInWindow.y).reduce(0, +) / n)
    }

    open override func reset() {
        super.reset()
        origin = nil; offset = .zero; lastCentroid = nil
        tracker.reset()
    }
}

extension UIGestureRecognizer {
    /// A window-coordinate vector expressed in `view`'s coordinate system.
    func windowVector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
        return r.x.isFinite && r.y.isFinite ? r : .zero
    }

    /// A vector in `view`'s coordinate system expressed in window coordinates.
    func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
        return r.x.isFinite && r.y.isFinite ? r : .zero
    }
}
