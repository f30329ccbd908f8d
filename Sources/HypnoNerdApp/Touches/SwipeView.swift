import UIKit

/// Seed 004's horizontal swipe detector: a swipe is a move of at least `HORIZ_SWIPE_DRAG_MIN` points
/// sideways while staying within `VERT_SWIPE_DRAG_MAX` points vertically of where the touch began.
@MainActor
final class SwipeView: UIView {
    static let HORIZ_SWIPE_DRAG_MIN: CGFloat = 12
    static let VERT_SWIPE_DRAG_MAX: CGFloat = 4

    private var startTouchPosition = CGPoint.zero
    /// Whether this touch already reported its swipe (the seed logs on every move past the threshold;
    /// one line per swipe keeps the log readable).
    private var reported = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        startTouchPosition = touch.location(in: self)
        reported = false
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let currentTouchPosition = touch.location(in: self)
        // Far enough sideways and straight enough: a swipe.
        if abs(startTouchPosition.x - currentTouchPosition.x) >= Self.HORIZ_SWIPE_DRAG_MIN &&
            abs(startTouchPosition.y - currentTouchPosition.y) <= Self.VERT_SWIPE_DRAG_MAX {
            guard !reported else { return }
            reported = true
            if startTouchPosition.x < currentTouchPosition.x {
                NSLog("swipe to right")
            } else {
                NSLog("swipe to left")
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        startTouchPosition = .zero
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        startTouchPosition = .zero
    }
}
