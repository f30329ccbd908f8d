import Foundation
import PixelEngine

/// Everything a shape layer's pixels depend on (its presentation values and the surface scale): the
/// cache key of its own content, so the shape is rasterised once and again only when one changes.
struct ShapeLook: Hashable {
    var path: CGPath
    var fill: CGColor?
    var evenOdd: Bool
    var stroke: CGColor?
    var strokeStart: CGFloat
    var strokeEnd: CGFloat
    var lineWidth: CGFloat
    var miterLimit: CGFloat
    var cap: CAShapeLayerLineCap
    var join: CAShapeLayerLineJoin
    var dash: [Double]?
    var dashPhase: CGFloat
    var scale: CGFloat
    /// The bounds' origin (a shape too large to draw whole is drawn near it).
    var boundsX: CGFloat
    var boundsY: CGFloat
    /// The layer's shadow, baked under the shape (none with a `shadowPath`: the body draws that one).
    var shadow: ShapeShadow?
}

/// A shadow cast by a shape: colour with the opacity applied, blur radius and offset in points.
struct ShapeShadow: Hashable {
    var color: CGColor
    var alpha: CGFloat
    var radius: CGFloat
    var dx: CGFloat
    var dy: CGFloat
}

extension CAShapeLayer {
    /// The shape as the compositor draws it, nil when nothing would show (no path, or neither a visible
    /// fill nor a visible stroke).
    func shapeLook(scale: CGFloat, castsShadow: Bool = false) -> ShapeLook? {
        guard let path, !path.isEmpty else { return nil }
        let fill = (fillColor?.alpha ?? 0) > 0 ? fillColor : nil
        let stroke = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 ? strokeColor : nil
        guard fill != nil || stroke != nil else { return nil }
        var dash: [Double]?
        if stroke != nil, let pattern = lineDashPattern, !pattern.isEmpty {
            let d = pattern.map(\.doubleValue)
            if d.contains(where: { !$0.isFinite || $0 < 0 }) || d.reduce(0, +) <= 0 {
                UIApplication.shared.log("CAShapeLayer.lineDashPattern: \(d) is not a usable pattern (lengths must be finite, not negative, and not all zero); drawing a solid line")
            } else {
                dash = d
            }
        }
        var shadow: ShapeShadow?
        let shadowAlpha = (shadowColor?.alpha ?? 0) * CGFloat(min(max(shadowOpacity, 0), 1))
        if castsShadow, shadowAlpha > 0, shadowPath == nil, !masksToBounds, let sc = shadowColor, shadowRadius.isFinite,
           shadowOffset.width.isFinite, shadowOffset.height.isFinite {
            shadow = ShapeShadow(color: sc, alpha: shadowAlpha, radius: max(0, shadowRadius),
                                 dx: shadowOffset.width, dy: shadowOffset.height)
        }
        return ShapeLook(path: path, fill: fill, evenOdd: fillRule == .evenOdd, stroke: stroke,
                         strokeStart: strokeStart, strokeEnd: strokeEnd, lineWidth: lineWidth, miterLimit: miterLimit,
                         cap: lineCap, join: lineJoin, dash: stroke == nil ? nil : dash, dashPhase: lineDashPhase,
                         scale: scale, boundsX: bounds.minX, boundsY: bounds.minY, shadow: shadow)
    }
}

extension LayerRenderCache {
    /// The widest bitmap a shape renders into, per side; beyond it the shape is drawn only near its bounds.
    static let maxShapeSide = 8192

