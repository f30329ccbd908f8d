import Foundation

/// Manages one screen of content: its root view, its lifecycle callbacks and its place among other controllers.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The title shown by navigation bars and tab bar items.
    open var title: String? { didSet { titleDidChange() } }
    /// The controller that contains this one (a tab bar or navigation controller).
    public internal(set) weak var parent: UIViewController?
    /// The child controllers.
    public internal(set) var children: [UIViewController] = []
    /// The controller this one presented modally.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    private var storedTabBarItem: UITabBarItem?
    private var appearanceState = 0  // 0 disappeared, 1 appearing, 2 appeared, 3 disappearing

    public override init() { super.init() }

    /// The root view, loaded on first access through `loadView()` and `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has been loaded.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain full-screen view.
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .white
        view = v
    }

    /// Called once after the root view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The next responder: the root view's superview (or the parent controller, or the window).
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// The item shown for this controller in a tab bar (created from the title on first access).
    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue; parent?.childTabBarItemDidChange() }
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? {
        var p = parent
        while let c = p { if let t = c as? UITabBarController { return t }; p = c.parent }
        return nil
    }

    /// Adds `child` as a child controller.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    func titleDidChange() {
        if let item = storedTabBarItem, item.title == nil { item.title = title }
        parent?.childTitleDidChange(self)
    }

    func childTitleDidChange(_ child: UIViewController) {}
    func childTabBarItemDidChange() {}

    // MARK: Appearance
    /// Sends `viewWillAppear`/`viewWillDisappear` once per transition.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing, appearanceState == 0 || appearanceState == 3 {
            appearanceState = 1
            viewWillAppear(animated)
        } else if !isAppearing, appearanceState == 2 || appearanceState == 1 {
            appearanceState = 3
            viewWillDisappear(animated)
        }
    }

    /// Sends the matching `viewDidAppear`/`viewDidDisappear`.
    public func endAppearanceTransition() {
        if appearanceState == 1 {
            appearanceState = 2
            viewDidAppear(false)
        } else if appearanceState == 3 {
            appearanceState = 0
            viewDidDisappear(false)
        }
    }
}
