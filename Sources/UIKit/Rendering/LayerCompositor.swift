import Foundation
import PixelEngine

/// Composites a layer tree into the window surface. This first version repaints the whole surface
/// whenever anything changed, drawing each layer through its 2D world transform.
@MainActor
final class LayerCompositor {
    private var surfaceIdentity: (UnsafeMutablePointer<UInt32>, Int, Int)?

    /// Forgets everything cached about the surface; the next frame repaints all of it.
    func invalidateAll() { surfaceIdentity = nil }

    /// Renders `root` into `surface` at `scale` pixels per point; returns the rectangles that changed.
    func composite(_ root: CALayer, into surface: Bitmap, scale: CGFloat) -> [PixelRect] {
        surfaceIdentity = (surface.pixels, surface.width, surface.height)
        let full = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        surface.fill(full, with: 0xFF00_0000)
        let canvas = Canvas(surface)
        canvas.clipRect = full
        let base = CATransform3DMakeScale(scale, scale, 1)
        draw(root, parentWorld: base, opacity: 1, canvas: canvas)
        return [full]
    }

    private func draw(_ layer: CALayer, parentWorld: CATransform3D, opacity: Float, canvas: Canvas) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let world = CATransform3DConcat(layer.transformToSuperlayer, parentWorld)
        guard world.isFinite else { return }
        let alpha = opacity * layer.opacity
        let affine = CATransform3DGetAffineTransform(world)
        canvas.save()
        canvas.transform = Transform2D(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: affine.tx, ty: affine.ty)
        let b = layer.bounds
        var shape = Path()
        if layer.cornerRadius > 0 {
            shape.addRoundedRect(x: b.minX, y: b.minY, width: b.width, height: b.height,
                                 radius: min(layer.cornerRadius, min(b.width, b.height) / 2))
        } else {
            shape.addRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
        }
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            var c = bg.pixelColor; c.a *= alpha
            canvas.fill(shape, paint: .solid(c))
        }
        if let bitmap = contentBitmap(of: layer) {
            canvas.draw(bitmap, x: b.minX, y: b.minY, width: b.width, height: b.height, opacity: alpha)
        }
        if layer.masksToBounds { canvas.clip(to: shape) }
        for child in layer.sublayers ?? [] {
            draw(child, parentWorld: world, opacity: alpha, canvas: canvas)
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            var c = border.pixelColor; c.a *= alpha
            let w = layer.borderWidth
            var ring = Path()
            let inner = b.insetBy(dx: w / 2, dy: w / 2)
            ring.addRoundedRect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height,
                                radius: max(0, min(layer.cornerRadius - w / 2, min(inner.width, inner.height) / 2)))
            canvas.stroke(ring, style: StrokeStyle(width: Double(w)), paint: .solid(c))
        }
        canvas.restore()
    }

    private func contentBitmap(of layer: CALayer) -> Bitmap? {
        if let store = layer.backingStore { return store }
        switch layer.contents {
        case let image as UIImage: return image.bitmap
        case let bitmap as Bitmap: return bitmap
        default: return nil
        }
    }
}
