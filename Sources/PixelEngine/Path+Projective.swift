/// Paths seen through a perspective (projective) map: a rounded clip shape on a plane turned in 3D.
extension Path {
    /// The path flattened in its own space (at most `tolerance` deviation there), each closed
    /// subpath clipped to W >= a small positive bound (the near plane, so nothing behind the
    /// viewer is divided by zero or a negative W), then projected through `m`: straight lines stay
    /// straight under a projective map, so the result is exact up to the flattening.
    /// Subpaths are treated as closed (it is meant for fills and clips).
    public func projected(through m: Projective, tolerance: Double = 0.05) -> Path {
        var out = Path()
        let polys = flattened(.identity, tolerance: tolerance)
        for poly in polys where poly.count >= 3 {
            var pts: [(Double, Double)] = []
            pts.reserveCapacity(poly.count)
            var wmax = -Double.infinity
            for i in 0..<poly.count {
                let x = poly.pts[2 * i], y = poly.pts[2 * i + 1]
                pts.append((x, y))
                wmax = Swift.max(wmax, m.m31 * x + m.m32 * y + m.m33)
            }
            guard wmax.isFinite, wmax > 0 else { continue }
            let near = Swift.max(1e-6, wmax * 1e-4)
            pts = Composite.clipPolygon(pts) { m.m31 * $0 + m.m32 * $1 + m.m33 - near }
            guard pts.count >= 3 else { continue }
            var first = true
            for p in pts {
                let q = m.apply(x: p.0, y: p.1)
                let x = q.x / q.w, y = q.y / q.w
                guard x.isFinite, y.isFinite else { continue }
                if first { out.move(x: x, y: y); first = false } else { out.line(x: x, y: y) }
            }
            out.close()
        }
        return out
    }
}
