import Foundation

/// A discrete recognizer for a quick, straight stroke in one of the permitted directions: recognized as soon
/// as the fingers have travelled `minimumDistance` within `maximumDuration` while staying within
/// `maximumAngle` of the direction; failed when the stroke strays, goes the wrong way, is too slow, or lifts short.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (`.right` by default).
    open var direction: Direction = .right
    /// Fingers that must swipe together (1 by default).
    open var numberOfTouchesRequired = 1
    /// Points the stroke must travel along its direction.
    public static let minimumDistance: CGFloat = 50
    /// Seconds within which the stroke must cover `minimumDistance`.
    public static let maximumDuration: TimeInterval = 0.5
    /// Largest angle (radians) between the stroke and its direction.
    public static let maximumAngle: CGFloat = 0.4636  // atan(0.5): sideways drift at most half the travel
    /// Movement (points) below which the stroke's angle is not judged yet.
    static let slop: CGFloat = 10

    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var maxTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        maxTouches = max(maxTouches, liveTouchCount)
        guard maxTouches <= max(numberOfTouchesRequired, 1) else { state = .failed; return }
        if liveTouchCount == max(numberOfTouchesRequired, 1) {
            start = liveCentroid
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let c = liveCentroid, liveTouchCount == max(numberOfTouchesRequired, 1) else { return }
        let d = CGPoint(x: c.x - start.x, y: c.y - start.y)
        let travelled = hypot(d.x, d.y)
        guard travelled >= Self.slop else { return }
        guard event.timestamp - startTime <= Self.maximumDuration else { state = .failed; return }
        let candidates: [(Direction, CGPoint)] = [(.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
                                                  (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1))]
        var best: (along: CGFloat, across: CGFloat)?
        for (dir, v) in candidates where direction.contains(dir) {
            let along = d.x * v.x + d.y * v.y
            let across = abs(d.x * v.y - d.y * v.x)
            if along > 0 && atan2(across, along) <= Self.maximumAngle {
                if best == nil || along > best!.along { best = (along, across) }
            }
        }
        guard let best else { state = .failed; return }
        if best.along >= Self.minimumDistance { state = .recognized }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil; startTime = 0; maxTouches = 0
    }
}
