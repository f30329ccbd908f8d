import Foundation

/// The tab bar's appearances. Content does not scroll under the tab bar here, so it always draws
/// `standardAppearance` (its stacked item layout); `scrollEdgeAppearance` is kept (as a copy) for code that sets it.
extension UITabBar {
    /// The bar's look (a copy of what you assign is kept; change it in place or assign again).
    public var standardAppearance: UITabBarAppearance {
        get { appearances[.standard] ?? UITabBarAppearance() }
        set { appearances[.standard] = newValue }
    }
    /// The look while scrollable content meets the bar's edge (kept; content never runs under it here).
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances[.scrollEdge] } set { appearances[.scrollEdge] = newValue }
    }

    func appearanceDidChange() {
        backgroundColor = standardAppearance.materialColor
        updateSelection()
        setNeedsDisplay()
    }
}

extension UITabBarButton {
    /// The badge: `text` (empty: a small dot) in a capsule at the icon's top right, in the state's colours.
    func drawBadge(_ text: String, state: UITabBarItemStateAppearance?) {
        let custom = state?.badgeTextAttributes ?? [:]
        let attributes: [NSAttributedString.Key: Any] = [
            .font: (custom[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 13),
            .foregroundColor: (custom[.foregroundColor] as? UIColor) ?? UIColor.white]
        let textSize = text.isEmpty ? .zero : text.size(withAttributes: attributes)
        let height: CGFloat = text.isEmpty ? 10 : 18
        let width = max(height, textSize.width.rounded(.up) + 10)
        let shift = state?.badgePositionAdjustment ?? .zero
        let rect = CGRect(x: (bounds.width / 2 + 6 + shift.horizontal).rounded(), y: 2 + shift.vertical, width: width, height: height)
        (state?.badgeBackgroundColor ?? .systemRed).setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: height / 2).fill()
        if !text.isEmpty {
            text.draw(at: CGPoint(x: (rect.midX - textSize.width / 2).rounded(), y: (rect.midY - textSize.height / 2).rounded()),
                      withAttributes: attributes)
        }
    }
}
