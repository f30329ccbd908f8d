import Foundation

/// The state of a cell for its configurations: a view's state plus the cell-specific flags (editing, swiped,
/// expanded, reordering, drag and drop).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a drag puts the cell.
    public enum DragState: Int, Hashable, Sendable { case none, lifting, dragging }
    /// Whether the cell is the target of a drop.
    public enum DropState: Int, Hashable, Sendable { case none, notTargeted, targeted }

    private var viewState: UIViewConfigurationState
    /// Whether the cell's list is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped open to show actions.
    public var isSwiped = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState: DragState = .none
    /// The cell's part in a drop.
    public var cellDropState: DropState = .none

    public init(traitCollection: UITraitCollection) { viewState = UIViewConfigurationState(traitCollection: traitCollection) }

    public var traitCollection: UITraitCollection {
        get { viewState.traitCollection }
        set { viewState.traitCollection = newValue }
    }
    /// Whether the user cannot interact with the cell.
    public var isDisabled: Bool {
        get { viewState.isDisabled }
        set { viewState.isDisabled = newValue }
    }
    /// Whether a touch is on the cell.
    public var isHighlighted: Bool {
        get { viewState.isHighlighted }
        set { viewState.isHighlighted = newValue }
    }
    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { viewState.isSelected }
        set { viewState.isSelected = newValue }
    }
    /// Whether the cell has focus.
    public var isFocused: Bool {
        get { viewState.isFocused }
        set { viewState.isFocused = newValue }
    }
    /// Whether the cell is pinned to the edge of its scroll view.
    public var isPinned: Bool {
        get { viewState.isPinned }
        set { viewState.isPinned = newValue }
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { viewState[key] }
        set { viewState[key] = newValue }
    }
}
