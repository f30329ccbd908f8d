import Foundation

/// A set of layout axes (horizontal, vertical, both), as configurations name the axes they affect.
public struct UIAxis: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No axis.
    public static let neither = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]

    public var description: String {
        switch self {
        case .neither: "neither"
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        default: "both"
        }
    }
}
