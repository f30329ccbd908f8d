import Foundation
import PixelEngine

/// A drawing destination with Core Graphics' state model: a current transform, colours, line width and clip.
@preconcurrency @MainActor
public final class CGContext {
    /// The pixel engine canvas this context draws through.
    public let canvas: Canvas
    private struct State {
        var fill: CGColor; var stroke: CGColor; var lineWidth: CGFloat; var alpha: CGFloat
        var cap: CGLineCap = .butt; var join: CGLineJoin = .miter; var miterLimit: CGFloat = 10
    }
    private var state = State(fill: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                              stroke: CGColor(red: 0, green: 0, blue: 0, alpha: 1), lineWidth: 1, alpha: 1)
    /// The path being built by `move(to:)`, `addLine(to:)` ... (see CGContext+Path), in user space;
    /// filling or stroking it consumes it.
    var currentPath = Path()
    /// Set for the contexts of image renderers and `UIGraphicsBeginImageContextWithOptions`: their scale.
    var imageScale: CGFloat?
    private var saved: [State] = []

    /// Creates a context drawing into `bitmap`, with `scale` pixels per point as its base transform.
    public convenience init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.init(bitmap: bitmap, scale: scale, rasterizers: nil, clearingTarget: false)
    }

    /// A context whose canvas reuses `rasterizers` (the application's, for layers drawn every frame)
    /// and, with `clearingTarget`, makes the bitmap transparent itself (see `Canvas(_:clearingTarget:)`).
    init(bitmap: Bitmap, scale: CGFloat, rasterizers: RasterizerPool?, clearingTarget: Bool) {
        canvas = Canvas(bitmap, rasterizers: rasterizers, clearingTarget: clearingTarget)
        canvas.transform = Transform2D(a: Double(scale), b: 0, c: 0, d: Double(scale), tx: 0, ty: 0)
    }

    /// A context that clips everything away, to learn whether drawing code draws at all without
    /// paying for pixels (`hasIssuedDrawing` tells).
    convenience init(probingWithScale scale: CGFloat) {
        self.init(bitmap: Bitmap(width: 1, height: 1), scale: scale.isFinite && scale > 0 ? scale : 1,
                  rasterizers: UIApplication.shared.rasterizerPool, clearingTarget: false)
        canvas.clipRect = .zero
    }

    /// Whether anything was filled, stroked or drawn through this context (even if clipped away).
    var hasIssuedDrawing = false

    /// The current fill colour.
    public var fillColor: CGColor { state.fill }
    /// The current stroke colour.
    public var strokeColor: CGColor { state.stroke }
    /// The current line width, in points.
    public var lineWidth: CGFloat { state.lineWidth }

    /// Pushes the graphics state (transform, colours, clip).
    public func saveGState() { saved.append(state); canvas.save() }

    /// Pops the graphics state pushed by the matching `saveGState()`.
    public func restoreGState() {
        guard let s = saved.popLast() else { return }
        state = s; canvas.restore()
    }

    /// The colour later fills use.
    public func setFillColor(_ c: CGColor) { state.fill = c }
    /// The colour later strokes use.
    public func setStrokeColor(_ c: CGColor) { state.stroke = c }
    /// The width of later strokes in points; negative or non-finite widths are ignored.
    public func setLineWidth(_ w: CGFloat) { if w.isFinite && w >= 0 { state.lineWidth = w } }
    /// The ends of later strokes.
    public func setLineCap(_ cap: CGLineCap) { state.cap = cap }
    /// The corners of later strokes.
    public func setLineJoin(_ join: CGLineJoin) { state.join = join }
    /// The miter limit of later strokes; non-finite values are ignored.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
    /// The stroke style the state describes.
    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Double(state.lineWidth), cap: state.cap.engineCap, join: state.join.engineJoin,
                    miterLimit: Double(state.miterLimit))
    }
    /// A global alpha applied to everything drawn afterwards.
    public func setAlpha(_ a: CGFloat) { if a.isFinite { state.alpha = min(max(a, 0), 1) } }

    /// The current transformation matrix (user space to device pixels).
    public var ctm: CGAffineTransform {
        let t = canvas.transform
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }

    /// Prepends `t` to the current transform.
    public func concatenate(_ t: CGAffineTransform) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        canvas.transform = Transform2D(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).concatenating(canvas.transform)
    }
    /// Moves the origin of user space by (`x`, `y`).
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space by `x` and `y`.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    private func paint(_ c: CGColor) -> Paint {
        var p = c.pixelColor
        p.a *= Float(state.alpha)
        return .solid(p)
    }

    /// Fills `path` with the fill colour.
    public func fill(_ path: Path, rule: FillRule = .nonZero) {
        hasIssuedDrawing = true
        canvas.fill(path, paint: paint(state.fill), rule: rule)
    }

    /// Strokes `path` with the stroke colour and `style`.
    public func stroke(_ path: Path, style: StrokeStyle) {
        hasIssuedDrawing = true
        canvas.stroke(path, style: style, paint: paint(state.stroke))
    }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        var p = Path(); p.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        fill(p)
    }

    /// Strokes the outline of `rect` with the stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        var p = Path(); p.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        stroke(p, style: strokeStyle)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        var p = Path(); p.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        canvas.clip(to: p)
    }

    /// Intersects the clip with `path`.
    public func clip(to path: Path) { canvas.clip(to: path) }

    /// Draws `bitmap` (with `scale` pixels per point) into `rect`, with the context's alpha times `alpha`.
    public func draw(_ bitmap: Bitmap, in rect: CGRect, alpha: CGFloat = 1) {
        hasIssuedDrawing = true
        canvas.draw(bitmap, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                    height: Double(rect.height), opacity: Float(alpha * state.alpha))
    }
}

/// The context that `draw(_:)` and the drawing functions use, or nil outside a drawing pass.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIApplication.shared.graphicsContextStack.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    UIApplication.shared.graphicsContextStack.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext`.
@preconcurrency @MainActor public func UIGraphicsPopContext() {
    _ = UIApplication.shared.graphicsContextStack.popLast()
}
