import Foundation
import PixelEngine

/// An immutable RGBA colour in the sRGB space, as Core Animation's layer properties take it.
public final class CGColor: Equatable, Hashable, Sendable {
    /// Red, green, blue and alpha, each 0...1, not premultiplied.
    public let components: [CGFloat]

    /// Creates a colour from straight (non-premultiplied) components; non-finite values become 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// The alpha component.
    public var alpha: CGFloat { components[3] }

    /// The colour as the pixel engine's straight RGBA.
    public var pixelColor: PixelColor {
        PixelColor(r: Float(components[0]), g: Float(components[1]), b: Float(components[2]), a: Float(components[3]))
    }

    public static func == (l: CGColor, r: CGColor) -> Bool { l.components == r.components }
    public func hash(into h: inout Hasher) { h.combine(components) }
}
