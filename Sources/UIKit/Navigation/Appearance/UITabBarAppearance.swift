import Foundation

/// A tab bar's look: the shared background and shadow, and its items' looks in each layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the icon above the title (what the tab bar here draws).
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { stacked } set { stacked = own(newValue.copy()); changed() }
    }
    /// The items' look with the icon beside the title (kept with the appearance; not drawn here).
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { inline } set { inline = own(newValue.copy()); changed() }
    }
    /// The items' look in the compact inline layout (kept with the appearance; not drawn here).
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { compactInline } set { compactInline = own(newValue.copy()); changed() }
    }
    /// The tint of the selection indicator image; this tab bar has no such image, so, as in UIKit without one, nothing shows it.
    open var selectionIndicatorTintColor: UIColor? { didSet { changed() } }
    private var stacked: UITabBarItemAppearance
    private var inline: UITabBarItemAppearance
    private var compactInline: UITabBarItemAppearance

    /// An appearance with the default background and items.
    public override init() {
        stacked = UITabBarItemAppearance(style: .stacked)
        inline = UITabBarItemAppearance(style: .inline)
        compactInline = UITabBarItemAppearance(style: .compactInline)
        super.init()
        listenToItems()
    }

    /// A new appearance with the background of `barAppearance` and, when it is a tab bar appearance, its
    /// item appearances as well.
    public required init(barAppearance: UIBarAppearance) {
        let other = barAppearance as? UITabBarAppearance
        stacked = other?.stacked.copy() ?? UITabBarItemAppearance(style: .stacked)
        inline = other?.inline.copy() ?? UITabBarItemAppearance(style: .inline)
        compactInline = other?.compactInline.copy() ?? UITabBarItemAppearance(style: .compactInline)
        super.init(barAppearance: barAppearance)
        selectionIndicatorTintColor = other?.selectionIndicatorTintColor
        listenToItems()
    }

    private func own(_ items: UITabBarItemAppearance) -> UITabBarItemAppearance {
        items.onChange = { [weak self] in self?.changed() }
        return items
    }

    private func listenToItems() { for items in [stacked, inline, compactInline] { _ = own(items) } }
}
