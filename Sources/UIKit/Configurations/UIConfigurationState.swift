import Foundation

/// The state a view is in (its traits, and whatever the view adds: selected, highlighted ...), from which
/// content and background configurations derive how they look.
public protocol UIConfigurationState {
    /// The traits of the view's environment.
    var traitCollection: UITraitCollection { get set }
    /// A state for the given traits, every flag off.
    init(traitCollection: UITraitCollection)
    /// An app's own state values, by key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app-defined configuration state value (UIKit recommends a reverse-DNS string).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The same key, from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
