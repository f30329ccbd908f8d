import Foundation

/// A view that shows read-only text in one font and colour, on one line or several, wrapped at words
/// and truncated with an ellipsis when it does not fit.
@preconcurrency @MainActor
open class UILabel: UIView, UITextDisplaying {
    /// The text shown. Setting it replaces any `attributedText` with this plain string.
    open var text: String? {
        didSet {
            let droppedStyles = !isSyncingFromAttributedText && attributedStorage != nil
            if !isSyncingFromAttributedText { attributedStorage = nil }
            if text != oldValue || droppedStyles { textDidChange() }
        }
    }
    /// The font (17-point system font by default; nil restores it). With `attributedText` set, the new
    /// font applies to the whole attributed string, as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if !isSyncingFromAttributedText { applyToAttributedText(.font, font) }
            textDidChange()
        }
    }
    /// The text colour (black by default; nil restores it). With `attributedText` set, it applies to the
    /// whole attributed string.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if !isSyncingFromAttributedText { applyToAttributedText(.foregroundColor, textColor) }
            setNeedsDisplay()
        }
    }
    /// The attributed string set through `attributedText` (nil while the label shows plain `text`).
    var attributedStorage: NSAttributedString?
    /// True while `attributedText` updates `text`, `font` and `textColor` from the string it was given.
    var isSyncingFromAttributedText = false
    /// The text colour while `isHighlighted` is true (the normal colour when nil).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws in its highlighted colour (table cells set it while selected).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Horizontal alignment of every line; `.natural` and `.justified` align left. With `attributedText`
    /// set, it applies to the whole attributed string.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if !isSyncingFromAttributedText { applyAlignmentToAttributedText() }; setNeedsDisplay() }
    }
    /// The text with styles: runs of several fonts, colours (`.foregroundColor`, `.backgroundColor`),
    /// underlines, strikethroughs, kerning and a paragraph style, each drawn in its own style and the whole
    /// wrapped and aligned as one paragraph. Setting it sets `text` to its string and `font`, `textColor` and
    /// `textAlignment` from its first character; characters without a font or colour use the label's. While
    /// plain `text` is shown, it reads as that text in the label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { NSAttributedString(string: $0, attributes: plainTextAttributes) } }
        set { setAttributedText(newValue) }
    }
    /// The maximum number of lines; 0 means as many as needed (and as fit in the bounds).
    open var numberOfLines = 1 { didSet { if numberOfLines < 0 { numberOfLines = 0 }; textDidChange() } }
    /// How lines that do not fit are broken or truncated (tail truncation by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether the label draws as enabled (disabled text is drawn faded).
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether a single-line label shrinks its font (down to `minimumScaleFactor`) before truncating.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use (0 means no limit).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The width multi-line text wraps at when the label sizes itself (0 means the bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { superview?.setNeedsLayout(); invalidateIntrinsicContentSize() } }

    private struct LayoutKey: Equatable {
        var text: String, font: UIFont, width: CGFloat, maxLines: Int, mode: NSLineBreakMode
    }
    private var cachedLayout: (key: LayoutKey, lines: [String])?

    /// From a coder (UIKit's nib and storyboard path): there are no nibs here and UIKit's archive keys are
    /// private, so nothing is decoded and the view is set up as `init(frame: .zero)` sets it up.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    private func setUpLabel() {
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    public var displayedText: String? { text }

    /// The lines the label currently shows for its bounds, after wrapping and truncation
    /// (what `draw(_:)` draws; dumps and tests read it).
    public var displayedLines: [String] {
        if let setter = styledSetter() {
            return styledLines(setter, width: bounds.width, height: bounds.height).map { String($0.chars) }
        }
        return lines(width: bounds.width, maxLines: visibleLineLimit(forHeight: bounds.height), font: fittedFont(forWidth: bounds.width))
    }

    /// The font the text is drawn in within `width`: `font`, or with `adjustsFontSizeToFitWidth` on a
    /// single-line label, `font` shrunk until the text fits (not below `minimumScaleFactor`).
    func fittedFont(forWidth width: CGFloat) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, !text.isEmpty, width.isFinite else { return font }
        let natural = UITextMeasurement.size(of: text, font: font).width
        guard natural > width, natural > 0 else { return font }
        let scale = max(width / natural, minimumScaleFactor > 0 ? minimumScaleFactor : 0.01)
        return font.withSize(max(font.pointSize * scale, 1))
    }

    func textDidChange() {
        cachedLayout = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// `numberOfLines` further limited by how many lines fit in `height` (at least one).
    private func visibleLineLimit(forHeight height: CGFloat) -> Int {
        let lineHeight = max(font.lineHeight, 1)
        // Compared in floating point first: a label laid out 1e30 points tall fits more lines than an Int holds.
        let lines = ((height + 0.5) / lineHeight).rounded(.down)
        let fitting = lines.isFinite && lines < 1e15 ? max(Int(lines), 1) : Int.max
        return numberOfLines == 0 ? (fitting == Int.max ? 0 : fitting) : min(numberOfLines, fitting)
    }

    private func lines(width: CGFloat, maxLines: Int, font: UIFont) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let key = LayoutKey(text: text, font: font, width: width, maxLines: maxLines, mode: lineBreakMode)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.lines }
        let result = UITextLayout.lines(text, font: font, width: width, maxLines: maxLines, mode: lineBreakMode)
        cachedLayout = (key, result)
        return result
    }

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines` lines (0 = no limit).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        if let setter = styledSetter() { return styledTextRect(setter, forBounds: bounds, limitedToNumberOfLines: numberOfLines) }
        let measure = { (s: String) in UITextMeasurement.size(of: s, font: self.font).width }
        let width: CGFloat
        let count: Int
        if numberOfLines == 1 {
            width = measure(text.components(separatedBy: "\n").joined(separator: " "))
            count = 1
        } else {
            let limit = bounds.width > 0 && bounds.width.isFinite ? bounds.width : .greatestFiniteMagnitude
            let set = UITextLayout.lines(text, font: font, width: limit, maxLines: numberOfLines, mode: lineBreakMode)
            width = set.map(measure).max() ?? 0
            count = set.count
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: width.rounded(.up),
                      height: (CGFloat(count) * font.lineHeight).rounded(.up))
    }

    /// The size that fits the text: a single-line label's full width; a multi-line label wraps at
    /// `size.width` (or `preferredMaxLayoutWidth`; no limit when both are 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var width = size.width
        if preferredMaxLayoutWidth > 0 && (width <= 0 || width > preferredMaxLayoutWidth) { width = preferredMaxLayoutWidth }
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: size.height),
                        limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// The first line's baseline sits one ascender below the top of the text (text is centred vertically).
    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        let count = max(displayedLines.count, 1)
        let slack = max(0, (bounds.height - CGFloat(count) * font.lineHeight) / 2).rounded()
        return slack + font.ascender
    }

    /// The last line's baseline sits a line height less an ascender above the bottom of the text.
    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        let count = max(displayedLines.count, 1)
        let slack = max(0, (bounds.height - CGFloat(count) * font.lineHeight) / 2).rounded()
        return slack + font.lineHeight - font.ascender
    }

    /// Draws the text in `rect`: lines centred vertically, aligned horizontally, truncated as needed.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        // Nothing can show through a context that clips everything: skip the line layout.
        if let ctx = UIGraphicsGetCurrentContext(), ctx.canvas.clipsEverything { return }
        if let setter = styledSetter() { drawStyledText(setter, in: rect); return }
        let drawFont = fittedFont(forWidth: rect.width)
        let lineHeight = drawFont.lineHeight
        let shown = lines(width: rect.width, maxLines: visibleLineLimit(forHeight: rect.height), font: drawFont)
        guard !shown.isEmpty else { return }
        let total = CGFloat(shown.count) * lineHeight
        var y = (rect.minY + (rect.height - total) / 2).rounded()
        var color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        if !isEnabled { color = color.withAlphaComponent(0.4) }
        let attributes: [NSAttributedString.Key: Any] = [.font: drawFont, .foregroundColor: color]
        for line in shown {
            let w = UITextMeasurement.size(of: line, font: drawFont).width
            let x: CGFloat
            switch textAlignment {
            case .center: x = rect.minX + ((rect.width - w) / 2).rounded()
            case .right: x = rect.maxX - w
            default: x = rect.minX
            }
            line.draw(at: CGPoint(x: x, y: y), withAttributes: attributes)
            y += lineHeight
        }
    }
}
