import Foundation

/// Arc length over the flattened path: what dashing and stroke ranges (`strokeStart`/`strokeEnd`)
/// are measured in. Curves are flattened in user space with `tolerance`, so lengths are exact to
/// within the flattening error.
extension Path {
    /// One flattened subpath with the running length at each vertex (closing segment included).
    private struct Measured {
        var pts: [Double]
        var closed: Bool
        /// `dist[i]` is the length from the first point to point i; for a closed subpath one more entry
        /// holds the length back to the first point.
        var dist: [Double]
        var length: Double { dist.last ?? 0 }
        /// Point `i`, wrapping to the first for the closing segment.
        func point(_ i: Int) -> (Double, Double) {
            let j = i * 2 < pts.count ? i : 0
            return (pts[2 * j], pts[2 * j + 1])
        }
    }

    private func measured(tolerance: Double) -> [Measured] {
        flattened(.identity, tolerance: Swift.max(1e-4, tolerance)).map { l in
            var dist = [0.0]
            let n = l.count
            let segs = l.closed && n > 1 ? n : n - 1
            var total = 0.0
            if segs > 0 {
                for i in 0..<segs {
                    let j = (i + 1) % n
                    let dx = l.pts[2 * j] - l.pts[2 * i], dy = l.pts[2 * j + 1] - l.pts[2 * i + 1]
                    total += (dx * dx + dy * dy).squareRoot()
                    dist.append(total)
                }
            }
            return Measured(pts: l.pts, closed: l.closed && n > 1, dist: dist)
        }
    }

    /// The total length of every subpath, closing segments included.
    public func length(tolerance: Double = 0.01) -> Double {
        measured(tolerance: tolerance).reduce(0) { $0 + $1.length }
    }

    /// The stretch of the path from `start` to `end` (fractions 0...1 of its whole length, over all
    /// subpaths in order), as Core Animation's `strokeStart`/`strokeEnd` select it. Values are clamped
    /// to 0...1; `start >= end` or non-finite values give an empty path. A closed subpath wholly inside
    /// the range stays closed (its corner joins as before).
    public func trimmed(from start: Double, to end: Double, tolerance: Double = 0.01) -> Path {
        guard start.isFinite, end.isFinite else { return Path() }
        let s = Swift.min(Swift.max(start, 0), 1), e = Swift.min(Swift.max(end, 0), 1)
        if s <= 0 && e >= 1 { return self }
        guard s < e else { return Path() }
        let subs = measured(tolerance: tolerance)
        let total = subs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = s * total, b = e * total
        var out = Path()
        var offset = 0.0
        for m in subs {
            let lo = a - offset, hi = b - offset
            offset += m.length
            if hi < 0 { break }
            if lo > m.length { continue }
            if lo <= 0 && hi >= m.length && m.closed {
                Path.appendWhole(m, to: &out)
            } else {
                Path.appendStretch(m, from: Swift.max(0, lo), to: Swift.min(m.length, hi), to: &out)
            }
        }
        return out
    }

    /// The path cut into dashes: `lengths` alternate painted and skipped stretches (repeating), starting
    /// `phase` units into the pattern, restarting at every subpath as Core Graphics does. Zero-length
    /// dashes are kept (round or square caps draw them as dots). A pattern with a negative or non-finite
    /// entry, or that sums to zero, dashes nothing: the path is returned whole.
    public func dashed(phase: Double, lengths: [Double], tolerance: Double = 0.01) -> Path {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return self }
        // An odd count repeats twice over so on and off alternate (Core Graphics' rule).
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        guard period > 0 else { return self }
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if start < 0 { start += period }
        var out = Path()
        for m in measured(tolerance: tolerance) {
            // Find where in the pattern the subpath starts.
            var index = 0, into = start
            while into > 0 && into >= pattern[index] {
                into -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var d = 0.0
            let len = m.length
            var guardCount = 0
            // At most ~1M dashes per subpath: a tiny pattern on a huge path stays bounded.
            while d <= len && guardCount < 1_000_000 {
                let remaining = pattern[index] - into
                let next = d + remaining
                if index % 2 == 0 {
                    Path.appendStretch(m, from: d, to: Swift.min(next, len), to: &out)
                }
                if next > len { break }
                d = next
                into = 0
                index = (index + 1) % pattern.count
                guardCount += 1
            }
        }
        return out
    }

