import Foundation
import PixelEngine

/// An immutable RGBA colour in the sRGB space, as Core Animation's layer properties take it.
public final class CGColor: Equatable, Hashable, Sendable {
    /// Red, green, blue and alpha, each 0...1, not premultiplied.
    public let components: [CGFloat]
    /// The dynamic `UIColor` this colour was resolved from (its `cgColor` in some trait collection), so that
    /// layers can resolve it again when their view's appearance changes; nil for a plain colour.
    let dynamicSource: UIColor?

    /// Creates a colour from straight (non-premultiplied) components; non-finite values become 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        dynamicSource = nil
    }

    /// A resolved value of the dynamic colour `source`.
    init(components: [CGFloat], dynamicSource source: UIColor) {
        self.components = components
        dynamicSource = source
    }

    /// The alpha component.
    public var alpha: CGFloat { components[3] }

    /// The colour as the pixel engine's straight RGBA.
    public var pixelColor: PixelColor {
        PixelColor(r: Float(components[0]), g: Float(components[1]), b: Float(components[2]), a: Float(components[3]))
    }

    /// Equal components (and, for colours resolved from a dynamic colour, the same source).
    public static func == (l: CGColor, r: CGColor) -> Bool { l.components == r.components && l.dynamicSource === r.dynamicSource }
    public func hash(into h: inout Hasher) { h.combine(components) }
}
