import Foundation

/// The state of a view for its configurations: traits plus whether it is disabled, highlighted, selected,
/// focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the user cannot interact with the view.
    public var isDisabled = false
    /// Whether a touch is on the view.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view (a section header, say) is pinned to the edge of its scroll view.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
