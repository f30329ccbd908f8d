import Foundation
import PixelEngine

/// Walks a layer tree (presentation values where animations run) and produces the render tree:
/// world transforms with Core Animation's flattening rules, `CATransformLayer` depth sorting and
/// back-face culling, clips, opacity groups and masks, and each layer's cached content.
@MainActor
struct RenderTreeBuilder {
    /// Pixels per point of the surface.
    let scale: CGFloat
    /// The surface rectangle.
    let screen: PixelRect
    /// Every item, in paint order, with what damage tracking compares.
    private(set) var leaves: [(RenderKey, RenderLeafState)] = []
    private var lastKey: RenderKey?
    /// Every backdrop node, in paint order (the compositor grows the damage around them).
    var backdrops: [RenderBackdrop] = []
    /// Inside a replicator instance: how much earlier its animations are sampled (`instanceDelay`),
    /// the colour its items are multiplied by, where the tinted copies are kept, and its key.
    var timeOffset: Double = 0
    var tint: [Float]?
    var tintCache: ReplicatorTintCache?
    var instance = 0
    /// Whether items may carry bitmaps whose drawing is still pending (`RenderItem.drawing`): only for the
    /// compositor's own pass; other builders (offscreen renders) have it finished first.
    var keepsPendingDrawing = false

    init(scale: CGFloat, screen: PixelRect) {
        self.scale = scale
        self.screen = screen
    }

    /// The render tree of `root` (a window's layer).
    mutating func build(_ root: CALayer) -> [RenderNode] {
        var nodes: [RenderNode] = []
        let base = CATransform3DMakeScale(scale, scale, 1)
        visit(root, parentWorld: base, parentSub: CATransform3DIdentity, flatten: true, clip: screen,
              opacity: 1, groupSignature: 0, into: &nodes)
        return nodes
    }

