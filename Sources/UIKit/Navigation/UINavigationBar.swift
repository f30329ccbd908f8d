import Foundation

/// The bar along the top of a navigation controller: the top item's title in the middle, its buttons on
/// each side and, below the root, a back button titled after the previous item.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar.
    public static let standardHeight: CGFloat = 44

    /// The items, root first; the last is shown.
    open private(set) var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.navigationBar === self { item.navigationBar = nil }
            for item in items ?? [] { item.navigationBar = self }
            rebuild(animated: animatesNextChange)
        }
    }
    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button's title comes from it).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    /// The bar's background colour (the system bar material when nil); sets the standard and compact
    /// appearances' `backgroundColor`, as UIKit maps this older property onto them.
    open var barTintColor: UIColor? { didSet { legacyDidChange { $0.backgroundColor = barTintColor } } }
    /// Kept for API parity: the bar is always drawn opaque and the content starts below it.
    open var isTranslucent = true
    /// Kept for API parity (large titles are not drawn).
    open var prefersLargeTitles = false
    /// Attributes of the title: `.font` and `.foregroundColor`.
    /// Sets the standard and compact appearances' `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { legacyDidChange { $0.titleTextAttributes = titleTextAttributes ?? [:] } } }
    /// The bar's appearances (see `UINavigationBar+Appearance.swift`).
    let appearances = UIBarAppearanceSlots(standard: UINavigationBarAppearance())
    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?
    /// The top controller's scroll view, whose top edge decides the scroll-edge state (set by the navigation controller).
    weak var contentScrollView: UIScrollView? {
        didSet {
            if oldValue !== contentScrollView, oldValue?.scrollEdgeObserver === self { oldValue?.scrollEdgeObserver = nil }
            contentScrollView?.scrollEdgeObserver = self
            contentScrollViewDidScroll()
        }
    }
    /// Whether the content's top meets the bar (the scroll-edge appearance applies).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue, topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance != nil { rebuild() } }
    }

    /// Whether the next change of `items` cross-fades (set by the animated item methods).
    private var animatesNextChange = false
    /// Whether the next change of `items` keeps the old contents for an interactive transition to fade.
    var keepsOldContents = false
    /// The views the last interactive change keeps (fading out) and builds (fading in).
    var keptContents: (outgoing: [UIView], incoming: [UIView]) = ([], [])
    let titleLabel = UILabel(frame: .zero)
    private var titleView: UIView?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var backButton: UIBarButtonItemView?
    /// The top item's search controller's bar, shown under the title row (see `UINavigationBar+Search.swift`).
    var installedSearchBar: UISearchBar?
    /// Whether the search bar has tucked away because the content scrolled up (`hidesSearchBarWhenScrolling`).
    var isSearchBarCollapsed = false

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    private func setUpBar() {
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigationTitle"
        addSubview(titleLabel)
        appearances.onChange = { [weak self] in self?.rebuild() }
        backgroundColor = currentAppearance.materialColor
    }

    /// Replaces the items; when `animated` and the top item changes, the old title and buttons cross-fade
    /// into the new ones.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let topChanges = items?.last !== topItem
        setItemsAnimating(items, animated && topChanges)
    }

    /// Pushes `item` on top, cross-fading the bar's contents when `animated`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItemsAnimating((items ?? []) + [item], animated) }

    /// Pops the top item and returns it, cross-fading the bar's contents when `animated`.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, let top = list.popLast() else { return nil }
        setItemsAnimating(list, animated)
        return top
    }

    private func setItemsAnimating(_ newItems: [UINavigationItem]?, _ animated: Bool) {
        animatesNextChange = animated
        defer { animatesNextChange = false }
        items = newItems
    }

    func itemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem { rebuild() }
    }

    /// The back button's title: the previous item's back item or back title, else its title, else "Back".
    var backButtonTitle: String? {
        guard let back = backItem, let top = topItem, !top.hidesBackButton else { return nil }
        if top.leftBarButtonItems?.isEmpty == false && !top.leftItemsSupplementBackButton { return nil }
        let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
        return (title?.isEmpty ?? true) ? "Back" : title
    }

    func rebuild(animated: Bool = false) {
        if keepsOldContents {
            // An interactive change: the caller fades the two sets of views as the gesture goes.
            let swap = replaceContentsKeepingOld()
            UIView.performWithoutAnimation { for v in swap.incoming { v.alpha = 0 } }
            keptContents = swap
            setNeedsLayout()
            return
        }
        let fades = animated && window != nil && UIView.areAnimationsEnabled
        if fades {
            let swap = replaceContentsKeepingOld()
            crossFade(out: swap.outgoing, in: swap.incoming)
        } else {
            let outgoing = leftViews + rightViews + [titleView, backButton].compactMap { $0 }
            leftViews = []; rightViews = []; titleView = nil; backButton = nil
            for v in outgoing { v.removeFromSuperview() }
            populate()
        }
        setNeedsLayout()
    }

    /// Builds the new top item's views while the old ones stay (untouchable, unnamed) to fade out; a copy
    /// of the title label stands for the old title over the real one, which fades in.
    private func replaceContentsKeepingOld() -> (outgoing: [UIView], incoming: [UIView]) {
        let outgoing = leftViews + rightViews + [titleView, backButton].compactMap { $0 }
        let oldTitle = titleLabel.text
        leftViews = []; rightViews = []; titleView = nil; backButton = nil
        for v in outgoing { v.isUserInteractionEnabled = false; v.accessibilityIdentifier = nil }
        var fadingOut = outgoing
        if let oldTitle, !oldTitle.isEmpty, titleLabel.alpha > 0 { fadingOut.append(makeTitleGhost(oldTitle)) }
        populate()
        let incoming = leftViews + rightViews + [titleView, backButton, titleLabel].compactMap { $0 }
        return (fadingOut, incoming)
    }

    /// Builds the views of the top item.
    private func populate() {
        let appearance = currentAppearance
        backgroundColor = appearance.materialColor
        setNeedsDisplay()
        installSearchBar()
        guard let top = topItem else { titleLabel.text = nil; return }
        if let back = backButtonTitle {
            let button = UIBarButtonItemView(backTitle: back)
            button.onTap = { [weak self] in self?.onBack?() }
            button.appearance = currentAppearance.backButtonAppearance
            button.backIndicatorImage = currentAppearance.backIndicatorImage
            backButton = button
            addSubview(button)
        }
        leftViews = (top.leftBarButtonItems ?? []).map(makeView)
        rightViews = (top.rightBarButtonItems ?? []).map(makeView)
        if let custom = top.titleView {
            titleView = custom
            addSubview(custom)
            titleLabel.text = nil
        } else {
            titleLabel.text = top.title
            titleLabel.font = (appearance.titleTextAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = (appearance.titleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        }
    }

    /// A label showing the outgoing title where the title label is, for the cross-fade.
    private func makeTitleGhost(_ text: String) -> UILabel {
        let ghost = UILabel(frame: titleLabel.frame)
        ghost.text = text
        ghost.font = titleLabel.font
        ghost.textColor = titleLabel.textColor
        ghost.textAlignment = titleLabel.textAlignment
        ghost.isUserInteractionEnabled = false
        ghost.accessibilityIdentifier = "navigationTitleOutgoing"
        addSubview(ghost)
        return ghost
    }

    /// Fades `outgoing` out (removing them at the end) and `incoming` in, with the push/pop slide's timing.
    private func crossFade(out outgoing: [UIView], in incoming: [UIView]) {
        UIView.performWithoutAnimation { for v in incoming { v.alpha = 0 } }
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0,
                       options: UINavigationController.transitionOptions,
                       animations: {
                           for v in outgoing { v.alpha = 0 }
                           for v in incoming { v.alpha = 1 }
                       },
                       completion: { _ in
                           for v in outgoing { v.removeFromSuperview() }
                       })
    }

    private func makeView(_ item: UIBarButtonItem) -> UIView {
        let view = UIBarButtonItemView.added(for: item, to: self)
        view.appearance = currentAppearance.buttonAppearance(for: item.style)
        return view
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight + searchRowHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSearchBar()
        // The title and the buttons share the top row; the search bar (if any) sits below it.
        let b = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
        let margin: CGFloat = 16, spacing: CGFloat = 8
        var left: CGFloat = margin
        if let backButton {
            let w = min(backButton.sizeThatFits(b.size).width, b.width / 3)
            backButton.frame = CGRect(x: 8, y: 0, width: w, height: b.height)
            left = 8 + w + spacing
        }
        for v in leftViews {
            let w = v.sizeThatFits(b.size).width
            v.frame = CGRect(x: left, y: 0, width: w, height: b.height)
            left += w + spacing
        }
        var right = b.width - margin
        for v in rightViews {
            let w = v.sizeThatFits(b.size).width
            v.frame = CGRect(x: right - w, y: 0, width: w, height: b.height)
            right -= w + spacing
        }
        // The title is centred on the bar when it fits between the buttons that way; a longer one slides
        // towards the roomier side, and only one wider than the whole space between the buttons truncates.
        if let titleView {
            let size = titleView.frame.size
            titleView.frame = titleFrame(width: size.width, height: size.height, between: left, and: right)
        } else {
            let width = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: b.height)).width
            titleLabel.frame = titleFrame(width: width, height: b.height, between: left, and: right)
            let shift = currentAppearance.titlePositionAdjustment
            titleLabel.frame.origin.x += shift.horizontal
            titleLabel.frame.origin.y += shift.vertical
        }
    }

    /// Where a title `width` points wide goes between the leading edge `left` and the trailing edge `right`:
    /// centred on the bar if it fits, else as near the centre as the buttons allow, else filling the space.
    private func titleFrame(width: CGFloat, height: CGFloat, between left: CGFloat, and right: CGFloat) -> CGRect {
        let b = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
        let space = max(right - left, 0)
        let w = width.isFinite ? min(max(width, 0), space) : space
        let x = min(max((b.width - w) / 2, left), left + space - w)
        let h = height.isFinite ? max(height, 0) : b.height
        return CGRect(x: x, y: (b.height - h) / 2, width: w, height: h)
    }

    open override func draw(_ rect: CGRect) {
        currentAppearance.drawBackground(in: bounds, shadowRect: CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5),
                                         shadowAtBottom: true)
    }
}
