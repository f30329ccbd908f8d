import Foundation

/// A 3D transform split into parts that interpolate meaningfully: scale, skew, a rotation quaternion,
/// translation and perspective, in Core Animation's row-vector order (scale, skew, rotate, translate, project).
struct DecomposedTransform3D: Equatable {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    /// Shear factors xy, xz, yz.
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)
    /// Unit quaternion (x, y, z, w) of the rotation.
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    /// The fourth column (m14, m24, m34, m44) of the perspective factor.
    var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

    static func == (l: DecomposedTransform3D, r: DecomposedTransform3D) -> Bool {
        l.scale == r.scale && l.skew == r.skew && l.rotation == r.rotation
            && l.translation == r.translation && l.perspective == r.perspective
    }

    /// Splits `t`; nil when its linear part is singular (e.g. a zero scale), which has no rotation.
    init?(_ t: CATransform3D) {
        guard t.isFinite else { return nil }
        // M = [[L, L p], [t, t.p + pw]] where L = scale * skew * rotation.
        let l: [[CGFloat]] = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        guard let inv = Self.invert3(l) else { return nil }
        let c = [t.m14, t.m24, t.m34]
        let p = (0..<3).map { i in inv[i][0] * c[0] + inv[i][1] * c[1] + inv[i][2] * c[2] }
        let pw = t.m44 - (t.m41 * p[0] + t.m42 * p[1] + t.m43 * p[2])
        perspective = (p[0], p[1], p[2], pw)
        translation = (t.m41, t.m42, t.m43)

        var r0 = l[0], r1 = l[1], r2 = l[2]
        var sx = Self.length(r0); r0 = Self.scaled(r0, 1 / sx)
        var xy = Self.dot(r0, r1); r1 = Self.combine(r1, r0, -xy)
        var sy = Self.length(r1); r1 = Self.scaled(r1, 1 / sy); xy /= sy
        var xz = Self.dot(r0, r2); r2 = Self.combine(r2, r0, -xz)
        var yz = Self.dot(r1, r2); r2 = Self.combine(r2, r1, -yz)
        var sz = Self.length(r2); r2 = Self.scaled(r2, 1 / sz); xz /= sz; yz /= sz
        if Self.dot(r0, Self.cross(r1, r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = Self.scaled(r0, -1); r1 = Self.scaled(r1, -1); r2 = Self.scaled(r2, -1)
            xy = -xy; xz = -xz; yz = -yz
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        rotation = Self.quaternion(rows: [r0, r1, r2])
        guard [sx, sy, sz, xy, xz, yz, pw].allSatisfy(\.isFinite) else { return nil }
    }

    /// Builds the transform back.
    var transform: CATransform3D {
        let r = Self.rotationRows(rotation)
        let (sx, sy, sz) = scale
        let row0 = Self.scaled(r[0], sx)
        let row1 = Self.scaled(Self.combine(r[1], r[0], skew.xy), sy)
        let row2 = Self.scaled(Self.combine(Self.combine(r[2], r[1], skew.yz), r[0], skew.xz), sz)
        let lp = [row0, row1, row2].map { $0[0] * perspective.x + $0[1] * perspective.y + $0[2] * perspective.z }
        let tp = translation.x * perspective.x + translation.y * perspective.y + translation.z * perspective.z
        return CATransform3D(m11: row0[0], m12: row0[1], m13: row0[2], m14: lp[0],
                             m21: row1[0], m22: row1[1], m23: row1[2], m24: lp[1],
                             m31: row2[0], m32: row2[1], m33: row2[2], m34: lp[2],
                             m41: translation.x, m42: translation.y, m43: translation.z, m44: tp + perspective.w)
    }

    /// Linear interpolation of every part, spherical for the rotation; `t` outside 0...1 extrapolates (springs).
    static func interpolate(_ a: DecomposedTransform3D, _ b: DecomposedTransform3D, _ t: CGFloat) -> DecomposedTransform3D {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var r = a
        r.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        r.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
        r.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y), mix(a.translation.z, b.translation.z))
        r.perspective = (mix(a.perspective.x, b.perspective.x), mix(a.perspective.y, b.perspective.y),
                         mix(a.perspective.z, b.perspective.z), mix(a.perspective.w, b.perspective.w))
        r.rotation = slerp(a.rotation, b.rotation, t)
        return r
    }

    static func slerp(_ a: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat), _ b0: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                      _ t: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var b = b0
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 { b = (-b.x, -b.y, -b.z, -b.w); d = -d }
        let wa: CGFloat, wb: CGFloat
        if d > 0.9995 {
            wa = 1 - t; wb = t
        } else {
            let theta = acos(min(d, 1)), s = sin(theta)
            wa = sin((1 - t) * theta) / s; wb = sin(t * theta) / s
        }
        var q = (x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
        let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        if n > 0 { q = (q.x / n, q.y / n, q.z / n, q.w / n) }
        return q
    }

    /// The quaternion of a rotation given by its rows (row-vector convention), Shepperd's method.
    static func quaternion(rows r: [[CGFloat]]) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        // Column-vector matrix q = transpose(r).
        func q(_ i: Int, _ j: Int) -> CGFloat { r[j][i] }
        let trace = q(0, 0) + q(1, 1) + q(2, 2)
        var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            w = s / 4; x = (q(2, 1) - q(1, 2)) / s; y = (q(0, 2) - q(2, 0)) / s; z = (q(1, 0) - q(0, 1)) / s
        } else if q(0, 0) > q(1, 1) && q(0, 0) > q(2, 2) {
            let s = (1 + q(0, 0) - q(1, 1) - q(2, 2)).squareRoot() * 2
            w = (q(2, 1) - q(1, 2)) / s; x = s / 4; y = (q(0, 1) + q(1, 0)) / s; z = (q(0, 2) + q(2, 0)) / s
        } else if q(1, 1) > q(2, 2) {
            let s = (1 + q(1, 1) - q(0, 0) - q(2, 2)).squareRoot() * 2
            w = (q(0, 2) - q(2, 0)) / s; x = (q(0, 1) + q(1, 0)) / s; y = s / 4; z = (q(1, 2) + q(2, 1)) / s
        } else {
            let s = (1 + q(2, 2) - q(0, 0) - q(1, 1)).squareRoot() * 2
            w = (q(1, 0) - q(0, 1)) / s; x = (q(0, 2) + q(2, 0)) / s; y = (q(1, 2) + q(2, 1)) / s; z = s / 4
        }
        let n = (x * x + y * y + z * z + w * w).squareRoot()
        return n > 0 ? (x / n, y / n, z / n, w / n) : (0, 0, 0, 1)
    }

    /// The rows (row-vector convention) of the rotation a unit quaternion describes.
    static func rotationRows(_ q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) -> [[CGFloat]] {
        let (x, y, z, w) = q
        // Column-vector matrix, transposed on output.
        let m: [[CGFloat]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
        return [[m[0][0], m[1][0], m[2][0]], [m[0][1], m[1][1], m[2][1]], [m[0][2], m[1][2], m[2][2]]]
    }

    /// The quaternion of a rotation by `angle` about a coordinate axis (0 = x, 1 = y, 2 = z), in Core Animation's sense.
    static func axisRotation(_ angle: CGFloat, axis: Int) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let rows = CATransform3DMakeRotation(angle, axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
        return quaternion(rows: [[rows.m11, rows.m12, rows.m13], [rows.m21, rows.m22, rows.m23], [rows.m31, rows.m32, rows.m33]])
    }

    private static func invert3(_ m: [[CGFloat]]) -> [[CGFloat]]? {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return [[A / det, -(b * i - c * h) / det, (b * f - c * e) / det],
                [B / det, (a * i - c * g) / det, -(a * f - c * d) / det],
                [C / det, -(a * h - b * g) / det, (a * e - b * d) / det]]
    }
    private static func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
    private static func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func scaled(_ v: [CGFloat], _ s: CGFloat) -> [CGFloat] { [v[0] * s, v[1] * s, v[2] * s] }
    private static func combine(_ a: [CGFloat], _ b: [CGFloat], _ s: CGFloat) -> [CGFloat] { [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s] }
    private static func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

/// Interpolates between two transforms the way Core Animation does: decomposed into scale, skew, rotation,
/// translation and perspective, so a rotation stays a rotation (no shrinking through the middle).
/// Falls back to entry-wise interpolation when either transform is singular. `t` outside 0...1 extrapolates.
public func CATransform3DInterpolate(_ from: CATransform3D, _ to: CATransform3D, _ t: CGFloat) -> CATransform3D {
    guard t.isFinite else { return from }
    if t == 0 { return from }
    if t == 1 { return to }
    // Scale and translation only (the common view case): decomposition interpolates those linearly, so
    // interpolate the entries directly without allocating.
    func isScaleTranslate(_ m: CATransform3D) -> Bool {
        m.m12 == 0 && m.m13 == 0 && m.m14 == 0 && m.m21 == 0 && m.m23 == 0 && m.m24 == 0
            && m.m31 == 0 && m.m32 == 0 && m.m34 == 0 && m.m44 == 1
    }
    if isScaleTranslate(from) && isScaleTranslate(to) {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var r = CATransform3DIdentity
        r.m11 = mix(from.m11, to.m11); r.m22 = mix(from.m22, to.m22); r.m33 = mix(from.m33, to.m33)
        r.m41 = mix(from.m41, to.m41); r.m42 = mix(from.m42, to.m42); r.m43 = mix(from.m43, to.m43)
        return r
    }
    if let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) {
        let r = DecomposedTransform3D.interpolate(a, b, t).transform
        if r.isFinite { return r }
    }
    let x = from.rowMajor, y = to.rowMajor
    return CATransform3D(rowMajor: zip(x, y).map { $0 + ($1 - $0) * t })
}
