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
}

extension CAShapeLayer {
    /// The shape as the compositor draws it, nil when nothing would show (no path, or neither a visible
    /// fill nor a visible stroke).
    func shapeLook(scale: CGFloat) -> ShapeLook? {
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
        return ShapeLook(path: path, fill: fill, evenOdd: fillRule == .evenOdd, stroke: stroke,
                         strokeStart: strokeStart, strokeEnd: strokeEnd, lineWidth: lineWidth, miterLimit: miterLimit,
                         cap: lineCap, join: lineJoin, dash: stroke == nil ? nil : dash, dashPhase: lineDashPhase,
                         scale: scale, boundsX: bounds.minX, boundsY: bounds.minY)
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
        let r = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        guard let (bitmap, canvas) = makeCanvas(r, scale: scale) else { return nil }
        if let f = s.fill { canvas.fill(base, paint: .solid(f.pixelColor), rule: s.evenOdd ? .evenOdd : .nonZero) }
        if let o = outline, let c = s.stroke { canvas.fill(o, paint: .solid(c.pixelColor), rule: .nonZero) }
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
