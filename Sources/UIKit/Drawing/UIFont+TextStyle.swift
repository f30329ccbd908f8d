import Foundation

extension UIFont {
    /// The semantic text styles of Dynamic Type (body, headline, footnote ...), so text takes the system's
    /// sizes by role rather than by number.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title (34 points at the default "Large" text size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles (28 points).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles (22 points).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles (20 points).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17 points, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings (15 points).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17 points).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16 points).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes (13 points).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12 points).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11 points).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's weight (only headlines are semibold).
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

        /// The style's size in points at a text size, from Apple's published Dynamic Type ramp for iOS
        /// (columns: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
        /// caption1, caption2); an unknown style sizes as body.
        func size(for category: UIContentSizeCategory) -> CGFloat {
            let column: Int = switch self {
            case .largeTitle: 0
            case .title1: 1
            case .title2: 2
            case .title3: 3
            case .headline: 4
            case .callout: 6
            case .subheadline: 7
            case .footnote: 8
            case .caption1: 9
            case .caption2: 10
            default: 5
            }
            let row: [CGFloat] = switch category {
            case .extraSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
            case .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]
            case .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]
            case .extraLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]
            case .extraExtraLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]
            case .extraExtraExtraLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]
            case .accessibilityMedium: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
            case .accessibilityLarge: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]
            case .accessibilityExtraLarge: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]
            case .accessibilityExtraExtraLarge: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]
            case .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]
            default: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
            }
            return row[column]
        }
    }

    /// The system font for a text style at the text size of the current trait collection (the default
    /// "Large" size unless a trait collection says otherwise).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
    }

    /// The system font for a text style at the text size of `traitCollection` (`.large` when it has none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(system: style.size(for: traitCollection?.preferredContentSizeCategory ?? .large), weight: style.weight, textStyle: style)
    }
}
