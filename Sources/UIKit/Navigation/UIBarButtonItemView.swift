import Foundation

/// The button a navigation bar shows for a `UIBarButtonItem` (or its back button): the title in the tint
/// colour, faded while pressed; a tap that ends inside sends the action.
@MainActor
final class UIBarButtonItemView: UIView, UITextDisplaying {
    /// The item shown (nil for the back button).
    let item: UIBarButtonItem?
    /// The back button's title (when `item` is nil).
    var backTitle: String? { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }
    /// What a tap does.
    var onTap: (() -> Void)?
    /// The bar's look for buttons of this one's style (nil: the default look).
    var appearance: UIBarButtonItemAppearance? { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }
    /// The back button's chevron image from the bar's appearance (nil: the drawn chevron).
    var backIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    static let font = UIFont.systemFont(ofSize: 17)
    static let boldFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let chevronWidth: CGFloat = 18

    /// Only the framework makes this view, in code; it is never unarchived (there are no nibs here).
    required init?(coder: NSCoder) { return nil }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        setUp()
        item.hostView = self
        updateMenuInteraction()
        accessibilityIdentifier = item.accessibilityIdentifier
        if let custom = item.customView { addSubview(custom) }
    }

    /// A button for `item`, added to `bar`, which lays out again when a property of the item changes.
    static func added(for item: UIBarButtonItem, to bar: UIView) -> UIBarButtonItemView {
        let view = UIBarButtonItemView(item: item)
        // The item owns this closure: capture it weakly, or the item keeps itself alive forever.
        item.onChange = { [weak bar, weak view, weak item] in
            view?.accessibilityIdentifier = item?.accessibilityIdentifier
            bar?.setNeedsLayout()
        }
        bar.addSubview(view)
        return view
    }

    init(backTitle: String) {
        self.item = nil
        self.backTitle = backTitle
        super.init(frame: .zero)
        setUp()
        accessibilityIdentifier = "backButton"
    }

    private func setUp() {
        backgroundColor = nil
        isOpaque = false
    }

    var isBackButton: Bool { item == nil }
    var displayedText: String? { item?.title ?? backTitle }
    private var isEnabled: Bool { item?.isEnabled ?? true }
    /// An attribute of the state the button is in, from the bar's appearance (nil: none set).
    private func stateAttribute<T>(_ key: NSAttributedString.Key, _ type: T.Type) -> T? {
        appearance?.state(enabled: isEnabled, pressed: isPressed).titleTextAttributes[key] as? T
    }
    /// The normal state's attribute, which the other states fall back on.
    private func normalAttribute<T>(_ key: NSAttributedString.Key, _ type: T.Type) -> T? {
        appearance?.normal.titleTextAttributes[key] as? T
    }
    private var font: UIFont {
        stateAttribute(.font, UIFont.self) ?? normalAttribute(.font, UIFont.self)
            ?? (item?.style == .done ? Self.boldFont : Self.font)
    }

    /// The natural width: the title (or image, or custom view) plus the back chevron.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let custom = item?.customView { return CGSize(width: custom.frame.width, height: 44) }
        var width: CGFloat = 0
        if let image = item?.image {
            width = min(image.size.width, 28)
        } else if let title = displayedText {
            width = UITextMeasurement.size(of: title, font: font).width.rounded(.up)
        }
        if isBackButton { width += Self.chevronWidth }
        if let w = item?.width, w > 0 { width = max(width, w) }
        return CGSize(width: width, height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item?.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    private var color: UIColor {
        // The state's own colour; else a disabled button greys out, and a pressed one fades the normal colour.
        if let custom = stateAttribute(.foregroundColor, UIColor.self) { return custom }
        guard isEnabled else { return .disabledBarItem }
        let tint: UIColor = normalAttribute(.foregroundColor, UIColor.self) ?? item?.tintColor ?? tintColor
        return isPressed ? tint.withAlphaComponent(0.25) : tint
    }

    override func draw(_ rect: CGRect) {
        guard item?.customView == nil else { return }
        let color = self.color
        var x: CGFloat = 0
        if isBackButton, let image = backIndicatorImage {
            let s = image.size
            image.draw(in: CGRect(x: 2, y: ((bounds.height - s.height) / 2).rounded(), width: min(s.width, Self.chevronWidth - 2),
                                  height: s.height), tint: color, templateByDefault: true)
            x = Self.chevronWidth
        } else if isBackButton, let ctx = UIGraphicsGetCurrentContext() {
            // The back chevron: two strokes meeting at a point on the left.
            let path = UIBezierPath()
            let midY = bounds.midY
            path.move(to: CGPoint(x: 10, y: midY - 10))
            path.addLine(to: CGPoint(x: 2, y: midY))
            path.addLine(to: CGPoint(x: 10, y: midY + 10))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            ctx.saveGState()
            color.setStroke()
            path.stroke()
            ctx.restoreGState()
            x = Self.chevronWidth
        }
        if let image = item?.image {
            let s = image.size
            let fit = min(28 / max(s.width, 1), 28 / max(s.height, 1), 1)
            let size = CGSize(width: s.width * fit, height: s.height * fit)
            image.draw(in: CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                  width: size.width, height: size.height), tint: color, templateByDefault: true)
        } else if let title = displayedText {
            let font = self.font
            let available = bounds.width - x
            let shown = UITextLayout.truncateTail(title, width: available, forced: false) {
                UITextMeasurement.size(of: $0, font: font).width
            }
            let h = font.lineHeight
            let shift = appearance?.state(enabled: isEnabled, pressed: isPressed).titlePositionAdjustment ?? .zero
            shown.draw(at: CGPoint(x: x + shift.horizontal, y: ((bounds.height - h) / 2).rounded() + shift.vertical),
                       withAttributes: [.font: font, .foregroundColor: color])
        }
    }

    // MARK: Touches: highlight while pressed, act on a release inside
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isPressed = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isPressed = bounds.insetBy(dx: -20, dy: -20).contains(t.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let fire = isPressed
        isPressed = false
        guard fire, isEnabled else { return }
        if let onTap { onTap() } else { item?.sendAction() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isPressed = false }
}
