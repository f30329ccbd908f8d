import Foundation
import PixelEngine

/// How a text layer aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (left for the scripts drawn here; the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (drawn flush left: lines are not stretched).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer shortens text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: text beyond the bounds is cut off (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// "…" replaces the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// "…" replaces the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// "…" replaces the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string from the top of its bounds, in one font and colour, with the label
/// text machinery (line breaking, truncation, CJK through the platform's fallback fonts). The text is
/// rasterised at `contentsScale` (1 by default, as in Core Animation: set it to the screen's scale
/// for sharp text on a 2x display) and only again when the text, its style or the size changes.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (drawn with the font and colour of its first
    /// character, which then replace `font`, `fontSize` and `foregroundColor`); nil draws nothing.
    open var string: Any? { didSet { contentsDidChange() } }
    /// The font: a `UIFont` or a font name (`String`); its size is ignored in favour of `fontSize`.
    /// Nil (the default) is the system font.
    open var font: Any? { didSet { contentsDidChange() } }
    /// The text size in points (36 by default).
    open var fontSize: CGFloat = 36 {
        didSet {
            if !fontSize.isFinite || fontSize <= 0 {
                UIApplication.shared.log("CATextLayer.fontSize: \(fontSize) is not a positive number; keeping \(oldValue)")
                fontSize = oldValue
            }
            if fontSize != oldValue { contentsDidChange(); animatablePropertyDidChange("fontSize", from: oldValue) }
        }
    }
    /// The text colour (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { if foregroundColor?.dynamicSource != nil { foregroundColor = resolvedForHost(foregroundColor) }; if foregroundColor != oldValue { contentsDidChange(); animatablePropertyDidChange("foregroundColor", from: oldValue) } }
    }
    /// Whether lines wrap at the bounds' width (false by default: each paragraph is one line).
    open var isWrapped = false { didSet { if isWrapped != oldValue { contentsDidChange() } } }
    /// How text that does not fit is shortened.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { if truncationMode != oldValue { contentsDidChange() } } }
    /// How lines are aligned in the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { if alignmentMode != oldValue { contentsDidChange() } } }

    /// Creates a text layer with no string.
    public required init() { super.init() }

    override class func isAnimatableKey(_ key: String) -> Bool {
        key == "fontSize" || key == "foregroundColor" || super.isAnimatableKey(key)
    }

    override func ownAnimationValue(forKeyPath path: String) -> AnimationValue? {
        switch path {
        case "fontSize": return .number(fontSize)
        case "foregroundColor": return .color(foregroundColor)
        default: return super.ownAnimationValue(forKeyPath: path)
        }
    }

    override func setOwnAnimationValue(_ value: AnimationValue, forKeyPath path: String) -> Bool {
        switch (path, value) {
        case ("fontSize", .number(let v)): fontSize = v
        case ("foregroundColor", .color(let v)): foregroundColor = v
        default: return super.setOwnAnimationValue(value, forKeyPath: path)
        }
        return true
    }

    open override func copyPresentationProperties(from layer: CALayer) {
        super.copyPresentationProperties(from: layer)
        guard let t = layer as? CATextLayer else { return }
        string = t.string
        font = t.font
        fontSize = t.fontSize
        foregroundColor = t.foregroundColor
        isWrapped = t.isWrapped
        truncationMode = t.truncationMode
        alignmentMode = t.alignmentMode
    }

    override func ownContentKey(scale: CGFloat, castsShadow: Bool) -> AnyHashable? { textLook() }

    override func renderOwnContent(scale: CGFloat, castsShadow: Bool) -> LayerRenderCache.Part? {
        guard let look = textLook() else { return nil }
        return LayerRenderCache.renderText(look)
    }
}
