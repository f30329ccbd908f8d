import Foundation

/// What a navigation bar shows while a controller is on top: its title (or a title view), the buttons on
/// each side and the back button the next controller shows.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title in the middle of the bar.
    open var title: String? { didSet { titleIsDefault = false; changed() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// The buttons on the left, left to right (they replace the back button unless `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons on the right, right to left (the first is the rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The item the next controller's back button uses (its title); nil uses this item's title.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the next controller's back button shows (when `backBarButtonItem` is nil).
    open var backButtonTitle: String? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether left items appear next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// A line of text above the title (kept for API parity; not drawn).
    open var prompt: String?
    /// The search controller whose search bar the navigation bar shows under the title while this item is on top.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.integratingItem === self { oldValue?.integratingItem = nil }
            if let controller = searchController {
                if let other = controller.integratingItem, other !== self {
                    UIApplication.shared.log("UINavigationItem: the search controller was in another navigation item; moved to this one")
                    other.searchController = nil
                }
                controller.integratingItem = self
            }
            changed()
        }
    }
    /// Whether the search bar tucks away under the title row as the content scrolls up, coming back when it
    /// scrolls to its top (true).
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// Whether the title follows the owning controller's title.
    var titleIsDefault = false
    /// The bar showing the item.
    weak var navigationBar: UINavigationBar?
    /// The item's own bar appearances (see `UINavigationBar+Appearance.swift`).
    let appearances = UIBarAppearanceSlots<UINavigationBarAppearance>()

    /// An item with a title.
    public init(title: String) {
        self.title = title
        appearances.onChange = { [weak self] in self?.changed() }
    }

    /// The leftmost left button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The rightmost right button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left button (the change is immediate).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right button (the change is immediate).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left buttons.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right buttons.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func changed() { navigationBar?.itemDidChange(self) }
}
