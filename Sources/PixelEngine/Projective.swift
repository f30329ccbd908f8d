/// A 3x3 homogeneous (projective) matrix, row-major, mapping source (x, y, 1) to
/// destination (X, Y, W) with X = m11*x + m12*y + m13, Y = m21*x + m22*y + m23,
/// W = m31*x + m32*y + m33; the screen point is (X/W, Y/W).
public struct Projective: Equatable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    /// Creates a matrix from its nine entries, row by row.
    public init(m11: Double, m12: Double, m13: Double,
                m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity matrix.
    public static let identity = Projective(Transform2D.identity)

    /// The projective form of an affine transform.
    public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.c, m13: t.tx,
                  m21: t.b, m22: t.d, m23: t.ty,
                  m31: 0, m32: 0, m33: 1)
    }

    /// Maps a source point to homogeneous destination coordinates (X, Y, W).
    @inline(__always) public func apply(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
        (m11 * x + m12 * y + m13, m21 * x + m22 * y + m23, m31 * x + m32 * y + m33)
    }

    /// Applies `self` first, then `other`.
    public func concatenating(_ o: Projective) -> Projective {
        Projective(m11: o.m11 * m11 + o.m12 * m21 + o.m13 * m31,
                   m12: o.m11 * m12 + o.m12 * m22 + o.m13 * m32,
                   m13: o.m11 * m13 + o.m12 * m23 + o.m13 * m33,
                   m21: o.m21 * m11 + o.m22 * m21 + o.m23 * m31,
                   m22: o.m21 * m12 + o.m22 * m22 + o.m23 * m32,
                   m23: o.m21 * m13 + o.m22 * m23 + o.m23 * m33,
                   m31: o.m31 * m11 + o.m32 * m21 + o.m33 * m31,
                   m32: o.m31 * m12 + o.m32 * m22 + o.m33 * m32,
                   m33: o.m31 * m13 + o.m32 * m23 + o.m33 * m33)
    }

    /// The determinant.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse (adjugate over determinant), or nil when singular or not finite.
    public func inverted() -> Projective? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-14 else { return nil }
        let i = 1 / det
        return Projective(
            m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
            m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
            m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
    }

    /// True when the bottom row is (0, 0, 1), i.e. the map is affine.
    public var isAffine: Bool { m31 == 0 && m32 == 0 && m33 == 1 }
}
