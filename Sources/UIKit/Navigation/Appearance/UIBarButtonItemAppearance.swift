import Foundation

/// How a bar's buttons of one style look in each state: normal, highlighted (pressed), disabled and focused.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The look of an enabled button at rest.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look while the button is pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled button.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused button.
    public let focused = UIBarButtonItemStateAppearance()
    var onChange: (() -> Void)?

    /// The appearance of plain buttons.
    public convenience init() { self.init(style: .plain) }

    /// The default appearance of buttons of `style`: no custom attributes, so the button draws as it
    /// would without an appearance (a `.done` button in the semibold font).
    public init(style: UIBarButtonItem.Style) {
        for state in states { state.onChange = { [weak self] in self?.onChange?() } }
    }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in states { state.reset() }
    }

    /// A copy that changes independently of this appearance.
    open func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        for (mine, theirs) in zip(states, copy.states) { theirs.copy(from: mine) }
        return copy
    }

    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }

    /// The state appearance for a button that is `enabled` and `pressed`.
    func state(enabled: Bool, pressed: Bool) -> UIBarButtonItemStateAppearance {
        !enabled ? disabled : (pressed ? highlighted : normal)
    }
}

/// A bar button's look in one state: its title's attributes and offset.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance {
    /// Attributes of the title: `.font` and `.foregroundColor` (empty: the button's default font and tint).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the title moves from its usual place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    var onChange: (() -> Void)?

    init() {}

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
    }

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
    }
}
