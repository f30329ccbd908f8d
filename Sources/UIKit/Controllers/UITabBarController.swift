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
            selectedIndexStorage = min(selectedIndexStorage, max((viewControllers?.count ?? 1) - 1, 0))
            reloadTabBar()
            if isViewLoaded { showSelected(previous: nil) }
        }
    }
    private var selectedIndexStorage = 0

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue), newValue != selectedIndexStorage else { return }
            let previous = selectedViewController
            selectedIndexStorage = newValue
            tabBar.selectedIndex = newValue
            if isViewLoaded { showSelected(previous: previous) }
        }
    }

    /// The selected child controller.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndexStorage) ? $0[selectedIndexStorage] : nil } }
        set { if let c = newValue, let i = viewControllers?.firstIndex(where: { $0 === c }) { selectedIndex = i } }
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
        selectedViewController?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - barHeight)
    }

    private func reloadTabBar() {
        let items = (viewControllers ?? []).map { $0.tabBarItem! }
        for item in items { item.onChange = { [weak self] in self?.reloadTabBar() } }
        tabBar.items = items
        tabBar.selectedIndex = selectedIndexStorage
    }

    override func childTitleDidChange(_ child: UIViewController) { reloadTabBar() }
    override func childTabBarItemDidChange() { reloadTabBar() }

    private func userSelected(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        if delegate?.tabBarController(self, shouldSelect: controllers[index]) == false { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controllers[index])
    }

    /// Shows the selected child's view. While the tab bar controller is on screen the children hear
    /// UIKit's order: old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear.
    private func showSelected(previous: UIViewController?) {
        guard let selected = selectedViewController else { return }
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
    override var childForAppearanceForwarding: UIViewController? { selectedViewController }
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
