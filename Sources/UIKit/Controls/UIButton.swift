import Foundation

/// A control that runs an action on tap: a title (and optionally an image) per control state, a highlighted
/// look while a touch is down on it, and UIKit's touch tracking (drag out and back, touch up inside).
@preconcurrency @MainActor
open class UIButton: UIControl, UITextDisplaying {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The kind of button; `.system` buttons show tinted titles that fade while pressed.
    public let buttonType: ButtonType
    /// The label that shows the current title (created with the button).
    public let titleLabel: UILabel?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Whether a custom button's image darkens while highlighted.
    open var adjustsImageWhenHighlighted = true { didSet { setNeedsDisplay() } }
    /// Whether the image draws dimmed while disabled.
    open var adjustsImageWhenDisabled = true { didSet { setNeedsDisplay() } }

    /// The button's look and content as one value (iOS 15's button system); nil keeps the per-state look of
    /// `setTitle(_:for:)` and friends. The button resolves it for its state whenever that changes.
    public var configuration: Configuration? { didSet { configurationDidChange(from: oldValue) } }
    /// Runs when the button's configuration needs an update (a state change, or `setNeedsUpdateConfiguration()`),
    /// after `updateConfiguration()`: set `button.configuration` there to change the look per state.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a change of state (highlighted, selected, disabled) asks for a configuration update; true by default.
    public var automaticallyUpdatesConfiguration = true
    /// A function that updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    var configurationParts = UIButtonConfigurationParts()

