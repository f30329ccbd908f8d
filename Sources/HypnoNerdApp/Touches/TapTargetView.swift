import UIKit

/// Seed 004's tap target: a single tap shrinks the view by 10% after 0.3 s unless a second tap comes;
/// a double tap cancels that pending request and grows the view by 10%. Both are animated.
@MainActor
final class TapTargetView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        if 2 == touch.tapCount {
            UIResponder.cancelPreviousPerformRequests(withTarget: self)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        if 1 == touch.tapCount {
            // Keep the touch's state (not the touch: it changes) for the delayed single-tap handler.
            let touchLoc: [String: CGPoint] = ["location": touch.location(in: self)]
            perform(TapTargetView.handleSingleTap, with: touchLoc, afterDelay: 0.3)
        } else if 2 == touch.tapCount {
            // Double tap: increase the view's size by 10%.
            var viewFrame = frame
            viewFrame.size.width += frame.size.width * 0.1
            viewFrame.size.height += frame.size.height * 0.1
            viewFrame.origin.x -= (frame.origin.x * 0.1) / 2.0
            viewFrame.origin.y -= (frame.origin.y * 0.1) / 2.0

            UIView.beginAnimations(nil, context: nil); frame = viewFrame
            UIView.commitAnimations()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Single tap: decrease the view's size by 10%.
    func handleSingleTap(_ touches: Any?) {
        var viewFrame = frame
        viewFrame.size.width -= frame.size.width * 0.1
        viewFrame.size.height -= frame.size.height * 0.1
        viewFrame.origin.x += (frame.origin.x * 0.1) / 2.0
        viewFrame.origin.y += (frame.origin.y * 0.1) / 2.0

        UIView.beginAnimations(nil, context: nil); frame = viewFrame
        UIView.commitAnimations()
    }
}
