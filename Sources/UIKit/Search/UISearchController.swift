import Foundation

/// A controller that runs a search around its own search bar: it becomes active when the bar is tapped (or
/// `isActive` is set), shows a Cancel button, can hide the navigation bar's title row, dims the content or shows a
/// results controller over it, and asks its `searchResultsUpdater` for results as the text changes.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// How long activation and deactivation animate (the navigation bar's slide and the dimming's fade).
    static let transitionDuration: TimeInterval = 0.3

    /// The search bar the controller owns: put it in `navigationItem.searchController`'s place (or any view).
    public let searchBar: UISearchBar
    /// The controller showing the results over the searched content (nil: the searched controller shows them).
    public let searchResultsController: UIViewController?
    /// The object asked to update the results when the bar becomes first responder, its text or scope changes,
    /// and when the search ends.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told about the automatic presentation and dismissal.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the bar is dimmed while the search is active (and the results are not shown);
    /// true by default only with a results controller, as since iOS 15.
    open var obscuresBackgroundDuringPresentation: Bool { didSet { updateResultsVisibility() } }
    /// Whether the navigation bar's title row slides away while the search is active (true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while the search is active (true).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope bar shows while the search is active, when it has scope titles (true).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows by the search text (shown while the text is not empty); true until
    /// `showsSearchResultsController` is set.
    open var automaticallyShowsSearchResultsController = true { didSet { updateResultsVisibility() } }
    /// Whether the results controller is visible while the search is active. Setting it takes over from the
    /// automatic rule (`automaticallyShowsSearchResultsController` becomes false).
    open var showsSearchResultsController: Bool {
        get { automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : showsResultsStorage }
        set {
            showsResultsStorage = newValue
            automaticallyShowsSearchResultsController = false
            updateResultsVisibility()
        }
    }

    /// Whether the search is active (its interface presented). Setting true presents it (the bar must be in a
    /// window), false dismisses it.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate(animated: true) : deactivate(animated: true) }
    }

    /// The navigation item whose bar shows this controller's search bar (set by `UINavigationItem.searchController`).
    weak var integratingItem: UINavigationItem?
    /// The dimming view over the content (for tests: UIKit keeps it private).
    @_spi(Testing) public let dimmingView = UIView(frame: .zero)
    /// The view holding the results controller's view (for tests: UIKit keeps it private).
    @_spi(Testing) public let resultsContainerView = UIView(frame: .zero)
    private var active = false
    private var showsResultsStorage = false
    private var transition: UIControllerTransition?
    /// The controller whose view the search interface covers while active.
    private weak var contextController: UIViewController?

    /// A search controller whose results show in `searchResultsController` (nil: in the searched controller itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.rowHeight))
        obscuresBackgroundDuringPresentation = searchResultsController != nil
        super.init()
        setUpSearchController()
    }

    /// A search controller without a results controller.
    public convenience override init() { self.init(searchResultsController: nil) }

    /// From a coder: nothing is decoded (no storyboards here); the controller has no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.rowHeight))
        obscuresBackgroundDuringPresentation = false
        super.init(coder: coder)
        setUpSearchController()
    }

    private func setUpSearchController() {
        searchBar.searchController = self
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    open override func loadView() {
        let root = UISearchControllerView(frame: UIScreen.main.bounds)
        root.searchController = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.accessibilityIdentifier = "searchDimmingView"
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
        resultsContainerView.backgroundColor = .systemBackground
        resultsContainerView.accessibilityIdentifier = "searchResults"
        resultsContainerView.clipsToBounds = true
        root.addSubview(dimmingView)
        root.addSubview(resultsContainerView)
        if let resultsView = searchResultsController?.view {
            resultsView.frame = resultsContainerView.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            resultsContainerView.addSubview(resultsView)
        }
        view = root
        updateResultsVisibility()
    }

    override var childForAppearanceForwarding: UIViewController? { searchResultsController }

    // MARK: Activation

    private func activate(animated: Bool) {
        guard !active else { return }
        guard let context = findContextController(), context.viewIfLoaded?.window != nil else {
            UIApplication.shared.log("UISearchController: cannot become active: its search bar is not in a window; stays inactive")
            return
        }
        transition?.finish()
        contextController = context
        active = true
        pendingAnimation = animated
        needsFirstUpdate = true
        if let delegate { delegate.presentSearchController(self) } else { presentAutomatically() }
        sendFirstUpdate()
    }

    /// Whether the next automatic presentation animates.
    private var pendingAnimation = true
    /// Whether the updater has not yet heard of this activation.
    private var needsFirstUpdate = false

    /// Asks the updater for results, then keeps the interface above whatever the searched view added meanwhile
    /// (a table adds its section headers on reload).
    private func updateResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
        keepInterfaceInFront()
    }

    /// Keeps the interface the searched view's front subview, over its visible part when it is a scroll view.
    private func keepInterfaceInFront() {
        guard let root = viewIfLoaded, let container = root.superview else { return }
        if container.subviews.last !== root { container.bringSubviewToFront(root) }
        if container is UIScrollView, root.frame != container.bounds { root.frame = container.bounds }
    }

    private func sendFirstUpdate() {
        guard needsFirstUpdate else { return }
        needsFirstUpdate = false
        updateResults()
    }

    /// The automatic presentation (what `presentSearchController(_:)` does unless a delegate presents the
    /// controller itself): the interface covers the searched controller's view, below the bar.
    func presentAutomatically() {
        guard active, view.superview == nil, let context = contextController, let contextView = context.viewIfLoaded else { return }
        delegate?.willPresentSearchController(self)
        beginAppearanceTransition(true, animated: pendingAnimation)
        install(over: contextView)
        applyBarState(active: true)
        sendFirstUpdate()
        let dim = dimmingView
        transition = UIControllerTransition(
            duration: Self.transitionDuration, options: [.curveEaseInOut], animated: pendingAnimation,
            views: [dim] + layoutRoots,
            prepare: { dim.alpha = 0 },
            animations: { [weak self] in
                dim.alpha = 1
                self?.layOutAround()
            },
            completion: { [weak self] in
                guard let self else { return }
                self.transition = nil
                self.endAppearanceTransition()
                self.delegate?.didPresentSearchController(self)
            })
        if transition?.isRunning == false { transition = nil }
    }

    private func deactivate(animated: Bool) {
        guard active else { return }
        transition?.finish()
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        active = false
        guard view.superview != nil, presentingViewController == nil else {
            // Presented by the delegate (or never installed): undo that presentation.
            if presentingViewController != nil { dismiss(animated: animated) }
            applyBarState(active: false)
            layOutAround()
            updateResults()
            return
        }
        delegate?.willDismissSearchController(self)
        beginAppearanceTransition(false, animated: animated)
        applyBarState(active: false)
        updateResults()
        let dim = dimmingView, root = view!
        transition = UIControllerTransition(
            duration: Self.transitionDuration, options: [.curveEaseInOut], animated: animated,
            views: [dim] + layoutRoots,
            prepare: {},
            animations: { [weak self] in
                dim.alpha = 0
                self?.layOutAround()
            },
            completion: { [weak self] in
                self?.releaseCoveredScrollView()
                root.removeFromSuperview()
                dim.alpha = 1
                guard let self else { return }
                self.transition = nil
                self.contextController = nil
                self.endAppearanceTransition()
                self.delegate?.didDismissSearchController(self)
            })
        if transition?.isRunning == false { transition = nil }
    }

    /// Shows or hides the Cancel button and the scope bar with the search's state, as the automatic flags ask.
    private func applyBarState(active: Bool) {
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(active, animated: false) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = active }
        integratingItem?.navigationBar?.searchStateDidChange()
        updateResultsVisibility()
    }

    /// The views whose layout changes with the search's state (the navigation controller's, for the bar's slide).
    private var layoutRoots: [UIView] {
        guard let bar = integratingItem?.navigationBar, let root = bar.superview else { return [] }
        return [root, bar]
    }

    /// Lays the navigation controller's view out again (the title row slides away or back).
    private func layOutAround() {
        for root in layoutRoots.prefix(1) { root.setNeedsLayout(); root.layoutIfNeeded() }
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Puts the interface over `contextView`: its bounds (a scroll view's visible part), resizing with it.
    private func install(over contextView: UIView) {
        let root = view!
        root.frame = contextView.bounds
        contextView.addSubview(root)
        root.setNeedsLayout()
    }

    /// The controller whose view the search covers: the one showing the bar in its navigation item, else the one
    /// owning the nearest view around the bar.
    private func findContextController() -> UIViewController? {
        if let item = integratingItem, let bar = item.navigationBar, let nav = bar.owningNavigationController,
           let top = nav.topViewController, top.navigationItem === item {
            return top
        }
        var v: UIView? = searchBar.superview
        while let view = v {
            if let owner = view.owningViewController { return owner }
            v = view.superview
        }
        return nil
    }

    // MARK: Search bar events

    /// The bar became first responder: the search activates (or refreshes its results if already active).
    func searchBarDidBeginEditing() {
        if active { updateResults() } else { activate(animated: true) }
    }

    /// The user changed the text or the scope.
    func searchBarDidChange() {
        updateResultsVisibility()
        if active { updateResults() }
    }

    /// Cancel: the text clears and the search ends.
    func searchBarDidCancel() {
        searchBar.text = ""
        if active { deactivate(animated: true) } else { searchBar.resignFirstResponder(); updateResultsVisibility() }
    }

    func dimmingTapped(_ sender: UITapGestureRecognizer) {
        guard sender.state == .ended, active else { return }
        deactivate(animated: true)
    }

    /// Shows the results controller or the dimming per the rules (results: text not empty, unless set; dimming:
    /// `obscuresBackgroundDuringPresentation` while the results are not shown).
    func updateResultsVisibility() {
        guard isViewLoaded else { return }
        let showsResults = searchResultsController != nil && showsSearchResultsController
        resultsContainerView.isHidden = !showsResults
        dimmingView.isHidden = showsResults || !obscuresBackgroundDuringPresentation
        view.setNeedsLayout()
        // A searched scroll view must not scroll under the dimming or the results (their touches reach it too).
        let covers = active && (showsResults || obscuresBackgroundDuringPresentation)
        if covers, let scroll = view.superview as? UIScrollView, coveredScrollView == nil {
            coveredScrollView = scroll
            scrollWasEnabled = scroll.isScrollEnabled
            scroll.isScrollEnabled = false
        } else if !covers {
            releaseCoveredScrollView()
        }
    }

    /// The searched scroll view held still while covered, and whether it could scroll before.
    private weak var coveredScrollView: UIScrollView?
    private var scrollWasEnabled = true

    private func releaseCoveredScrollView() {
        coveredScrollView?.isScrollEnabled = scrollWasEnabled
        coveredScrollView = nil
    }
}

/// The search controller's root view: it covers the searched content but lets touches through except on the
/// dimming and results it shows, which start below the search bar when the bar is inside the covered area.
@MainActor
final class UISearchControllerView: UIView {
    weak var searchController: UISearchController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = searchController else { return }
        let b = bounds
        var top = b.minY
        let bar = controller.searchBar
        if bar.window != nil, bar.window === window {
            let barBottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: self).y
            top = min(max(barBottom, b.minY), b.maxY)
        }
        let area = CGRect(x: b.minX, y: top, width: b.width, height: b.maxY - top)
        controller.dimmingView.frame = area
        controller.resultsContainerView.frame = area
    }
}
