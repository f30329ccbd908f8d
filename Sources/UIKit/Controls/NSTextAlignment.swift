import Foundation

/// Horizontal alignment of text in labels and text fields.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How text that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
