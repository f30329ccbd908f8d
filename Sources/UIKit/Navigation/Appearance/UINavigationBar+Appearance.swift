import Foundation

/// The navigation bar's appearances. The bar here is always at standard height (the compact ones are kept, as
/// copies, and never chosen). While the top controller's content scroll view is at its top (or it has none),
/// the bar is at the scroll edge and draws `topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance` if either is
/// set; otherwise, and whenever the content is scrolled, `topItem?.standardAppearance ?? standardAppearance`.
/// (With neither scroll-edge appearance set, iOS 15 draws the standard one with a transparent background; here
/// content stops at the bar's edge instead of running under it, so the bar keeps its standard look.)
extension UINavigationBar {
    /// The look at standard height (a copy of what you assign is kept; change it in place or assign again).
    public var standardAppearance: UINavigationBarAppearance {
        get { appearances[.standard] ?? UINavigationBarAppearance() }
        set { appearances[.standard] = newValue }
    }
    /// The look at compact height (nil: `standardAppearance`); the bar here is never compact.
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances[.compact] } set { appearances[.compact] = newValue }
    }
    /// The look while the top of the content scroll view meets the bar (nil: `standardAppearance`, see above).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }
    /// The look at compact height while scrollable content meets the bar's edge (kept, as `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.compactScrollEdge] } set { appearances[.compactScrollEdge] = newValue }
    }

    /// The appearance the bar draws with: at the scroll edge, the top item's or the bar's scroll-edge appearance if
    /// set; else the top item's standard appearance, else the bar's.
    var currentAppearance: UINavigationBarAppearance {
        if isAtScrollEdge, let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        return topItem?.standardAppearance ?? standardAppearance
    }

    /// Applies a change of an older customization property (`barTintColor`, `titleTextAttributes`) to the
    /// standard and compact appearances, as UIKit does.
    func legacyDidChange(_ apply: (UINavigationBarAppearance) -> Void) {
        apply(standardAppearance)
        if let compact = compactAppearance { apply(compact) }
    }
}

/// A navigation item's own appearances: while the item is on top they replace the bar's.
extension UINavigationItem {
    /// The bar's look while this item is on top (nil: the bar's `standardAppearance`); a copy is kept.
    public var standardAppearance: UINavigationBarAppearance? {
        get { appearances[.standard] } set { appearances[.standard] = newValue }
    }
    /// The compact look while this item is on top (kept; the bar here is never compact).
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances[.compact] } set { appearances[.compact] = newValue }
    }
    /// The bar's look at the scroll edge while this item is on top (nil: the bar's `scrollEdgeAppearance`).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }
    /// The compact scroll-edge look while this item is on top (kept).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.compactScrollEdge] } set { appearances[.compactScrollEdge] = newValue }
    }
}

extension UINavigationBar {
    /// Notes whether the content scroll view's top is at the bar: scrolled no further than its top inset
    /// (with no scroll view the content never moves, so it always is, as in UIKit).
    func contentScrollViewDidScroll() {
        updateSearchBarCollapse(contentScrollView)
        guard let scrollView = contentScrollView else { isAtScrollEdge = true; return }
        isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}

extension UIViewController {
    /// Sets the scroll view whose edge the bars along `edge` follow (`.top`: the navigation bar's scroll-edge state).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        if edge.contains(.top), let nav = navigationController, nav.topViewController === self {
            nav.navigationBar.contentScrollView = navigationBarContentScrollView
        }
    }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)` (nil when none was).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        edge.contains(.top) ? topContentScrollView : (edge.contains(.bottom) ? bottomContentScrollView : nil)
    }

    /// The scroll view the navigation bar follows: the one set for the top edge, else the view itself or its
    /// first subview when that is a scroll view (UIKit's search).
    var navigationBarContentScrollView: UIScrollView? {
        if let set = topContentScrollView { return set }
        guard let view = viewIfLoaded else { return nil }
        return (view as? UIScrollView) ?? (view.subviews.first as? UIScrollView)
    }
}
