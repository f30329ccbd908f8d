import Foundation

/// How strongly a constraint holds, 1...1000: `.required` (1000) always holds, lower values are
/// optional and the layout breaks the lower-priority ones first when constraints conflict.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// A high optional priority: the default compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority a window drag may resize a scene at (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority a scene keeps its size at (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority a window drag cannot resize a scene at (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` pulls toward the target size with (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue += rhs }
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs.rawValue -= rhs }
}

extension UILayoutPriority: CustomStringConvertible {
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
