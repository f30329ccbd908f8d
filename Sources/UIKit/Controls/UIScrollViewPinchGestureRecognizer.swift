import Foundation

/// The pinch recognizer a zoomable scroll view owns (`UIScrollView.pinchGestureRecognizer`): an ordinary
/// `UIPinchGestureRecognizer` that recognizes together with its scroll view's pan, as in UIKit, so two fingers
/// zoom about their centroid and move the content with it at the same time.
@MainActor
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let scrollView, preventedGestureRecognizer === scrollView.panGestureRecognizer { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let scrollView, preventingGestureRecognizer === scrollView.panGestureRecognizer { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}
