import Foundation

/// The navigation bar's appearances. The bar here is always at standard height and its controller's content
/// starts below it rather than scrolling under it, so the bar always draws its standard state:
/// `topItem?.standardAppearance ?? standardAppearance`. The compact and scroll-edge appearances are kept
/// (as copies) for code that sets them, and are what `compactAppearance`-style reads return.
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
    /// The look while scrollable content meets the bar's edge (kept; content here never runs under the bar).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }
    /// The look at compact height while scrollable content meets the bar's edge (kept, as `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.compactScrollEdge] } set { appearances[.compactScrollEdge] = newValue }
    }

    /// The appearance the bar draws with: the top item's standard appearance, else the bar's.
    var currentAppearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

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
    /// The scroll-edge look while this item is on top (kept; see `UINavigationBar.scrollEdgeAppearance`).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }
    /// The compact scroll-edge look while this item is on top (kept).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[.compactScrollEdge] } set { appearances[.compactScrollEdge] = newValue }
    }
}