    /// Fills, then strokes the shape into a bitmap covering exactly what it paints (snapped to the pixel
    /// grid, so a layer on whole points composites without resampling); nil when nothing is painted.
    static func renderShape(_ s: ShapeLook) -> Part? {
        let scale = s.scale.isFinite && s.scale > 0 ? s.scale : 1
        let tol = 0.05 / Double(scale)
        let base = s.path.path
        var outline: Path?
        if let _ = s.stroke {
            // Animations may overshoot (springs): the range is clamped, as Core Animation does.
            let a = min(max(s.strokeStart, 0), 1), b = min(max(s.strokeEnd, 0), 1)
            var p = base
            if a > 0 || b < 1 { p = a < b ? p.trimmed(from: Double(a), to: Double(b), tolerance: tol) : Path() }
            if let d = s.dash, !p.isEmpty { p = p.dashed(phase: Double(s.dashPhase), lengths: d, tolerance: tol) }
            let style = StrokeStyle(width: Double(s.lineWidth), cap: s.cap.engineCap, join: s.join.engineJoin,
                                    miterLimit: Double(max(1, s.miterLimit)))
            if !p.elements.isEmpty { outline = p.stroked(style: style, tolerance: tol) }
        }
        var extent = CGRect.null
        if s.fill != nil { extent = extent.union(rect(base.bounds)) }
        if let o = outline, !o.elements.isEmpty { extent = extent.union(rect(o.bounds)) }
        guard !extent.isNull, extent.width.isFinite, extent.height.isFinite else { return nil }
        // Snap to whole pixels.
        var x0 = floor(extent.minX * scale), y0 = floor(extent.minY * scale)
        var x1 = ceil(extent.maxX * scale), y1 = ceil(extent.maxY * scale)
        let side = CGFloat(maxShapeSide)
        if x1 - x0 > side || y1 - y0 > side {
            let lx0 = floor(s.boundsX * scale) - side / 4, ly0 = floor(s.boundsY * scale) - side / 4
            x0 = max(x0, lx0); y0 = max(y0, ly0)
            x1 = min(x1, x0 + side); y1 = min(y1, y0 + side)
            UIApplication.shared.log("CAShapeLayer: the path reaches \(Int(extent.width * scale))x\(Int(extent.height * scale)) pixels; drawing only the \(maxShapeSide)-pixel square nearest the layer's bounds")
        }
        guard x1 > x0, y1 > y0 else { return nil }
        var r = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        // A shadow: the shape's alpha, blurred as the layer's own shadows are, offset in whole pixels.
        var blur = 0, sdx = 0, sdy = 0
        if let sh = s.shadow {
            blur = Blur.boxRadius(forShadowRadius: Double(sh.radius * scale))
            let margin = CGFloat(3 * blur + 1) / scale
            // Clamped in floating point first: an absurd offset must not trap converting to integers.
            func pixels(_ v: CGFloat) -> Int { v.isFinite ? Int(min(max((v * scale).rounded(), -1e9), 1e9)) : 0 }
            sdx = pixels(sh.dx); sdy = pixels(sh.dy)
            r = r.union(r.offsetBy(dx: CGFloat(sdx) / scale, dy: CGFloat(sdy) / scale).insetBy(dx: -margin, dy: -margin))
        }
        guard let (bitmap, canvas) = makeCanvas(r, scale: scale) else { return nil }
        if let f = s.fill { canvas.fill(base, paint: .solid(f.pixelColor), rule: s.evenOdd ? .evenOdd : .nonZero) }
        if let o = outline, let c = s.stroke { canvas.fill(o, paint: .solid(c.pixelColor), rule: .nonZero) }
        canvas.flush()
        if let sh = s.shadow {
            let mask = AlphaMask(alphaOf: bitmap)
            Blur.boxBlur3(mask, radius: blur)
            let shadowed = Bitmap(width: bitmap.width, height: bitmap.height, pool: UIApplication.shared.bitmapPool)
            var color = sh.color.pixelColor
            color.a = Float(sh.alpha)
            Canvas(shadowed).drawMask(mask, x: sdx, y: sdy, color: color)
            Composite.sourceOver(bitmap, into: shadowed, dx: 0, dy: 0, opacity: 1, clip: shadowed.bounds)
            return Part(bitmap: shadowed, rect: r, isOpaque: false)
        }
        return Part(bitmap: bitmap, rect: r, isOpaque: false)
    }

    private static func rect(_ b: Path.Bounds) -> CGRect { CGRect(x: b.x, y: b.y, width: b.width, height: b.height) }
}

extension CAShapeLayerLineCap {
    /// The pixel engine's cap (an unknown name is butt, Core Animation's default).
    var engineCap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

extension CAShapeLayerLineJoin {
    /// The pixel engine's join (an unknown name is miter, Core Animation's default).
    var engineJoin: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
