import Foundation

/// A continuous recognizer for the pointer moving over its view with no button pressed: began when the
/// pointer enters the view, changed as it moves within it, ended when it leaves (or the pointer leaves the
/// window). It receives no touches; the application's hover dispatcher drives it through hit testing.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's latest location in window coordinates while hovering (kept after it ends).
    var pointerLocationInWindow: CGPoint?

    override var acceptsTouches: Bool { false }

    /// The pointer's location in `view`'s coordinates (window coordinates when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let p = pointerLocationInWindow else { return super.location(in: view) }
        return view?.convert(p, from: nil) ?? p
    }

    /// The pointer is the only "touch": index 0 is its location.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard pointerLocationInWindow != nil else { return super.location(ofTouch: touchIndex, in: view) }
        if touchIndex != 0 { UIApplication.shared.log("UIHoverGestureRecognizer: location(ofTouch: \(touchIndex)) out of range 0..<1") }
        return location(in: view)
    }

    /// One pointer while hovering, none otherwise.
    open override var numberOfTouches: Int { isHovering ? 1 : 0 }

    /// Whether the recognizer is between began and ended.
    var isHovering: Bool { currentState == .began || currentState == .changed }
}
