/// A vector path in user space: subpaths of lines, quadratic and cubic Béziers.
///
/// Non-finite coordinates are ignored (the element is dropped) so bad input never
/// reaches the rasterizer.
public struct Path: Sendable {
    /// One path element; coordinates are end points and control points.
    public enum Element: Equatable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quad(cx: Double, cy: Double, x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    /// An axis-aligned rectangle with real coordinates (path bounds).
    public struct Bounds: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        /// Creates bounds from origin and size.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        /// One past the right edge.
        public var maxX: Double { x + width }
        /// One past the bottom edge.
        public var maxY: Double { y + height }
    }

    /// The elements in drawing order.
    public private(set) var elements: [Element] = []
    private var startX = 0.0, startY = 0.0
    /// The current point, or nil before the first `move`.
    public private(set) var currentPoint: (x: Double, y: Double)?

    /// An empty path.
    public init() {}

    /// True when the path has no drawing elements.
    public var isEmpty: Bool { !elements.contains { if case .move = $0 { return false }; return true } }

    @inline(__always) private static func ok(_ v: Double...) -> Bool { v.allSatisfy { $0.isFinite } }

    /// Starts a new subpath at (x, y).
    public mutating func move(x: Double, y: Double) {
        guard Path.ok(x, y) else { return }
        elements.append(.move(x: x, y: y))
        startX = x; startY = y
        currentPoint = (x, y)
    }

    /// Adds a straight line to (x, y); starts a subpath there if none is open.
    public mutating func line(x: Double, y: Double) {
        guard Path.ok(x, y) else { return }
        if currentPoint == nil { move(x: x, y: y); return }
        elements.append(.line(x: x, y: y))
        currentPoint = (x, y)
    }

    /// Adds a quadratic Bézier with control point (cx, cy) ending at (x, y).
    public mutating func quad(cx: Double, cy: Double, x: Double, y: Double) {
        guard Path.ok(cx, cy, x, y) else { return }
        if currentPoint == nil { move(x: cx, y: cy) }
        elements.append(.quad(cx: cx, cy: cy, x: x, y: y))
        currentPoint = (x, y)
    }

    /// Adds a cubic Bézier with control points c1, c2 ending at (x, y).
    public mutating func cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) {
        guard Path.ok(c1x, c1y, c2x, c2y, x, y) else { return }
        if currentPoint == nil { move(x: c1x, y: c1y) }
        elements.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
        currentPoint = (x, y)
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        currentPoint = (startX, startY)
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        for e in other.elements { add(e) }
    }

    private mutating func add(_ e: Element) {
        switch e {
        case let .move(x, y): move(x: x, y: y)
        case let .line(x, y): line(x: x, y: y)
        case let .quad(cx, cy, x, y): quad(cx: cx, cy: cy, x: x, y: y)
        case let .cubic(a, b, c, d, x, y): cubic(c1x: a, c1y: b, c2x: c, c2y: d, x: x, y: y)
        case .close: close()
        }
    }

    /// The path with every point mapped through `t` (exact for Béziers).
    public func transformed(by t: Transform2D) -> Path {
        var p = Path()
        for e in elements {
            switch e {
            case let .move(x, y):
                let q = t.apply(x: x, y: y); p.move(x: q.x, y: q.y)
            case let .line(x, y):
                let q = t.apply(x: x, y: y); p.line(x: q.x, y: q.y)
            case let .quad(cx, cy, x, y):
                let c = t.apply(x: cx, y: cy), q = t.apply(x: x, y: y)
                p.quad(cx: c.x, cy: c.y, x: q.x, y: q.y)
            case let .cubic(ax, ay, bx, by, x, y):
                let c1 = t.apply(x: ax, y: ay), c2 = t.apply(x: bx, y: by), q = t.apply(x: x, y: y)
                p.cubic(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: q.x, y: q.y)
            case .close:
                p.close()
            }
        }
        return p
    }

    /// The rectangle this path outlines, when it is exactly one axis-aligned rectangle (a move and
    /// three or four lines, closed or not), else nil.
    public var rectangle: Bounds? {
        var pts: [(Double, Double)] = []
        pts.reserveCapacity(5)
        for (i, e) in elements.enumerated() {
            switch e {
            case let .move(x, y) where i == 0: pts.append((x, y))
            case let .line(x, y) where i > 0: pts.append((x, y))
            case .close where i == elements.count - 1: break
            default: return nil
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let (a, b, c, d) = (pts[0], pts[1], pts[2], pts[3])
        let horizontalFirst = a.1 == b.1 && b.0 == c.0 && c.1 == d.1 && d.0 == a.0
        let verticalFirst = a.0 == b.0 && b.1 == c.1 && c.0 == d.0 && d.1 == a.1
        guard horizontalFirst || verticalFirst, a.0 != c.0, a.1 != c.1 else { return nil }
        return Bounds(x: Swift.min(a.0, c.0), y: Swift.min(a.1, c.1), width: abs(c.0 - a.0), height: abs(c.1 - a.1))
    }

    /// The bounding box of all points and control points (a conservative bound); zero when empty.
    public var bounds: Bounds {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            x0 = Swift.min(x0, x); y0 = Swift.min(y0, y); x1 = Swift.max(x1, x); y1 = Swift.max(y1, y)
        }
        for e in elements {
            switch e {
            case let .move(x, y), let .line(x, y): add(x, y)
            case let .quad(cx, cy, x, y): add(cx, cy); add(x, y)
            case let .cubic(ax, ay, bx, by, x, y): add(ax, ay); add(bx, by); add(x, y)
            case .close: break
            }
        }
        if x0 > x1 { return Bounds(x: 0, y: 0, width: 0, height: 0) }
        return Bounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
