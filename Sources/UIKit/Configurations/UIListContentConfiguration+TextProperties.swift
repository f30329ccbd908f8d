import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's text (or secondary text) looks: font, colour, alignment, wrapping, and a
    /// letter-case transform.
    public struct TextProperties: Hashable {
        /// Horizontal alignment in the text's area.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// A change of letter case applied to the text when shown.
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }

        /// The font.
        public var font: UIFont
        /// The colour, before `colorTransformer`.
        public var color: UIColor
        /// Changes the colour the text resolves to (nil: `color` as it is).
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How lines that do not fit end.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown (0: as many as the text needs).
        public var numberOfLines = 0
        /// Whether the font shrinks (down to `minimumScaleFactor`) to fit one line.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale of the font when it shrinks to fit.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether characters may be tightened before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether a text-style font (`UIFont.preferredFont(forTextStyle:)`) follows the text size of the
        /// view's traits.
        public var adjustsFontForContentSizeCategory = true
        /// The change of letter case applied when shown.
        public var transform: TextTransform = .none
        /// Whether a truncated text shows in full in a pointer tooltip (a Mac Catalyst behaviour: on iOS, and
        /// here, it changes nothing).
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` with the letter-case transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }
}
