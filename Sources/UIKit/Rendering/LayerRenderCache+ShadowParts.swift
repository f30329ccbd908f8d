import Foundation
import PixelEngine

extension LayerRenderCache {
    /// A shadowed body's parts for the projective compositor: the look cropped to the layer's
    /// bounds (plus a pixel), its opaque interior, and the shadow (`color` through `mask` at dx, dy)
    /// reduced by about a quarter of the blur radius (bilinear sampling of it is indistinguishable
    /// from the full-size shadow).
    static func shadowParts(look: Bitmap, bitmap: Bitmap, mask: AlphaMask, dx: Int, dy: Int, color: PixelColor,
                            bounds b: CGRect, extent: CGRect, scale s: CGFloat, radius: CGFloat, blur: Int) -> ShadowedLook {
        let x0 = max(0, Int(((b.minX - extent.minX) * s).rounded(.down)) - 1)
        let y0 = max(0, Int(((b.minY - extent.minY) * s).rounded(.down)) - 1)
        let x1 = min(look.width, Int(((b.maxX - extent.minX) * s).rounded(.up)) + 1)
        let y1 = min(look.height, Int(((b.maxY - extent.minY) * s).rounded(.up)) + 1)
        let crop = Bitmap(width: max(0, x1 - x0), height: max(0, y1 - y0))
        for y in 0..<crop.height { crop.row(y).update(from: look.row(y0 + y) + x0, count: crop.width) }
        // A rounded rectangle contains its bounds inset by 0.3 radius; 2 more pixels for the edge ramp.
        let inset = 1 + Int((0.3 * radius * s).rounded(.up)) + 2
        let interior = PixelRect(x: x0 + inset, y: y0 + inset, width: crop.width - 2 * inset, height: crop.height - 2 * inset)
        let factor = min(8, max(1, blur / 4))
        return ShadowedLook(look: crop, lookX: x0, lookY: y0, interior: interior, width: bitmap.width, height: bitmap.height,
                            mask: mask, maskX: dx, maskY: dy, color: color.premultiplied, factor: factor)
    }
}
