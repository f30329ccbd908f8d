import Foundation

extension UIView {
    /// The default spacing inside the view's edges that content lays out against (8 points on each edge by
    /// default; a controller's root view has at least the system minimum on the sides).
    public var layoutMargins: UIEdgeInsets {
        get { layoutStateIfPresent?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                UIApplication.shared.log("UIView: ignored non-finite layoutMargins \(newValue)")
                return
            }
            guard newValue != layoutMargins else { return }
            layoutState.layoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// The layout margins with leading and trailing edges (left and right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { let m = layoutMargins; return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the view's margins are at least as large as its superview's where they overlap (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateIfPresent?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue; layoutMarginsChanged() }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateIfPresent?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsChanged() }
    }

    private func layoutMarginsChanged() {
        updateSystemGuides()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The margins content really lays out against: `layoutMargins`, at least the controller's system
    /// minimum for a root view, measured from the safe area, and the superview's where they are preserved.
    var effectiveLayoutMargins: UIEdgeInsets { effectiveLayoutMargins(memo: nil) }

    /// `effectiveLayoutMargins`, reusing the safe rects of this refresh of the guides.
    func effectiveLayoutMargins(memo: SafeAreaMemo?) -> UIEdgeInsets {
        var m = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            m.left = max(m.left, minimum.leading); m.right = max(m.right, minimum.trailing)
            m.top = max(m.top, minimum.top); m.bottom = max(m.bottom, minimum.bottom)
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets(memo: memo)
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let pm = parent.effectiveLayoutMargins(memo: memo)
            let f = frame, pb = parent.bounds
            m.left = max(m.left, pm.left - (f.minX - pb.minX))
            m.right = max(m.right, pm.right - (pb.maxX - f.maxX))
            m.top = max(m.top, pm.top - (f.minY - pb.minY))
            m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
        }
        return m
    }

    /// The bounds inset by the layout margins, as a layout guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = layoutStateIfPresent?.marginsGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewLayoutMarginsGuide"
        g.systemKind = .margins
        layoutState.marginsGuide = g
        installSystemGuide(g, insets: effectiveLayoutMargins)
        return g
    }

    /// The widest readable text column (672 points) centred within the margins.
    static let readableContentWidth: CGFloat = 672

    var readableContentInsets: UIEdgeInsets { readableContentInsets(memo: nil) }

    func readableContentInsets(memo: SafeAreaMemo?) -> UIEdgeInsets {
        var m = effectiveLayoutMargins(memo: memo)
        let available = bounds.width - m.left - m.right
        if available > Self.readableContentWidth {
            let extra = ((available - Self.readableContentWidth) / 2).rounded(.down)
            m.left += extra; m.right += extra
        }
        return m
    }

    /// The margins guide narrowed to a width comfortable for reading text (at most 672 points, centred).
    public var readableContentGuide: UILayoutGuide {
        if let g = layoutStateIfPresent?.readableGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIViewReadableContentGuide"
        g.systemKind = .readableContent
        layoutState.readableGuide = g
        installSystemGuide(g, insets: readableContentInsets)
        return g
    }
}

extension UIViewController {
    /// The smallest margins the root view gets on each edge (16 points on the sides, 20 in wide windows).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let wide = (viewIfLoaded?.bounds.width ?? 0) >= 768
        return NSDirectionalEdgeInsets(top: 0, leading: wide ? 20 : 16, bottom: 0, trailing: wide ? 20 : 16)
    }
}
