import Foundation

/// A flattened subpath: points as interleaved x, y pairs.
struct Polyline {
    var pts: [Double] = []
    var closed = false
    /// The true curve tangents at the ends (caps follow them, not the first and last chords).
    var startDir: (Double, Double)?
    var endDir: (Double, Double)?
    var count: Int { pts.count / 2 }
    /// The last point added and the count it left (reading it back from `pts` right after storing it
    /// would stall on store forwarding).
    private var lastX = 0.0, lastY = 0.0, lastCount = -1
    /// Makes room for `n` more points, growing geometrically (curves of one subpath come one by one).
    @inline(__always) mutating func reserve(additionalPoints n: Int) {
        let needed = pts.count + 2 * n
        if pts.capacity < needed { pts.reserveCapacity(Swift.max(needed, 2 * pts.capacity)) }
    }

    /// Appends a point unless it repeats the previous one.
    @inline(__always) mutating func add(_ x: Double, _ y: Double) {
        let n = pts.count
        if n >= 2 {
            let px = n == lastCount ? lastX : pts[n - 2], py = n == lastCount ? lastY : pts[n - 1]
            if abs(px - x) + abs(py - y) < 1e-9 { return }
        }
        pts.append(x); pts.append(y)
        lastX = x; lastY = y; lastCount = n + 2
    }
}

extension Path {
    /// Flattens the path after mapping it through `t`, with at most `tolerance` deviation
    /// (in the mapped space) from the true curves.
    func flattened(_ t: Transform2D, tolerance: Double) -> [Polyline] {
        var out: [Polyline] = []
        var cur = Polyline()
        var lx = 0.0, ly = 0.0
        let tol = Swift.max(1e-3, tolerance)
        // Whether the current subpath has a segment: a bare move (or the start point a close leaves behind) draws
        // nothing, as in Core Graphics, while a zero-length segment is a point that round and square caps draw.
        var drawn = false
        func flush() {
            if cur.count >= 2 || (cur.count == 1 && drawn) { out.append(cur) }
            cur = Polyline()
            drawn = false
        }
        for e in elements {
            if case .move = e {} else { drawn = true }
            switch e {
            case let .move(x, y):
                flush()
                let p = t.apply(x: x, y: y)
                cur.add(p.x, p.y); lx = p.x; ly = p.y
            case let .line(x, y):
                let p = t.apply(x: x, y: y)
                tangents(&cur, (lx, ly), (p.x, p.y), (p.x, p.y), (p.x, p.y), count: 1)
                cur.add(p.x, p.y); lx = p.x; ly = p.y
            case let .quad(cx, cy, x, y):
                let c = t.apply(x: cx, y: cy), p = t.apply(x: x, y: y)
                tangents(&cur, (lx, ly), (c.x, c.y), (p.x, p.y), (p.x, p.y), count: 2)
                let ddx = lx - 2 * c.x + p.x, ddy = ly - 2 * c.y + p.y
                let dd = (ddx * ddx + ddy * ddy).squareRoot()
                let n = Swift.max(1, Swift.min(256, Int((0.25 * dd / tol).squareRoot().rounded(.up))))
                cur.reserve(additionalPoints: n)
                let x0 = lx, y0 = ly
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    cur.add(u * u * x0 + 2 * u * s * c.x + s * s * p.x,
                            u * u * y0 + 2 * u * s * c.y + s * s * p.y)
                }
                lx = p.x; ly = p.y
            case let .cubic(ax, ay, bx, by, x, y):
                let c1 = t.apply(x: ax, y: ay), c2 = t.apply(x: bx, y: by), p = t.apply(x: x, y: y)
                tangents(&cur, (lx, ly), (c1.x, c1.y), (c2.x, c2.y), (p.x, p.y), count: 3)
                let d1x = lx - 2 * c1.x + c2.x, d1y = ly - 2 * c1.y + c2.y
                let d2x = c1.x - 2 * c2.x + p.x, d2y = c1.y - 2 * c2.y + p.y
                let dd = Swift.max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y).squareRoot()
                let n = Swift.max(1, Swift.min(512, Int((0.75 * dd / tol).squareRoot().rounded(.up))))
                cur.reserve(additionalPoints: n)
                let x0 = lx, y0 = ly
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    let b0 = u * u * u, b1 = 3 * u * u * s, b2 = 3 * u * s * s, b3 = s * s * s
                    cur.add(b0 * x0 + b1 * c1.x + b2 * c2.x + b3 * p.x,
                            b0 * y0 + b1 * c1.y + b2 * c2.y + b3 * p.y)
                }
                lx = p.x; ly = p.y
            case .close:
                cur.closed = true
                if cur.count >= 1 {
                    let sx = cur.pts[0], sy = cur.pts[1]
                    flush()
                    cur.add(sx, sy); lx = sx; ly = sy
                }
            }
        }
        flush()
        for i in out.indices where out[i].closed { out[i].startDir = nil; out[i].endDir = nil }
        // A closed polyline does not repeat its first point at the end.
        for i in out.indices where out[i].closed && out[i].count >= 2 {
            let n = out[i].pts.count
            if abs(out[i].pts[n - 2] - out[i].pts[0]) + abs(out[i].pts[n - 1] - out[i].pts[1]) < 1e-9 {
                out[i].pts.removeLast(2)
            }
        }
        return out
    }

    /// Records the start tangent (first segment of a subpath) and the end tangent of a segment
    /// from `p0` through the first `count` of `a`, `b`, `c` (the last of those is the end point).
    private func tangents(_ l: inout Polyline, _ p0: (Double, Double), _ a: (Double, Double), _ b: (Double, Double),
                          _ c: (Double, Double), count: Int) {
        @inline(__always) func point(_ i: Int) -> (Double, Double) { i == 0 ? p0 : i == 1 ? a : i == 2 ? b : c }
        @inline(__always) func differ(_ u: (Double, Double), _ v: (Double, Double)) -> Bool {
            abs(u.0 - v.0) + abs(u.1 - v.1) > 1e-9
        }
        if l.count <= 1 && l.startDir == nil {
            for i in 1...count where differ(point(i), p0) {
                let q = point(i)
                l.startDir = (q.0 - p0.0, q.1 - p0.1)
                break
            }
        }
        let e = point(count)
        for i in stride(from: count - 1, through: 0, by: -1) where differ(e, point(i)) {
            let q = point(i)
            l.endDir = (e.0 - q.0, e.1 - q.1)
            return
        }
    }
}
