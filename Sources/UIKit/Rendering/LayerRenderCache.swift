import Foundation
import PixelEngine

/// A layer's rasterised look, reused until something that affects it changes: the body (shadow,
/// background or gradient, contents, and the border when there are no sublayers) and, for layers
/// with sublayers, the border on its own (Core Animation draws it above the sublayers).
/// Moving, rotating or fading the layer never touches these bitmaps.
@MainActor
final class LayerRenderCache {
    /// Everything the pixels depend on; a change of any part re-rasterises.
    struct Key: Equatable {
        var contentsVersion: Int
        var bounds: CGRect
        var scale: CGFloat
        var background: CGColor?
        var cornerRadius: CGFloat
        var borderWidth: CGFloat
        var borderColor: CGColor?
        var shadowColor: CGColor?
        var shadowOpacity: Float
        var shadowRadius: CGFloat
        var shadowOffset: CGSize
        var shadowPath: CGPath?
        var masksToBounds: Bool
        var borderSeparate: Bool
        var contentsID: ObjectIdentifier?
        var gravity: CALayerContentsGravity
        var contentsRect: CGRect
        var contentsCenter: CGRect
        var contentsScale: CGFloat?
    }

    /// A cached bitmap and the rectangle (layer coordinates) it covers.
    struct Part {
        var bitmap: Bitmap
        var rect: CGRect
        /// Whether every pixel is opaque (lets the compositor copy instead of blend, and skip what is below).
        var isOpaque: Bool
        /// Set when the part is one colour over its whole rectangle (a plain background): the
        /// compositor fills instead of sampling, and the bitmap is only a 2x2 stand-in.
        var solid: UInt32? = nil
    }

    private(set) var key: Key?
    private(set) var body: Part?
    /// The contents drawn on their own above a solid `body` (set only when baking both would take a canvas over
    /// `largestBakedImageLook` pixels; see `render`).
    private(set) var image: Part?
    private(set) var border: Part?
    /// Increases whenever the cached pixels change.
    private(set) var generation = 0
    /// How many times the content was rasterised (for tests and the benchmark).
    private(set) var renderCount = 0
    /// Content the layer kind draws itself (CAShapeLayer's shape, CATextLayer's text), above the
    /// body; kept until `contentKey` changes (see LayerRenderCache+OwnContent).
    private(set) var content: Part?
    private(set) var contentKey: AnyHashable?
    /// Stores newly rendered own content (nil: none) for `key`.
    func setOwnContent(_ part: Part?, key: AnyHashable?) {
        content = part
        contentKey = key
        contentGeneration += 1
        if key != nil { contentRenderCount += 1 }
    }
    /// Increases whenever `content` is re-rendered (its own damage, apart from the body's).
    private(set) var contentGeneration = 0
    /// How many times the own content was rendered (for tests).
    private(set) var contentRenderCount = 0
    /// The shadow of the layer with its sublayers (see LayerRenderCache+SubtreeShadow).
    var subtreeShadow: SubtreeShadow?

    /// Brings the cache up to date with `layer` (model) shown with `look` (presentation values).
    func update(layer: CALayer, look p: CALayer, scale: CGFloat, hasSublayers: Bool) {
        let image = LayerRenderCache.contentImage(of: layer)
        let k = Key(contentsVersion: layer.contentsVersion, bounds: p.bounds, scale: scale,
                    background: p.backgroundColor, cornerRadius: p.cornerRadius,
                    borderWidth: p.borderWidth, borderColor: p.borderColor,
                    shadowColor: p.shadowColor, shadowOpacity: p.shadowOpacity, shadowRadius: p.shadowRadius,
                    shadowOffset: p.shadowOffset, shadowPath: p.shadowPath, masksToBounds: p.masksToBounds,
                    borderSeparate: hasSublayers, contentsID: image.map { ObjectIdentifier($0.bitmap) },
                    gravity: p.contentsGravity, contentsRect: p.contentsRect, contentsCenter: p.contentsCenter,
                    contentsScale: image?.scale)
        updateOwnContent(look: p, scale: scale, hasSublayers: hasSublayers)
        if k == key { return }
        key = k
        generation += 1
        renderCount += 1
        render(layer: layer, look: p, key: k, image: image)
    }

    /// The image a layer shows: what `display()` drew, else its `contents` (a `UIImage` or `Bitmap`).
    static func contentImage(of layer: CALayer) -> (bitmap: Bitmap, scale: CGFloat)? {
        if let store = layer.storedBackingStore { return (store, layer.contentsScale) }
        switch layer.contents {
        case let image as CGImage: return (image.bitmap, layer.contentsScale)
        case let image as UIImage: return (image.bitmap, image.scale)
        case let bitmap as Bitmap: return (bitmap, layer.contentsScale)
        default: return nil
        }
    }

