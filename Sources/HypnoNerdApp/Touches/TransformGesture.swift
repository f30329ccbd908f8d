import UIKit

/// Seed 004's transform "helper" responder: it observes the touches on one view (forwarded by
/// `TransformGestureWindow.sendEvent`) and moves, scales and rotates that view with up to two fingers.
@MainActor
final class TransformGesture: UIResponder {
    /// The view the gesture transforms.
    private(set) weak var view: UIView?
    /// Where each live touch began (superview coordinates), keyed by touch identity (the seed's
    /// CFDictionary keyed by the UITouch address).
    private var touchBeginPoints: [UITouch: CGPoint] = [:]
    /// The view's centre and transform when the current set of touches began.
    private var beginCenter = CGPoint.zero
    private var beginTransform = CGAffineTransform.identity

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// The touches of `event` that this gesture cares about: the ones on its view.
    func observedTouches(for event: UIEvent) -> Set<UITouch> {
        guard let view, let touches = event.allTouches else { return [] }
        return touches.filter { $0.view === view }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { restart(event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { applyTransform() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches, event) }

    /// Touches came or went: the view's current geometry becomes the base, and every live touch's
    /// current point becomes its begin point.
    private func restart(_ event: UIEvent?, excluding finished: Set<UITouch> = []) {
        guard let view else { return }
        beginCenter = view.center
        beginTransform = view.transform
        touchBeginPoints = [:]
        let live = (event.map(observedTouches(for:)) ?? []).subtracting(finished)
            .filter { $0.phase != .ended && $0.phase != .cancelled }
        cacheBeginPoint(for: live)
    }

    private func finish(_ touches: Set<UITouch>, _ event: UIEvent?) { restart(event, excluding: touches) }

    private func cacheBeginPoint(for touches: Set<UITouch>) {
        for touch in touches { touchBeginPoints[touch] = touch.location(in: view?.superview) }
    }

    /// Compares each touch's current point with its begin point: one finger translates; two fingers
    /// translate, scale and rotate (the similarity that maps the begin pair onto the current pair).
    private func applyTransform() {
        guard let view, let superview = view.superview else { return }
        // Two touches at most, in a stable order (the seed sorts them by address).
        let sortedTouch = touchBeginPoints.keys.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }.prefix(2)
        guard let touch1 = sortedTouch.first, let beginPoint1 = touchBeginPoints[touch1] else { return }
        let currentPoint1 = touch1.location(in: superview)
        var scale: CGFloat = 1, angle: CGFloat = 0
        var pivotBegin = beginPoint1, pivotNow = currentPoint1
        if sortedTouch.count == 2, let beginPoint2 = touchBeginPoints[sortedTouch.last!] {
            let currentPoint2 = sortedTouch.last!.location(in: superview)
            let begin = (dx: beginPoint2.x - beginPoint1.x, dy: beginPoint2.y - beginPoint1.y)
            let now = (dx: currentPoint2.x - currentPoint1.x, dy: currentPoint2.y - currentPoint1.y)
            let beginLength = hypot(begin.dx, begin.dy), nowLength = hypot(now.dx, now.dy)
            if beginLength > 1 && nowLength > 1 {
                scale = nowLength / beginLength
                angle = atan2(now.dy, now.dx) - atan2(begin.dy, begin.dx)
            }
            pivotBegin = CGPoint(x: (beginPoint1.x + beginPoint2.x) / 2, y: (beginPoint1.y + beginPoint2.y) / 2)
            pivotNow = CGPoint(x: (currentPoint1.x + currentPoint2.x) / 2, y: (currentPoint1.y + currentPoint2.y) / 2)
        }
        guard scale.isFinite, angle.isFinite, scale > 0 else { return }
        // The similarity in superview coordinates: rotate and scale about the begin pivot, then follow the pivot.
        let linear = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
        let offset = CGPoint(x: beginCenter.x - pivotBegin.x, y: beginCenter.y - pivotBegin.y).applying(linear)
        view.center = CGPoint(x: pivotNow.x + offset.x, y: pivotNow.y + offset.y)
        view.transform = beginTransform.concatenating(linear)
    }
}
