import Foundation
import PixelEngine

/// A vector path with UIKit's constructors and `fill()` / `stroke()` into the current context.
@preconcurrency @MainActor
open class UIBezierPath {
    /// The underlying pixel engine path, in points.
    public private(set) var path = Path()
    /// The stroke width in points.
    public var lineWidth: CGFloat = 1
    /// The shape of stroke ends.
    public var lineCapStyle: CGLineCap = .butt
    /// The shape of stroke corners.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit for `.miter` joins.
    public var miterLimit: CGFloat = 10
    /// Whether fills use the even-odd rule instead of non-zero winding.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        path.addRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: r)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// An open circular arc; angles in radians, 0 pointing right, clockwise as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The current point, after the last element.
    public private(set) var currentPoint: CGPoint = .zero

    private func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard finite(point) else { return }
        path.move(x: point.x, y: point.y); currentPoint = point
    }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) {
        guard finite(point) else { return }
        path.line(x: point.x, y: point.y); currentPoint = point
    }

    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard finite(endPoint), finite(controlPoint1), finite(controlPoint2) else { return }
        path.cubic(c1x: controlPoint1.x, c1y: controlPoint1.y, c2x: controlPoint2.x, c2y: controlPoint2.y,
                   x: endPoint.x, y: endPoint.y)
        currentPoint = endPoint
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard finite(endPoint), finite(controlPoint) else { return }
        path.quad(cx: controlPoint.x, cy: controlPoint.y, x: endPoint.x, y: endPoint.y)
        currentPoint = endPoint
    }

    /// Adds a circular arc, joined to the current point by a line if the path is not empty.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard finite(center), radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        path.addArc(centerX: center.x, centerY: center.y, radius: radius, startAngle: startAngle,
                    endAngle: endAngle, clockwise: clockwise)
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current subpath.
    public func close() { path.close() }

    /// Appends another path's elements.
    public func append(_ other: UIBezierPath) { path.append(other.path) }

    /// Removes every element.
    public func removeAllPoints() { path = Path() }

    /// Transforms every point of the path.
    public func apply(_ t: CGAffineTransform) {
        path = path.transformed(by: Transform2D(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var bounds: CGRect {
        let b = path.bounds
        return CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
    }

    /// Fills the enclosed area with the current context's fill colour.
    public func fill() {
        UIGraphicsGetCurrentContext()?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes.
    public func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(path, style: strokeStyle)
    }

    /// Intersects the current context's clip with the enclosed area.
    public func addClip() { UIGraphicsGetCurrentContext()?.clip(to: path) }

    var strokeStyle: StrokeStyle {
        var s = StrokeStyle(width: Double(lineWidth))
        s.cap = lineCapStyle.engineCap
        s.join = lineJoinStyle.engineJoin
        s.miterLimit = Double(miterLimit)
        return s
    }
}

/// Stroke end styles.
public enum CGLineCap: Sendable { case butt, round, square
    var engineCap: LineCap { switch self { case .butt: .butt; case .round: .round; case .square: .square } }
}

/// Stroke corner styles.
public enum CGLineJoin: Sendable { case miter, round, bevel
    var engineJoin: LineJoin { switch self { case .miter: .miter; case .round: .round; case .bevel: .bevel } }
}
