import Foundation

extension UIScrollView {
    /// The scrollable content's rectangle: constraints from the content to this guide's edges set
    /// `contentSize` (its origin is the content's origin; its size, when constraints determine it, becomes
    /// the content size after each layout pass).
    public var contentLayoutGuide: UILayoutGuide {
        if let g = layoutStateIfPresent?.scrollContentGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-contentLayoutGuide"
        g.systemKind = .scrollContent
        layoutState.scrollContentGuide = g
        addLayoutGuide(g)
        for attr in [NSLayoutConstraint.Attribute.left, .top] {
            let c = NSLayoutConstraint(g, attr, .equal, self, attr)
            c.identifier = "\(g.identifier)-\(attr.layoutName)"
            c.isSystemConstraint = true
            c.isActive = true
            g.systemConstraints.append(c)
        }
        layoutEngineForChange?.registerGuideOwner(self)
        return g
    }

    /// The scroll view's own frame, untouched by scrolling: content pinned to it stays put on screen
    /// (its position follows `contentOffset` in each layout pass).
    public var frameLayoutGuide: UILayoutGuide {
        if let g = layoutStateIfPresent?.scrollFrameGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-frameLayoutGuide"
        g.systemKind = .scrollFrame
        layoutState.scrollFrameGuide = g
        installSystemGuide(g, insets: frameGuideInsets)
        return g
    }

    /// The frame guide as insets of the content coordinates' origin box: shifted by the content offset.
    var frameGuideInsets: UIEdgeInsets {
        let o = contentOffset
        return UIEdgeInsets(top: o.y, left: o.x, bottom: -o.y, right: -o.x)
    }
}
