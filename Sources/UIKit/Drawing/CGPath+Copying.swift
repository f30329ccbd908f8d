import Foundation
import PixelEngine

/// How a filled path decides what is inside (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

extension CGPath {
    /// The current point (the end of the last element); `.zero` for an empty path, as Core Graphics.
    public var currentPoint: CGPoint {
        guard let p = path.currentPoint else { return .zero }
        return CGPoint(x: p.x, y: p.y)
    }

    /// The smallest rectangle holding every point on the path (control points excluded, measured on
    /// the flattened curves).
    public var boundingBoxOfPath: CGRect {
        guard !path.isEmpty else { return .null }
        let b = path.flattenedBounds(tolerance: 0.001)
        return CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
    }

    /// A copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: CGPath.apply(transform, path))
    }

    /// A copy of the path cut into dashes: `lengths` alternate painted and skipped stretches, starting
    /// `phase` units into the pattern, restarting at each subpath. An unusable pattern (empty, negative
    /// or summing to zero) logs and returns the path undashed.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let l = lengths.map(Double.init)
        if l.isEmpty || l.contains(where: { !$0.isFinite || $0 < 0 }) || l.reduce(0, +) <= 0 {
            CGPath.logLater("CGPath.copy(dashingWithPhase:lengths:): dash lengths \(lengths) are not a usable pattern; the path is not dashed")
            return CGPath(path: CGPath.apply(transform, path))
        }
        return CGPath(path: CGPath.apply(transform, path.dashed(phase: Double(phase), lengths: l, tolerance: 0.01)))
    }

    /// The outline a stroke of `lineWidth` with the given caps and joins covers, as a path to fill.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(width: Double(lineWidth), cap: lineCap.engineCap, join: lineJoin.engineJoin,
                                miterLimit: miterLimit.isFinite ? Double(miterLimit) : 10)
        return CGPath(path: CGPath.apply(transform, path.stroked(style: style, tolerance: 0.01)))
    }

    /// Whether `point` is inside the path filled with `rule` (after mapping the path through `transform`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        CGPath.apply(transform, path).contains(x: Double(point.x), y: Double(point.y), rule: rule == .evenOdd ? .evenOdd : .nonZero)
    }

    /// Whether the path is exactly one axis-aligned rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let r = path.rectangle else { return false }
        rect?.pointee = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        return true
    }

    /// Logs from any thread (CGPath is not tied to the main actor): on the main actor the message goes
    /// through the application's log at once, otherwise to standard error.
    static func logLater(_ message: String) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIApplication.shared.log(message) }
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}

extension CGPath {
    /// The path between `a` (t = 0) and `b` (t = 1), point by point, as Core Animation animates a shape
    /// layer's path; nil when their elements differ in number or kind (the animation then jumps).
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        let ea = a.path.elements, eb = b.path.elements
        guard ea.count == eb.count else { return nil }
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * Double(t) }
        var p = Path()
        for (x, y) in zip(ea, eb) {
            switch (x, y) {
            case let (.move(ax, ay), .move(bx, by)): p.move(x: mix(ax, bx), y: mix(ay, by))
            case let (.line(ax, ay), .line(bx, by)): p.line(x: mix(ax, bx), y: mix(ay, by))
            case let (.quad(acx, acy, ax, ay), .quad(bcx, bcy, bx, by)):
                p.quad(cx: mix(acx, bcx), cy: mix(acy, bcy), x: mix(ax, bx), y: mix(ay, by))
            case let (.cubic(a1, a2, a3, a4, a5, a6), .cubic(b1, b2, b3, b4, b5, b6)):
                p.cubic(c1x: mix(a1, b1), c1y: mix(a2, b2), c2x: mix(a3, b3), c2y: mix(a4, b4), x: mix(a5, b5), y: mix(a6, b6))
            case (.close, .close): p.close()
            default: return nil
            }
        }
        return CGPath(path: p)
    }
}
