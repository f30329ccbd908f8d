import Foundation
import PixelEngine

extension CALayer {
    /// The layer's look and sublayers as shown now, rendered in its own bounds at `scale` pixels per point
    /// (its own opacity included; its transform, position and shadow outside the bounds not): the still
    /// picture a view transition animates. Nil for an empty, huge or singularly transformed layer.
    func renderSnapshot(scale: CGFloat) -> CGImage? {
        let p = onScreenLayer
        let b = p.bounds
        guard scale.isFinite, scale > 0, b.width.isFinite, b.height.isFinite else { return nil }
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0, w * h <= 16_000_000 else { return nil }
        // The builder places the layer by local * parentWorld; undo local so bounds' origin lands at pixel 0.
        let local = RenderTreeBuilder.flattened(RenderTreeBuilder.localMatrix(p))
        let inverse = CATransform3DInvert(local)
        guard inverse.isFinite, isNearIdentity(CATransform3DConcat(local, inverse)) else { return nil }
        let target = CATransform3DConcat(CATransform3DMakeTranslation(-b.minX, -b.minY, 0), CATransform3DMakeScale(scale, scale, 1))
        let screen = PixelRect(x: 0, y: 0, width: w, height: h)
        var builder = RenderTreeBuilder(scale: scale, screen: screen)
        var nodes: [RenderNode] = []
        builder.visit(self, parentWorld: CATransform3DConcat(inverse, target), parentSub: CATransform3DIdentity, flatten: true,
                      clip: screen, opacity: 1, groupSignature: 0, into: &nodes)
        let bitmap = Bitmap(width: w, height: h)
        let compositor = LayerCompositor()
        compositor.backdrop = 0
        compositor.render(nodes, into: bitmap, clip: bitmap.bounds)
        return CGImage(bitmap: bitmap)
    }

    private func isNearIdentity(_ m: CATransform3D) -> Bool {
        let d = [m.m11 - 1, m.m12, m.m13, m.m14, m.m21, m.m22 - 1, m.m23, m.m24, m.m31, m.m32, m.m33 - 1, m.m34,
                 m.m41, m.m42, m.m43, m.m44 - 1]
        return d.allSatisfy { abs($0) < 1e-6 }
    }
}
