import Foundation

/// A button for a navigation bar: a title or a system item (Done, Cancel ...), with a target-action
/// given as a typed method reference, e.g.
/// `UIBarButtonItem(barButtonSystemItem: .done, target: self, action: LocationDetailsViewController.done)`.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// The look of an item's title.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain
        /// Kept for API parity; drawn like `.plain`.
        case bordered
        /// Semibold, for the action that confirms (Done, Save).
        case done
    }

    /// Buttons the system titles itself.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The text shown.
    open var title: String? { didSet { changed() } }
    /// An icon shown (tinted) instead of the title.
    open var image: UIImage? { didSet { changed() } }
    /// The title's weight.
    open var style: Style { didSet { changed() } }
    /// Whether the item responds to taps (disabled items are drawn grey).
    open var isEnabled = true { didSet { changed() } }
    /// The colour of the title (the bar's tint when nil).
    open var tintColor: UIColor? { didSet { changed() } }
    /// A number for the app's own use.
    open var tag = 0
    /// The width of a fixed space, or a minimum width (0 = natural).
    open var width: CGFloat = 0 { didSet { changed() } }
    /// A view shown instead of a button.
    open var customView: UIView? { didSet { changed() } }
    /// The identifier tests and dumps find the item's button by.
    open var accessibilityIdentifier: String? { didSet { changed() } }
    /// The action a tap runs (iOS 14), before any target-action; its sender is the item.
    open var primaryAction: UIAction? { didSet { changed() } }
    /// The item's menu (iOS 14): a tap opens it when the item has no primary action nor target-action,
    /// else a long press does.
    open var menu: UIMenu? { didSet { (hostView as? UIBarButtonItemView)?.updateMenuInteraction(); changed() } }
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The object the action is sent to (held weakly).
    open private(set) weak var target: AnyObject?
    private var action: (@MainActor (UIBarButtonItem) -> Void)?
    /// The bar button view currently showing the item.
    weak var hostView: UIView?
    /// Called when a property that changes the look changed.
    var onChange: (() -> Void)?

    /// An item with a title and no action.
    public init(title: String?, style: Style = .plain) {
        self.title = title; self.style = style; systemItem = nil
    }

    /// An item with an image and no action.
    public init(image: UIImage?, style: Style = .plain) {
        self.image = image; self.style = style; systemItem = nil
    }

    /// An item showing `title` and `image` (else the primary action's), running `primaryAction` on tap and
    /// opening `menu` (on tap without a primary action, else on a long press).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        let shownTitle = title ?? ((primaryAction?.title.isEmpty ?? true) ? nil : primaryAction?.title)
        if let image = image ?? primaryAction?.image { self.init(image: image) } else { self.init(title: shownTitle) }
        if self.image != nil { self.title = shownTitle }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item running `primaryAction` on tap and opening `menu`, as `init(title:image:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item with no action.
    public init(barButtonSystemItem systemItem: SystemItem) {
        self.systemItem = systemItem
        self.title = UIBarButtonItem.systemTitle(systemItem)
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        if systemItem == .fixedSpace || systemItem == .flexibleSpace { isEnabled = false }
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        self.customView = customView; self.style = .plain; systemItem = nil
    }

    /// A titled item sending `action` (a method taking no argument) to `target` when tapped.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(title: title, style: style)
        setAction(target: target, action)
    }

    /// A titled item sending `action` (a method taking the item) to `target` when tapped.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        setAction(target: target, action)
    }

    /// An image item sending `action` to `target` when tapped.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(image: image, style: style)
        setAction(target: target, action)
    }

    /// A system item sending `action` (a method taking no argument) to `target` when tapped.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(target: target, action)
    }

    /// A system item sending `action` (a method taking the item) to `target` when tapped.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem)
        setAction(target: target, action)
    }

    /// A titled item that runs `handler` when tapped (the closure form of target-action).
    public convenience init(title: String?, style: Style = .plain, handler: @escaping @MainActor (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style)
        self.action = handler
    }

    /// A system item that runs `handler` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, handler: @escaping @MainActor (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem)
        self.action = handler
    }

    /// Replaces the action with `action` (a method taking no argument) sent to `target`.
    public func setAction<T: AnyObject>(target: T, _ action: @escaping (T) -> () -> Void) {
        self.target = target
        self.action = { [weak target] _ in if let target { action(target)() } }
    }

    /// Replaces the action with `action` (a method taking the item) sent to `target`.
    public func setAction<T: AnyObject>(target: T, _ action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.target = target
        self.action = { [weak target] item in if let target { action(target)(item) } }
    }

    /// Whether a tap does something.
    public var hasAction: Bool { action != nil || primaryAction != nil || menu != nil }

    /// Does what a tap does (when enabled): runs the primary action, else the target-action, else opens the menu.
    public func sendAction() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self); return }
        if let action { action(self); return }
        if menu != nil { (hostView as? UIBarButtonItemView)?.presentMenu() }
    }

    /// Whether a tap opens the menu (there is nothing else for it to do).
    var tapOpensMenu: Bool { menu != nil && primaryAction == nil && action == nil }

    private func changed() {
        hostView?.setNeedsDisplay()
        hostView?.superview?.setNeedsLayout()
        onChange?()
    }

    /// The title UIKit shows for a system item (a symbol for icon-only items).
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .close: "✕"
        case .undo: "Undo"
        case .redo: "Redo"
        case .search: "Search"
        case .refresh: "↻"
        case .stop: "✕"
        case .trash: "Delete"
        case .play: "▶"
        case .pause: "❚❚"
        case .reply: "Reply"
        case .compose: "Compose"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .camera: "Camera"
        case .rewind: "◀◀"
        case .fastForward: "▶▶"
        case .pageCurl: "Page"
        case .flexibleSpace, .fixedSpace: nil
        }
    }
}
