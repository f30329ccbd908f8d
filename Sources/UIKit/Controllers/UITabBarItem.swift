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
    var onChange: (() -> Void)?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}
