import Foundation
import PixelEngine

/// How a shape layer decides what is inside its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times (holes in overlapping subpaths).
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open subpaths (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled beyond `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut off flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a vector path: filled, then stroked, over its background, in the layer's
/// coordinates (the path may reach beyond the bounds; it is not clipped unless `masksToBounds`).
/// `path` (same element count), the colours, `lineWidth`, `miterLimit`, `lineDashPhase`,
/// `strokeStart` and `strokeEnd` animate; only the shape's own rectangle is recomposited.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape's path; nil draws nothing.
    open var path: CGPath? { didSet { if path != oldValue { shapeDidChange("path", from: oldValue) } } }
    /// The fill colour (opaque black by default); nil or transparent fills nothing.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { if fillColor?.dynamicSource != nil { fillColor = resolvedForHost(fillColor) }; if fillColor != oldValue { shapeDidChange("fillColor", from: oldValue) } }
    }
    /// The rule that decides what the fill covers.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { contentsDidChange() } } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { if strokeColor?.dynamicSource != nil { strokeColor = resolvedForHost(strokeColor) }; if strokeColor != oldValue { shapeDidChange("strokeColor", from: oldValue) } } }
    /// Where the stroke starts, as a fraction (0...1) of the path's length.
    open var strokeStart: CGFloat = 0 {
        didSet { if checked("strokeStart", &strokeStart, oldValue) { shapeDidChange("strokeStart", from: oldValue) } }
    }
    /// Where the stroke ends, as a fraction (0...1) of the path's length; animate it 0 -> 1 to draw the path.
    open var strokeEnd: CGFloat = 1 {
        didSet { if checked("strokeEnd", &strokeEnd, oldValue) { shapeDidChange("strokeEnd", from: oldValue) } }
    }
    /// The stroke width in points (1 by default).
    open var lineWidth: CGFloat = 1 {
        didSet { if checked("lineWidth", &lineWidth, oldValue) { shapeDidChange("lineWidth", from: oldValue) } }
    }
    /// The miter length / line width ratio beyond which a miter join is bevelled (10 by default).
    open var miterLimit: CGFloat = 10 {
        didSet { if checked("miterLimit", &miterLimit, oldValue) { shapeDidChange("miterLimit", from: oldValue) } }
    }
    /// The ends of open subpaths.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { contentsDidChange() } } }
    /// The corners of the stroke.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { contentsDidChange() } } }
    /// Painted and skipped lengths of the dash pattern, in points, repeating; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { contentsDidChange() } } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if checked("lineDashPhase", &lineDashPhase, oldValue) { shapeDidChange("lineDashPhase", from: oldValue) } }
    }

    /// Creates a shape layer with no path.
    public required init() { super.init() }

    static let shapeKeys: Set<String> = ["path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth",
                                         "miterLimit", "lineDashPhase"]

    override class func isAnimatableKey(_ key: String) -> Bool { shapeKeys.contains(key) || super.isAnimatableKey(key) }

    /// Non-finite values are refused with a message (the previous value stays): Core Animation cannot
    /// draw them. Returns whether the property really changed.
    private func checked(_ name: String, _ value: inout CGFloat, _ old: CGFloat) -> Bool {
        if !value.isFinite {
            UIApplication.shared.log("CAShapeLayer.\(name): \(value) is not a finite number; keeping \(old)")
            value = old
            return false
        }
        return value != old
    }

    private func shapeDidChange<Value>(_ key: String, from old: Value) {
        contentsDidChange()
        animatablePropertyDidChange(key, from: old)
    }

    override func ownAnimationValue(forKeyPath path: String) -> AnimationValue? {
        switch path {
        case "path": return .path(self.path)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "strokeStart": return .number(strokeStart)
        case "strokeEnd": return .number(strokeEnd)
        case "lineWidth": return .number(lineWidth)
        case "miterLimit": return .number(miterLimit)
        case "lineDashPhase": return .number(lineDashPhase)
        default: return super.ownAnimationValue(forKeyPath: path)
        }
    }

    override func setOwnAnimationValue(_ value: AnimationValue, forKeyPath path: String) -> Bool {
        switch (path, value) {
        case ("path", .path(let v)): self.path = v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        case ("strokeStart", .number(let v)): strokeStart = v
        case ("strokeEnd", .number(let v)): strokeEnd = v
        case ("lineWidth", .number(let v)): lineWidth = v
        case ("miterLimit", .number(let v)): miterLimit = v
        case ("lineDashPhase", .number(let v)): lineDashPhase = v
        default: return super.setOwnAnimationValue(value, forKeyPath: path)
        }
        return true
    }

    open override func copyPresentationProperties(from layer: CALayer) {
        super.copyPresentationProperties(from: layer)
        guard let s = layer as? CAShapeLayer else { return }
        path = s.path
        fillColor = s.fillColor
        fillRule = s.fillRule
        strokeColor = s.strokeColor
        strokeStart = s.strokeStart
        strokeEnd = s.strokeEnd
        lineWidth = s.lineWidth
        miterLimit = s.miterLimit
        lineCap = s.lineCap
        lineJoin = s.lineJoin
        lineDashPattern = s.lineDashPattern
        lineDashPhase = s.lineDashPhase
    }

    override func ownContentKey(scale: CGFloat, castsShadow: Bool) -> AnyHashable? { shapeLook(scale: scale, castsShadow: castsShadow) }

    override func renderOwnContent(scale: CGFloat, castsShadow: Bool) -> LayerRenderCache.Part? {
        guard let look = shapeLook(scale: scale, castsShadow: castsShadow) else { return nil }
        return LayerRenderCache.renderShape(look)
    }
}
