import Foundation
import PixelEngine

/// A colour, with UIKit's initialisers, named colours and `setFill()` / `setStroke()`. A dynamic colour
/// (`init(dynamicProvider:)`, the system colours such as `.systemBackground` and `.label`) resolves per trait
/// collection (see UIColor+Dynamic). An `NSObject`, as in UIKit, so colours and fonts can share an untyped
/// attributes literal (`[.font: UIFont..., .foregroundColor: UIColor.red]` is `[NSAttributedString.Key: NSObject]`).
public final class UIColor: NSObject, Sendable {
    /// The components of a fixed colour (nil for a dynamic one).
    let fixedColor: CGColor?
    /// The provider of a dynamic colour (nil for a fixed one).
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The UIKit name of a system colour ("systemBackgroundColor"), for descriptions.
    let systemName: String?

    /// The colour as a Core Animation colour; a dynamic colour resolves with `UITraitCollection.current`.
    public var cgColor: CGColor {
        if let fixedColor { return fixedColor }
        let state = UITraitCurrentState.forCurrentThread
        state.resolvedDynamicColor = true
        return resolvedCGColor(with: state.traits ?? UITraitCollection.current)
    }

    /// Creates a colour from red, green, blue and alpha, each 0...1 (clamped; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        dynamicProvider = nil
        systemName = nil
        super.init()
    }

    /// Creates a colour that asks `dynamicProvider` for its value in each trait collection it is resolved in
    /// (light and dark appearance); the provider must return a colour that is not itself dynamic.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedColor = nil
        self.dynamicProvider = dynamicProvider
        systemName = nil
        super.init()
    }

    /// A system colour with iOS's light and dark values, named as UIKit names it.
    convenience init(systemName: String, light: UIColor, dark: UIColor) {
        self.init(systemName: systemName) { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A named dynamic system colour.
    init(systemName: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedColor = nil
        dynamicProvider = provider
        self.systemName = systemName
        super.init()
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

    /// Wraps a Core Animation colour (a fixed colour, even when `cgColor` came from a dynamic one).
    public init(cgColor: CGColor) {
        fixedColor = cgColor.dynamicSource == nil ? cgColor : CGColor(red: cgColor.components[0], green: cgColor.components[1],
                                                                      blue: cgColor.components[2], alpha: cgColor.components[3])
        dynamicProvider = nil
        systemName = nil
        super.init()
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if fixedColor == nil {
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
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

    /// Fixed colours are equal when their components are (as UIKit compares colours in the same colour
    /// space); a dynamic colour only equals itself. `==` and `Hashable` (from `NSObject`) go through this.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let a = fixedColor, let b = other.fixedColor { return a == b }
        return self === other
    }

    /// Equal colours hash alike: a fixed colour by its components, a dynamic one by identity.
    public override var hash: Int {
        var h = Hasher()
        if let fixedColor { h.combine(fixedColor) } else { h.combine(ObjectIdentifier(self)) }
        return h.finalize()
    }

    public override var description: String {
        guard let fixedColor else { return "<UIDynamicProviderColor; \(systemName.map { "name = \($0)" } ?? "provider")>" }
        let c = fixedColor.components.map { String(format: "%.3f", Double($0)) }
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
}
