import Foundation

/// A value an animation interpolates: the property types Core Animation animates.
enum AnimationValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    /// A shape layer's path: paths with the same elements interpolate point by point.
    case path(CGPath?)

    /// Converts the loosely typed values animations take (`fromValue: Any?`); nil for unsupported types or non-finite numbers.
    init?(any value: Any?) {
        switch value {
        case let v as AnimationValue: self = v
        case let v as CGFloat: self = .number(v)
        case let v as Double: self = .number(CGFloat(v))
        case let v as Float: self = .number(CGFloat(v))
        case let v as Int: self = .number(CGFloat(v))
        case let v as NSNumber: self = .number(CGFloat(v.doubleValue))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as CGPath: self = .path(v)
        default: return nil
        }
        guard isFinite else { return nil }
    }

    /// The value as the property's own type (for `value(forKeyPath:)` style callers and delegates).
    var anyValue: Any {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v as Any
        case .path(let v): return v as Any
        }
    }

    var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .transform(let t): return t.isFinite
        case .color, .path: return true
        }
    }

    /// The components of vector-like values (colors as straight RGBA; a missing colour is transparent black).
    private var components: [CGFloat]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height]
        case .color(let c): return c?.components ?? [0, 0, 0, 0]
        case .transform, .path: return nil
        }
    }

    private func withComponents(_ c: [CGFloat]) -> AnimationValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .transform, .path: return self
        }
    }

    /// `a` at t = 0, `b` at t = 1, extrapolating outside (colours clamp). Mismatched kinds jump at the midpoint.
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: CGFloat) -> AnimationValue {
        if case .transform(let x) = a, case .transform(let y) = b { return .transform(CATransform3DInterpolate(x, y, t)) }
        if case .path(let x) = a, case .path(let y) = b {
            guard let x, let y, let mid = CGPath.interpolate(x, y, t) else { return t < 0.5 ? a : b }
            return .path(mid)
        }
        if case .color(let x) = a, case .color(let y) = b {
            // Colours interpolate premultiplied-free in straight RGBA, but a missing colour keeps the other's hue.
            let cx = x?.components ?? (y.map { [$0.components[0], $0.components[1], $0.components[2], 0] } ?? [0, 0, 0, 0])
            let cy = y?.components ?? (x.map { [$0.components[0], $0.components[1], $0.components[2], 0] } ?? [0, 0, 0, 0])
            if x == nil && y == nil { return .color(nil) }
            return .color(CGColor(red: cx[0] + (cy[0] - cx[0]) * t, green: cx[1] + (cy[1] - cx[1]) * t,
                                  blue: cx[2] + (cy[2] - cx[2]) * t, alpha: cx[3] + (cy[3] - cx[3]) * t))
        }
        guard let ca = a.components, let cb = b.components, ca.count == cb.count, a.sameKind(as: b) else { return t < 0.5 ? a : b }
        return a.withComponents(zip(ca, cb).map { $0 + ($1 - $0) * t })
    }

    /// `a + b` (transforms: `b` applied after `a`); used by additive animations and `byValue`.
    static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        if case .transform(let x) = a, case .transform(let y) = b { return .transform(CATransform3DConcat(x, y)) }
        guard let ca = a.components, let cb = b.components, ca.count == cb.count, a.sameKind(as: b) else { return b }
        return a.withComponents(zip(ca, cb).map(+))
    }

    /// `a - b` (transforms: `a` after undoing `b`).
    static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        if case .transform(let x) = a, case .transform(let y) = b { return .transform(CATransform3DConcat(x, CATransform3DInvert(y))) }
        guard let ca = a.components, let cb = b.components, ca.count == cb.count, a.sameKind(as: b) else { return a }
        return a.withComponents(zip(ca, cb).map(-))
    }

    /// The distance between two values (for paced keyframes); transforms measure their translation.
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> CGFloat {
        if case .transform(let x) = a, case .transform(let y) = b {
            let d = [x.m41 - y.m41, x.m42 - y.m42, x.m43 - y.m43]
            return (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
        }
        guard let ca = a.components, let cb = b.components, ca.count == cb.count else { return 0 }
        return zip(ca, cb).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    private func sameKind(as other: AnimationValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform), (.color, .color),
             (.path, .path): return true
        default: return false
        }
    }
}
