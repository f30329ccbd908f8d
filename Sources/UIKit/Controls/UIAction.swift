import Foundation

/// A closure a control runs for its events (`addAction(_:for:)`, `UIButton(primaryAction:)`).
@preconcurrency @MainActor
public final class UIAction {
    /// A name to find or remove an action by.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with this action shows it).
    public var title: String
    /// The image (unused by controls that show no image).
    public var image: UIImage?
    /// The identifier.
    public let identifier: Identifier
    /// The control that is running the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?
    let handler: @MainActor (UIAction) -> Void

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title; self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
