import Foundation

/// An action beyond activation that assistive technology offers for an element ("Delete", "Archive"): its name
/// and what it does.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The name spoken and shown for the action.
    open var name: String
    /// An image for the action (shown by some assistive technologies).
    open var image: UIImage?
    /// Runs the action; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    private var targetAction: (() -> Bool)?

    /// An action that runs `actionHandler`.
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// An action that calls `selector` (a typed method reference: `MyView.archive` with `func archive(_ action:
    /// UIAccessibilityCustomAction) -> Bool`) on `target`, held weakly as in UIKit.
    public init<T: AnyObject>(name: String, target: T, selector: @escaping (T) -> (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        targetAction = nil
        actionHandler = nil
        targetAction = { [unowned self, weak target] in
            guard let target else { return false }
            return selector(target)(self)
        }
    }

    /// Runs the action (assistive technology chose it); false when it has neither handler nor live target.
    @discardableResult
    @_spi(Platform) public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        return targetAction?() ?? false
    }
}
