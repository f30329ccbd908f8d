/// A convex device-space region that drawing still to come covers with opaque pixels, kept as the
/// pixels of each row lying wholly inside it. Drawing underneath may skip those pixels: the
/// painter's algorithm without its overdraw (the hidden planes of a carousel, a card under a card).
public final class Occluder {
    /// The first row with an interval.
    let firstRow: Int
    /// Per row from `firstRow`: covered pixels [lo, hi), empty when lo >= hi.
    private let lo: [Int32], hi: [Int32]

    /// The pixels wholly inside the convex polygon `pts` (interleaved device x, y) and inside `clip`;
    /// nil when no pixel is, or the polygon is degenerate or not finite.
    public init?(convex pts: [Double], clip: PixelRect) {
        let n = pts.count / 2
        guard n >= 3, pts.allSatisfy(\.isFinite) else { return nil }
        var yMin = Double.infinity, yMax = -Double.infinity
        for i in 0..<n { yMin = Swift.min(yMin, pts[2 * i + 1]); yMax = Swift.max(yMax, pts[2 * i + 1]) }
        guard yMax - yMin >= 1, abs(yMin) < 1e7, abs(yMax) < 1e7 else { return nil }
        // The chord of every whole-numbered line y = k crossing the polygon: [left[k], right[k]].
        let k0 = Int(yMin.rounded(.up)), k1 = Int(yMax.rounded(.down))
        let lines = k1 - k0 + 1
        var left = [Double](repeating: .infinity, count: lines), right = [Double](repeating: -.infinity, count: lines)
        for i in 0..<n {
            let j = i + 1 == n ? 0 : i + 1
            var (ax, ay, bx, by) = (pts[2 * i], pts[2 * i + 1], pts[2 * j], pts[2 * j + 1])
            if ay > by { swap(&ax, &bx); swap(&ay, &by) }
            if by - ay <= 0 { continue }
            let slope = (bx - ax) / (by - ay)
            var k = Swift.max(k0, Int(ay.rounded(.up)))
            let kEnd = Swift.min(k1, Int(by.rounded(.down)))
            while k <= kEnd {
                let x = ax + (Double(k) - ay) * slope
                left[k - k0] = Swift.min(left[k - k0], x)
                right[k - k0] = Swift.max(right[k - k0], x)
                k += 1
            }
        }
        // Row k lies between lines k and k + 1: a pixel is inside when both its top and bottom edges are.
        guard lines >= 2 else { return nil }
        var l = [Int32](repeating: 0, count: lines - 1), h = [Int32](repeating: 0, count: lines - 1)
        var any = false
        for r in 0..<(lines - 1) where k0 + r >= clip.y && k0 + r < clip.maxY {
            let a = Swift.max(left[r], left[r + 1], Double(clip.x)), b = Swift.min(right[r], right[r + 1], Double(clip.maxX))
            guard a.isFinite, b.isFinite, b - a >= 1 else { continue }
            l[r] = Int32(a.rounded(.up)); h[r] = Int32(b.rounded(.down))
            any = any || h[r] > l[r]
        }
        guard any else { return nil }
        firstRow = k0
        lo = l
        hi = h
    }

    /// The covered pixels of row `y`, [lo, hi) (empty when lo >= hi).
    @inline(__always) func interval(row y: Int) -> (lo: Int, hi: Int) {
        let r = y - firstRow
        guard r >= 0, r < lo.count else { return (0, 0) }
        return (Int(lo[r]), Int(hi[r]))
    }
}

/// The occluders in front of one drawing: its pixels inside any of them need not be drawn.
public struct Occlusion {
    let occluders: [Occluder]

    /// Occlusion by `occluders` (in any order); nil when there are none.
    public init?(_ occluders: [Occluder]) {
        if occluders.isEmpty { return nil }
        self.occluders = occluders
    }

    /// Calls `body(a, b)` for each run [a, b) of the pixels [x0, x1) of row `y` outside every occluder.
    @inline(__always) func forEachVisible(_ x0: Int, _ x1: Int, row y: Int, _ body: (Int, Int) -> Void) {
        // The covered intervals overlapping the span, in order of their start (there are only a few).
        withUnsafeTemporaryAllocation(of: (lo: Int, hi: Int).self, capacity: occluders.count) { c in
            var count = 0
            for o in occluders {
                let v = o.interval(row: y)
                guard v.hi > x0, v.lo < x1, v.lo < v.hi else { continue }
                var k = count
                while k > 0 && c[k - 1].lo > v.lo { c[k] = c[k - 1]; k -= 1 }
                c[k] = v
                count += 1
            }
            var cur = x0
            for k in 0..<count {
                if c[k].lo > cur { body(cur, Swift.min(c[k].lo, x1)) }
                cur = Swift.max(cur, c[k].hi)
                if cur >= x1 { return }
            }
            if cur < x1 { body(cur, x1) }
        }
    }
}
