import Foundation

/// A behaviour added to a view with `addInteraction(_:)` (a context menu, for one): the view keeps it
/// and tells it when it is added and removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (nil: about to be removed).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (nil: was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { attachedInteractions }
        set {
            for i in attachedInteractions { removeInteraction(i) }
            for i in newValue { addInteraction(i) }
        }
    }

    /// Adds `interaction` (a view holds it strongly; adding one already added does nothing).
    public func addInteraction(_ interaction: UIInteraction) {
        guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let i = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
