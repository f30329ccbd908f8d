import Foundation

extension NSAttributedString.Key {
    /// A `UIFont` for the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSUnderlineStyle` raw value (`Int`, or the style itself) for a line under the text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline (the foreground colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough line (the foreground colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points added after each character (a number; 0 is the font's normal spacing).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`: alignment, line breaking and spacing of the paragraph.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// The line styles of underlines and strikethroughs (`NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A solid line (the default pattern: no bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (twice as thick).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
