import Foundation
import PixelEngine

/// An immutable vector path (Core Graphics' `CGPath`): what `CALayer.shadowPath` and
/// `UIBezierPath.cgPath` hold. Equal paths have equal elements.
public class CGPath: Hashable, @unchecked Sendable {
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
    public func hash(into h: inout Hasher) {
        h.combine(path.elements.count)
        let b = path.bounds
        h.combine(b.x); h.combine(b.y); h.combine(b.width); h.combine(b.height)
    }

    static func apply(_ t: UnsafePointer<CGAffineTransform>?, _ p: Path) -> Path {
        guard let m = t?.pointee else { return p }
        return apply(m, p)
    }

    static func apply(_ m: CGAffineTransform, _ p: Path) -> Path {
        guard !m.isIdentity else { return p }
        return p.transformed(by: Transform2D(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
    }

    /// The path's elements mapped through `t`.
    func transformedPath(_ t: CGAffineTransform) -> Path { CGPath.apply(t, path) }
}

/// A path built element by element (Core Graphics' `CGMutablePath`). Every element method takes an
/// optional affine `transform` applied to its points before they are added, as Core Graphics does.
/// Angles are in radians from +x; `clockwise` is Core Graphics' sense (y up), so in UIKit's flipped
/// coordinates `clockwise: true` runs counterclockwise on screen, the opposite of `UIBezierPath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        path.move(x: p.x, y: p.y)
    }
    /// Adds a straight line to `point` (from the current point; a path with none starts there).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        path.line(x: p.x, y: p.y)
    }
    /// Adds straight lines through `points`: a move to the first, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, pt) in points.enumerated() {
            let p = pt.applying(transform)
            if i == 0 { path.move(x: p.x, y: p.y) } else { path.line(x: p.x, y: p.y) }
        }
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let c = control.applying(transform), e = end.applying(transform)
        path.quad(cx: c.x, cy: c.y, x: e.x, y: e.y)
    }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let a = control1.applying(transform), b = control2.applying(transform), e = end.applying(transform)
        path.cubic(c1x: a.x, c1y: a.y, c2x: b.x, c2y: b.y, x: e.x, y: e.y)
    }
    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        path.append(CGPath.apply(transform, p))
    }
    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// Adds an ellipse inscribed in `rect` as its own closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        path.append(CGPath.apply(transform, p))
    }
    /// Adds a rounded rectangle (corner radii clamped to 0 and half the sides) as its own closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.append(CGPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                           transform: nil).transformedPath(transform))
    }
    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, joined to the current
    /// point by a line if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var p = Path()
        if let c = path.currentPoint {
            let inv = transform.inverted()
            let q = CGPoint(x: c.x, y: c.y).applying(inv)
            p.move(x: q.x, y: q.y)
        }
        p.addArc(centerX: center.x, centerY: center.y, radius: radius, startAngle: startAngle, endAngle: endAngle,
                 clockwise: !clockwise)
        appendContinuing(CGPath.apply(transform, p))
    }
    /// Adds an arc of `delta` radians (positive: increasing angles) from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }
    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, joined to the current point by a line.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let cp = path.currentPoint else { return }
        let p0 = CGPoint(x: cp.x, y: cp.y).applying(transform.inverted())
        let ux = p0.x - t1.x, uy = p0.y - t1.y, vx = t2.x - t1.x, vy = t2.y - t1.y
        let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
        let cross = ux * vy - uy * vx
        guard radius.isFinite, radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            addLine(to: t1, transform: transform)
            return
        }
        let cosA = (ux * vx + uy * vy) / (lu * lv)
        let half = acos(max(-1, min(1, cosA))) / 2
        let d = radius / tan(half)  // distance from the corner to each tangent point
        let a = CGPoint(x: t1.x + ux / lu * d, y: t1.y + uy / lu * d)
        let b = CGPoint(x: t1.x + vx / lv * d, y: t1.y + vy / lv * d)
        // The centre lies on the bisector, radius / sin(half) from the corner.
        let bx = ux / lu + vx / lv, by = uy / lu + vy / lv
        let bl = (bx * bx + by * by).squareRoot()
        let h = radius / sin(half)
        let c = CGPoint(x: t1.x + bx / bl * h, y: t1.y + by / bl * h)
        let start = atan2(a.y - c.y, a.x - c.x), end = atan2(b.y - c.y, b.x - c.x)
        // The short way round (under half a turn): increasing angles are Core Graphics' counterclockwise.
        var sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep > .pi { sweep -= 2 * .pi } else if sweep <= -.pi { sweep += 2 * .pi }
        addArc(center: c, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep < 0, transform: transform)
    }
    /// Appends every subpath of `other`, transformed.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(CGPath.apply(transform, other.path))
    }
    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.close() }

    /// Appends `p`, whose first element is a move to the current point: the move is dropped so the
    /// subpath continues.
    private func appendContinuing(_ p: Path) {
        var first = true
        for e in p.elements {
            defer { first = false }
            switch e {
            case let .move(x, y):
                if first && path.currentPoint != nil { continue }
                path.move(x: x, y: y)
            case let .line(x, y): path.line(x: x, y: y)
            case let .quad(cx, cy, x, y): path.quad(cx: cx, cy: cy, x: x, y: y)
            case let .cubic(a, b, c, d, x, y): path.cubic(c1x: a, c1y: b, c2x: c, c2y: d, x: x, y: y)
            case .close: path.close()
            }
        }
    }
}
