import Foundation

/// How a tab bar's items look in one layout, per state: normal, selected, disabled and focused.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// The look of an item that is not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    public let focused = UITabBarItemStateAppearance()
    var onChange: (() -> Void)?

    /// The default item appearance (the stacked style).
    public convenience init() { self.init(style: .stacked) }

    /// The default item appearance of `style`: no custom colours, so items draw as they would without one.
    public init(style: UITabBarItemAppearance.Style) {
        for state in states { state.onChange = { [weak self] in self?.onChange?() } }
    }

    /// Resets every state to the default look of `style`.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in states { state.reset() }
    }

    /// A copy that changes independently of this appearance.
    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (mine, theirs) in zip(states, copy.states) { theirs.copy(from: mine) }
        return copy
    }

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// The layouts a tab bar item can have.
    public enum Style: Int, Sendable {
        /// Icon above title (a phone in portrait; what the tab bar here always draws).
        case stacked
        /// Icon beside title.
        case inline
        /// Icon beside title, compact.
        case compactInline
    }
}

/// A tab bar item's look in one state: the icon's colour, the title's attributes and offset, the badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    /// The icon's colour (nil: the tab bar's colour for the state).
    open var iconColor: UIColor? { didSet { onChange?() } }
    /// Attributes of the title: `.font` and `.foregroundColor` (empty: 10-point medium in the state's colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the title moves from its usual place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    /// The badge's fill (nil: the system red).
    open var badgeBackgroundColor: UIColor? { didSet { onChange?() } }
    /// Attributes of the badge's text: `.font` and `.foregroundColor` (empty: 13-point white).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the badge moves from its usual place.
    open var badgePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    var onChange: (() -> Void)?

    init() {}

    func reset() {
        iconColor = nil
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgePositionAdjustment = .zero
    }

    func copy(from other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
    }
}
