/// A straight (non-premultiplied) RGBA colour with 0...1 float components.
///
/// Engine pixels are premultiplied 0xAARRGGBB; `premultiplied` converts once, outside hot loops.
public struct PixelColor: Equatable, Sendable {
    /// Red, 0...1.
    public var r: Float
    /// Green, 0...1.
    public var g: Float
    /// Blue, 0...1.
    public var b: Float
    /// Alpha (opacity), 0...1.
    public var a: Float

    /// Creates a colour from straight components; values are clamped when packed.
    public init(r: Float, g: Float, b: Float, a: Float = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black.
    public static let clear = PixelColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = PixelColor(r: 0, g: 0, b: 0, a: 1)
    /// Opaque white.
    public static let white = PixelColor(r: 1, g: 1, b: 1, a: 1)

    /// The colour packed as premultiplied 0xAARRGGBB (NaN and out-of-range components are clamped).
    public var premultiplied: UInt32 {
        let alpha = PixelColor.unit(a)
        let A = UInt32(alpha * 255 + 0.5)
        let R = UInt32(PixelColor.unit(r) * alpha * 255 + 0.5)
        let G = UInt32(PixelColor.unit(g) * alpha * 255 + 0.5)
        let B = UInt32(PixelColor.unit(b) * alpha * 255 + 0.5)
        return (A << 24) | (R << 16) | (G << 8) | B
    }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0...1).
    public func withAlphaMultiplied(by opacity: Float) -> PixelColor {
        PixelColor(r: r, g: g, b: b, a: PixelColor.unit(a) * PixelColor.unit(opacity))
    }

    /// Unpacks a premultiplied 0xAARRGGBB pixel back into a straight colour.
    public init(premultiplied p: UInt32) {
        let A = Float(p >> 24) / 255
        if A <= 0 {
            self.init(r: 0, g: 0, b: 0, a: 0)
            return
        }
        self.init(r: min(1, Float((p >> 16) & 255) / 255 / A),
                  g: min(1, Float((p >> 8) & 255) / 255 / A),
                  b: min(1, Float(p & 255) / 255 / A),
                  a: A)
    }

    /// Clamps to 0...1, mapping NaN to 0.
    @inline(__always) static func unit(_ v: Float) -> Float {
        v.isNaN ? 0 : (v < 0 ? 0 : (v > 1 ? 1 : v))
    }
}
