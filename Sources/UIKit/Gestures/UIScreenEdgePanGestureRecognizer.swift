import Foundation

/// A pan that begins only when the first finger lands within `edgeMargin` points of one of `edges` of the
/// window (the screen) and then moves inward, away from that edge, as UIKit's does. Touches after the first
/// are ignored. `edges` is empty by default, so the recognizer fails until you set it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from.
    open var edges: UIRectEdge = []
    /// How close to an edge (points) the first finger must land; UIKit does not document its value.
    public static let edgeMargin: CGFloat = 20

    /// The edges the current gesture started at (within the margin), decided when the first finger lands.
    private var startEdges: UIRectEdge = []

    public required init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdges.isEmpty, state == .possible {
            let first = touches.min { $0.beganTimestamp < $1.beganTimestamp }
            startEdges = first.map { Self.edges(near: $0.beganLocationInWindow, in: $0.window?.bounds) }?.intersection(edges) ?? []
            guard !startEdges.isEmpty else { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let t = translation(in: nil)
            // Once the finger has travelled the pan's hysteresis it must be heading away from its edge.
            if hypot(t.x, t.y) >= Self.hysteresis && !movesInward(t) { state = .failed; return }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Whether `t` (window points) runs mostly away from one of the edges the gesture started at.
    private func movesInward(_ t: CGPoint) -> Bool {
        (startEdges.contains(.left) && t.x > abs(t.y)) || (startEdges.contains(.right) && -t.x > abs(t.y))
            || (startEdges.contains(.top) && t.y > abs(t.x)) || (startEdges.contains(.bottom) && -t.y > abs(t.x))
    }

    /// The edges of `bounds` within `edgeMargin` of `point` (none without a window or for non-finite points).
    static func edges(near point: CGPoint, in bounds: CGRect?) -> UIRectEdge {
        guard let b = bounds, point.x.isFinite, point.y.isFinite else { return [] }
        var result: UIRectEdge = []
        if point.x - b.minX <= edgeMargin { result.insert(.left) }
        if b.maxX - point.x <= edgeMargin { result.insert(.right) }
        if point.y - b.minY <= edgeMargin { result.insert(.top) }
        if b.maxY - point.y <= edgeMargin { result.insert(.bottom) }
        return result
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