    /// The menu a long press opens, or a tap when `showsMenuAsPrimaryAction` is true (iOS 14).
    public var menu: UIMenu? { didSet { menuDidChange() } }
    /// Whether the button is a pop-up button (iOS 15): its menu keeps one action selected and the button shows
    /// that action's title; choosing another action selects it.
    public var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: buttonType == .system ? 15 : 18)
        label.textAlignment = .center
        titleLabel = label
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        addSubview(label)
        switch buttonType {
        case .contactAdd: setTitle("+", for: .normal); label.font = .systemFont(ofSize: 22)
        case .close: setTitle("×", for: .normal); label.font = .systemFont(ofSize: 20)
        case .detailDisclosure, .infoLight, .infoDark: setTitle("ⓘ", for: .normal)
        default: break
        }
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        titleLabel = Self.makeCustomTitleLabel()
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        addSubview(titleLabel!)
    }

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded: a `.custom` button, as `init(frame: .zero)` makes.
    public required init?(coder: NSCoder) {
        self.buttonType = .custom
        titleLabel = Self.makeCustomTitleLabel()
        super.init(coder: coder)
        backgroundColor = nil
        isOpaque = false
        addSubview(titleLabel!)
    }

    private static func makeCustomTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 18)
        label.textAlignment = .center
        return label
    }

    /// A system button with `configuration`, running `primaryAction` on tap (the action's title and image
    /// show where the configuration has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let action = primaryAction {
            if configuration.title == nil, !action.title.isEmpty { configuration.title = action.title }
            if configuration.image == nil { configuration.image = action.image }
            addAction(action, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        configurationDidChange(from: nil)  // observers do not run for an assignment in the class's own initializer
    }

    /// A system button that runs `primaryAction` on tap and shows its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// A `.custom` button at `frame` that runs `primaryAction` on tap and shows its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    /// Registers `action` for `.primaryActionTriggered` and shows its title and image, as UIKit's initializers do.
    private func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        setTitle(action.title, for: .normal)
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    /// The button's `menu`, anchored to the button.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    // MARK: Per-state content
    /// Sets the title shown in `state` (states without a title show the normal one).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? (state == .normal ? nil : titles[0]) }

    /// Sets the title colour used in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: the one set for it, else the normal one, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        if let c = titleColors[state.rawValue] { return c }
        if state.contains(.disabled), buttonType == .system { return .disabledSystemButton }
        if state.contains(.selected), let c = titleColors[State.selected.rawValue] { return c }
        return titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the image shown left of the title in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; updateContent() }
    /// The image set for `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Sets the image stretched behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; setNeedsDisplay() }
    /// The background image set for `state`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The title shown now.
    open var currentTitle: String? { lookup(titles) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: lookupState(titleColors)) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { lookup(images) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { lookup(backgroundImages) }

    public var displayedText: String? { configuration?.title ?? currentTitle }

    // MARK: Configuration updates
    private func configurationDidChange(from oldValue: Configuration?) {
        if configuration == nil {
            if oldValue != nil { removeConfigurationLook(); updateContent() }
            return
        }
        if !configurationParts.isUpdating { setNeedsUpdateConfiguration() }
        applyConfigurationLook()
    }

    /// Asks for `updateConfiguration()` and the update handler to run before the next layout.
    public func setNeedsUpdateConfiguration() {
        guard configuration != nil || configurationUpdateHandler != nil else { return }
        configurationParts.needsUpdate = true
        setNeedsLayout()
    }

    /// Override to change `configuration` for the button's current state; runs before the update handler.
    /// Call `setNeedsUpdateConfiguration()` rather than this.
    open func updateConfiguration() {}

    // MARK: Look
    open override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil && automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        updateContent()
    }

    open override var tintColor: UIColor! {
        didSet { updateContent() }
    }

    override var touchUpEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// A single-tap recognizer on a superview does not take a tap from a button: the button's action wins (UIKit, iOS 6+).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func updateContent() {
        if configuration != nil { applyConfigurationLook(); return }
        invalidateIntrinsicContentSize()
        guard let label = titleLabel else { return }
        label.text = currentTitle
        var color = currentTitleColor
        if buttonType == .system && isHighlighted && titleColors[State.highlighted.rawValue] == nil {
            color = color.withAlphaComponent(0.2)
        }
        label.textColor = color
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil { layoutConfiguration(); return }
        guard let label = titleLabel else { return }
        let imageWidth = currentImage?.size.width ?? 0
        let textSize = label.sizeThatFits(bounds.size)
        let w = min(textSize.width, max(bounds.width - imageWidth, 0))
        let total = imageWidth + w
        let x = ((bounds.width - total) / 2).rounded() + imageWidth
        label.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if configuration != nil { return configurationLayout(in: CGRect(origin: .zero, size: size)).fitting }
        let text = titleLabel?.sizeThatFits(size) ?? .zero
        let image = currentImage?.size ?? .zero
        let padding: CGFloat = buttonType == .system ? 0 : 0
        return CGSize(width: text.width + image.width + padding + (buttonType == .system ? 0 : 0),
                      height: max(max(text.height, image.height), buttonType == .system ? 30 : 0))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Titles, templates and configured colours follow the tint: the button redraws when it changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        if configuration != nil { drawConfiguration(); return }
        let dim: CGFloat = (!isEnabled && adjustsImageWhenDisabled) ? 0.4
            : (isHighlighted && (buttonType == .system || adjustsImageWhenHighlighted)) ? 0.5 : 1
        if let background = currentBackgroundImage {
            background.draw(in: bounds, alpha: dim)
        }
        if let image = currentImage, let label = titleLabel {
            let size = image.size
            let x = label.frame.minX - size.width
            // A system button draws its images as templates in its tint, as UIKit does.
            image.draw(in: CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height),
                       tint: tintColor, templateByDefault: buttonType == .system, alpha: dim)
        }
    }

    private func lookupState<V>(_ table: [UInt: V]) -> State {
        let s = state
        if table[s.rawValue] != nil { return s }
        if s.contains(.disabled), table[State.disabled.rawValue] != nil { return .disabled }
        if s.contains(.highlighted), table[State.highlighted.rawValue] != nil { return .highlighted }
        if s.contains(.selected), table[State.selected.rawValue] != nil { return .selected }
        return s.contains(.disabled) ? .disabled : s
    }

    private func lookup<V>(_ table: [UInt: V]) -> V? { table[lookupState(table).rawValue] ?? table[0] }
}
