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

    /// Whether the view shows at all: neither it nor an ancestor is hidden or (nearly) transparent.
    var isShownInWindow: Bool {
        var v: UIView? = self
        while let view = v {
            if view.isHidden || view.alpha < 0.01 { return false }
            v = view.superview
        }
        return window != nil
    }

    /// Where the view is drawn now, in its window's coordinates: its bounds carried up through every layer's
    /// presentation geometry (so mid-animation it is the on-screen box); nil outside a window or when a corner
    /// has no image (behind the viewer of a 3D transform).
    var presentationFrameInWindow: CGRect? {
        guard let window else { return nil }
        let b = (layer.onScreenLayer).bounds
        var corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        var current = layer
        while current !== window.layer, let parent = current.superlayer {
            let h = Homography(current.presentationTransformToSuperlayer)
            corners = corners.map(h.map)
            current = parent
        }
        guard current === window.layer, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The view's rectangle in screen points (its window's frame origin added).
    var focusFrameOnScreen: CGRect {
        guard let window else { return .null }
        let r = convert(bounds, to: window)
        return r.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
