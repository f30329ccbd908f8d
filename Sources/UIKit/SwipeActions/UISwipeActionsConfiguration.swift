import Foundation

/// The actions a row shows when it is swiped from one edge: the first is nearest that edge (the outermost button)
/// and is the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (an empty list means the row does not swipe from that edge).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
