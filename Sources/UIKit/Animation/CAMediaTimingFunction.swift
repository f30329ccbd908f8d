import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: cubic Bézier (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: cubic Bézier (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: cubic Bézier (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit layer animations: cubic Bézier (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) that maps the fraction of time elapsed to the
/// fraction of the change applied.
public final class CAMediaTimingFunction: Equatable, Sendable, CustomStringConvertible {
    /// The two inner control points (x1, y1, x2, y2); x values are clamped to 0...1.
    public let controlPoints: (Float, Float, Float, Float)

    /// A curve through the control points (c1x, c1y) and (c2x, c2y). Non-finite values give the linear curve.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        if [c1x, c1y, c2x, c2y].allSatisfy(\.isFinite) {
            controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
        } else {
            controlPoints = (0, 0, 1, 1)
        }
    }

    /// One of the predefined curves; an unknown name gives the default curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Writes control point `index` (0...3: start, c1, c2, end) as two floats into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let p: (Float, Float)
        switch index {
        case 1: p = (controlPoints.0, controlPoints.1)
        case 2: p = (controlPoints.2, controlPoints.3)
        case 3: p = (1, 1)
        default: p = (0, 0)
        }
        values[0] = p.0; values[1] = p.1
    }

    /// The fraction of the change at time fraction `x` (0...1): solves the curve's x(s) = x, returns y(s).
    public func evaluate(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        if x1 == y1 && x2 == y2 { return x }
        // Bézier polynomial coefficients: b(s) = ((a s + b) s + c) s.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        var s = x
        for _ in 0..<8 {
            let err = sampleX(s) - x
            if abs(err) < 1e-9 { return ((ay * s + by) * s + cy) * s }
            let d = slopeX(s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        // Newton stalled: bisect (x(s) is monotonic because the x control values lie in 0...1).
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = sampleX(s)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return ((ay * s + by) * s + cy) * s
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool {
        l.controlPoints == r.controlPoints
    }

    public var description: String { "CAMediaTimingFunction(\(controlPoints))" }
}
