import Foundation
import PixelEngine

extension RenderTreeBuilder {
    /// The backdrop node of a visual effect layer (its filtered backdrop, below its own look): filled over the
    /// bounds inside the rounded corners, like a background colour; nothing when the effect is neutral.
    mutating func addBackdrop(_ layer: CALayer, look fx: VisualEffectLayer, plane: Projective, opacity: Float,
                              clip: PixelRect, signature: Int, into nodes: inout [RenderNode]) {
        guard fx.showsBackdropEffect else { return }
        let b = fx.bounds
        let bounds = RenderTreeBuilder.deviceBounds(plane, b).intersection(clip)
        guard !bounds.isEmpty else { return }
        let radius = LayerRenderCache.clampedRadius(fx.cornerRadius, b)
        let rectilinear = plane.isAffine && plane.m12 == 0 && plane.m21 == 0
        let shape: Path? = radius == 0 && rectilinear ? nil : RenderTreeBuilder.maskShape(b, radius: radius, plane)
        let filled = shape == nil ? RenderTreeBuilder.snappedRect(plane, b).intersection(clip) : bounds
        guard !filled.isEmpty else { return }
        // Points to device pixels: the plane's scale (the surface scale times any layer scaling).
        let unit = (abs(plane.determinant) / max(1e-12, plane.m33 * plane.m33)).squareRoot()
        let blur = fx.backdropBlurRadius
        let sigma = blur.isFinite ? max(0, Double(blur) * unit) : (blur == .infinity ? Double(BackdropBlur.maxBoxRadius) : 0)
        let sat = fx.backdropSaturation.isFinite ? Double(fx.backdropSaturation) : 1
        let tint = fx.backdropTintColor?.pixelColor.premultiplied ?? 0
        if !blur.isFinite || !fx.backdropSaturation.isFinite {
            UIApplication.shared.log("UIVisualEffectView: non-finite backdrop blur \(blur) or saturation \(fx.backdropSaturation); clamped")
        }
        var key = RenderKey(layer: ObjectIdentifier(layer), part: RenderKey.backdrop)
        key.instance = instance
        let node = RenderBackdrop(key: key, bounds: filled, clip: clip, shape: shape, sigma: sigma,
                                  saturation: sat, tint: tint, opacity: opacity)
        nodes.append(.backdrop(node))
        backdrops.append(node)
        var h = Hasher()
        h.combine(sigma)
        h.combine(sat)
        h.combine(tint)
        h.combine(radius)
        appendLeaf(key, RenderLeafState(bitmap: ObjectIdentifier(layer), generation: h.finalize(), transform: plane,
                                                opacity: opacity, clip: clip, groupSignature: signature,
                                                predecessor: nil, bounds: filled))
    }
}
