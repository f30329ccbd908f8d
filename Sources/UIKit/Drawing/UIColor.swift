import Foundation
import PixelEngine

/// A colour, with UIKit's initialisers, named colours and `setFill()` / `setStroke()`.
public final class UIColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The colour as a Core Animation colour.
    public let cgColor: CGColor

    /// Creates a colour from red, green, blue and alpha, each 0...1 (clamped; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey of the given brightness and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation, brightness and alpha, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue : 0).truncatingRemainder(dividingBy: 1) * 6
        let i = floor(h), f = h - i, v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(i) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Wraps a Core Animation colour.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = cgColor.components
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Reads the components; returns true as UIKit does for RGB-compatible colours.
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components
        r?.pointee = c[0]; g?.pointee = c[1]; b?.pointee = c[2]; a?.pointee = c[3]
        return true
    }

    public static func == (l: UIColor, r: UIColor) -> Bool { l.cgColor == r.cgColor }
    public func hash(into h: inout Hasher) { h.combine(cgColor) }

    public var description: String {
        let c = cgColor.components.map { String(format: "%.3f", Double($0)) }
        return "UIColor(r: \(c[0]), g: \(c[1]), b: \(c[2]), a: \(c[3]))"
    }

    /// Makes this the fill colour of the current graphics context.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current graphics context.
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour.
    @preconcurrency @MainActor public func set() { setFill(); setStroke() }

    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Mid grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (green and blue).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (red and green).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (red and blue).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (red 1, green 0.5).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (red and blue at 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The system tint (iOS blue).
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// The grouped-table background grey.
    public static let systemGroupedBackground = UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    /// The default light-mode background.
    public static let systemBackground = UIColor.white
    /// The default text colour.
    public static let label = UIColor.black
    /// Secondary text, as in table cell detail labels.
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// Placeholder text grey.
    public static let placeholderText = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Hairline separators.
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
}
