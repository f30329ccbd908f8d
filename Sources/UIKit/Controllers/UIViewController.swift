import Foundation

/// Manages one screen of content: its root view, its lifecycle callbacks and its place among other controllers.
@preconcurrency @MainActor
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
    public internal(set) weak var presentingViewController: UIViewController? { didSet { UIApplication.shared.traitsDidChange() } }
    /// Traits: the override, the last reported collection, registrations (Traits/UIViewController+Traits).
    var traitStorage = UITraitStorage()
    /// The scroll views set with `setContentScrollView(_:for:)` for the top and bottom edges.
    weak var topContentScrollView: UIScrollView?, bottomContentScrollView: UIScrollView?
    private var storedTabBarItem: UITabBarItem?
    private var storedNavigationItem: UINavigationItem?
    private var appearanceState = 0  // 0 disappeared, 1 appearing, 2 appeared, 3 disappearing
    private var appearanceAnimated = false
    /// How a presented controller covers the screen.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How a presented controller arrives and leaves.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the controller refuses interactive dismissal (a sheet dragged down) and ignores touches outside
    /// itself while presented (false by default).
    open var isModalInPresentation = false
    /// Whether this controller, presented without covering the screen (a sheet), decides the status bar
    /// instead of its presenter (false by default).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The object that supplies custom animators and, for `.custom`, the presentation controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller made for this controller and the style it was made for
    /// (Controllers/Presentation/UIViewController+PresentationController).
    var storedPresentationController: (controller: UIPresentationController, style: UIModalPresentationStyle)?
    /// Whether a navigation controller hides its tab bar while this controller is on top (kept for API parity).
    open var hidesBottomBarWhenPushed = false
    /// Whether the controller is being added to a container right now (during its appearance callbacks).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its container right now.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented right now.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    public internal(set) var isBeingDismissed = false
    /// A present or dismiss slide still running (Controllers/UIViewController+Presentation), so it can be finished early.
    var activePresentationTransition: UIControllerTransition?
    /// Whether the controller is editing, and its Edit/Done item (Controllers/UIViewController+Editing).
    var editingState = UIViewControllerEditingState()

    /// Whether the controller lets the user edit its view's contents (false by default); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets `isEditing` and turns `editButtonItem` into Done (or back into Edit). Override it to put the view into
    /// editing mode, calling super (`UITableViewController` puts its table into editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }

    /// The name of the nib the view would load from (nil: the view comes from `loadView()`).
    public let nibName: String?
    /// The bundle the nib would load from.
    public let nibBundle: Bundle?

    /// A controller whose view comes from `loadView()`.
    public override init() {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// UIKit's designated initializer. There are no nib files on this platform: with a nil `nibName` the
    /// view comes from `loadView()`, as in UIKit; a named nib is logged when the view loads and `loadView()`
    /// builds the view instead.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's initializer for controllers unarchived from a storyboard. There are no storyboards on this
    /// platform and UIKit's archive keys are private, so nothing is read from the coder: the controller has
    /// no nib and its view comes from `loadView()`. Required, as in UIKit, so `super.init(coder:)` works.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

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
        if let nibName {
            UIApplication.shared.log("UIViewController: could not load NIB '\(nibName)' (there are no nib files on this platform); \(type(of: self)).loadView() builds the view")
        }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain full-screen view.
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
    }

    /// Called once after the root view loaded.
    open func viewDidLoad() {}
    /// Called once after the controller's traits changed, before its view hears the same; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the view appears; the default forwards it to the child a container shows.
    open func viewWillAppear(_ animated: Bool) { childForAppearanceForwarding?.beginAppearanceTransition(true, animated: animated) }
    /// Called after the view appeared; the default forwards it to the child a container shows.
    open func viewDidAppear(_ animated: Bool) { childForAppearanceForwarding?.endAppearanceTransition() }
    /// Called before the view disappears; the default forwards it to the child a container shows.
    open func viewWillDisappear(_ animated: Bool) { childForAppearanceForwarding?.beginAppearanceTransition(false, animated: animated) }
    /// Called after the view disappeared; the default forwards it to the child a container shows.
    open func viewDidDisappear(_ animated: Bool) { childForAppearanceForwarding?.endAppearanceTransition() }
    /// The child whose appearance callbacks follow this controller's (a container's shown child); nil by default.
    var childForAppearanceForwarding: UIViewController? { nil }
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the system is low on memory (`UIApplication.simulateMemoryWarning()`); release what can be rebuilt.
    open func didReceiveMemoryWarning() {}

    // MARK: Status bar (Controllers/UIViewController+StatusBar)
    /// The status-bar style this controller wants while it is on top.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden while it is on top.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when `prefersStatusBarHidden` changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status-bar preferences apply instead of this controller's (nil: a container's shown child).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose hidden preference applies instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Called before the view lays out its subviews (after its constraints are solved).
    open func viewWillLayoutSubviews() {}
    /// Updates the controller's constraints in the layout pass; call `super` last.
    open func updateViewConstraints() {}
    /// Called when the view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Insets added to the safe area the controller's view gets from its container (bars) and window.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaDidChangeAbove() } }
    }
    var isUpdatingViewConstraints = false
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true

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

    /// The item a navigation bar shows for this controller (its title defaults to the controller's title).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.titleIsDefault = true
        storedNavigationItem = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self, animated: false) }
    }

    /// Sets `toolbarItems`; the navigation controller's toolbar fades the new items in when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        if animated { navigationController?.toolbarItemsDidChange(of: self, animated: true) }
    }

    /// Shows `vc` as the detail of the split view controller this controller is in (its secondary column, or
    /// pushed while collapsed); outside a split view controller it is presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }

    /// The nearest navigation controller among the ancestors (or the controller itself is in its stack).
    public var navigationController: UINavigationController? {
        var p = parent
        while let c = p { if let n = c as? UINavigationController { return n }; p = c.parent }
        return nil
    }

    /// Adds `child` as a child controller (it hears `willMove(toParent:)`; call `didMove(toParent:)` when done).
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        UIApplication.shared.traitsDidChange()
    }

    /// Removes this controller from its parent (and tells it `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        UIApplication.shared.traitsDidChange()
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (nil when removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container (nil when removed).
    open func didMove(toParent parent: UIViewController?) {}

    func titleDidChange() {
        if let item = storedTabBarItem, item.title == nil { item.title = title }
        if let item = storedNavigationItem, item.titleIsDefault || item.title == nil || item.title == "" {
            item.title = title
            item.titleIsDefault = true
        }
        parent?.childTitleDidChange(self)
    }

    func childTitleDidChange(_ child: UIViewController) {}
    func childTabBarItemDidChange() {}

    // MARK: Appearance
    /// Sends `viewWillAppear`/`viewWillDisappear` once per transition.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing, appearanceState == 0 || appearanceState == 3 {
            appearanceState = 1
            appearanceAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else if !isAppearing, appearanceState == 2 || appearanceState == 1 {
            appearanceState = 3
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
    }

    /// Sends the matching `viewDidAppear`/`viewDidDisappear`.
    public func endAppearanceTransition() {
        if appearanceState == 1 {
            appearanceState = 2
            viewDidAppear(appearanceAnimated)
            // A new screen for assistive technology, as UIKit posts on every push, present and tab switch.
            UIApplication.shared.accessibilityBridge?.post(.screenChanged, argument: nil)
        } else if appearanceState == 3 {
            appearanceState = 0
            viewDidDisappear(appearanceAnimated)
        }
    }

    /// Whether the controller's view is on screen or arriving (between viewWillAppear and viewWillDisappear).
    var isAppearingOrAppeared: Bool { appearanceState == 1 || appearanceState == 2 }
}
