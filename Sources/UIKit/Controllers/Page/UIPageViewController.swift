import Foundation

/// A container that shows one page (or two, for a book with its spine in the middle) and lets the user move to
/// the neighbouring pages, which a data source supplies one at a time: by scrolling (a paging scroll view) or by
/// turning pages about a spine (page curl).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change: turning about a spine, or scrolling side by side.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// The axis along which pages follow each other.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// The direction of a programmatic change of pages.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where the spine of a page-curl book is: none (scroll style), at the leading or top edge (`min`), in the
    /// middle with two pages showing (`mid`), at the trailing or bottom edge (`max`).
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }

    /// Keys of the options dictionary passed to the initializer.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page-curl controller (a `SpineLocation`, or its raw value as a number).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages of a scroll-style controller (a number; 0 by default).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style given at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation given at creation.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (`.none` for scroll style; `.min` by default for page curl).
    public internal(set) var spineLocation: SpineLocation
    /// The space between scroll-style pages.
    let interPageSpacing: CGFloat
    /// Whether pages have content on both sides (page curl): the back of a turning page shows the next
    /// controller. Must be true with the spine in the middle.
    open var isDoubleSided: Bool = false {
        didSet {
            if !isDoubleSided && spineLocation == .mid {
                UIApplication.shared.log("UIPageViewController: isDoubleSided must be true when the spine location is mid; keeping true")
                isDoubleSided = true
            }
        }
    }
    /// The controllers showing now (one, or two for a mid spine or a double-sided page).
    public internal(set) var viewControllers: [UIViewController]?
    /// Supplies neighbouring pages; without one, only `setViewControllers` changes pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { if viewControllers != nil { scroller?.reloadPageControl() } }
    }
    /// Told about gesture-driven transitions.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The scroll-style engine (paging scroll view and page control), or the page-curl engine.
    var scroller: UIPageScrollEngine?
    var curler: UIPageCurlEngine?
    /// The orientation the delegate was last asked about.
    var lastOrientation: UIInterfaceOrientation = .unknown
    /// Pages placed while the view loads hear their appearance calls from this controller's own.
    private var isInstalling = false
    /// While the delegate is asked for the spine, the pages it sets for the new spine.
    private var isAskingForSpine = false
    private var spineRequestedPages: [UIViewController]?
    private var forwardsAppearance: Bool { isAppearingOrAppeared && !isInstalling }

    /// The gesture recognizers that turn pages: page curl's pan and tap (attached to the view); empty for scroll
    /// style, whose scroll view handles its own gestures.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.gestureRecognizers ?? [] }

    /// Creates a page view controller; `options` may hold `.spineLocation` and `.interPageSpacing`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        var spacing: CGFloat = 0
        if let value = options?[.spineLocation] {
            if style == .scroll {
                UIApplication.shared.log("UIPageViewController: the spine location option applies only to page curl; ignored for scroll style")
            } else if let s = Self.spine(from: value), s != .none {
                spine = s
            } else {
                UIApplication.shared.log("UIPageViewController: invalid spine location \(value); using min")
            }
        }
        if let value = options?[.interPageSpacing] {
            let n = Self.number(from: value)
            if let n, n.isFinite, n >= 0 { spacing = n } else {
                UIApplication.shared.log("UIPageViewController: invalid inter-page spacing \(value); using 0")
            }
        }
        spineLocation = spine
        interPageSpacing = style == .scroll ? spacing : 0
        super.init(nibName: nil, bundle: nil)
        if spine == .mid { isDoubleSided = true }
    }

    /// From a coder: there are no storyboards here, so this is a horizontal scroll-style controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func spine(from value: Any) -> SpineLocation? {
        if let s = value as? SpineLocation { return s }
        if let n = value as? Int { return SpineLocation(rawValue: n) }
        if let n = value as? NSNumber { return SpineLocation(rawValue: n.intValue) }
        return nil
    }

    private static func number(from value: Any) -> CGFloat? {
        if let v = value as? CGFloat { return v }
        if let v = value as? Double { return CGFloat(v) }
        if let v = value as? Int { return CGFloat(v) }
        if let v = value as? NSNumber { return CGFloat(v.doubleValue) }
        return nil
    }

    open override func loadView() {
        super.loadView()
        view.clipsToBounds = true
        switch transitionStyle {
        case .scroll: scroller = UIPageScrollEngine(owner: self)
        case .pageCurl: curler = UIPageCurlEngine(owner: self)
        }
        // Installed without appearance calls: the controller's own viewWillAppear/viewDidAppear forward them.
        if let pages = viewControllers { viewControllers = nil; isInstalling = true; install(pages); isInstalling = false }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        askForSpineIfOrientationChanged()
        scroller?.layout()
        curler?.layout()
    }

    /// How many controllers `setViewControllers` needs: two for a mid spine or a double-sided page curl.
    var requiredPageCount: Int { transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1 }

    /// Shows `viewControllers`, sliding (scroll) or turning (page curl) from `direction` when `animated`;
    /// `completion` gets whether the change finished. The delegate hears nothing: only gestures call it.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        let needed = requiredPageCount
        guard pages.count == needed || (isAskingForSpine && (1...2).contains(pages.count)) else {
            UIApplication.shared.log("UIPageViewController: The number of view controllers provided (\(pages.count)) doesn't match the number required (\(needed)) for the requested transition; ignored")
            completion?(false)
            return
        }
        if Set(pages.map(ObjectIdentifier.init)).count != pages.count {
            UIApplication.shared.log("UIPageViewController: the same view controller appears twice in setViewControllers; ignored")
            completion?(false)
            return
        }
        if isAskingForSpine {
            // The delegate sets the pages for the spine it is about to return (checked once it returns).
            spineRequestedPages = pages
            completion?(true)
            return
        }
        guard isViewLoaded else {
            self.viewControllers = pages
            completion?(true)
            return
        }
        if let scroller { scroller.show(pages[0], direction: direction, animated: animated, completion: completion) }
        else if let curler { curler.show(pages, direction: direction, animated: animated, completion: completion) }
    }

    /// Places `pages` with no transition (the view just loaded).
    private func install(_ pages: [UIViewController]) {
        if let scroller { scroller.show(pages[0], direction: .forward, animated: false, completion: nil) }
        else if let curler { curler.show(pages, direction: .forward, animated: false, completion: nil) }
    }

    /// Asks the delegate for the spine when the window turned between portrait and landscape (page curl).
    private func askForSpineIfOrientationChanged() {
        guard transitionStyle == .pageCurl else { return }
        let orientation = UIInterfaceOrientation.of(view.bounds.size)
        guard orientation != lastOrientation, view.bounds.width > 0 else { return }
        let first = lastOrientation == .unknown
        lastOrientation = orientation
        guard let delegate, !first || viewControllers != nil else { return }
        isAskingForSpine = true
        spineRequestedPages = nil
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        isAskingForSpine = false
        let pages = spineRequestedPages ?? viewControllers ?? []
        spineRequestedPages = nil
        guard spine != .none else {
            UIApplication.shared.log("UIPageViewController: the delegate returned spine location none for page curl; keeping \(spineLocation)")
            return
        }
        let old = (spineLocation, isDoubleSided)
        spineLocation = spine
        if spine == .mid { isDoubleSided = true }
        guard pages.count == requiredPageCount else {
            UIApplication.shared.log("UIPageViewController: The number of view controllers provided (\(pages.count)) doesn't match the number required (\(requiredPageCount)) for the requested spine location (\(spine)); keeping \(old.0)")
            spineLocation = old.0
            isDoubleSided = old.1
            curler?.spineDidChange()
            return
        }
        curler?.spineDidChange()
        curler?.show(pages, direction: .forward, animated: false, completion: nil)
    }

    // MARK: Containment and appearance
    /// Makes `child` a child shown in `host`; it hears viewWillAppear when this controller is on screen.
    func beginShowing(_ child: UIViewController, in host: UIView, animated: Bool) {
        if child.parent !== self { addChild(child) }
        if child.view.superview !== host { host.addSubview(child.view) }
        child.view.frame = host.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if forwardsAppearance { child.beginAppearanceTransition(true, animated: animated) }
    }

    /// Finishes showing `child` (viewDidAppear, didMove(toParent:)).
    func endShowing(_ child: UIViewController) {
        if forwardsAppearance { child.endAppearanceTransition() }
        child.didMove(toParent: self)
    }

    /// Starts hiding `child` (viewWillDisappear, willMove(toParent: nil)).
    func beginHiding(_ child: UIViewController, animated: Bool) {
        if isAppearingOrAppeared || child.isAppearingOrAppeared { child.beginAppearanceTransition(false, animated: animated) }
    }

    /// Finishes hiding `child`: its view leaves, it hears viewDidDisappear and leaves the children.
    func endHiding(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.endAppearanceTransition()
        child.removeFromParent()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for child in viewControllers ?? [] where child.parent === self { child.beginAppearanceTransition(true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in viewControllers ?? [] where child.parent === self { child.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in viewControllers ?? [] where child.parent === self { child.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in viewControllers ?? [] where child.parent === self { child.endAppearanceTransition() }
    }

    // MARK: Data source
    /// The neighbour of `page` from the data source; a controller that is `page` itself or already showing is
    /// logged and treated as no page.
    func neighbour(of page: UIViewController, forward: Bool) -> UIViewController? {
        guard let dataSource else { return nil }
        let found = forward ? dataSource.pageViewController(self, viewControllerAfter: page)
                            : dataSource.pageViewController(self, viewControllerBefore: page)
        guard let found else { return nil }
        if found === page || (viewControllers ?? []).contains(where: { $0 === found }) {
            UIApplication.shared.log("UIPageViewController: the data source returned a view controller that is already showing as the page \(forward ? "after" : "before") \(type(of: page)); treated as no page")
            return nil
        }
        return found
    }

    /// Keys that page: the arrows along the navigation orientation (when this controller is on the responder chain).
    open override var keyCommands: [UIKeyCommand]? {
        let (back, forward) = navigationOrientation == .horizontal
            ? (UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow) : (UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow)
        return [UIKeyCommand(input: back, modifierFlags: []) { [weak self] _ in self?.userTurn(forward: false) },
                UIKeyCommand(input: forward, modifierFlags: []) { [weak self] _ in self?.userTurn(forward: true) }]
    }

    /// A user-driven turn by one page (keyboard, page control): animated, and the delegate hears it.
    func userTurn(forward: Bool) {
        if let scroller { scroller.turn(forward: forward) } else { curler?.turn(forward: forward) }
    }
}
