import Foundation

/// A font: a family name and a size in points. Glyphs come from the platform's text rasterizer. An
/// `NSObject`, as in UIKit, so fonts and colours can share an untyped attributes literal.
public final class UIFont: NSObject, Sendable {
    /// Font weights; the platform maps them onto the faces it has.
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The family name; "System" for the system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The text style a `preferredFont(forTextStyle:)` font was made for (nil for other fonts), so views
    /// that adjust to the text size can make it again at another size.
    let textStyle: TextStyle?

    /// A font of the given family and size; sizes that are not positive and finite become 17.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        fontName = name
        pointSize = UIFont.sanitized(size)
        weight = name.lowercased().contains("bold") ? .bold : .regular
        textStyle = nil
        super.init()
    }

    init(system size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        fontName = "System"; pointSize = UIFont.sanitized(size); self.weight = weight; self.textStyle = textStyle
        super.init()
    }

    private static func sanitized(_ s: CGFloat) -> CGFloat { s.isFinite && s > 0 ? min(s, 1000) : 17 }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize, weight: weight) }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .bold) }
    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        fontName == "System" ? UIFont(system: size, weight: weight) : (UIFont(name: fontName, size: size) ?? self)
    }

    /// The size of body text (17 points).
    public static var systemFontSize: CGFloat { 17 }
    /// The size of labels (17 points).
    public static var labelFontSize: CGFloat { 17 }

    /// Whether the weight is semibold or heavier.
    public var isBold: Bool { weight >= .semibold }

    @MainActor private var metrics: UIFontMetrics {
        UIApplication.shared.platform?.metrics(of: self)
            ?? UIFontMetrics(ascender: pointSize * 0.93, descender: -pointSize * 0.24, lineHeight: pointSize * 1.17)
    }
    /// Distance from the baseline to the top of the tallest glyphs.
    @preconcurrency @MainActor public var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of descenders (negative).
    @preconcurrency @MainActor public var descender: CGFloat { metrics.descender }
    /// The height of one line.
    @preconcurrency @MainActor public var lineHeight: CGFloat { metrics.lineHeight }

    /// Fonts are equal when their name, size and weight are (`==` and `Hashable` from `NSObject` use this).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UIFont else { return false }
        return self === b || (fontName == b.fontName && pointSize == b.pointSize && weight == b.weight)
    }
    /// Equal fonts hash alike.
    public override var hash: Int {
        var h = Hasher()
        h.combine(fontName); h.combine(pointSize); h.combine(weight)
        return h.finalize()
    }
    public override var description: String { "\(fontName) \(pointSize)pt" }
}
