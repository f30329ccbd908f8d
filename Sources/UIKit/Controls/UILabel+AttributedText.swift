import Foundation

extension UILabel {
    /// The attributes plain `text` is shown with, as `attributedText` reports them.
    var plainTextAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font!, .foregroundColor: textColor!, .paragraphStyle: paragraph]
    }

    /// Stores a copy of `value`, then updates `text`, `font`, `textColor` and `textAlignment` from it.
    func setAttributedText(_ value: NSAttributedString?) {
        isSyncingFromAttributedText = true
        defer { isSyncingFromAttributedText = false }
        attributedStorage = value.map { NSAttributedString(attributedString: $0) }
        if let value, value.length > 0 {
            let first = value.attributes(at: 0, effectiveRange: nil)
            if let f = first[.font] as? UIFont { font = f }
            if let c = first[.foregroundColor] as? UIColor { textColor = c }
            if let p = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
        }
        text = value?.string
        textDidChange()
    }

    /// Sets `key` to `value` over the whole attributed string (a font or colour set after `attributedText`).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard let storage = attributedStorage, storage.length > 0, let value else { return }
        let m = NSMutableAttributedString(attributedString: storage)
        m.addAttribute(key, value: value, range: NSRange(location: 0, length: m.length))
        attributedStorage = m
    }

    /// Gives every paragraph style of the attributed string the label's alignment.
    func applyAlignmentToAttributedText() {
        guard let storage = attributedStorage, storage.length > 0 else { return }
        let first = storage.attributes(at: 0, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle
        let style = first?.mutableCopy() ?? NSMutableParagraphStyle()
        style.alignment = textAlignment
        applyToAttributedText(.paragraphStyle, style)
    }

    /// The setter for the attributed string in the label's current colours (nil while plain text is shown).
    func styledSetter() -> UIStyledTextSetter? {
        guard let storage = attributedStorage, storage.length > 0 else { return nil }
        var base: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        if !isEnabled { base = base.withAlphaComponent(0.4) }
        var styled = UIStyledText(storage, font: font, color: base.cgColor)
        if isHighlighted, let highlightedTextColor {
            // Highlighted (a selected cell), every run takes the highlighted colour, as in UIKit.
            let c = highlightedTextColor.cgColor
            for i in styled.table.indices { styled.table[i].color = c }
        }
        return UIStyledTextSetter(text: styled, baseFont: font)
    }

    /// The lines shown in `width` x `height`: at most `numberOfLines`, and only as many as fit the height
    /// (the last of them truncated as `lineBreakMode` says).
    func styledLines(_ setter: UIStyledTextSetter, width: CGFloat, height: CGFloat) -> [UIStyledLine] {
        var lines = setter.lines(width: width, maxLines: numberOfLines, mode: lineBreakMode)
        guard height.isFinite, lines.count > 1, setter.height(of: lines) > height + 0.5 else { return lines }
        var fit = 1
        while fit < lines.count && setter.height(of: Array(lines[..<(fit + 1)])) <= height + 0.5 { fit += 1 }
        lines = setter.lines(width: width, maxLines: fit, mode: lineBreakMode)
        return lines
    }

    /// The rectangle the attributed text takes in `bounds` with at most `numberOfLines` lines.
    func styledTextRect(_ setter: UIStyledTextSetter, forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let limit = bounds.width > 0 && bounds.width.isFinite ? bounds.width : .greatestFiniteMagnitude
        let lines = setter.lines(width: limit, maxLines: numberOfLines, mode: lineBreakMode)
        return CGRect(x: bounds.minX, y: bounds.minY, width: setter.width(of: lines).rounded(.up),
                      height: setter.height(of: lines).rounded(.up))
    }

    /// Draws the attributed text centred vertically in `rect`, each line aligned, every run in its style.
    func drawStyledText(_ setter: UIStyledTextSetter, in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let lines = styledLines(setter, width: rect.width, height: rect.height)
        guard !lines.isEmpty else { return }
        let top = (rect.minY + (rect.height - setter.height(of: lines)) / 2).rounded()
        let alignment = setter.text.alignment ?? textAlignment
        setter.draw(lines, in: rect, top: top, alignment: alignment, scale: 1, in: ctx)
    }
}
