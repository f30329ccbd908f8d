import UIKit

/// Seed 004's tracker: as a touch moves, reports whether it is outside this view, over the view itself
/// or over one of its subviews, using `point(inside:with:)` and `hitTest(_:with:)`.
@MainActor
final class TrackView: UIView {
    /// The last message, so each crossing is logged once (the seed logs on every move).
    private var lastMessage: String?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastMessage = nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let message: String
        if !point(inside: touch.location(in: self), with: nil) {
            message = "moved outside the view"
        } else {
            let hitView = hitTest(touches.first!.location(in: self), with: nil)
            if hitView === self {
                message = "moved into the view"
            } else {
                message = "moved into a subview"
            }
        }
        if message != lastMessage {
            lastMessage = message
            NSLog(message)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { lastMessage = nil }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { lastMessage = nil }
}
