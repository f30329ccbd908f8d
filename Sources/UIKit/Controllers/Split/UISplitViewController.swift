import Foundation

/// A container that shows a hierarchy side by side in columns (a list and its detail), and collapses them into
/// one navigation stack when the window is horizontally compact. Use `init(style:)` with `.doubleColumn` or
/// `.tripleColumn` and `setViewController(_:for:)` (iOS 14's column style), or `init()` and `viewControllers`
/// (the classic style).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view shows.
    public let style: Style
    /// Told about display-mode changes, shown and hidden columns, collapsing and expanding.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers set with `setViewController(_:for:)` (what `viewController(for:)` returns), by column.
    var columnControllers: [Column: UIViewController] = [:]
    /// The controller each column shows: a navigation controller in the column style (the one set, or one made
    /// around what was set); in the classic style the controller itself.
    var columnContainers: [Column: UIViewController] = [:]
    /// Columns whose navigation controller the split view made around a controller that was not one.
    var wrappedColumns: Set<Column> = []
    /// The columns whose views are in the split view's view now.
    var installedColumns: Set<Column> = []

    /// The display mode chosen by `show(_:)`, `hide(_:)`, the sidebar button or the edge swipe; nil follows
    /// `preferredDisplayMode`. Cleared when the preferred mode is set or the split view collapses.
    var chosenDisplayMode: DisplayMode?
    /// The display mode last laid out.
    var currentDisplayMode: DisplayMode = .secondaryOnly
    /// Whether a layout has settled the display mode (later changes tell the delegate).
    var hasSettledDisplayMode = false
    /// The hairlines at the leading columns' trailing edges, by column (made on first use).
    var separators: [Column: UIView] = [:]
    /// The split behavior the last automatic choice was made for (a change clears `chosenDisplayMode`).
    var lastAutomaticBehavior: SplitBehavior?

    /// Where each controller of the collapsed stack came from, to give it back to its column on expanding.
    var collapsedOrigins: [ObjectIdentifier: Column] = [:]
    /// Each column's root controller when the split view collapsed (restored on expanding when it was popped).
    var collapsedRoots: [Column: UIViewController] = [:]
    /// Whether the collapsed split view shows the compact column's controller.
    var collapsedToCompactColumn = false

    /// The view that dims the secondary column while leading columns overlay it; a tap on it hides them.
    lazy var dimmingView: UIView = makeDimmingView()
    /// The left-edge swipe that shows a hidden leading column (`presentsWithGesture`).
    lazy var edgeSwipe: UIScreenEdgePanGestureRecognizer = makeEdgeSwipe()
    /// The edge swipe's delegate (recognizers hold theirs weakly).
    lazy var edgeSwipeDelegate: UISplitEdgeSwipeDelegate = {
        let d = UISplitEdgeSwipeDelegate()
        d.splitViewController = self
        return d
    }()
    /// The navigation items the split view put its buttons on, with their own `leftItemsSupplementBackButton`.
    var buttonHosts: [(item: UINavigationItem, supplements: Bool)] = []

    // MARK: Widths (see UISplitViewController+Layout; validated there)
    var primaryWidths = UISplitColumnWidths()
    var supplementaryWidths = UISplitColumnWidths()

    /// A column-style split view controller with two or three columns; `.unspecified` makes a classic one.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A classic split view controller (style `.unspecified`): set `viewControllers` to `[primary, secondary]`.
    public override init() {
        style = .unspecified
        super.init()
    }

    /// A classic split view controller; there are no nib files here (see `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a coder: nothing is decoded (no storyboards here); a classic split view controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// Puts `vc` in `column` (column style only). A controller that is not a navigation controller is wrapped in
    /// one; in the secondary column, when the split view already made one there, it is pushed onto it instead, as
    /// UIKit does (set nil first to replace it). nil removes the column's controller.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIApplication.shared.log("UISplitViewController: setViewController(_:for:) needs a column-style split view controller (init(style:)); use viewControllers for a classic one; ignored")
            return
        }
        if column == .supplementary && style != .tripleColumn {
            UIApplication.shared.log("UISplitViewController: a double-column split view has no supplementary column; ignored")
            return
        }
        if let vc, vc === self || vc is UISplitViewController {
            UIApplication.shared.log("UISplitViewController: a split view controller cannot be a column of a split view controller; ignored")
            return
        }
        if let vc, !(vc is UINavigationController), column == .secondary, wrappedColumns.contains(.secondary),
           let nav = columnContainers[.secondary] as? UINavigationController, !isCollapsed {
            if nav.viewControllers.contains(where: { $0 === vc }) { return }
            columnControllers[.secondary] = vc
            nav.pushViewController(vc, animated: isAppearingOrAppeared)
            return
        }
        removeColumn(column)
        guard let vc else { relayout(animated: false); return }
        let container: UIViewController
        if let nav = vc as? UINavigationController {
            container = nav
        } else {
            container = UINavigationController(rootViewController: vc)
            wrappedColumns.insert(column)
        }
        columnControllers[column] = vc
        installContainer(container, for: column)
    }

    /// The controller set for `column` (column style only; nil for a classic split view).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else {
            UIApplication.shared.log("UISplitViewController: viewController(for:) needs a column-style split view controller; use viewControllers")
            return nil
        }
        return columnControllers[column]
    }

    /// The child controllers: the columns' controllers, leading first (column style: their navigation
    /// controllers); one while collapsed. Setting it makes a classic split view's `[primary, secondary]`.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed {
                let shown = collapsedToCompactColumn ? columnContainers[.compact] : columnContainers[.primary]
                return shown.map { [$0] } ?? []
            }
            return [Column.primary, .supplementary, .secondary].compactMap { columnContainers[$0] }
        }
        set {
            guard style == .unspecified else {
                UIApplication.shared.log("UISplitViewController: viewControllers cannot be set on a column-style split view controller; use setViewController(_:for:)")
                return
            }
            if newValue.count > 2 { UIApplication.shared.log("UISplitViewController: a classic split view shows two controllers; ignored the ones after the second") }
            for column in [Column.primary, .secondary] { removeColumn(column) }
            for (column, vc) in zip([Column.primary, .secondary], newValue.prefix(2)) where vc !== self {
                columnControllers[column] = vc
                installContainer(vc, for: column)
            }
        }
    }

    private func installContainer(_ container: UIViewController, for column: Column) {
        columnContainers[column] = container
        addChild(container)
        container.didMove(toParent: self)
        if column == .primary { applyPrimaryBackground() }
        relayout(animated: false)
    }

    private func removeColumn(_ column: Column) {
        guard let old = columnContainers[column] else { return }
        if installedColumns.contains(column) || old.viewIfLoaded?.superview === viewIfLoaded { uninstall(column, container: old) }
        old.willMove(toParent: nil)
        old.removeFromParent()
        columnContainers[column] = nil
        columnControllers[column] = nil
        wrappedColumns.remove(column)
    }

    /// The column whose container holds `controller` (following parents up to the split view), or nil.
    func column(containing controller: UIViewController) -> Column? {
        var child: UIViewController? = controller, below: UIViewController? = nil
        while let c = child, c !== self {
            below = c
            child = c.parent
        }
        guard child === self, let container = below else { return nil }
        if isCollapsed && !collapsedToCompactColumn && container === columnContainers[.primary],
           let nav = container as? UINavigationController {
            // The collapsed stack: the column the controller (or the one it sits on) came from.
            var inStack: UIViewController? = controller
            while let c = inStack, c.parent !== nav { inStack = c.parent }
            guard let entry = inStack, let index = nav.viewControllers.firstIndex(where: { $0 === entry }) else { return .primary }
            for c in nav.viewControllers[...index].reversed() { if let origin = collapsedOrigins[ObjectIdentifier(c)] { return origin } }
            return .primary
        }
        return columnContainers.first { $0.value === container }?.key
    }

    // MARK: Display mode and behavior

    /// The display mode you want (`.automatic` by default: chosen from the available space).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { chosenDisplayMode = nil; relayout(animated: isAppearingOrAppeared, reportsColumns: false) }
    }
    /// The display mode in effect (never `.automatic`).
    open var displayMode: DisplayMode { currentDisplayMode }

    /// How you want the leading columns to share the window (`.automatic` by default).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { chosenDisplayMode = nil; relayout(animated: isAppearingOrAppeared, reportsColumns: false) }
    }
    /// The split behavior in effect (never `.automatic`).
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior(for: viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size) }

    /// Whether a swipe from the leading edge shows a hidden leading column (true by default).
    open var presentsWithGesture = true
    /// Whether a triple-column split view shows a button in the secondary column's bar that hides the other
    /// columns (false by default).
    open var showsSecondaryOnlyButton = false { didSet { updateDisplayModeButtons() } }
    /// When the sidebar button shows (`.automatic` by default).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { updateDisplayModeButtons() } }
    /// The primary column's background (`.none` by default).
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { applyPrimaryBackground() } }
    /// Whether the columns are collapsed into one stack (a horizontally compact window).
    public internal(set) var isCollapsed = false

    /// The button that shows and hides the leading columns; column-style split views put it on the leading
    /// visible column's bar themselves.
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = makeButton(accessibilityIdentifier: "splitView.displayModeButton",
                                                                                      symbol: "sidebar.left", title: "Sidebar") { $0.displayModeButtonTapped() }
    /// The secondary-only button (`showsSecondaryOnlyButton`).
    lazy var secondaryOnlyButtonItem: UIBarButtonItem = makeButton(accessibilityIdentifier: "splitView.secondaryOnlyButton",
                                                                    symbol: "arrow.up.left.and.arrow.down.right", title: "Expand") { $0.secondaryOnlyButtonTapped() }

    private func makeButton(accessibilityIdentifier: String, symbol: String, title: String,
                            action: @escaping @MainActor (UISplitViewController) -> Void) -> UIBarButtonItem {
        let handler = UIAction(title: title) { [weak self] _ in if let self { action(self) } }
        let item = UIImage(systemName: symbol).map { UIBarButtonItem(image: $0, primaryAction: handler) }
            ?? UIBarButtonItem(title: title, primaryAction: handler)
        item.accessibilityIdentifier = accessibilityIdentifier
        return item
    }

    private func applyPrimaryBackground() {
        guard let view = columnContainers[.primary]?.viewIfLoaded else { return }
        view.backgroundColor = primaryBackgroundStyle == .sidebar ? .secondarySystemBackground : .white
    }

    /// Shows `vc` as the detail: expanded, in the secondary column (over a leading column that overlays it, the
    /// overlay goes away); collapsed, pushed onto the stack. The delegate may do it instead.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetail(vc, sender: sender) }

    // MARK: View lifecycle

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        root.addGestureRecognizer(edgeSwipe)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateCollapsedState()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutColumns(animated: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsedState()
    }

    /// Every installed column hears the split view's appearance callbacks.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState()
        for column in installedColumns { columnContainers[column]?.beginAppearanceTransition(true, animated: animated) }
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for column in installedColumns { columnContainers[column]?.endAppearanceTransition() }
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for column in installedColumns { columnContainers[column]?.beginAppearanceTransition(false, animated: animated) }
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for column in installedColumns { columnContainers[column]?.endAppearanceTransition() }
    }
}