    private static func appendWhole(_ m: Measured, to out: inout Path) {
        let n = m.pts.count / 2
        guard n > 0 else { return }
        out.move(x: m.pts[0], y: m.pts[1])
        for i in 1..<Swift.max(1, n) { out.line(x: m.pts[2 * i], y: m.pts[2 * i + 1]) }
        if n == 1 { out.line(x: m.pts[0], y: m.pts[1]) }
        out.close()
    }

    /// Appends the open stretch of `m` between lengths `a` and `b` (as a move and lines).
    private static func appendStretch(_ m: Measured, from a: Double, to b: Double, to out: inout Path) {
        guard b >= a else { return }
        let segs = m.dist.count - 1
        if segs <= 0 {
            // A single point: a zero-length subpath (a dot with round caps).
            guard m.pts.count >= 2 else { return }
            out.move(x: m.pts[0], y: m.pts[1]); out.line(x: m.pts[0], y: m.pts[1])
            return
        }
        func locate(_ d: Double) -> Int {
            // The segment holding length d (binary search over the running lengths).
            var lo = 0, hi = segs - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if m.dist[mid] <= d { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
        func at(_ seg: Int, _ d: Double) -> (Double, Double) {
            let p = m.point(seg), q = m.point(seg + 1)
            let l = m.dist[seg + 1] - m.dist[seg]
            let t = l > 0 ? Swift.min(Swift.max((d - m.dist[seg]) / l, 0), 1) : 0
            return (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
        }
        let i = locate(a), j = locate(b)
        let p0 = at(i, a)
        out.move(x: p0.0, y: p0.1)
        if i < j {
            for k in (i + 1)...j {
                let p = m.point(k)
                out.line(x: p.0, y: p.1)
            }
        }
        let p1 = at(j, b)
        out.line(x: p1.0, y: p1.1)
    }
}

extension Path {
    /// The outline a stroke with `style` covers, as closed subpaths to fill with the non-zero rule
    /// (Core Graphics' `copy(strokingWithWidth:...)`). Empty for a non-positive or non-finite width.
    public func stroked(style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        guard style.width.isFinite, style.width > 0 else { return Path() }
        var stroker = Stroker(style: style, tolerance: Swift.max(1e-4, tolerance))
        var out = Path()
        for poly in stroker.stroke(flattened(.identity, tolerance: Swift.max(1e-4, tolerance))) where poly.count >= 2 {
            out.move(x: poly.pts[0], y: poly.pts[1])
            for i in 1..<poly.count { out.line(x: poly.pts[2 * i], y: poly.pts[2 * i + 1]) }
            out.close()
        }
        return out
    }

    /// Whether (`x`, `y`) is inside the filled path under `rule` (every subpath treated as closed).
    public func contains(x: Double, y: Double, rule: FillRule, tolerance: Double = 0.01) -> Bool {
        guard x.isFinite, y.isFinite else { return false }
        var winding = 0
        for l in flattened(.identity, tolerance: Swift.max(1e-4, tolerance)) where l.count >= 2 {
            let n = l.count
            for i in 0..<n {
                let j = (i + 1) % n
                let x0 = l.pts[2 * i], y0 = l.pts[2 * i + 1], x1 = l.pts[2 * j], y1 = l.pts[2 * j + 1]
                if (y0 <= y) != (y1 <= y) {
                    let cx = x0 + (y - y0) / (y1 - y0) * (x1 - x0)
                    if cx > x { winding += y1 > y0 ? 1 : -1 }
                }
            }
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }
}

extension Path {
    /// The bounds of the points on the path (curves flattened with `tolerance`, control points left out).
    public func flattenedBounds(tolerance: Double = 0.01) -> Bounds {
        let polys = flattened(.identity, tolerance: Swift.max(1e-4, tolerance))
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in polys {
            var j = 0
            while j < p.pts.count {
                x0 = Swift.min(x0, p.pts[j]); x1 = Swift.max(x1, p.pts[j])
                y0 = Swift.min(y0, p.pts[j + 1]); y1 = Swift.max(y1, p.pts[j + 1])
                j += 2
            }
        }
        if x0 > x1 { return Bounds(x: 0, y: 0, width: 0, height: 0) }
        return Bounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
