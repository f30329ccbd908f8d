import Foundation

/// How a paragraph of attributed text is set: alignment, line breaking and spacing (`.paragraphStyle`).
/// Immutable; `NSMutableParagraphStyle` is the form code changes.
open class NSParagraphStyle: NSObject, NSCopying, @unchecked Sendable {
    /// The paragraph style with every value at its default.
    public static let `default` = NSParagraphStyle()

    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0

    /// Horizontal alignment of the lines (`.natural`, left here, by default).
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines break and how the last line is shortened (`.byWordWrapping` by default).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Points added between the lines of the paragraph (0 by default; negative values are read as 0).
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Points added after the paragraph's last line (0 by default; negative values are read as 0).
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }

    /// A paragraph style with the default values.
    public override init() { super.init() }

    /// A copy (an immutable style when the receiver is mutable, as `copy()` gives in UIKit).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.take(self)
        return c
    }

    /// A mutable copy to change.
    open func mutableCopy() -> NSMutableParagraphStyle {
        let c = NSMutableParagraphStyle()
        c.take(self)
        return c
    }

    func take(_ other: NSParagraphStyle) {
        storedAlignment = other.alignment; storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing; storedParagraphSpacing = other.paragraphSpacing
    }

    /// Styles are equal when all their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return alignment == o.alignment && lineBreakMode == o.lineBreakMode
            && lineSpacing == o.lineSpacing && paragraphSpacing == o.paragraphSpacing
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(alignment); h.combine(lineBreakMode); h.combine(lineSpacing); h.combine(paragraphSpacing)
        return h.finalize()
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { storedAlignment } set { storedAlignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { storedLineBreakMode } set { storedLineBreakMode = newValue } }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
    }
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
    }
}
