import Foundation

/// A button a row shows when it is swiped (`UISwipeActionsConfiguration`): a title and/or image on a coloured
/// background, and a handler run when it is tapped (or the row is swiped all the way, for the first action).
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks and behaves: ordinary, or destructive (red, and the row is expected to go).
    public enum Style: Int, Sendable { case normal, destructive }

    /// Runs the action: it is given the action, the view that showed it and a completion to call with whether
    /// it was performed (the swiped row then closes).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The title on the button.
    open var title: String?
    /// An image on the button (above the title when both are set), drawn as a template in white.
    open var image: UIImage?
    /// The button's colour (system red for destructive actions, system grey otherwise, unless set).
    open var backgroundColor: UIColor! {
        get { customBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackground = newValue }
    }
    /// The handler the action runs.
    public let handler: Handler
    private var customBackground: UIColor?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