    /// The matrix a layer applies to its sublayers about its anchor point, or identity.
    static func sublayerMatrix(_ p: CALayer) -> CATransform3D {
        guard !CATransform3DIsIdentity(p.sublayerTransform) else { return CATransform3DIdentity }
        let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width
        let ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, 0)
        m = CATransform3DConcat(m, p.sublayerTransform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(ax, ay, 0))
    }

    /// The layer's own placement in its parent (anchor point, transform, position, zPosition).
    static func localMatrix(_ p: CALayer) -> CATransform3D {
        let size = p.bounds.size
        var m = CATransform3DMakeTranslation(-p.bounds.minX - p.anchorPoint.x * size.width,
                                             -p.bounds.minY - p.anchorPoint.y * size.height, 0)
        if !CATransform3DIsIdentity(p.transform) { m = CATransform3DConcat(m, p.transform) }
        return CATransform3DConcat(m, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition))
    }

    /// Projects the z = 0 plane: drops the z output so the layer lies flat in its parent's plane.
    static func flattened(_ t: CATransform3D) -> CATransform3D {
        var m = t
        m.m13 = 0; m.m23 = 0; m.m33 = 1; m.m43 = 0
        return m
    }

    /// The z = 0 plane of `t` as a 3x3 projective map.
    static func planeMap(_ t: CATransform3D) -> Projective {
        Projective(m11: Double(t.m11), m12: Double(t.m21), m13: Double(t.m41),
                   m21: Double(t.m12), m22: Double(t.m22), m23: Double(t.m42),
                   m31: Double(t.m14), m32: Double(t.m24), m33: Double(t.m44))
    }

    mutating func visit(_ layer: CALayer, parentWorld: CATransform3D, parentSub: CATransform3D,
                                flatten: Bool, clip: PixelRect, opacity: Float, groupSignature: Int,
                                into nodes: inout [RenderNode]) {
        let p = presented(layer)
        guard !p.isHidden, p.opacity > 0.001, p.opacity.isFinite else { return }
        var local = RenderTreeBuilder.localMatrix(p)
        if !CATransform3DIsIdentity(parentSub) { local = CATransform3DConcat(local, parentSub) }
        if flatten { local = RenderTreeBuilder.flattened(local) }
        let world = CATransform3DConcat(local, parentWorld)
        guard world.isFinite else { return }
        let plane = RenderTreeBuilder.planeMap(world)
        let b = p.bounds
        if !p.isDoubleSided && RenderTreeBuilder.isBackFacing(plane, b) { return }
        let isTransformLayer = layer is CATransformLayer
        // The sublayers drawn: usually all of them, and then the layer's own array (no copy per layer per frame).
        var children = layer.sublayers ?? []
        if children.contains(where: { c in let cp = presented(c); return cp.isHidden || !(cp.opacity > 0.001) }) {
            children = children.filter { c in
                let cp = presented(c)
                return !cp.isHidden && cp.opacity > 0.001
            }
        }
        let device = RenderTreeBuilder.deviceBounds(plane, b)
        let alpha = opacity * min(1, p.opacity)

        // Opacity groups: a translucent layer with sublayers blends as one picture.
        let needsOpacityGroup = !isTransformLayer && p.opacity < 0.999 && !children.isEmpty
        // Masks: a rectilinear clip is a clip rectangle, anything else an offscreen mask.
        var childClip = clip
        var mask: Path?
        if p.masksToBounds && !isTransformLayer {
            let radius = LayerRenderCache.clampedRadius(p.cornerRadius, b)
            if radius == 0 && plane.isAffine && plane.m12 == 0 && plane.m21 == 0 {
                childClip = clip.intersection(RenderTreeBuilder.snappedRect(plane, b))
            } else if !children.isEmpty {
                mask = RenderTreeBuilder.maskShape(b, radius: radius, plane)
                childClip = clip.intersection(device)
            } else {
                childClip = clip.intersection(device)
            }
        }
        let grouped = needsOpacityGroup || mask != nil
        var signature = groupSignature
        if grouped {
            var h = Hasher()
            h.combine(groupSignature)
            h.combine(ObjectIdentifier(layer))
            h.combine(needsOpacityGroup ? p.opacity : 1)
            if mask != nil { for v in [plane.m11, plane.m12, plane.m13, plane.m21, plane.m22, plane.m23, plane.m31, plane.m32, plane.m33] { h.combine(v) } }
            h.combine(p.cornerRadius)
            signature = h.finalize()
        }
        let itemAlpha = grouped && needsOpacityGroup ? 1 : alpha
        var own: [RenderNode] = []

        // The layer's own look below its sublayers.
        var borderPart: LayerRenderCache.Part?
        if !isTransformLayer {
            let cache = layer.renderCache ?? LayerRenderCache()
            layer.renderCache = cache
            cache.update(layer: layer, look: p, scale: scale, hasSublayers: !children.isEmpty)
            let pending = layer.pendingDisplay
            if let fx = p as? VisualEffectLayer {
                addBackdrop(layer, look: fx, plane: plane, opacity: itemAlpha, clip: clip, signature: signature, into: &own)
            }
            if let body = cache.body {
                addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.body), body, plane: plane,
                        generation: cache.generation, opacity: itemAlpha, clip: clip, signature: signature, into: &own,
                        drawing: body.bitmap === layer.storedBackingStore ? pending : nil)
            }
            if let image = cache.image {
                addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.image), image, plane: plane,
                        generation: cache.generation, opacity: itemAlpha, clip: clip, signature: signature, into: &own,
                        drawing: image.bitmap === layer.storedBackingStore ? pending : nil)
            }
            if let content = cache.content {
                addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.content), content, plane: plane,
                        generation: cache.contentGeneration, opacity: itemAlpha, clip: clip, signature: signature, into: &own)
            }
            borderPart = cache.border
            if let cacheBorder = cache.border, children.isEmpty {
                addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.border), cacheBorder, plane: plane,
                        generation: cache.generation, opacity: itemAlpha, clip: clip, signature: signature, into: &own)
                borderPart = nil
            }
        }

        // Sublayers: flattened into this plane, or kept in 3D and depth-sorted by a transform layer.
        let sub = RenderTreeBuilder.sublayerMatrix(p)
        let childOpacity = grouped && needsOpacityGroup ? 1 : alpha
        if isTransformLayer {
            var sorted: [(z: CGFloat, index: Int, nodes: [RenderNode], leaves: [(RenderKey, RenderLeafState)])] = []
            let savedLeaves = leaves, savedLast = lastKey
            for (i, c) in children.enumerated() {
                leaves = []
                let cp = c.onScreenLayer
                var cl = RenderTreeBuilder.localMatrix(cp)
                if !CATransform3DIsIdentity(sub) { cl = CATransform3DConcat(cl, sub) }
                let cw = CATransform3DConcat(cl, world)
                let center = cw.project(x: cp.bounds.midX, y: cp.bounds.midY)
                var childNodes: [RenderNode] = []
                visit(c, parentWorld: world, parentSub: sub, flatten: false, clip: childClip,
                      opacity: childOpacity, groupSignature: signature, into: &childNodes)
                sorted.append((center.z.isFinite ? center.z : 0, i, childNodes, leaves))
            }
            sorted.sort { $0.z != $1.z ? $0.z < $1.z : $0.index < $1.index }
            leaves = savedLeaves
            lastKey = savedLast
            for s in sorted {
                own += s.nodes
                for l in s.leaves { appendLeaf(l.0, l.1) }
            }
        } else if let rep = layer as? CAReplicatorLayer, let rp = p as? CAReplicatorLayer {
            visitReplicated(rep, look: rp, children: children, world: world, sub: sub, clip: childClip,
                            opacity: childOpacity, signature: signature, into: &own)
        } else {
            for c in children {
                visit(c, parentWorld: world, parentSub: sub, flatten: true, clip: childClip,
                      opacity: childOpacity, groupSignature: signature, into: &own)
            }
        }
        if !isTransformLayer && !children.isEmpty {
            addSubtreeShadow(layer, look: p, plane: plane, opacity: itemAlpha, clip: p.masksToBounds ? childClip : clip,
                             signature: signature, into: &own)
        }
        if let border = borderPart {
            addItem(RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.border), border, plane: plane,
                    generation: layer.renderCache?.generation ?? 0, opacity: itemAlpha, clip: clip,
                    signature: signature, into: &own)
        }

        if grouped {
            let groupBounds = own.reduce(PixelRect.zero) { r, n in r.union(n.bounds) }.intersection(clip)
            if !groupBounds.isEmpty {
                nodes.append(.group(RenderGroup(children: own, opacity: needsOpacityGroup ? alpha : 1,
                                                mask: mask, bounds: groupBounds)))
            }
        } else {
            nodes += own
        }
    }

    mutating func addItem(_ baseKey: RenderKey, _ basePart: LayerRenderCache.Part, plane: Projective, generation: Int,
                                  opacity: Float, clip: PixelRect, signature: Int, into nodes: inout [RenderNode],
                                  drawing pending: Canvas? = nil) {
        var drawing = pending
        if let c = drawing, tint != nil || !keepsPendingDrawing {
            c.flush()  // a tinted copy or an offscreen render reads the pixels now
            drawing = nil
        }
        var key = baseKey
        key.instance = instance
        let part = tint == nil ? basePart : tinted(basePart)
        let r = part.rect
        let bw = Double(part.bitmap.width), bh = Double(part.bitmap.height)
        guard bw > 0, bh > 0, r.width > 0, r.height > 0 else { return }
        // Bitmap pixel (u, v) -> layer point -> device pixel.
        let toLayer = Projective(m11: Double(r.width) / bw, m12: 0, m13: Double(r.minX),
                                 m21: 0, m22: Double(r.height) / bh, m23: Double(r.minY),
                                 m31: 0, m32: 0, m33: 1)
        let m = toLayer.concatenating(plane)
        let bounds = RenderTreeBuilder.deviceBounds(plane, r).intersection(clip)
        if bounds.isEmpty { return }
        let item = RenderItem(key: key, bitmap: part.bitmap, transform: m, opacity: opacity, clip: clip,
                              bounds: bounds, isOpaque: part.isOpaque, solid: part.solid, drawing: drawing)
        nodes.append(.item(item))
        appendLeaf(key, RenderLeafState(bitmap: ObjectIdentifier(part.bitmap), generation: generation, transform: m,
                                        opacity: opacity, clip: clip, groupSignature: signature,
                                        predecessor: nil, bounds: bounds))
    }

    mutating func appendLeaf(_ key: RenderKey, _ state: RenderLeafState) {
        var s = state
        s.predecessor = lastKey
        lastKey = key
        leaves.append((key, s))
    }

    /// Whether the plane's front faces away from the viewer (its projected orientation is reversed).
    static func isBackFacing(_ m: Projective, _ b: CGRect) -> Bool {
        let w = m.m31 * Double(b.midX) + m.m32 * Double(b.midY) + m.m33
        return m.determinant * (w < 0 ? -1 : 1) < 0
    }

    /// The device pixels covered by `rect` (layer coordinates) through `m`, clipped at the near plane.
    static func deviceBounds(_ m: Projective, _ rect: CGRect) -> PixelRect {
        if m.isAffine {
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
                let p = m.apply(x: Double(x), y: Double(y))
                x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
            }
            return PixelRect.covering(x: x0, y: y0, width: max(x1 - x0, 1e-9), height: max(y1 - y0, 1e-9))
        }
        let shifted = Projective(m11: 1, m12: 0, m13: Double(rect.minX), m21: 0, m22: 1, m23: Double(rect.minY),
                                 m31: 0, m32: 0, m33: 1).concatenating(m)
        let huge = PixelRect(x: -1 << 20, y: -1 << 20, width: 1 << 21, height: 1 << 21)
        guard let poly = Composite.projectedPolygon(width: Double(rect.width), height: Double(rect.height), shifted,
                                                    clip: huge) else { return .zero }
        return PixelRect.covering(x: poly.x0, y: poly.y0, width: max(poly.x1 - poly.x0, 1e-9),
                                  height: max(poly.y1 - poly.y0, 1e-9))
    }

    /// The device pixels whose centres lie inside an axis-aligned rectangle (for clip rectangles).
    static func snappedRect(_ m: Projective, _ rect: CGRect) -> PixelRect {
        let a = m.apply(x: Double(rect.minX), y: Double(rect.minY)), c = m.apply(x: Double(rect.maxX), y: Double(rect.maxY))
        let x0 = min(a.x, c.x), x1 = max(a.x, c.x), y0 = min(a.y, c.y), y1 = max(a.y, c.y)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .zero }
        let lim = 1e8
        let ix0 = Int(max(-lim, min(lim, x0)).rounded()), iy0 = Int(max(-lim, min(lim, y0)).rounded())
        let ix1 = Int(max(-lim, min(lim, x1)).rounded()), iy1 = Int(max(-lim, min(lim, y1)).rounded())
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }
}
