import Foundation

/// Turns flattened polylines into fill polygons (non-zero) that cover the stroke:
/// offset sides with joins, caps at open ends. Inner corners use the exact offset
/// intersection where it lies on both segments, else a pivot through the vertex.
struct Stroker {
    let hw: Double
    let style: StrokeStyle
    let stepAngle: Double
    var out: [Polyline] = []

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        hw = abs(style.width) / 2
        let c = Swift.max(-1, Swift.min(1, 1 - 0.25 * tolerance / Swift.max(hw, 1e-9)))
        stepAngle = Swift.max(0.05, 2 * acos(c))
    }

    mutating func stroke(_ lines: [Polyline]) -> [Polyline] {
        guard hw > 0, hw.isFinite else { return [] }
        for l in lines { strokeOne(l) }
        return out
    }

    private mutating func strokeOne(_ l: Polyline) {
        let n = l.count
        if n == 0 { return }
        l.pts.withUnsafeBufferPointer { pts in
            if n == 1 || (n == 2 && pts[0] == pts[2] && pts[1] == pts[3]) {
                dot(pts[0], pts[1])
                return
            }
            // Segment directions and lengths, computed once for both sides (the reverse side negates them).
            let closed = l.closed
            let segs = closed ? n : n - 1
            var dirs = [Double](repeating: 0, count: 3 * segs)
            dirs.withUnsafeMutableBufferPointer { d in
                for i in 0..<segs {
                    let j = i + 1 == n ? 0 : i + 1
                    let dx = pts[2 * j] - pts[2 * i], dy = pts[2 * j + 1] - pts[2 * i + 1]
                    let len = (dx * dx + dy * dy).squareRoot()
                    d[3 * i + 2] = len
                    if len > 0 {
                        let inv = 1 / len
                        d[3 * i] = dx * inv; d[3 * i + 1] = dy * inv
                    } else {
                        d[3 * i] = 1
                    }
                }
            }
            // Where both sides of a vertex take a miter point (the common case along flattened curves),
            // the two points are mirror images: compute the offset once per vertex, for both walks.
            var miters = [Double](repeating: 0, count: 3 * n)
            if style.join == .miter {
                dirs.withUnsafeBufferPointer { d in
                    miters.withUnsafeMutableBufferPointer { m in
                        for k in 0..<n where closed || (k > 0 && k < n - 1) {
                            sharedMiter(k == 0 ? segs - 1 : k - 1, k, d, into: m)
                        }
                    }
                }
            }
            dirs.withUnsafeBufferPointer { d in
                let path = Sides(pts: pts, dirs: d, miters: miters, n: n, closed: closed)
                if closed {
                    var a = Polyline(), b = Polyline()
                    a.closed = true; b.closed = true
                    side(path, reversed: false, into: &a)
                    side(path, reversed: true, into: &b)
                    out.append(a); out.append(b)
                } else {
                    var p = Polyline()
                    p.closed = true
                    p.reserve(additionalPoints: 4 * n + 8)  // both sides and both caps, in one allocation
                    let ex = pts[2 * n - 2], ey = pts[2 * n - 1]
                    let s = unit(l.startDir) ?? dir(pts[0], pts[1], pts[2], pts[3])
                    let e = unit(l.endDir) ?? dir(pts[2 * n - 4], pts[2 * n - 3], ex, ey)
                    side(path, reversed: false, first: s, last: e, into: &p)
                    cap(ex, ey, e.0, e.1, into: &p)
                    side(path, reversed: true, first: (-e.0, -e.1), last: (-s.0, -s.1), into: &p)
                    cap(pts[0], pts[1], -s.0, -s.1, into: &p)
                    out.append(p)
                }
            }
        }
    }

    /// Records at vertex `k`, between segments `s0` and `s1` (forward directions in `d`), the miter
    /// offset both sides share, when both sides would take a miter point there: the left side is
    /// the vertex plus the offset, the right side the vertex minus it (`m`: x, y, 1 when set).
    private func sharedMiter(_ s0: Int, _ s1: Int, _ d: UnsafeBufferPointer<Double>, into m: UnsafeMutableBufferPointer<Double>) {
        let d0x = d[3 * s0], d0y = d[3 * s0 + 1], len0 = d[3 * s0 + 2]
        let d1x = d[3 * s1], d1y = d[3 * s1 + 1], len1 = d[3 * s1 + 2]
        guard len0 > 0, len1 > 0 else { return }
        let cross = d0x * d1y - d0y * d1x, dot = d0x * d1x + d0y * d1y
        let vertex = s1  // segment s1 starts at vertex s1
        if abs(cross) < 1e-9 && dot > 0 {
            // Straight on: both sides continue the offset lines.
            m[3 * vertex] = -d0y * hw; m[3 * vertex + 1] = d0x * hw; m[3 * vertex + 2] = 1
            return
        }
        guard dot > -0.999999, 2 <= style.miterLimit * style.miterLimit * (1 + dot) else { return }
        let f = hw / (1 + dot)
        // The inner side takes the same point only where it lies on both segments.
        let t = abs(cross) * f
        guard t <= len0 && t <= len1 else { return }
        m[3 * vertex] = (-d0y - d1y) * f; m[3 * vertex + 1] = (d0x + d1x) * f; m[3 * vertex + 2] = 1
    }

    /// A polyline with its segment directions (dx, dy, length per segment), walked either way.
    private struct Sides {
        let pts: UnsafeBufferPointer<Double>
        let dirs: UnsafeBufferPointer<Double>
        /// Per vertex: the miter offset both sides share (x, y) and 1, or zeros (see `sharedMiter`).
        let miters: [Double]
        let n: Int
        let closed: Bool

        /// The shared miter offset at point `i` of the walk (mirrored for the reversed walk), if any.
        @inline(__always) func miter(_ i: Int, _ reversed: Bool) -> (Double, Double)? {
            let k = reversed ? n - 1 - i : i
            guard miters[3 * k + 2] != 0 else { return nil }
            return reversed ? (-miters[3 * k], -miters[3 * k + 1]) : (miters[3 * k], miters[3 * k + 1])
        }

        /// Point `i` of the walk.
        @inline(__always) func point(_ i: Int, _ reversed: Bool) -> (Double, Double) {
            let k = reversed ? n - 1 - i : i
            return (pts[2 * k], pts[2 * k + 1])
        }

        /// Unit direction and length of segment `k` of the walk (from point k to k + 1); a reversed
        /// walk negates the forward direction, exactly as computing it from reversed points would.
        @inline(__always) func segment(_ k: Int, _ reversed: Bool) -> (Double, Double, Double) {
            if !reversed { return (dirs[3 * k], dirs[3 * k + 1], dirs[3 * k + 2]) }
            var m = n - 2 - k
            if m < 0 { m += n }
            let len = dirs[3 * m + 2]
            return len > 0 ? (-dirs[3 * m], -dirs[3 * m + 1], len) : (1, 0, len)
        }
    }

    private func unit(_ d: (Double, Double)?) -> (Double, Double)? {
        guard let d else { return nil }
        let len = (d.0 * d.0 + d.1 * d.1).squareRoot()
        return len > 0 && len.isFinite ? (d.0 / len, d.1 / len) : nil
    }

    @inline(__always) private func dir(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (Double, Double) {
        let dx = x1 - x0, dy = y1 - y0
        let len = (dx * dx + dy * dy).squareRoot()
        return len > 0 ? (dx / len, dy / len) : (1, 0)
    }

    /// A lone point: a disc for round caps, a square for square caps, nothing for butt.
    private mutating func dot(_ x: Double, _ y: Double) {
        var p = Polyline()
        p.closed = true
        switch style.cap {
        case .butt: return
        case .square:
            p.add(x - hw, y - hw); p.add(x + hw, y - hw); p.add(x + hw, y + hw); p.add(x - hw, y + hw)
        case .round:
            let k = Swift.max(8, Int((2 * Double.pi / stepAngle).rounded(.up)))
            for j in 0..<k {
                let a = 2 * Double.pi * Double(j) / Double(k)
                p.add(x + hw * cos(a), y + hw * sin(a))
            }
        }
        out.append(p)
    }

    /// Cap at (x, y) for a stroke arriving along (dx, dy): from the left offset to the right one.
    private func cap(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, into p: inout Polyline) {
        let nx = -dy, ny = dx
        switch style.cap {
        case .butt:
            p.add(x + nx * hw, y + ny * hw)
            p.add(x - nx * hw, y - ny * hw)
        case .square:
            p.add(x + (nx + dx) * hw, y + (ny + dy) * hw)
            p.add(x + (dx - nx) * hw, y + (dy - ny) * hw)
        case .round:
            let k = Swift.max(2, Int((Double.pi / stepAngle).rounded(.up)))
            for j in 0...k {
                let a = -Double.pi * Double(j) / Double(k)
                let c = cos(a), s = sin(a)
                p.add(x + (nx * c - ny * s) * hw, y + (nx * s + ny * c) * hw)
            }
        }
    }

    /// The left offset of the polyline with joins (for closed input, a full ring side), walking its
    /// points forwards or backwards.
    private func side(_ l: Sides, reversed: Bool, first: (Double, Double)? = nil,
                      last: (Double, Double)? = nil, into p: inout Polyline) {
        let n = l.n
        let segs = l.closed ? n : n - 1
        p.reserve(additionalPoints: 2 * n + 4)
        if l.closed {
            var prev = l.segment(segs - 1, reversed)
            for i in 0..<n {
                let next = l.segment(i, reversed)
                vertex(l, i, reversed, prev, next, into: &p)
                prev = next
            }
        } else {
            let s0 = l.segment(0, reversed)
            let f = first ?? (s0.0, s0.1)
            let (x0, y0) = l.point(0, reversed)
            p.add(x0 - f.1 * hw, y0 + f.0 * hw)
            if n > 2 {
                var prev = s0
                for i in 1..<(n - 1) {
                    let next = l.segment(i, reversed)
                    vertex(l, i, reversed, prev, next, into: &p)
                    prev = next
                }
            }
            let sl = l.segment(segs - 1, reversed)
            let e = last ?? (sl.0, sl.1)
            let (xn, yn) = l.point(n - 1, reversed)
            p.add(xn - e.1 * hw, yn + e.0 * hw)
        }
    }

    /// The offset at point `i` of the walk, between segments `prev` and `next`: the shared miter
    /// point when there is one, else the join.
    @inline(__always) private func vertex(_ l: Sides, _ i: Int, _ reversed: Bool, _ prev: (Double, Double, Double),
                                          _ next: (Double, Double, Double), into p: inout Polyline) {
        let (x, y) = l.point(i, reversed)
        if let m = l.miter(i, reversed) {
            p.add(x + m.0, y + m.1)
        } else {
            join(x, y, prev.0, prev.1, prev.2, next.0, next.1, next.2, into: &p)
        }
    }

    private func join(_ x: Double, _ y: Double, _ d0x: Double, _ d0y: Double, _ len0: Double,
                      _ d1x: Double, _ d1y: Double, _ len1: Double, into p: inout Polyline) {
        let n0x = -d0y, n0y = d0x, n1x = -d1y, n1y = d1x
        let cross = d0x * d1y - d0y * d1x
        let dot = d0x * d1x + d0y * d1y
        let ax = x + n0x * hw, ay = y + n0y * hw, bx = x + n1x * hw, by = y + n1y * hw
        if abs(cross) < 1e-9 && dot > 0 {
            p.add(ax, ay)
            return
        }
        if cross < 0 {
            // Outer side of the turn.
            switch style.join {
            case .bevel:
                p.add(ax, ay); p.add(bx, by)
            case .miter:
                if dot > -0.999999, 2 <= style.miterLimit * style.miterLimit * (1 + dot) {
                    let f = hw / (1 + dot)
                    p.add(x + (n0x + n1x) * f, y + (n0y + n1y) * f)
                } else {
                    p.add(ax, ay); p.add(bx, by)
                }
            case .round:
                let theta = atan2(cross, dot)
                let k = Int((abs(theta) / stepAngle).rounded(.up))
                p.add(ax, ay)
                if k > 1 {
                    for j in 1..<k {
                        let a = theta * Double(j) / Double(k)
                        let c = cos(a), s = sin(a)
                        p.add(x + (n0x * c - n0y * s) * hw, y + (n0x * s + n0y * c) * hw)
                    }
                }
                p.add(bx, by)
            }
        } else {
            // Inner side: the offset lines' intersection when it lies on both segments.
            if dot > -0.999999 {
                let t = hw * abs(cross) / (1 + dot)
                if t <= len0 && t <= len1 {
                    let f = hw / (1 + dot)
                    p.add(x + (n0x + n1x) * f, y + (n0y + n1y) * f)
                    return
                }
            }
            p.add(ax, ay); p.add(x, y); p.add(bx, by)
        }
    }
}
