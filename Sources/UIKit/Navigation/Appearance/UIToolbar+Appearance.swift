import Foundation

/// The toolbar's appearances. The toolbar here is always at standard height and content does not scroll
/// under it, so it always draws `standardAppearance`; the others are kept (as copies) for code that sets them.
extension UIToolbar {
    /// The look at standard height (a copy of what you assign is kept; change it in place or assign again).
    public var standardAppearance: UIToolbarAppearance {
        get { appearances[.standard] ?? UIToolbarAppearance() }
        set { appearances[.standard] = newValue }
    }
    /// The look at compact height (nil: `standardAppearance`); the toolbar here is never compact.
    public var compactAppearance: UIToolbarAppearance? {
        get { appearances[.compact] } set { appearances[.compact] = newValue }
    }
    /// The look while scrollable content meets the toolbar's edge (kept; content never runs under it here).
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }
    /// The compact look while scrollable content meets the toolbar's edge (kept).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances[.compactScrollEdge] } set { appearances[.compactScrollEdge] = newValue }
    }

    /// Redraws with the standard appearance and gives the item buttons its button looks.
    func appearanceDidChange() {
        let appearance = standardAppearance
        backgroundColor = appearance.materialColor
        for (item, view) in zip(items ?? [], itemViews) {
            (view as? UIBarButtonItemView)?.appearance = appearance.buttonAppearance(for: item.style)
        }
        setNeedsDisplay()
    }
}
