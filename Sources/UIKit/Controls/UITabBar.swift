import Foundation

/// The bar of a tab bar controller: one button per item, the selected one tinted.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items, left to right.
    open var items: [UITabBarItem]? { didSet { rebuildButtons() } }
    /// The index of the highlighted item.
    var selectedIndex = 0 { didSet { updateSelection() } }
    /// The colour of the selected item.
    open var selectedTintColor: UIColor? { didSet { updateSelection() } }
    /// The colour of the other items.
    open var unselectedItemTintColor: UIColor? = .tabBarUnselectedItem { didSet { updateSelection() } }
    var onSelect: ((Int) -> Void)?
    private(set) var buttons: [UITabBarButton] = []
    /// The bar's appearances (see `UITabBar+Appearance.swift`).
    let appearances = UIBarAppearanceSlots(standard: UITabBarAppearance())

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        appearances.onChange = { [weak self] in self?.appearanceDidChange() }
        appearanceDidChange()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        appearances.onChange = { [weak self] in self?.appearanceDidChange() }
        appearanceDidChange()
    }

    /// The selected item.
    open var selectedItem: UITabBarItem? {
        guard let items, items.indices.contains(selectedIndex) else { return nil }
        return items[selectedIndex]
    }

    private func rebuildButtons() {
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).enumerated().map { index, item in
            let button = UITabBarButton(item: item)
            button.accessibilityIdentifier = "tab." + (item.title ?? "\(index)")
            button.onTap = { [weak self, weak item] in if item?.isEnabled != false { self?.onSelect?(index) } }
            addSubview(button)
            return button
        }
        updateSelection()
        setNeedsLayout()
    }

    func updateSelection() {
        let items = standardAppearance.stackedLayoutAppearance
        for (i, b) in buttons.enumerated() {
            let selected = i == selectedIndex
            b.tint = selected ? (selectedTintColor ?? tintColor) : (unselectedItemTintColor ?? .gray)
            b.stateAppearance = !b.item.isEnabled ? items.disabled : (selected ? items.selected : items.normal)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let w = bounds.width / CGFloat(buttons.count)
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: bounds.height)
        }
    }

    open override func draw(_ rect: CGRect) {
        standardAppearance.drawBackground(in: bounds, shadowRect: CGRect(x: 0, y: 0, width: bounds.width, height: 0.5),
                                          shadowAtBottom: false)
    }
}

/// One tab: its icon (tinted) above its title.
@MainActor
final class UITabBarButton: UIView, UITextDisplaying {
    var displayedText: String? { item.title }
    let item: UITabBarItem
    var tint: UIColor = .gray { didSet { if tint != oldValue { setNeedsDisplay() } } }
    /// The bar's look for this item's state (its colours win over `tint`).
    var stateAppearance: UITabBarItemStateAppearance? { didSet { setNeedsDisplay() } }
    var onTap: (() -> Void)?
    private var trackingInside = false

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        accessibilityLabel = item.title
    }

    override func draw(_ rect: CGRect) {
        let iconSize: CGFloat = 25
        let state = stateAppearance
        let defaultTint = item.isEnabled ? tint : tint.withAlphaComponent(0.4)
        let tint = state?.iconColor ?? defaultTint
        if let image = item.image {
            let s = image.size
            let fit = min(iconSize / max(s.width, 1), iconSize / max(s.height, 1), 1)
            let size = CGSize(width: s.width * fit, height: s.height * fit)
            image.draw(in: CGRect(x: (bounds.width - size.width) / 2, y: 6 + (iconSize - size.height) / 2,
                                  width: size.width, height: size.height), tint: tint, templateByDefault: true)
        } else if item.systemItem == .more {
            // The More item's three dots.
            tint.setFill()
            for i in -1...1 {
                let c = CGPoint(x: bounds.width / 2 + CGFloat(i) * 8, y: 6 + iconSize / 2)
                UIBezierPath(ovalIn: CGRect(x: c.x - 2.5, y: c.y - 2.5, width: 5, height: 5)).fill()
            }
        }
        if let title = item.title {
            let custom = state?.titleTextAttributes ?? [:]
            let attributes: [NSAttributedString.Key: Any] = [
                .font: (custom[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 10, weight: .medium),
                .foregroundColor: (custom[.foregroundColor] as? UIColor) ?? defaultTint]
            let size = title.size(withAttributes: attributes)
            let shift = state?.titlePositionAdjustment ?? .zero
            title.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded() + shift.horizontal, y: 33 + shift.vertical),
                       withAttributes: attributes)
        }
        if let badge = item.badgeValue { drawBadge(badge, state: state) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackingInside = true }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first { trackingInside = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self)) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackingInside { onTap?() }
        trackingInside = false
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackingInside = false }
}
