import Foundation

extension UIView {
    /// Whether the view currently has game-controller focus.
    public var isFocused: Bool { UIApplication.shared.focusEngine.focusedView === self }

    /// Whether the view is shown and reachable: in a window, not hidden, visible and interactive up its chain.
    var isFocusReachable: Bool {
        guard window != nil else { return false }
        var v: UIView? = self
        while let view = v {
            if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return false }
            v = view.superview
        }
        return true
    }

    /// The view's rectangle in screen points (its window's frame origin added).
    var focusFrameOnScreen: CGRect {
        guard let window else { return .null }
        let r = convert(bounds, to: window)
        return r.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
