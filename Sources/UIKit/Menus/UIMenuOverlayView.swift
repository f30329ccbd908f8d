import Foundation

/// A menu on screen: a clear view over the whole window holding the menu's platter and those of its open
/// submenus. A touch outside the platters dismisses the menu; it takes keyboard focus while shown (arrows,
/// Return, Escape) and gives it back when dismissed. One menu is shown per window at a time.
@MainActor
final class UIMenuOverlayView: UIView {
    /// The platters, the root menu first and the deepest open submenu last.
    private(set) var platters: [UIMenuPlatterView] = []
    /// The menu's source in window coordinates, and the gap kept from it.
    private let anchor: CGRect
    private let gap: CGFloat
    /// A context menu's preview, shown in a rounded card between the source and the menu.
    private let preview: UIViewController?
    private let previewCard = UIView(frame: .zero)
    /// What chosen actions see as their `sender` (a button, a bar button item's view ...).
    private weak var sender: AnyObject?
    /// Called with an action the user chose, after its selection state changed and before its handler runs.
    var willPerform: (@MainActor (UIAction) -> Void)?
    /// Called once, when the menu goes away (chosen, tapped outside, Escape, or replaced by another menu).
    var didDismiss: (@MainActor () -> Void)?
    private weak var previousFirstResponder: UIResponder?
    /// Whether the menu was dismissed.
    private(set) var isDismissed = false

    private init(frame: CGRect, anchor: CGRect, gap: CGFloat, sender: AnyObject?, preview: UIViewController?) {
        self.anchor = anchor; self.gap = gap; self.sender = sender; self.preview = preview
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        accessibilityIdentifier = "menu.overlay"
        if let preview {
            previewCard.layer.cornerRadius = UIMenuPlatterView.cornerRadius
            previewCard.clipsToBounds = true
            previewCard.accessibilityIdentifier = "menu.preview"
            previewCard.addSubview(preview.view)
            addSubview(previewCard)
        }
    }

    /// The source rectangle (window coordinates) and the gap the menu keeps from it.
    var anchorRect: CGRect { anchor }
    var anchorGap: CGFloat { gap }

    /// The preview's height; it is as wide as the menu (a view controller's view is screen-sized by default,
    /// and there is no `preferredContentSize` here to ask).
    private static let defaultPreviewHeight: CGFloat = 200

    required init?(coder: NSCoder) { nil }

    /// Shows `menu` in `window` next to `anchor` (window coordinates), dismissing a menu already shown there.
    @discardableResult
    static func present(_ menu: UIMenu, in window: UIWindow, anchor: CGRect, gap: CGFloat, sender: AnyObject?,
                        preview: UIViewController? = nil) -> UIMenuOverlayView {
        visible(in: window)?.dismiss()
        UIMenuRowList.prepareForDisplay(menu)
        let overlay = UIMenuOverlayView(frame: window.bounds, anchor: anchor, gap: gap, sender: sender, preview: preview)
        overlay.previousFirstResponder = window.currentFirstResponder
        window.addSubview(overlay)
        overlay.push(UIMenuPlatterView(menu: menu, overlay: overlay))
        _ = overlay.becomeFirstResponder()
        return overlay
    }

    /// The menu shown in `window`, if any.
    static func visible(in window: UIWindow) -> UIMenuOverlayView? {
        window.subviews.last { $0 is UIMenuOverlayView } as? UIMenuOverlayView
    }

    override var canBecomeFirstResponder: Bool { !isDismissed }

    /// Removes the menu, gives keyboard focus back, and reports the dismissal.
    func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        let window = self.window
        removeFromSuperview()
        if let previous = previousFirstResponder, (previous as? UIView)?.window === window, window != nil {
            _ = previous.becomeFirstResponder()
        }
        didDismiss?()
    }

    // MARK: Platters

    private func push(_ platter: UIMenuPlatterView) {
        platters.append(platter)
        addSubview(platter)
        place(platter, at: platters.count - 1)
    }

    private func place(_ platter: UIMenuPlatterView, at level: Int) {
        let size = platter.preferredSize
        if level == 0 {
            var anchor = self.anchor, gap = self.gap
            if let preview {
                let previewSize = CGSize(width: size.width, height: Self.defaultPreviewHeight)
                previewCard.frame = UIMenuPlacement.frame(for: previewSize, anchor: anchor, gap: gap, in: bounds)
                preview.view.frame = previewCard.bounds
                anchor = previewCard.frame; gap = 8
            }
            platter.frame = UIMenuPlacement.frame(for: size, anchor: anchor, gap: gap, in: bounds)
            platter.isHidden = platter.rowViews.isEmpty && preview != nil
        } else {
            let parent = platters[level - 1]
            let row = parent.highlightedIndex.map { parent.windowFrame(ofRow: $0) } ?? parent.frame
            platter.frame = UIMenuPlacement.submenuFrame(for: size, row: convert(row, from: nil), parent: parent.frame, in: bounds)
        }
        platter.layoutIfNeeded()
    }

    /// A platter's rows changed (a deferred element loaded): it is sized and placed again.
    func platterDidChangeSize(_ platter: UIMenuPlatterView) {
        guard let level = platters.firstIndex(where: { $0 === platter }) else { return }
        place(platter, at: level)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let superview, frame != superview.bounds { frame = superview.bounds }
        for (level, platter) in platters.enumerated() { place(platter, at: level) }
    }

    /// Closes the submenus deeper than `platter`.
    func closeSubmenus(deeperThan platter: UIMenuPlatterView) {
        guard let level = platters.firstIndex(where: { $0 === platter }) else { return }
        while platters.count > level + 1 { platters.removeLast().removeFromSuperview() }
    }

    /// Chooses row `index` of `platter`: a submenu opens; an enabled action updates its selection group,
    /// dismisses the menu (unless `.keepsMenuPresented`) and runs its handler.
    func activate(rowAt index: Int, in platter: UIMenuPlatterView, highlightFirst: Bool = false) {
        guard platter.rowViews.indices.contains(index) else { return }
        switch platter.rowViews[index].row {
        case let .submenu(menu):
            closeSubmenus(deeperThan: platter)
            platter.highlight(index)
            UIMenuRowList.prepareForDisplay(menu)
            let sub = UIMenuPlatterView(menu: menu, overlay: self)
            push(sub)
            if highlightFirst { sub.moveHighlight(forward: true) }
        case let .action(action, group):
            guard !action.attributes.contains(.disabled) else { return }
            if group.options.contains(.singleSelection) {
                for case let .action(other, otherGroup) in platter.rowViews.map(\.row) where otherGroup === group {
                    other.state = other === action ? .on : .off
                }
            }
            willPerform?(action)
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                for p in platters { p.refreshRows() }
            } else {
                dismiss()
                action.perform(sender: sender)
            }
        case .loading, .separator:
            break
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let code = presses.first?.key?.keyCode, handleKey(code) else { super.pressesBegan(presses, with: event); return }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let code = presses.first?.key?.keyCode, Self.menuKeys.contains(code) else { super.pressesEnded(presses, with: event); return }
    }

    /// The keys the menu handles itself.
    static let menuKeys: Set<UIKeyboardHIDUsage> = [.keyboardDownArrow, .keyboardUpArrow, .keyboardReturnOrEnter, .keyboardSpacebar,
                                                    .keyboardRightArrow, .keyboardLeftArrow, .keyboardEscape]

    // MARK: Touches outside the platters

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { dismiss() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
