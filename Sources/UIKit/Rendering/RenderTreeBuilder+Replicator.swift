import Foundation
import PixelEngine

/// Tinted copies of bitmaps, per source bitmap and colour, kept while they are used: an instance
/// colour is applied once, not every frame.
@MainActor
final class ReplicatorTintCache {
    struct Key: Hashable { var bitmap: ObjectIdentifier; var color: [Float] }
    private var previous: [Key: (source: Bitmap, tinted: Bitmap)] = [:]
    private var current: [Key: (source: Bitmap, tinted: Bitmap)] = [:]

    /// `source` with every premultiplied channel multiplied by the colour (alpha, and colour times alpha).
    func tinted(_ source: Bitmap, _ c: [Float]) -> Bitmap {
        let key = Key(bitmap: ObjectIdentifier(source), color: c)
        if let e = current[key] ?? previous[key], e.source === source {
            current[key] = e
            return e.tinted
        }
        let out = Bitmap(width: source.width, height: source.height)
        let f = (0..<3).map { UInt32((c[$0] * c[3] * 256).rounded()) }, fa = UInt32((c[3] * 256).rounded())
        for y in 0..<source.height {
            let s = source.pixels + y * source.stride, d = out.pixels + y * out.stride
            for x in 0..<source.width {
                let p = s[x]
                let a = ((p >> 24) * fa) >> 8, r = (((p >> 16) & 255) * f[0]) >> 8
                let g = (((p >> 8) & 255) * f[1]) >> 8, b = ((p & 255) * f[2]) >> 8
                d[x] = (min(a, 255) << 24) | (min(r, a) << 16) | (min(g, a) << 8) | min(b, a)
            }
        }
        current[key] = (source, out)
        return out
    }

    /// Drops the copies no instance used since the last call.
    func endFrame() {
        previous = current
        current = [:]
    }
}

extension RenderTreeBuilder {
    /// The presentation of `layer` as this builder sees it: at the frame's time, or `timeOffset`
    /// earlier inside a replicator instance with an `instanceDelay`.
    func presented(_ layer: CALayer) -> CALayer {
        guard timeOffset != 0, let state = layer.animationState, !state.attachments.isEmpty else {
            return layer.onScreenLayer
        }
        let copy = layer.makePresentationCopy(at: UIApplication.shared.animationEngine.now - timeOffset, override: nil)
        layer.applyPresentationOffsets(to: copy)
        return copy
    }

    /// Visits the sublayers of a replicator once per instance: each instance with one more
    /// `instanceTransform`, its animations `instanceDelay` later, its colours tinted, and render keys of
    /// its own (so damage tracking tells the copies apart).
    mutating func visitReplicated(_ rep: CAReplicatorLayer, look p: CAReplicatorLayer, children: [CALayer], world: CATransform3D,
                                  sub: CATransform3D, clip: PixelRect, opacity: Float, signature: Int,
                                  into nodes: inout [RenderNode]) {
        let count = min(max(0, p.instanceCount), 4096)
        let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width, ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
        var step = CATransform3DMakeTranslation(-ax, -ay, 0)
        step = CATransform3DConcat(step, p.instanceTransform)
        step = CATransform3DConcat(step, CATransform3DMakeTranslation(ax, ay, 0))
        let saved = (timeOffset, tint, tintCache, instance)
        var m = CATransform3DIdentity
        for i in 0..<count {
            let color = p.instanceColorComponents(i)
            var h = Hasher()
            h.combine(saved.3)
            h.combine(ObjectIdentifier(rep))
            h.combine(i)
            instance = i == 0 && saved.3 == 0 ? 0 : h.finalize()
            timeOffset = saved.0 + Double(i) * p.instanceDelay
            if color != [1, 1, 1, 1] || saved.1 != nil {
                let outer = saved.1 ?? [1, 1, 1, 1]
                tint = (0..<4).map { color[$0] * outer[$0] }
                tintCache = rep.tints
            } else {
                tint = nil
            }
            let instanceSub = CATransform3DConcat(m, sub)
            if instanceSub.isFinite {
                for c in children {
                    visit(c, parentWorld: world, parentSub: instanceSub, flatten: true, clip: clip, opacity: opacity,
                          groupSignature: signature, into: &nodes)
                }
            }
            m = CATransform3DConcat(m, step)
        }
        (timeOffset, tint, tintCache, instance) = saved
        rep.tints.endFrame()
    }

    /// `part` with the current instance tint applied (a cached tinted copy, or a tinted solid colour).
    func tinted(_ part: LayerRenderCache.Part) -> LayerRenderCache.Part {
        guard let c = tint, let cache = tintCache else { return part }
        var out = part
        if let solid = part.solid {
            func ch(_ v: UInt32, _ f: Float) -> UInt32 { UInt32((Float(v) * f).rounded()) }
            let a = ch(solid >> 24, c[3])
            out.solid = (a << 24) | (min(ch((solid >> 16) & 255, c[0] * c[3]), a) << 16)
                | (min(ch((solid >> 8) & 255, c[1] * c[3]), a) << 8) | min(ch(solid & 255, c[2] * c[3]), a)
            out.bitmap = cache.tinted(part.bitmap, c)
        } else {
            out.bitmap = cache.tinted(part.bitmap, c)
        }
        out.isOpaque = part.isOpaque && c[3] >= 1
        return out
    }
}
