import Foundation

/// The closure type a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure: a control runs it for its events (`addAction(_:for:)`,
/// `UIButton(primaryAction:)`), and a menu runs it when the user chooses its row.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A name to find or remove an action by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with this action shows it; a menu row shows it).
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image (a menu row shows it at its trailing edge; controls that show no image ignore it).
    public override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The identifier.
    public let identifier: Identifier
    /// The title the keyboard-shortcut overlay and the accessibility tree use instead of `title`, when set.
    public var discoverabilityTitle: String?
    /// How the action looks in a menu and whether it can be chosen.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    public var state: UIMenuElement.State
    /// The control that is running the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?
    let handler: UIActionHandler

    /// An action running `handler`, with the menu look given by `attributes` and `state`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes; self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set to `sender` for its duration.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
