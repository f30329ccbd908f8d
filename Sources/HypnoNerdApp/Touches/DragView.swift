import UIKit

/// Seed 004's drag view: follows one finger by the difference between its current and previous locations.
@MainActor
final class DragView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // The difference between this and the previous location moves the view.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let currentTouchPosition = touch.location(in: self)
        let prevTouchPosition = touch.previousLocation(in: self)
        var viewFrame = frame
        let deltaX = currentTouchPosition.x - prevTouchPosition.x
        let deltaY = currentTouchPosition.y - prevTouchPosition.y
        viewFrame.origin.x += deltaX
        viewFrame.origin.y += deltaY
        frame = viewFrame
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