    private func render(layer: CALayer, look p: CALayer, key k: Key, image source: (bitmap: Bitmap, scale: CGFloat)?) {
        let b = p.bounds
        body = nil
        border = nil
        image = nil
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return }
        // Drawing `display()` left pending stays so only where the bitmap is shown as it is, known opaque
        // (no scan of its pixels): the compositor sweeps it as it copies it. Anything else reads it first.
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if !(layer.backingStoreIsOpaque && p.contentsRect == unit && p.contentsCenter == unit && !p.masksToBounds) {
            layer.finishDisplay()
        }
        // The contents as placed by gravity, contentsRect and contentsCenter (nil: nothing of them shows).
        let placed = source.flatMap { LayerRenderCache.placedContents($0, look: p, scale: k.scale) }
        let image = placed.map { (bitmap: $0.bitmap, scale: source?.scale ?? 1) }
        let gradient = (layer as? CAGradientLayer)?.linearGradient
        let hasBackground = (p.backgroundColor?.alpha ?? 0) > 0 || gradient != nil
        let hasBorder = p.borderWidth > 0 && (p.borderColor?.alpha ?? 0) > 0
        let shadowAlpha = (p.shadowColor?.alpha ?? 0) * CGFloat(min(max(p.shadowOpacity, 0), 1))
        // With sublayers and no shadowPath the shadow follows the whole subtree: a separate part
        // (LayerRenderCache+SubtreeShadow), not baked here.
        // A non-finite offset or radius has no place to put a shadow: none is drawn (the look still is).
        let hasShadow = shadowAlpha > 0 && !p.masksToBounds && (p.shadowPath != nil || !k.borderSeparate)
            && p.shadowRadius.isFinite && p.shadowOffset.width.isFinite && p.shadowOffset.height.isFinite
        let drawsBorderInBody = hasBorder && !k.borderSeparate
        // A plain image layer needs no copy: the compositor draws the image itself.
        if !hasBackground && !drawsBorderInBody && !hasShadow, let img = image {
            if !(p.masksToBounds && p.cornerRadius > 0) {
                let opaque = (img.bitmap === layer.storedBackingStore && layer.backingStoreIsOpaque) || LayerRenderCache.isOpaque(img.bitmap)
                body = Part(bitmap: img.bitmap, rect: placed?.rect ?? b, isOpaque: opaque)
                if hasBorder { border = renderBorder(p, scale: k.scale) }
                return
            }
        }
        // A plain background: one colour, no pixels to keep.
        if image == nil && gradient == nil && !drawsBorderInBody && !hasShadow && LayerRenderCache.clampedRadius(p.cornerRadius, b) == 0,
           let bg = p.backgroundColor, bg.alpha > 0 {
            let color = bg.pixelColor.premultiplied
            let stand = Bitmap(width: 2, height: 2)
            stand.fill(stand.bounds, with: color)
            body = Part(bitmap: stand, rect: b, isOpaque: color >> 24 == 255, solid: color)
            if hasBorder && k.borderSeparate { border = renderBorder(p, scale: k.scale) }
            return
        }
        // A plain background under contents, where baking both would take a huge canvas (a label or image view
        // grown to thousands of points, or animating its bounds there, redrawn into a fresh canvas every frame):
        // the background as a solid and the contents on their own above it, as Core Animation composites them.
        if let img = image, gradient == nil, !drawsBorderInBody, !hasShadow, LayerRenderCache.clampedRadius(p.cornerRadius, b) == 0,
           let bg = p.backgroundColor, bg.alpha > 0,
           (b.width * k.scale).rounded(.up) * (b.height * k.scale).rounded(.up) > LayerRenderCache.largestBakedImageLook {
            let color = bg.pixelColor.premultiplied
            let stand = Bitmap(width: 2, height: 2)
            stand.fill(stand.bounds, with: color)
            body = Part(bitmap: stand, rect: b, isOpaque: color >> 24 == 255, solid: color)
            let opaque = (img.bitmap === layer.storedBackingStore && layer.backingStoreIsOpaque) || LayerRenderCache.isOpaque(img.bitmap)
            self.image = Part(bitmap: img.bitmap, rect: placed?.rect ?? b, isOpaque: opaque)
            if hasBorder && k.borderSeparate { border = renderBorder(p, scale: k.scale) }
            return
        }
        if hasBackground || image != nil || drawsBorderInBody || (hasShadow && p.shadowPath != nil) {
            layer.finishDisplay()  // the contents are drawn into the look
            let radius = LayerRenderCache.clampedRadius(p.cornerRadius, b)
            var extent = b
            var margin: CGFloat = 0
            var blur = 0
            if hasShadow {
                blur = Blur.boxRadius(forShadowRadius: Double(p.shadowRadius * k.scale))
                margin = (CGFloat(3 * blur + 1)) / k.scale
                let shape = LayerRenderCache.shadowShapeRect(p)
                extent = b.union(shape.union(shape.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height))
                    .insetBy(dx: -margin, dy: -margin))
            }
            guard let (bitmap, canvas) = LayerRenderCache.makeCanvas(extent, scale: k.scale) else { return }
            // Draw the layer's own look into `look`, which is the body itself unless a shadow goes under it.
            let look: Bitmap
            let lc: Canvas
            if hasShadow {
                guard let (lb, c) = LayerRenderCache.makeCanvas(extent, scale: k.scale) else { return }
                look = lb; lc = c
            } else {
                look = bitmap; lc = canvas
            }
            var shape = Path()
            shape.addRoundedRect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height),
                                 radius: Double(radius))
            if let bg = p.backgroundColor, bg.alpha > 0 { lc.fill(shape, paint: .solid(bg.pixelColor)) }
            if let g = gradient { lc.fill(shape, paint: .linearGradient(g)) }
            if let img = image {
                lc.save()
                if p.masksToBounds && radius > 0 { lc.clip(to: shape) }
                let r = placed?.rect ?? b
                lc.draw(img.bitmap, x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
                lc.restore()
            }
            if drawsBorderInBody, let bc = p.borderColor { LayerRenderCache.strokeBorder(lc, p, b, radius, bc) }
            if hasShadow, let sc = p.shadowColor {
                let mask = LayerRenderCache.shadowMask(p, look: look, extent: extent, scale: k.scale)
                Blur.boxBlur3(mask, radius: blur)
                var color = sc.pixelColor
                color.a = Float(shadowAlpha)
                let dx = Int((p.shadowOffset.width * k.scale).rounded()), dy = Int((p.shadowOffset.height * k.scale).rounded())
                canvas.drawMask(mask, x: dx, y: dy, color: color)
                Composite.sourceOver(look, into: bitmap, dx: 0, dy: 0, opacity: 1, clip: bitmap.bounds)
                bitmap.shadowedLook = LayerRenderCache.shadowParts(look: look, bitmap: bitmap, mask: mask, dx: dx, dy: dy,
                                                                   color: color, bounds: b, extent: extent,
                                                                   scale: k.scale, radius: radius, blur: blur)
            }
            body = Part(bitmap: bitmap, rect: extent, isOpaque: !hasShadow && radius == 0 && LayerRenderCache.isOpaque(bitmap))
        }
        if hasBorder && k.borderSeparate { border = renderBorder(p, scale: k.scale) }
    }

    private func renderBorder(_ p: CALayer, scale: CGFloat) -> Part? {
        let b = p.bounds
        guard let bc = p.borderColor, let (bitmap, canvas) = LayerRenderCache.makeCanvas(b, scale: scale) else { return nil }
        LayerRenderCache.strokeBorder(canvas, p, b, LayerRenderCache.clampedRadius(p.cornerRadius, b), bc)
        return Part(bitmap: bitmap, rect: b, isOpaque: false)
    }

    /// The border: a stroke of width w inside the bounds, following the corner radius.
    private static func strokeBorder(_ c: Canvas, _ p: CALayer, _ b: CGRect, _ radius: CGFloat, _ color: CGColor) {
        let w = min(p.borderWidth, min(b.width, b.height) / 2)
        let inner = b.insetBy(dx: w / 2, dy: w / 2)
        var ring = Path()
        ring.addRoundedRect(x: Double(inner.minX), y: Double(inner.minY), width: Double(inner.width),
                            height: Double(inner.height), radius: Double(max(0, radius - w / 2)))
        c.stroke(ring, style: StrokeStyle(width: Double(w)), paint: .solid(color.pixelColor))
    }

    /// The most pixels a background and contents are baked into together (4 Mpx, 16 MB): larger, they are
    /// drawn as two parts. Every on-screen look of the app and its golden images stays under it.
    static let largestBakedImageLook: CGFloat = 4_194_304

    static func clampedRadius(_ r: CGFloat, _ b: CGRect) -> CGFloat {
        r.isFinite ? max(0, min(r, min(b.width, b.height) / 2)) : 0
    }

    /// A transparent bitmap covering `rect` (layer coordinates) at `scale`, and a canvas mapping
    /// layer coordinates onto it.
    static func makeCanvas(_ rect: CGRect, scale: CGFloat) -> (Bitmap, Canvas)? {
        // Compare before converting: a huge or non-finite size must not reach Int(_:), which traps.
        let pw = (rect.width * scale).rounded(.up), ph = (rect.height * scale).rounded(.up)
        guard pw > 0, ph > 0, pw <= 16384, ph <= 16384 else { return nil }
        let w = Int(pw), h = Int(ph)
        let app = UIApplication.shared
        let bitmap = Bitmap(width: w, height: h, pool: app.bitmapPool)
        let canvas = Canvas(bitmap, rasterizers: app.rasterizerPool)
        canvas.transform = Transform2D(a: Double(scale), b: 0, c: 0, d: Double(scale),
                                       tx: -Double(rect.minX * scale), ty: -Double(rect.minY * scale))
        return (bitmap, canvas)
    }

    /// Whether every pixel has alpha 255.
    static func isOpaque(_ b: Bitmap) -> Bool {
        for y in 0..<b.height {
            let row = b.row(y)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<b.width { all &= row[x] | 0x00FF_FFFF }
            if all != 0xFFFF_FFFF { return false }
        }
        return b.width > 0 && b.height > 0
    }
}
