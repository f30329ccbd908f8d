import Foundation
import PixelEngine

extension LayerRenderCache {
    /// The contents image as the layer shows it: the `contentsRect` part of it, placed in the bounds by
    /// `contentsGravity`, nine-part scaled around `contentsCenter` when stretched. Nil when
    /// `contentsRect` leaves nothing of the image.
    static func placedContents(_ image: (bitmap: Bitmap, scale: CGFloat), look p: CALayer, scale: CGFloat)
        -> (bitmap: Bitmap, rect: CGRect)? {
        var source = image.bitmap
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let cr = p.contentsRect
        if cr != unit {
            guard cr.origin.x.isFinite, cr.origin.y.isFinite, cr.width.isFinite, cr.height.isFinite else { return nil }
            let w = CGFloat(source.width), h = CGFloat(source.height)
            let px = CGRect(x: cr.minX * w, y: cr.minY * h, width: cr.width * w, height: cr.height * h)
            guard let cropped = CGImage(bitmap: source).cropping(to: px) else { return nil }
            source = cropped.bitmap
        }
        let imageScale = image.scale.isFinite && image.scale > 0 ? image.scale : 1
        let natural = CGSize(width: CGFloat(source.width) / imageScale, height: CGFloat(source.height) / imageScale)
        let dest = p.contentsGravity.rect(for: natural, in: p.bounds)
        let cc = p.contentsCenter
        let stretched = abs(dest.width - natural.width) > 1e-9 || abs(dest.height - natural.height) > 1e-9
        if cc != unit && stretched && cc.origin.x.isFinite && cc.origin.y.isFinite && cc.width.isFinite && cc.height.isFinite,
           let nine = nineSlice(source, imageScale: imageScale, center: cc, size: dest.size, scale: scale) {
            return masked((nine, dest), p)
        }
        return masked((source, dest), p)
    }

    /// With `masksToBounds`, contents reaching beyond the bounds are cut to them (whole source pixels).
    private static func masked(_ c: (bitmap: Bitmap, rect: CGRect), _ p: CALayer) -> (bitmap: Bitmap, rect: CGRect)? {
        let b = p.bounds, d = c.rect
        guard p.masksToBounds, !b.contains(d), d.width > 0, d.height > 0 else { return c }
        let visible = d.intersection(b)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let kx = CGFloat(c.bitmap.width) / d.width, ky = CGFloat(c.bitmap.height) / d.height
        let px = CGRect(x: (visible.minX - d.minX) * kx, y: (visible.minY - d.minY) * ky,
                        width: visible.width * kx, height: visible.height * ky).integral
        guard let cropped = CGImage(bitmap: c.bitmap).cropping(to: px) else { return nil }
        let r = CGRect(x: d.minX + px.minX / kx, y: d.minY + px.minY / ky,
                       width: CGFloat(cropped.width) / kx, height: CGFloat(cropped.height) / ky)
        return (cropped.bitmap, r)
    }

    /// `source` drawn into `size` points at `scale`, with the edges outside `center` (unit coordinates)
    /// kept at their natural size (shrunk in proportion when they do not fit) and the middle stretched.
    private static func nineSlice(_ source: Bitmap, imageScale: CGFloat, center cc: CGRect, size: CGSize, scale: CGFloat) -> Bitmap? {
        let sw = source.width, sh = source.height
        let c = cc.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !c.isNull else { return nil }
        // Source cuts in pixels.
        let sx = [0, Int((c.minX * CGFloat(sw)).rounded()), Int((c.maxX * CGFloat(sw)).rounded()), sw]
        let sy = [0, Int((c.minY * CGFloat(sh)).rounded()), Int((c.maxY * CGFloat(sh)).rounded()), sh]
        // Destination cuts in points: the fixed edges, shrunk together if the size is smaller than both.
        func cuts(_ s: [Int], _ total: CGFloat) -> [CGFloat] {
            var a = CGFloat(s[1]) / imageScale, b = CGFloat(s[3] - s[2]) / imageScale
            if a + b > total, a + b > 0 { let k = total / (a + b); a *= k; b *= k }
            return [0, a, total - b, total]
        }
        let dx = cuts(sx, size.width), dy = cuts(sy, size.height)
        guard let (bitmap, canvas) = makeCanvas(CGRect(origin: .zero, size: size), scale: scale) else { return nil }
        for j in 0..<3 {
            for i in 0..<3 {
                let w = sx[i + 1] - sx[i], h = sy[j + 1] - sy[j]
                let tw = dx[i + 1] - dx[i], th = dy[j + 1] - dy[j]
                guard w > 0, h > 0, tw > 0, th > 0 else { continue }
                let piece = Bitmap(wrapping: source.pixels + sy[j] * source.stride + sx[i], width: w, height: h, stride: source.stride)
                canvas.draw(piece, x: Double(dx[i]), y: Double(dy[j]), width: Double(tw), height: Double(th))
            }
        }
        canvas.flush()
        return bitmap
    }
}
