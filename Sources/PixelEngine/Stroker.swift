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
        var xs = [Double](), ys = [Double]()
        xs.reserveCapacity(n); ys.reserveCapacity(n)
        for i in 0..<n { xs.append(l.pts[2 * i]); ys.append(l.pts[2 * i + 1]) }
        if n == 1 || (n == 2 && xs[0] == xs[1] && ys[0] == ys[1]) {
            dot(xs[0], ys[0])
            return
        }
        if l.closed && n >= 2 {
            var a = Polyline(), b = Polyline()
            a.closed = true; b.closed = true
            side(xs, ys, closed: true, into: &a)
            side(xs.reversed(), ys.reversed(), closed: true, into: &b)
            out.append(a); out.append(b)
        } else {
            var p = Polyline()
            p.closed = true
            let ex = xs[n - 1], ey = ys[n - 1]
            let s = unit(l.startDir) ?? dir(xs[0], ys[0], xs[1], ys[1])
            let e = unit(l.endDir) ?? dir(xs[n - 2], ys[n - 2], ex, ey)
            side(xs, ys, closed: false, first: s, last: e, into: &p)
            cap(ex, ey, e.0, e.1, into: &p)
            side(xs.reversed(), ys.reversed(), closed: false, first: (-e.0, -e.1), last: (-s.0, -s.1), into: &p)
            cap(xs[0], ys[0], -s.0, -s.1, into: &p)
            out.append(p)
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

    /// The left offset of the polyline with joins (for closed input, a full ring side).
    private func side(_ xs: [Double], _ ys: [Double], closed: Bool, first: (Double, Double)? = nil,
                      last: (Double, Double)? = nil, into p: inout Polyline) {
        let n = xs.count
        let segs = closed ? n : n - 1
        var dxs = [Double](repeating: 1, count: segs), dys = [Double](repeating: 0, count: segs)
        var lens = [Double](repeating: 0, count: segs)
        p.pts.reserveCapacity(p.pts.count + 4 * n + 8)
        for i in 0..<segs {
            let j = i + 1 == n ? 0 : i + 1
            let dx = xs[j] - xs[i], dy = ys[j] - ys[i]
            let len = (dx * dx + dy * dy).squareRoot()
            lens[i] = len
            if len > 0 {
                let inv = 1 / len
                dxs[i] = dx * inv; dys[i] = dy * inv
            }
        }
        if closed {
            for i in 0..<n {
                let k = i == 0 ? segs - 1 : i - 1
                join(xs[i], ys[i], dxs[k], dys[k], lens[k], dxs[i], dys[i], lens[i], into: &p)
            }
        } else {
            let f = first ?? (dxs[0], dys[0])
            p.add(xs[0] - f.1 * hw, ys[0] + f.0 * hw)
            if n > 2 {
                for i in 1..<(n - 1) {
                    join(xs[i], ys[i], dxs[i - 1], dys[i - 1], lens[i - 1], dxs[i], dys[i], lens[i], into: &p)
                }
            }
            let e = last ?? (dxs[segs - 1], dys[segs - 1])
            p.add(xs[n - 1] - e.1 * hw, ys[n - 1] + e.0 * hw)
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
