import Foundation
import PixelEngine

/// An immutable vector path (Core Graphics' `CGPath`): what `CALayer.shadowPath` and
/// `UIBezierPath.cgPath` hold. Equal paths have equal elements.
public class CGPath: Equatable, @unchecked Sendable {
    /// The pixel engine path, in the coordinates it was built in.
    public internal(set) var path: Path

    init(path: Path) { self.path = path }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        self.init(path: CGPath.apply(transform, p))
    }

    /// An ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        self.init(path: CGPath.apply(transform, p))
    }

    /// A rectangle with circular corners (the smaller of the two radii; clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        let r = max(0, min(min(cornerWidth, cornerHeight), min(rect.width, rect.height) / 2))
        p.addRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: r.isFinite ? r : 0)
        self.init(path: CGPath.apply(transform, p))
    }

    /// Whether the path has no drawing elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect {
        let b = path.bounds
        return CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public static func == (l: CGPath, r: CGPath) -> Bool { l === r || l.path.elements == r.path.elements }

    static func apply(_ t: UnsafePointer<CGAffineTransform>?, _ p: Path) -> Path {
        guard let m = t?.pointee else { return p }
        return p.transformed(by: Transform2D(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
    }
}

/// A path built element by element (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(x: point.x, y: point.y) }
    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) { path.line(x: point.x, y: point.y) }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.quad(cx: control.x, cy: control.y, x: end.x, y: end.y)
    }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.cubic(c1x: control1.x, c1y: control1.y, c2x: control2.x, c2y: control2.y, x: end.x, y: end.y)
    }
    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) { path.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    /// Adds an ellipse inscribed in `rect` as its own subpath.
    public func addEllipse(in rect: CGRect) {
        path.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
    /// Appends every subpath of `other`.
    public func addPath(_ other: CGPath) { path.append(other.path) }
    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}
