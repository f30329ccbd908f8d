import Foundation
import PixelEngine

extension LayerCompositor {
    /// Draws the filtered backdrop `b` over `clip` (device pixels; the target's (0, 0) is device (`ox`, `oy`)).
    func composite(_ b: RenderBackdrop, into target: Bitmap, originX ox: Int, originY oy: Int, clip: PixelRect) {
        let c = b.bounds.intersection(b.clip).intersection(clip)
        guard !c.isEmpty else { return }
        let result = backdropResult(b, covering: c)
        Composite.sourceOver(result.bitmap, into: target, dx: result.area.x - ox, dy: result.area.y - oy,
                             opacity: b.opacity, clip: c.offsetBy(-ox, -oy))
    }

    /// The filtered backdrop over at least `c`: computed once per damage rectangle (the whole part of the
    /// node inside it, so the bands of one rectangle share it), again when a larger part is needed.
    private func backdropResult(_ b: RenderBackdrop, covering c: PixelRect) -> (area: PixelRect, bitmap: Bitmap) {
        if let cached = backdropResults[b.key], cached.area.contains(c) { return cached }
        var area = b.bounds.intersection(b.clip)
        if let d = currentDamage { area = area.intersection(d) }
        area = area.union(c)
        let source = screenRect.intersection(area.insetBy(-b.reach))
        let under = Bitmap(width: source.width, height: source.height)
        renderUnder(b.key, into: under, at: source)
        let result = Bitmap(width: area.width, height: area.height)
        BackdropBlur.filter(source: under, sourceRect: source, area: area, sigma: b.sigma, saturation: b.saturation,
                            tint: b.tint, into: result)
        if let shape = b.shape { LayerCompositor.applyMask(shape, to: result, at: area) }
        backdropResults[b.key] = (area, result)
        return (area, result)
    }

    /// Renders into `bitmap` (device rectangle `rect`) everything painted before the backdrop `key`.
    private func renderUnder(_ key: RenderKey, into bitmap: Bitmap, at rect: PixelRect) {
        guard let top = rootNodes.firstIndex(where: { LayerCompositor.holds($0, key) }) else {
            bitmap.fill(bitmap.bounds, with: backdrop)
            return
        }
        render(rootNodes[...top], into: bitmap, originX: rect.x, originY: rect.y, clip: rect, occlusion: [], stop: key)
    }

    /// Whether `node` is, or contains, the backdrop `key`.
    private static func holds(_ node: RenderNode, _ key: RenderKey) -> Bool {
        switch node {
        case .item: return false
        case .backdrop(let b): return b.key == key
        case .group(let g): return g.children.contains { holds($0, key) }
        }
    }

    /// The damage grown for backdrops: a change within a blur's reach of a backdrop changes the backdrop's
    /// pixels that far around it (repeated, so a backdrop over a backdrop follows), then merged again.
    static func expand(_ rects: [PixelRect], around backdrops: [RenderBackdrop], screen: PixelRect, limit: Int) -> [PixelRect] {
        guard !rects.isEmpty else { return rects }
        var all = rects
        var changed = true, rounds = 0
        while changed && rounds <= backdrops.count {
            changed = false
            rounds += 1
            for b in backdrops {
                let area = b.bounds.intersection(b.clip), reach = b.reach
                for d in all {
                    let e = d.insetBy(-reach).intersection(area)
                    if !e.isEmpty && !all.contains(where: { $0.contains(e) }) { all.append(e); changed = true }
                }
            }
        }
        return all.count == rects.count ? rects : DamageTracker.merge(all, limit: limit, screen: screen)
    }
}
