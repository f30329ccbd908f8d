import Foundation

/// One change in a batch of collection view updates, as the layout sees it in
/// `prepare(forCollectionViewUpdates:)`: an insert, delete, reload or move of an item or a section (a section
/// is named by an index path with `item == NSNotFound`).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// The kind of change.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    /// The item or section before the update (nil for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// The item or section after the update (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// What happens to it.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// Whether the update names a whole section.
    var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound }
}
