/// An integer rectangle in pixels (device space), used for clips, damage and blits.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width; zero or negative means empty.
    public var width: Int
    /// Height; zero or negative means empty.
    public var height: Int

    /// Creates a rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }
    /// Number of pixels covered (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of two rectangles, `.zero` when they do not overlap.
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; an empty operand is ignored.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o.isEmpty ? .zero : o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        let x1 = Swift.max(maxX, o.maxX), y1 = Swift.max(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when pixel (x, y) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    /// True when `o` lies entirely inside this rectangle (an empty `o` is always contained).
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    /// True when the two rectangles share at least one pixel.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle grown by `d` pixels on every side (shrunk when negative).
    public func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The smallest pixel rectangle covering the real rectangle (x, y, w, h); NaN gives `.zero`.
    public static func covering(x: Double, y: Double, width: Double, height: Double) -> PixelRect {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else { return .zero }
        let lim = 1e8
        let x0 = Int(Swift.max(-lim, Swift.min(lim, x)).rounded(.down))
        let y0 = Int(Swift.max(-lim, Swift.min(lim, y)).rounded(.down))
        let x1 = Int(Swift.max(-lim, Swift.min(lim, x + width)).rounded(.up))
        let y1 = Int(Swift.max(-lim, Swift.min(lim, y + height)).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Text form for logs and test failures.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
