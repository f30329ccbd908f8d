import Foundation

/// Additive presentation offsets: values added on top of a layer's model (and animated) values when it is
/// shown, without touching the model. Motion effects write them; `presentation()` applies them, so the
/// compositor, hit testing and dumps see them wherever they read the presentation layer.
extension CALayer {
    /// The layer key paths an additive offset may target.
    static let offsetKeyPaths: Set<String> = [
        "position.x", "position.y", "opacity", "zPosition", "cornerRadius", "borderWidth",
        "shadowOpacity", "shadowRadius", "shadowOffset.width", "shadowOffset.height",
        "transform.translation.x", "transform.translation.y", "transform.rotation", "transform.rotation.z",
        "transform.scale", "transform.scale.x", "transform.scale.y",
    ]

    /// Replaces every additive offset at once; zero and non-finite values are dropped. Requests a
    /// composite only when something changed.
    func setPresentationOffsets(_ offsets: [String: CGFloat]) {
        let cleaned = offsets.filter { $0.value.isFinite && $0.value != 0 && Self.offsetKeyPaths.contains($0.key) }
        guard cleaned != presentationOffsets else { return }
        presentationOffsets = cleaned
        animationState?.cachedPresentation = nil  // the animated copy of this frame included the old offsets
        setNeedsComposite()
    }

    /// Adds this layer's offsets to `copy` (a presentation copy of this layer).
    func applyPresentationOffsets(to copy: CALayer) {
        guard !presentationOffsets.isEmpty else { return }
        let o = presentationOffsets
        if let v = o["position.x"] { copy.position.x += v }
        if let v = o["position.y"] { copy.position.y += v }
        if let v = o["opacity"] { copy.opacity = min(max(copy.opacity + Float(v), 0), 1) }
        if let v = o["zPosition"] { copy.zPosition += v }
        if let v = o["cornerRadius"] { copy.cornerRadius = max(0, copy.cornerRadius + v) }
        if let v = o["borderWidth"] { copy.borderWidth = max(0, copy.borderWidth + v) }
        if let v = o["shadowOpacity"] { copy.shadowOpacity = min(max(copy.shadowOpacity + Float(v), 0), 1) }
        if let v = o["shadowRadius"] { copy.shadowRadius = max(0, copy.shadowRadius + v) }
        if let v = o["shadowOffset.width"] { copy.shadowOffset.width += v }
        if let v = o["shadowOffset.height"] { copy.shadowOffset.height += v }
        var t = copy.transform
        let tx = o["transform.translation.x"] ?? 0, ty = o["transform.translation.y"] ?? 0
        if tx != 0 || ty != 0 { t = CATransform3DTranslate(t, tx, ty, 0) }
        let angle = (o["transform.rotation"] ?? 0) + (o["transform.rotation.z"] ?? 0)
        if angle != 0 { t = CATransform3DRotate(t, angle, 0, 0, 1) }
        let s = o["transform.scale"] ?? 0
        let sx = 1 + s + (o["transform.scale.x"] ?? 0), sy = 1 + s + (o["transform.scale.y"] ?? 0)
        if sx != 1 || sy != 1 { t = CATransform3DScale(t, sx, sy, 1) }
        copy.transform = t
    }

    /// A presentation copy of the model values with the offsets added (used while nothing animates), built
    /// like the animation engine's copies: no tree, delegate or content of its own; nil without offsets.
    func offsetPresentationCopy() -> CALayer? {
        guard !presentationOffsets.isEmpty else { return nil }
        let copy = type(of: self).init()
        copy.animationState = CALayerAnimationState(presentationOf: self)
        copy.copyPresentationProperties(from: self)
        applyPresentationOffsets(to: copy)
        return copy
    }
}
