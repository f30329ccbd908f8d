import Foundation
import PixelEngine

/// The cached shadow of a layer together with its sublayers (Core Animation derives a shadow
/// without `shadowPath` from the composited alpha of the layer and its whole sublayer tree).
@MainActor
final class SubtreeShadow {
    /// What the bitmap was rendered from (the layer's look, its subtree's looks and geometry).
    var signature: Int?
    /// The blurred, coloured shadow and the rectangle (layer coordinates) it covers.
    var part: LayerRenderCache.Part?
    /// Increases whenever the shadow's pixels change (damage tracking compares it).
    var generation = 0
}

extension RenderTreeBuilder {
    /// Puts the shadow of `layer` and its sublayers first in `own` (below the layer's look and
    /// sublayers), re-rendering it only when the subtree's looks or relative geometry changed.
    /// A layer with a `shadowPath` bakes its shadow into its body instead (LayerRenderCache). With
    /// `masksToBounds` the mask clips the shadow too, as in Core Animation (`clip` or the mask group):
    /// it shows only inside the bounds, where the layer's look and sublayers leave it uncovered.
    mutating func addSubtreeShadow(_ layer: CALayer, look p: CALayer, plane: Projective, opacity: Float,
                                   clip: PixelRect, signature groupSignature: Int, into own: inout [RenderNode]) {
        guard let cache = layer.renderCache else { return }
        let shadowAlpha = (p.shadowColor?.alpha ?? 0) * CGFloat(min(max(p.shadowOpacity, 0), 1))
        guard shadowAlpha > 0, shadowAlpha.isFinite, p.shadowPath == nil,
              p.shadowRadius.isFinite, p.shadowOffset.width.isFinite, p.shadowOffset.height.isFinite,
              let color = p.shadowColor else {
            cache.subtreeShadow = nil
            return
        }
        let state = cache.subtreeShadow ?? SubtreeShadow()
        cache.subtreeShadow = state
        var h = Hasher()
        h.combine(scale)
        h.combine(cache.generation)
        h.combine(cache.contentGeneration)
        h.combine(color)
        h.combine(shadowAlpha)
        h.combine(p.shadowRadius)
        h.combine(p.shadowOffset.width)
        h.combine(p.shadowOffset.height)
        h.combine(p.sublayerTransform)
        h.combine(p.bounds.origin.x)
        h.combine(p.bounds.origin.y)
        h.combine(p.anchorPoint.x)
        h.combine(p.anchorPoint.y)
        h.combine(p.masksToBounds)
        if p.masksToBounds { h.combine(p.bounds.width); h.combine(p.bounds.height) }
        // Sublayers drawn wholly inside an opaque background add no alpha: they cannot change the
        // shadow (content moving inside a card keeps the card's shadow cached).
        let opaqueCore = RenderTreeBuilder.opaqueCore(p)
        let sub = RenderTreeBuilder.sublayerMatrix(p)
        for c in layer.sublayers ?? [] {
            if let core = opaqueCore, RenderTreeBuilder.subtree(c, parentSub: sub, liesWithin: core) { continue }
            RenderTreeBuilder.hashSubtree(c, into: &h)
        }
        let sig = h.finalize()
        if sig != state.signature {
            state.signature = sig
            state.part = renderSubtreeShadow(layer, look: p, color: color, alpha: shadowAlpha, cache: cache)
            state.generation += 1
        }
        guard let part = state.part else { return }
        var nodes: [RenderNode] = []
        addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.shadow), part, plane: plane,
                generation: state.generation, opacity: opacity, clip: clip, signature: groupSignature, into: &nodes)
        own.insert(contentsOf: nodes, at: 0)
    }

    /// Everything of a sublayer's subtree the shadow's pixels depend on: placement, visibility,
    /// masks and the generation of each cached look (bumped whenever a look is re-rasterised).
    static func hashSubtree(_ c: CALayer, into h: inout Hasher) {
        let cp = c.onScreenLayer
        h.combine(ObjectIdentifier(c))
        h.combine(cp.isHidden)
        guard !cp.isHidden else { return }
        h.combine(cp.opacity)
        h.combine(cp.bounds.origin.x); h.combine(cp.bounds.origin.y)
        h.combine(cp.bounds.width); h.combine(cp.bounds.height)
        h.combine(cp.position.x); h.combine(cp.position.y)
        h.combine(cp.anchorPoint.x); h.combine(cp.anchorPoint.y)
        h.combine(cp.zPosition)
        h.combine(cp.transform)
        h.combine(cp.sublayerTransform)
        h.combine(cp.masksToBounds)
        h.combine(cp.cornerRadius)
        h.combine(cp.isDoubleSided)
        h.combine(c.renderCache?.generation ?? -1)
        h.combine(c.renderCache?.contentGeneration ?? -1)
        h.combine(c.renderCache?.subtreeShadow?.generation ?? -1)
        let kids = c.sublayers ?? []
        h.combine(kids.count)
        for k in kids { hashSubtree(k, into: &h) }
    }

    /// The part of the layer an opaque background or gradient fills (a rectangle inside the rounded
    /// corners, a point clear of the anti-aliased edge), or nil when neither is opaque.
    static func opaqueCore(_ p: CALayer) -> CGRect? {
        let opaqueBackground = (p.backgroundColor?.alpha ?? 0) >= 1
        let opaqueGradient = (p as? CAGradientLayer)?.colors.map { cs in
            !cs.isEmpty && cs.allSatisfy { (($0 as? CGColor)?.alpha ?? 0) >= 1 }
        } ?? false
        guard opaqueBackground || opaqueGradient else { return nil }
        let b = p.bounds
        let r = LayerRenderCache.clampedRadius(p.cornerRadius, b) + 1
        let core = b.insetBy(dx: r, dy: r)
        return core.width > 0 && core.height > 0 ? core : nil
    }

    /// Whether everything `c` and its visible descendants can draw lies inside `rect` (the parent's
    /// coordinates); false whenever a transform on the way is not affine (conservative).
    static func subtree(_ c: CALayer, parentSub: CATransform3D, liesWithin rect: CGRect) -> Bool {
        let cp = c.onScreenLayer
        if cp.isHidden || cp.opacity <= 0.001 { return true }
        var m = RenderTreeBuilder.localMatrix(cp)
        if !CATransform3DIsIdentity(parentSub) { m = CATransform3DConcat(m, parentSub) }
        m = RenderTreeBuilder.flattened(m)
        guard m.m14 == 0, m.m24 == 0, m.m44 == 1, m.isFinite else { return false }
        // Affine maps keep convexity: the corners of the child's bounds inside `rect` put all of it inside.
        for (x, y) in [(cp.bounds.minX, cp.bounds.minY), (cp.bounds.maxX, cp.bounds.minY),
                       (cp.bounds.minX, cp.bounds.maxY), (cp.bounds.maxX, cp.bounds.maxY)] {
            let q = m.project(x: x, y: y)
            if !(rect.minX <= q.x && q.x <= rect.maxX && rect.minY <= q.y && q.y <= rect.maxY) { return false }
        }
        if cp.masksToBounds { return true }
        // A transform layer's children keep their 3D placement; a shadow reaches beyond the bounds.
        if c is CATransformLayer || ((cp.shadowColor?.alpha ?? 0) > 0 && cp.shadowOpacity > 0) { return false }
        // Descendants inside the child's bounds are inside `rect` too.
        let sub = RenderTreeBuilder.sublayerMatrix(cp)
        for k in c.sublayers ?? [] where !subtree(k, parentSub: sub, liesWithin: cp.bounds) { return false }
        return true
    }

    /// Composites the layer's look and its sublayers offscreen (layer coordinates at `scale`), takes
    /// the alpha, blurs it and colours it: the shadow bitmap, placed at `shadowOffset`.
    private func renderSubtreeShadow(_ layer: CALayer, look p: CALayer, color: CGColor, alpha: CGFloat,
                                     cache: LayerRenderCache) -> LayerRenderCache.Part? {
        let huge = PixelRect(x: -1 << 20, y: -1 << 20, width: 1 << 21, height: 1 << 21)
        let first = offscreenNodes(layer, look: p, cache: cache, originX: 0, originY: 0, screen: huge)
        var content = first.reduce(PixelRect.zero) { r, n in r.union(n.bounds) }
        // Keep far-flung sublayers from allocating huge bitmaps: at most 2048 pixels around the bounds.
        let b = p.bounds
        let own = PixelRect.covering(x: Double(b.minX * scale), y: Double(b.minY * scale),
                                     width: Double(max(b.width, 1e-3) * scale), height: Double(max(b.height, 1e-3) * scale))
        content = content.intersection(PixelRect(x: own.x - 2048, y: own.y - 2048, width: own.width + 4096,
                                                 height: own.height + 4096))
        guard !content.isEmpty else { return nil }
        let blur = Blur.boxRadius(forShadowRadius: Double(p.shadowRadius * scale))
        let m = 3 * blur + 1
        let e = PixelRect(x: content.x - m, y: content.y - m, width: content.width + 2 * m, height: content.height + 2 * m)
        guard e.width > 0, e.height > 0, e.width * e.height <= 16_000_000 else { return nil }
        let nodes = offscreenNodes(layer, look: p, cache: cache, originX: e.x, originY: e.y,
                                   screen: PixelRect(x: 0, y: 0, width: e.width, height: e.height))
        let off = Bitmap(width: e.width, height: e.height)
        let compositor = LayerCompositor()
        compositor.backdrop = 0
        compositor.render(nodes, into: off, clip: off.bounds)
        let mask = AlphaMask(alphaOf: off)
        Blur.boxBlur3(mask, radius: blur)
        let shadow = Bitmap(width: e.width, height: e.height)
        var c = color.pixelColor
        c.a = Float(alpha)
        Canvas(shadow).drawMask(mask, x: 0, y: 0, color: c)
        let ox = (p.shadowOffset.width * scale).rounded(), oy = (p.shadowOffset.height * scale).rounded()
        let rect = CGRect(x: (CGFloat(e.x) + ox) / scale, y: (CGFloat(e.y) + oy) / scale,
                          width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
        return LayerRenderCache.Part(bitmap: shadow, rect: rect, isOpaque: false)
    }

    /// The render tree of the layer's own look (no shadow) and its sublayers, with layer point
    /// (x, y) at pixel (x * scale - originX, y * scale - originY).
    private func offscreenNodes(_ layer: CALayer, look p: CALayer, cache: LayerRenderCache, originX: Int, originY: Int,
                                screen: PixelRect) -> [RenderNode] {
        layer.finishDisplay()  // its body is composited offscreen here, read whole
        var builder = RenderTreeBuilder(scale: scale, screen: screen)
        let base = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1),
                                       CATransform3DMakeTranslation(CGFloat(-originX), CGFloat(-originY), 0))
        let plane = RenderTreeBuilder.planeMap(base)
        var nodes: [RenderNode] = []
        let key = ObjectIdentifier(layer)
        if let body = cache.body {
            builder.addItem(RenderKey(layer: key, part: RenderKey.body), body, plane: plane, generation: 0,
                            opacity: 1, clip: screen, signature: 0, into: &nodes)
        }
        if let image = cache.image {
            builder.addItem(RenderKey(layer: key, part: RenderKey.image), image, plane: plane, generation: 0,
                            opacity: 1, clip: screen, signature: 0, into: &nodes)
        }
        if let content = cache.content {
            builder.addItem(RenderKey(layer: key, part: RenderKey.content), content, plane: plane, generation: 0,
                            opacity: 1, clip: screen, signature: 0, into: &nodes)
        }
        let sub = RenderTreeBuilder.sublayerMatrix(p)
        // Masked sublayers cast no shadow outside the bounds (the rounded corners are left to the mask).
        let childClip = p.masksToBounds ? screen.intersection(RenderTreeBuilder.snappedRect(plane, p.bounds)) : screen
        for c in layer.sublayers ?? [] {
            builder.visit(c, parentWorld: base, parentSub: sub, flatten: true, clip: childClip, opacity: 1,
                          groupSignature: 0, into: &nodes)
        }
        if let border = cache.border {
            builder.addItem(RenderKey(layer: key, part: RenderKey.border), border, plane: plane, generation: 0,
                            opacity: 1, clip: screen, signature: 0, into: &nodes)
        }
        return nodes
    }
}
