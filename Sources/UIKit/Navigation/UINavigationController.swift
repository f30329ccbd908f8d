import Foundation

/// A stack of controllers under a navigation bar: `pushViewController` slides a controller in from the
/// right, `popViewController` slides it back out, with the appearance callbacks in UIKit's order
/// (old viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slide lasts.
    public static let transitionDuration: TimeInterval = 0.35
    /// The curve of a push or pop slide (fast start, gentle landing, as UIKit's).
    static let transitionOptions: UIView.AnimationOptions = [.curveEaseOut]
    /// How far (a fraction of the width) the controller underneath shifts left during a slide.
    static let parallaxFraction: CGFloat = 0.3

    /// The bar along the top.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.accessibilityIdentifier = "navigationBar"
        bar.onBack = { [weak self] in self?.backButtonTapped() }
        return bar
    }()

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var stack: [UIViewController] = []
    /// The container the top controller's view lives in (below the bar).
    let containerView = UIView(frame: .zero)
    /// The running push or pop, if any.
    var transition: UIControllerTransition?
    /// The interactive pop the edge swipe is driving, if any (see UINavigationController+InteractivePop).
    var interactivePop: UINavigationInteractivePop?
    /// The recognizer behind `interactivePopGestureRecognizer`, made with the controller.
    lazy var popGestureRecognizer = UINavigationPopGestureRecognizer(navigationController: self)
    /// The default delegate of the pop recognizer (the recognizer holds its delegate weakly).
    lazy var popGestureDefaultDelegate = UINavigationPopGestureDelegate(navigationController: self)
    /// The controller whose view is currently shown (it has received its appearance callbacks).
    weak var shownController: UIViewController?

    /// Told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenStorage = false

    /// The toolbar along the bottom, showing the top controller's `toolbarItems` (hidden by default).
    public private(set) lazy var toolbar: UIToolbar! = {
        let bar = UIToolbar(frame: .zero)
        bar.accessibilityIdentifier = "toolbar"
        bar.isHidden = toolbarHiddenStorage
        return bar
    }()
    var toolbarHiddenStorage = true

    /// Whether the toolbar is hidden (true by default, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar; the content above it grows or shrinks to match (the bar slides when
    /// `animated`).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        applyToolbarHidden(animated: animated)
    }

    /// From a coder (UIKit's storyboard path): nothing is decoded (no storyboards here, UIKit's keys are
    /// private); the stack starts empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    public override init() { super.init() }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller on screen: the top controller, or what it presented.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHiddenStorage = hidden
        if isViewLoaded { navigationBar.isHidden = hidden; view.setNeedsLayout() }
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        containerView.clipsToBounds = true
        containerView.backgroundColor = nil
        root.addSubview(containerView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        navigationBar.isHidden = navigationBarHiddenStorage
        view = root
        installInteractivePopGesture()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        showTopWithoutAnimation()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        // The bar is its title row plus the top item's search bar; while a search hides the title row, the bar
        // slides up by that row and only the search bar shows.
        let titleRow = UINavigationBar.standardHeight
        let fullHeight = titleRow + navigationBar.searchRowHeight
        let slide = navigationBar.hidesTitleRowForSearch ? titleRow : 0
        let barHeight = navigationBarHiddenStorage ? 0 : fullHeight - slide
        let toolbarHeight = toolbarHiddenStorage ? 0 : UIToolbar.standardHeight
        navigationBar.frame = CGRect(x: 0, y: -slide, width: b.width, height: fullHeight)
        toolbar.frame = CGRect(x: 0, y: b.height - toolbarHeight, width: b.width, height: UIToolbar.standardHeight)
        containerView.frame = CGRect(x: 0, y: barHeight, width: b.width, height: max(b.height - barHeight - toolbarHeight, 0))
        if transition == nil, interactivePop == nil, let top = shownController?.viewIfLoaded { top.frame = containerView.bounds }
    }

    // MARK: Appearance forwarding
    /// The controller on screen receives the navigation controller's appearance callbacks.
    override var childForAppearanceForwarding: UIViewController? { shownController }

    override func childTitleDidChange(_ child: UIViewController) { parent?.childTitleDidChange(self) }

    // MARK: Stack operations
    /// Pushes `viewController` on the stack, sliding it in from the right when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }), viewController !== self,
              !(viewController is UINavigationController) else {
            UIApplication.shared.log("pushViewController: \(type(of: viewController)) is already on the stack or is a navigation controller; ignored")
            return
        }
        finishRunningTransitions()
        addChild(viewController)
        viewController.isMovingToParent = true
        stack.append(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        if isViewLoaded { toolbar.setItems(viewController.toolbarItems, animated: animated) }
        performTransition(to: viewController, push: true, removed: [], animated: animated)
    }

    /// Pops the top controller, sliding it out to the right when `animated`; nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        finishRunningTransitions()
        guard stack.count > 1 else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    /// Pops every controller above the root; returns them (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        finishRunningTransitions()
        guard stack.count > 1 else { return nil }
        return popTo(index: 0, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishRunningTransitions()
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return popTo(index: index, animated: animated)
    }

    /// Replaces the whole stack; the new top slides in when `animated` and the view is on screen.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishRunningTransitions()
        var unique: [UIViewController] = []
        for c in viewControllers where !unique.contains(where: { $0 === c }) && c !== self { unique.append(c) }
        let removed = stack.filter { old in !unique.contains { $0 === old } }
        for c in removed { c.willMove(toParent: nil); c.isMovingFromParent = true }
        for c in unique where c.parent !== self { addChild(c); c.isMovingToParent = true }
        let oldTop = stack.last
        stack = unique
        if isViewLoaded { navigationBar.setItems(stack.map(\.navigationItem), animated: animated) }
        if isViewLoaded { toolbar.setItems(stack.last?.toolbarItems, animated: animated) }
        if let top = stack.last, isViewLoaded, top !== oldTop || shownController !== top {
            let push = oldTop.map { old in !unique.contains { $0 === old } || unique.firstIndex { $0 === old }! < unique.count - 1 } ?? true
            performTransition(to: top, push: push, removed: removed, animated: animated)
        } else {
            finishRemoval(removed)
            for c in unique where c.isMovingToParent && c !== shownController { c.isMovingToParent = false; c.didMove(toParent: self) }
        }
    }

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        let removed = Array(stack[(index + 1)...])
        for c in removed { c.willMove(toParent: nil); c.isMovingFromParent = true }
        stack.removeSubrange((index + 1)...)
        if isViewLoaded { navigationBar.setItems(stack.map(\.navigationItem), animated: animated) }
        if isViewLoaded { toolbar.setItems(stack[index].toolbarItems, animated: animated) }
        performTransition(to: stack[index], push: false, removed: removed, animated: animated)
        return removed
    }

    private func backButtonTapped() {
        guard transition == nil, interactivePop == nil else { return }
        popViewController(animated: true)
    }

    // MARK: Transition
    private func showTopWithoutAnimation() {
        guard let top = stack.last, shownController !== top else { return }
        performTransition(to: top, push: true, removed: [], animated: false)
    }

    /// Swaps the shown controller for `incoming`: appearance callbacks (only while this controller is on
    /// screen), the slide, then the parent bookkeeping and the delegate.
    private func performTransition(to incoming: UIViewController, push: Bool, removed: [UIViewController], animated: Bool) {
        guard isViewLoaded else {
            // Not on screen yet: bookkeeping only; the view is installed when the view loads.
            finishRemoval(removed)
            if incoming.isMovingToParent { incoming.isMovingToParent = false; incoming.didMove(toParent: self) }
            return
        }
        let outgoing = shownController
        let visible = isAppearingOrAppeared && view.window != nil
        let animate = animated && visible && outgoing != nil && outgoing !== incoming
        delegate?.navigationController(self, willShow: incoming, animated: animate)
        let incomingView = incoming.view!
        let outgoingView = outgoing?.viewIfLoaded
        if visible {
            if let outgoing, outgoing !== incoming { outgoing.beginAppearanceTransition(false, animated: animate) }
            incoming.beginAppearanceTransition(true, animated: animate)
        }
        shownController = incoming
        navigationBar.contentScrollView = incoming.navigationBarContentScrollView
        let bounds = containerView.bounds
        let width = bounds.width
        incomingView.frame = bounds
        if push || outgoingView == nil {
            containerView.addSubview(incomingView)
        } else if let outgoingView {
            containerView.insertSubview(incomingView, belowSubview: outgoingView)
        }
        containerView.isUserInteractionEnabled = false
        // Push: the new view comes in from the right over the old one, which shifts a third to the left.
        // Pop: the reverse. The model values are final at once; the screen shows the animation.
        let front = push ? incomingView : outgoingView
        let back = push ? outgoingView : incomingView
        let parallax = -(width * Self.parallaxFraction).rounded()
        transition = UIControllerTransition(
            duration: Self.transitionDuration, options: Self.transitionOptions, animated: animate,
            views: [incomingView, outgoingView].compactMap { $0 },
            prepare: {
                front?.frame.origin.x = push ? width : 0
                back?.frame.origin.x = push ? 0 : parallax
            },
            animations: {
                front?.frame.origin.x = push ? 0 : width
                back?.frame.origin.x = push ? parallax : 0
            },
            completion: { [weak self] in
                guard let self else { return }
                self.transition = nil
                self.containerView.isUserInteractionEnabled = true
                incomingView.frame = self.containerView.bounds
                if let outgoingView, outgoing !== incoming {
                    outgoingView.removeFromSuperview()
                    outgoingView.frame.origin.x = 0
                }
                if visible {
                    if let outgoing, outgoing !== incoming { outgoing.endAppearanceTransition() }
                    incoming.endAppearanceTransition()
                }
                self.finishRemoval(removed)
                if incoming.isMovingToParent { incoming.isMovingToParent = false; incoming.didMove(toParent: self) }
                self.delegate?.navigationController(self, didShow: incoming, animated: animate)
            })
        // An unanimated transition completed inside the initializer.
        if transition?.isRunning == false { transition = nil }
    }

    func finishRemoval(_ removed: [UIViewController]) {
        for c in removed {
            if c.viewIfLoaded?.superview === containerView { c.view.removeFromSuperview() }
            c.isMovingFromParent = false
            c.removeFromParent()
        }
    }
}

/// Told when a navigation controller shows a controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` is shown (before its viewWillAppear).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` was shown (after its viewDidAppear).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
