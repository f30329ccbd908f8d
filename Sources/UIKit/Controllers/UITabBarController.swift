import Foundation

/// Shows one of several child controllers at a time, chosen with a tab bar along the bottom.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar along the bottom.
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.onSelect = { [weak self] index in self?.userSelected(index) }
        return bar
    }()

    /// The child controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
                if old.isViewLoaded, old.view.superview != nil {
                    old.beginAppearanceTransition(false, animated: false)
                    old.view.removeFromSuperview()
                    old.endAppearanceTransition()
                }
                old.willMove(toParent: nil)
                old.removeFromParent()
            }
            for child in viewControllers ?? [] where child.parent !== self { addChild(child); child.didMove(toParent: self) }
            selectedTab = min(selectedTab, max(barCount - 1, 0))
            moreList.reload()
            reloadTabBar()
            if isViewLoaded { showSelected(previous: nil) }
        }
    }
    /// The selected tab in the bar (with a More tab, index `moreTabIndex` is the More tab).
    private var selectedTab = 0

    /// How many controllers have tabs of their own before the More tab, when there is one (UIKit: 4).
    static let tabsBeforeMore = 4
    /// Whether the bar shows a More tab: more than five controllers, as UIKit does.
    var showsMore: Bool { (viewControllers?.count ?? 0) > Self.tabsBeforeMore + 1 }
    private var barCount: Int { showsMore ? Self.tabsBeforeMore + 1 : (viewControllers?.count ?? 0) }
    var selectedBarIndex: Int { selectedTab }

    /// The navigation controller the More tab shows: a list of the controllers without a tab of their own;
    /// picking one pushes it.
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let nav = UINavigationController(rootViewController: moreList)
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return nav
    }()
    private lazy var moreList = UIMoreListController(owner: self)

    /// The controllers listed under More.
    var moreControllers: [UIViewController] { showsMore ? Array((viewControllers ?? []).dropFirst(Self.tabsBeforeMore)) : [] }

    /// The index of the selected controller in `viewControllers` (`NSNotFound` while the More list itself shows).
    open var selectedIndex: Int {
        get {
            guard showsMore, selectedTab == Self.tabsBeforeMore else { return selectedTab }
            let top = moreNavigationController.topViewController
            return viewControllers?.firstIndex { $0 === top } ?? NSNotFound
        }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue), newValue != selectedIndex else { return }
            let previous = displayedController
            if showsMore && newValue >= Self.tabsBeforeMore {
                installMoreNavigationController()
                moreNavigationController.setViewControllers([moreList, controllers[newValue]], animated: false)
                selectedTab = Self.tabsBeforeMore
            } else {
                selectedTab = newValue
            }
            tabBar.selectedIndex = selectedTab
            if isViewLoaded { showSelected(previous: previous) }
        }
    }

    /// The selected child controller (the More navigation controller while its list shows).
    open var selectedViewController: UIViewController? {
        get {
            if showsMore && selectedTab == Self.tabsBeforeMore {
                let i = selectedIndex
                return i == NSNotFound ? moreNavigationController : viewControllers?[i]
            }
            return viewControllers.flatMap { $0.indices.contains(selectedTab) ? $0[selectedTab] : nil }
        }
        set {
            if let c = newValue, c === moreNavigationController, showsMore { userSelected(Self.tabsBeforeMore); return }
            if let c = newValue, let i = viewControllers?.firstIndex(where: { $0 === c }) { selectedIndex = i }
        }
    }

    /// The controller whose view the tab bar controller shows now.
    private var displayedController: UIViewController? {
        if showsMore && selectedTab == Self.tabsBeforeMore { return moreNavigationController }
        return viewControllers.flatMap { $0.indices.contains(selectedTab) ? $0[selectedTab] : nil }
    }

    private func installMoreNavigationController() {
        if moreNavigationController.parent !== self { addChild(moreNavigationController); moreNavigationController.didMove(toParent: self) }
    }

    /// The More list picked row `index`: push that controller.
    func moreListDidSelect(_ index: Int) {
        let controllers = moreControllers
        guard controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        moreNavigationController.pushViewController(controller, animated: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Told when the user picks a tab.
    public weak var delegate: UITabBarControllerDelegate?

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        view = root
        root.addSubview(tabBar)
        tabBar.accessibilityIdentifier = "tabBar"
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadTabBar()
        showSelected(previous: nil)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutChildren()
    }

    private func layoutChildren() {
        let b = view.bounds
        let barHeight: CGFloat = 49
        tabBar.frame = CGRect(x: 0, y: b.height - barHeight, width: b.width, height: barHeight)
        displayedController?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - barHeight)
    }

    private func reloadTabBar() {
        var items = (viewControllers ?? []).map { $0.tabBarItem! }
        for item in items { item.onChange = { [weak self] in self?.reloadTabBar() } }
        if showsMore {
            installMoreNavigationController()
            items = Array(items.prefix(Self.tabsBeforeMore)) + [moreNavigationController.tabBarItem!]
        }
        tabBar.items = items
        tabBar.selectedIndex = selectedTab
    }

    override func childTitleDidChange(_ child: UIViewController) { reloadTabBar(); moreList.reload() }
    override func childTabBarItemDidChange() { reloadTabBar(); moreList.reload() }

    /// The user picked tab `index` of the bar. The More tab shows the More navigation controller as it was
    /// left; picking it again while it shows goes back to its list, as in UIKit.
    func userSelected(_ index: Int) {
        if showsMore && index == Self.tabsBeforeMore {
            let more = moreNavigationController
            if delegate?.tabBarController(self, shouldSelect: more) == false { return }
            if selectedTab == index {
                _ = more.popToRootViewController(animated: true)
            } else {
                let previous = displayedController
                selectedTab = index
                tabBar.selectedIndex = index
                if isViewLoaded { showSelected(previous: previous) }
            }
            delegate?.tabBarController(self, didSelect: more)
            return
        }
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        if delegate?.tabBarController(self, shouldSelect: controllers[index]) == false { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controllers[index])
    }

    /// Shows the selected child's view. While the tab bar controller is on screen the children hear
    /// UIKit's order: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear.
    private func showSelected(previous: UIViewController?) {
        guard let selected = displayedController else { return }
        let visible = isAppearingOrAppeared
        let outgoing = previous.flatMap { $0 !== selected && $0.isViewLoaded && $0.view.superview === view ? $0 : nil }
        let needsInstall = selected.view.superview !== view
        guard outgoing != nil || needsInstall else { return }
        if visible {
            outgoing?.beginAppearanceTransition(false, animated: false)
            if needsInstall { selected.beginAppearanceTransition(true, animated: false) }
        }
        outgoing?.view.removeFromSuperview()
        if needsInstall {
            view.insertSubview(selected.view, belowSubview: tabBar)
            layoutChildren()
        }
        if visible {
            outgoing?.endAppearanceTransition()
            if needsInstall { selected.endAppearanceTransition() }
        }
    }

    /// The selected tab receives the tab bar controller's appearance callbacks.
    override var childForAppearanceForwarding: UIViewController? { displayedController }
}

/// Receives tab selection from a tab bar controller.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
