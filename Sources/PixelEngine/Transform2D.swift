import Foundation

/// A 2D affine transform in the CGAffineTransform convention:
/// x' = a*x + c*y + tx, y' = b*x + d*y + ty.
public struct Transform2D: Equatable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A pure translation.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A pure scale about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn +x toward +y (clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// Applies `self` first, then `other` (CGAffineTransformConcat order).
    public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + b * t.c,
                    b: a * t.b + b * t.d,
                    c: c * t.a + d * t.c,
                    d: c * t.b + d * t.d,
                    tx: tx * t.a + ty * t.c + t.tx,
                    ty: tx * t.b + ty * t.d + t.ty)
    }

    /// This transform preceded by a translation (like CGContextTranslateCTM).
    public func translatedBy(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a scale (like CGContextScaleCTM).
    public func scaledBy(x: Double, y: Double) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a rotation (like CGContextRotateCTM).
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The determinant a*d - b*c.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular or not finite.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id,
                           tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Maps a point.
    @inline(__always) public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// An upper bound on how much the transform stretches lengths (largest singular value).
    public var maxScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let m = (p + q) / 2, dd = ((p - q) / 2) * ((p - q) / 2) + r * r
        return sqrt(m + sqrt(dd))
    }

    /// True when the transform maps axis-aligned rectangles to axis-aligned rectangles.
    public var isRectilinear: Bool { b == 0 && c == 0 }
}
