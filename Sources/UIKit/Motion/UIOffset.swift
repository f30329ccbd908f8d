import Foundation

/// A horizontal and vertical offset, e.g. the viewer offset motion effects receive (-1...1 per axis).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The offset along x.
    public var horizontal: CGFloat
    /// The offset along y.
    public var vertical: CGFloat
    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
