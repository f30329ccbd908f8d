import Foundation

/// A bar of bar button items, usually along the bottom of the screen (a navigation controller's toolbar or
/// one of your own): items sit side by side from the leading margin, and flexible spaces share the width
/// that is left, so `[.flexibleSpace, item, .flexibleSpace]` centres an item, as in UIKit.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The standard height of the bar.
    public static let standardHeight: CGFloat = 44
    /// The space at each end of the bar and between adjacent items.
    static let margin: CGFloat = 16, spacing: CGFloat = 8

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    /// One view per item (nil for space items, which only take room).
    private(set) var itemViews: [UIView?] = []
    /// The bar's background colour (the system bar material when nil); sets the standard and compact
    /// appearances' `backgroundColor`, as UIKit maps this older property onto them.
    open var barTintColor: UIColor? {
        didSet { for a in [standardAppearance, compactAppearance].compactMap({ $0 }) { a.backgroundColor = barTintColor } }
    }
    /// The bar's appearances (see `UIToolbar+Appearance.swift`).
    let appearances = UIBarAppearanceSlots(standard: UIToolbarAppearance())
    /// Kept for API parity: the bar is drawn opaque.
    open var isTranslucent = true

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
        contentMode = .redraw
        appearances.onChange = { [weak self] in self?.appearanceDidChange() }
        appearanceDidChange()
    }

    /// Replaces the items; when `animated` the new item buttons fade in.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for v in itemViews { v?.removeFromSuperview() }
        storedItems = items
        itemViews = (items ?? []).map { item in
            guard item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace else { return nil }
            let view = UIBarButtonItemView.added(for: item, to: self)
            view.appearance = standardAppearance.buttonAppearance(for: item.style)
            return view
        }
        setNeedsLayout()
        if animated {
            let shown = itemViews.compactMap { $0 }
            for v in shown { v.alpha = 0 }
            UIView.animate(withDuration: 0.25) { for v in shown { v.alpha = 1 } }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = storedItems ?? []
        let b = bounds
        // Natural widths, then the spacing between two buttons that meet (spaces bring their own room).
        var widths: [CGFloat] = []
        var used: CGFloat = 0
        var flexible = 0
        for (i, item) in items.enumerated() {
            let w: CGFloat
            switch item.systemItem {
            case .flexibleSpace?: w = 0; flexible += 1
            case .fixedSpace?: w = max(item.width.isFinite ? item.width : 0, 0)
            default: w = itemViews[i]?.sizeThatFits(b.size).width ?? 0
            }
            widths.append(w)
            used += w
            if i > 0, itemViews[i - 1] != nil, itemViews[i] != nil { used += Self.spacing }
        }
        let spare = max(b.width - 2 * Self.margin - used, 0)
        var x = Self.margin
        for (i, item) in items.enumerated() {
            if i > 0, itemViews[i - 1] != nil, itemViews[i] != nil { x += Self.spacing }
            let w = item.systemItem == .flexibleSpace ? spare / CGFloat(flexible) : widths[i]
            itemViews[i]?.frame = CGRect(x: x, y: 0, width: w, height: b.height)
            x += w
        }
    }

    open override func draw(_ rect: CGRect) {
        // The background and the hairline along the top edge.
        standardAppearance.drawBackground(in: bounds, shadowRect: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(UIScreen.main.scale, 1)),
                                          shadowAtBottom: false)
    }
}
