import Foundation

/// One button of an alert or action sheet: a title, a style (default, cancel, destructive) and a handler
/// that runs after the alert has been dismissed.
@MainActor
open class UIAlertAction {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary action (blue).
        case `default`
        /// The action that cancels (bold; below the others, or on the left of a two-button alert).
        case cancel
        /// An action that destroys data (red).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action can be chosen (a disabled action draws grey and ignores taps and keys).
    open var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }
    let handler: ((UIAlertAction) -> Void)?
    /// Set by the alert showing the action, to redraw its button.
    var onChange: (() -> Void)?

    /// An action with `title` and `style` that runs `handler` (after the alert is dismissed) when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
