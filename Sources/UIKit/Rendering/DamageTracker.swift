import PixelEngine

/// Turns "what changed since the last frame" into a short list of device rectangles: the old and
/// new bounds of every item that moved, changed or appeared/disappeared. The list is bounded:
/// overlapping rectangles merge, and past `maxRects` the two whose union wastes least merge; when
/// the damage covers most of the surface it becomes one full-surface rectangle.
struct DamageTracker {
    /// The most rectangles a frame presents.
    var maxRects = 8
    private var previous: [RenderKey: RenderLeafState] = [:]
    private var hasPrevious = false

    /// Forgets the last frame: the next one is fully damaged.
    mutating func reset() {
        previous = [:]
        hasPrevious = false
    }

    /// The damaged rectangles between the last frame and `leaves`, within `screen`; remembers `leaves`.
    mutating func damage(_ leaves: [(RenderKey, RenderLeafState)], screen: PixelRect) -> [PixelRect] {
        var current: [RenderKey: RenderLeafState] = [:]
        current.reserveCapacity(leaves.count)
        for (k, s) in leaves { current[k] = s }
        defer { previous = current; hasPrevious = true }
        if !hasPrevious { return [screen] }
        var rects: [PixelRect] = []
        for (k, s) in leaves {
            if let old = previous[k] {
                if old != s {
                    rects.append(old.bounds)
                    rects.append(s.bounds)
                }
            } else {
                rects.append(s.bounds)
            }
        }
        for (k, old) in previous where current[k] == nil { rects.append(old.bounds) }
        return DamageTracker.merge(rects.map { $0.intersection(screen) }.filter { !$0.isEmpty }, limit: maxRects,
                                   screen: screen)
    }

    /// Merges overlapping rectangles, then the cheapest pairs until at most `limit` remain.
    static func merge(_ input: [PixelRect], limit: Int, screen: PixelRect) -> [PixelRect] {
        var rects: [PixelRect] = []
        for r in input {
            var cur = r
            var merged = true
            while merged {
                merged = false
                for i in rects.indices where rects[i].intersects(cur) || rects[i].contains(cur) {
                    cur = cur.union(rects[i])
                    rects.remove(at: i)
                    merged = true
                    break
                }
            }
            rects.append(cur)
        }
        while rects.count > max(1, limit) {
            var best = (0, 1), bestCost = Int.max
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                    if cost < bestCost { bestCost = cost; best = (i, j) }
                }
            }
            let u = rects[best.0].union(rects[best.1])
            rects.remove(at: best.1)
            rects[best.0] = u
        }
        let total = rects.reduce(0) { $0 + $1.area }
        if total * 10 > screen.area * 7 { return [screen] }
        return rects
    }
}
