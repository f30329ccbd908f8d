import Foundation

/// A view that shows read-only text in one font and colour, on one line or several.
@MainActor
open class UILabel: UIView, UITextDisplaying {
    /// The text shown.
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font (17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text colour (black by default).
    open var textColor: UIColor! = .black { didSet { setNeedsDisplay() } }
    /// Horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means as many as needed.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How lines that do not fit are broken or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Whether the label draws as enabled.
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    public var displayedText: String? { text }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// The lines the text is set in for a given width, with truncation applied to the last line.
    func layoutLines(width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let lines = UITextLayout.wrap(text, font: font, width: width,
                                      wrapping: numberOfLines != 1, maxLines: numberOfLines)
        guard let last = lines.last else { return [] }
        var result = lines
        let consumed = lines.joined().count
        let overflows = consumed < text.filter { $0 != "\n" }.count || UITextMeasurement.size(of: last, font: font).width > width
        if overflows, lineBreakMode == .byTruncatingTail || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping {
            result[result.count - 1] = UITextLayout.truncateTail(last, font: font, width: width, forced: consumed < text.count)
        }
        return result
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : (size.width > 0 ? size.width : .greatestFiniteMagnitude)
        let lines = numberOfLines == 1 ? text.components(separatedBy: "\n").prefix(1).map { $0 }
            : UITextLayout.wrap(text, font: font, width: maxWidth, wrapping: true, maxLines: numberOfLines)
        let width = lines.map { UITextMeasurement.size(of: $0, font: font).width }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }

    open override func draw(_ rect: CGRect) {
        let lines = layoutLines(width: bounds.width)
        guard !lines.isEmpty else { return }
        let lineHeight = font.lineHeight
        let total = CGFloat(lines.count) * lineHeight
        var y = ((bounds.height - total) / 2).rounded()
        let color = isEnabled ? textColor! : textColor.withAlphaComponent(0.4)
        let attributes: [NSAttributedString.Key: Any] = [.font: font!, .foregroundColor: color]
        for line in lines {
            let w = UITextMeasurement.size(of: line, font: font).width
            let x: CGFloat
            switch textAlignment {
            case .center: x = ((bounds.width - w) / 2).rounded()
            case .right: x = bounds.width - w
            default: x = 0
            }
            line.draw(at: CGPoint(x: x, y: y), withAttributes: attributes)
            y += lineHeight
        }
    }
}
