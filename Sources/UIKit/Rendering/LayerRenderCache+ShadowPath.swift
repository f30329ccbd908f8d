import Foundation
import PixelEngine

extension LayerRenderCache {
    /// The rectangle (layer coordinates) the unblurred shadow covers: the shadow path's box, else the bounds.
    static func shadowShapeRect(_ p: CALayer) -> CGRect {
        guard let path = p.shadowPath, !path.isEmpty else { return p.bounds }
        let r = path.boundingBox
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
              r.width < 100_000, r.height < 100_000 else { return p.bounds }
        return r
    }

    /// The unblurred shadow coverage over `extent`: the shadow path filled non-zero (Core Animation's
    /// rule), else the alpha of the layer's own look.
    static func shadowMask(_ p: CALayer, look: Bitmap, extent: CGRect, scale: CGFloat) -> AlphaMask {
        guard let path = p.shadowPath else { return AlphaMask(alphaOf: look) }
        guard let (bitmap, canvas) = makeCanvas(extent, scale: scale) else {
            return AlphaMask(width: look.width, height: look.height)
        }
        canvas.fill(path.path, paint: .solid(.white))
        return AlphaMask(alphaOf: bitmap)
    }
}
