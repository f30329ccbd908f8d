import Foundation

/// A tab's title and image in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The title under the icon.
    open var title: String? { didSet { onChange?() } }
    /// The icon, drawn tinted.
    open var image: UIImage? { didSet { onChange?() } }
    /// A number for the app's own use.
    open var tag: Int
    /// A short text in a red badge, or nil.
    open var badgeValue: String? { didSet { onChange?() } }
    /// Whether the item can be selected (a disabled item is dimmed and ignores taps).
    open var isEnabled = true { didSet { onChange?() } }
    var onChange: (() -> Void)?
    /// The system item this is, if it was made with `init(tabBarSystemItem:tag:)`.
    var systemItem: SystemItem?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}

extension UITabBarItem {
    /// The items the system titles (and, for `.more`, draws) itself.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    /// A system item with the system's title (the More item draws its three dots).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: nil, tag: tag)
        self.systemItem = systemItem
    }
}
