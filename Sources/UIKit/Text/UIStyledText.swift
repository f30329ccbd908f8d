import Foundation

/// The look of one run of attributed text, with its colours resolved.
struct UITextRunStyle: Hashable {
    var font: UIFont
    var color: CGColor
    var background: CGColor?
    var underline: NSUnderlineStyle
    var underlineColor: CGColor?
    var strikethrough: NSUnderlineStyle
    var strikethroughColor: CGColor?
    var kern: CGFloat
    /// Whether anything beyond font and colour is drawn.
    var isDecorated: Bool { background != nil || !underline.isEmpty || !strikethrough.isEmpty || kern != 0 }
}

/// Attributed text as the text machinery sets it: characters, each with an index into a table of run
/// styles, and the paragraph style of its first character.
struct UIStyledText: Hashable {
    var chars: [Character] = []
    var styles: [Int] = []
    var table: [UITextRunStyle] = []
    var alignment: NSTextAlignment?
    var lineBreakMode: NSLineBreakMode?
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0

    /// Whether the text is one style with nothing beyond a font and colour (the single-font path sets it).
    var isPlain: Bool { table.count <= 1 && !(table.first?.isDecorated ?? false) && lineSpacing == 0 && paragraphSpacing == 0 }

    /// Reads `string`'s runs; characters without a font or colour get `font` and `color`. Colours are
    /// resolved now (with `UITraitCollection.current`), as they are when text is drawn.
    @MainActor init(_ string: NSAttributedString, font: UIFont, color: CGColor) {
        let ns = string.string as NSString
        var index: [UITextRunStyle: Int] = [:]
        var first = true
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let style = UITextRunStyle(
                font: (attributes[.font] as? UIFont) ?? font,
                color: Self.color(attributes[.foregroundColor]) ?? color,
                background: Self.color(attributes[.backgroundColor]),
                underline: NSUnderlineStyle(rawValue: Self.integer(attributes[.underlineStyle])),
                underlineColor: Self.color(attributes[.underlineColor]),
                strikethrough: NSUnderlineStyle(rawValue: Self.integer(attributes[.strikethroughStyle])),
                strikethroughColor: Self.color(attributes[.strikethroughColor]),
                kern: Self.number(attributes[.kern]) ?? 0)
            if first, let p = attributes[.paragraphStyle] as? NSParagraphStyle {
                alignment = p.alignment; lineBreakMode = p.lineBreakMode
                lineSpacing = p.lineSpacing; paragraphSpacing = p.paragraphSpacing
            }
            first = false
            let i: Int
            if let known = index[style] { i = known } else { i = table.count; table.append(style); index[style] = i }
            for ch in ns.substring(with: range) { chars.append(ch); styles.append(i) }
        }
    }

    init(chars: [Character], styles: [Int], table: [UITextRunStyle]) {
        self.chars = chars; self.styles = styles; self.table = table
    }

    private static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let c as UIColor: return c.cgColor
        case let c as CGColor: return c
        default: return nil
        }
    }

    private static func number(_ value: Any?) -> CGFloat? {
        let v: CGFloat?
        switch value {
        case let x as CGFloat: v = x
        case let x as Double: v = CGFloat(x)
        case let x as Float: v = CGFloat(x)
        case let x as Int: v = CGFloat(x)
        case let x as NSNumber: v = CGFloat(x.doubleValue)
        default: v = nil
        }
        return v.flatMap { $0.isFinite ? $0 : nil }
    }

    private static func integer(_ value: Any?) -> Int {
        if let s = value as? NSUnderlineStyle { return s.rawValue }
        if let i = value as? Int { return i }
        if let n = value as? NSNumber { return n.intValue }
        return 0
    }
}

/// One laid-out line of styled text.
struct UIStyledLine {
    var chars: [Character]
    var styles: [Int]
    /// Whether the paragraph ends with this line (paragraph spacing follows it).
    var endsParagraph: Bool
}

/// Measures, breaks and draws styled text: several fonts, colours, backgrounds, underlines,
/// strikethroughs and kerning in one paragraph, wrapped and aligned as a whole.
@MainActor
struct UIStyledTextSetter {
    let text: UIStyledText
    /// The font of lines with no characters (empty paragraphs).
    let baseFont: UIFont

    /// The width of `chars[range]`: each same-style stretch measured in its font, plus its kerning.
    func width(_ chars: ArraySlice<Character>, _ styles: ArraySlice<Int>) -> CGFloat {
        var total: CGFloat = 0
        forEachStretch(chars, styles) { s, str, count in
            total += UITextMeasurement.size(of: str, font: text.table[s].font).width + text.table[s].kern * CGFloat(count)
        }
        return total
    }

    private func forEachStretch(_ chars: ArraySlice<Character>, _ styles: ArraySlice<Int>,
                                _ body: (Int, String, Int) -> Void) {
        var i = chars.startIndex
        while i < chars.endIndex {
            var j = i + 1
            while j < chars.endIndex && styles[j] == styles[i] { j += 1 }
            body(styles[i], String(chars[i..<j]), j - i)
            i = j
        }
    }

    private func width(_ line: UIStyledLine) -> CGFloat { width(line.chars[...], line.styles[...]) }

    /// The line's height and ascent: the tallest font's, or the base font's for an empty line.
    func metrics(_ line: UIStyledLine) -> (ascent: CGFloat, height: CGFloat) {
        let fonts = Set(line.styles).map { text.table[$0].font }
        guard !fonts.isEmpty else { return (baseFont.ascender, baseFont.lineHeight) }
        let ascent = fonts.map(\.ascender).max() ?? 0
        let below = fonts.map { $0.lineHeight - $0.ascender }.max() ?? 0
        return (ascent, ascent + below)
    }

    // MARK: Breaking

    /// Lays the text out in lines no wider than `width`, at most `maxLines` (0 = no limit), wrapping and
    /// truncating as `mode` says (as the single-font `UITextLayout` does for plain text).
    func lines(width: CGFloat, maxLines: Int, mode: NSLineBreakMode) -> [UIStyledLine] {
        guard !text.chars.isEmpty else { return [] }
        let limit = width.isFinite && width > 0 ? width : CGFloat.greatestFiniteMagnitude
        var paragraphs: [UIStyledLine] = []
        var start = 0
        for (i, ch) in text.chars.enumerated() where ch == "\n" || ch == "\r\n" || ch == "\r" {
            paragraphs.append(UIStyledLine(chars: Array(text.chars[start..<i]), styles: Array(text.styles[start..<i]), endsParagraph: true))
            start = i + 1
        }
        paragraphs.append(UIStyledLine(chars: Array(text.chars[start...]), styles: Array(text.styles[start...]), endsParagraph: true))

        if maxLines == 1 {
            // One line: the paragraphs run together, a newline reading as a space.
            var joined = UIStyledLine(chars: [], styles: [], endsParagraph: true)
            for (k, p) in paragraphs.enumerated() {
                if k > 0 { joined.chars.append(" "); joined.styles.append(joined.styles.last ?? p.styles.first ?? 0) }
                joined.chars += p.chars; joined.styles += p.styles
            }
            return [fit(joined, overflowing: false, width: limit, mode: mode)]
        }

        var result: [UIStyledLine] = []
        for (pIndex, paragraph) in paragraphs.enumerated() {
            var wrapped = wrap(paragraph, width: limit, byCharacters: mode == .byCharWrapping)
            wrapped[wrapped.count - 1].endsParagraph = true
            for (lIndex, line) in wrapped.enumerated() {
                if maxLines > 0 && result.count == maxLines - 1 {
                    let isLast = pIndex == paragraphs.count - 1 && lIndex == wrapped.count - 1
                    if isLast { result.append(line); return result }
                    // The last allowed line takes the rest of its paragraph, then is shortened.
                    var rest = line
                    for more in wrapped[(lIndex + 1)...] {
                        rest.chars.append(" "); rest.styles.append(rest.styles.last ?? 0)
                        rest.chars += more.chars; rest.styles += more.styles
                    }
                    result.append(fit(rest, overflowing: pIndex < paragraphs.count - 1, width: limit, mode: mode))
                    return result
                }
                result.append(line)
            }
        }
        return result
    }

    /// Breaks one paragraph into lines no wider than `width`, at spaces when possible.
    func wrap(_ p: UIStyledLine, width limit: CGFloat, byCharacters: Bool) -> [UIStyledLine] {
        if p.chars.isEmpty || width(p) <= limit { return [p] }
        var lines: [UIStyledLine] = []
        var current = UIStyledLine(chars: [], styles: [], endsParagraph: false)
        func flush() { if !current.chars.isEmpty { lines.append(current) }; current = UIStyledLine(chars: [], styles: [], endsParagraph: false) }
        func appendByCharacters(_ chars: ArraySlice<Character>, _ styles: ArraySlice<Int>) {
            for i in chars.indices {
                if !current.chars.isEmpty,
                   width(current.chars[...] + [chars[i]], current.styles[...] + [styles[i]]) > limit { flush() }
                current.chars.append(chars[i]); current.styles.append(styles[i])
            }
        }
        if byCharacters {
            appendByCharacters(p.chars[...], p.styles[...])
            flush()
            return lines
        }
        // Words: maximal stretches without spaces; a word keeps the style of the space before it for the gap.
        var i = 0
        while i < p.chars.count {
            while i < p.chars.count && p.chars[i] == " " { i += 1 }
            guard i < p.chars.count else { break }
            var j = i
            while j < p.chars.count && p.chars[j] != " " { j += 1 }
            let word = p.chars[i..<j], wordStyles = p.styles[i..<j]
            let gapStyle = i > 0 ? p.styles[i - 1] : p.styles[i]
            let candidateChars = current.chars.isEmpty ? Array(word) : current.chars + [" "] + word
            let candidateStyles = current.chars.isEmpty ? Array(wordStyles) : current.styles + [gapStyle] + wordStyles
            if width(candidateChars[...], candidateStyles[...]) <= limit {
                current.chars = candidateChars; current.styles = candidateStyles
            } else {
                flush()
                if width(word, wordStyles) <= limit {
                    current.chars = Array(word); current.styles = Array(wordStyles)
                } else {
                    appendByCharacters(word, wordStyles)   // a word wider than the line breaks between characters
                }
            }
            i = j
        }
        flush()
        return lines.isEmpty ? [UIStyledLine(chars: [], styles: [], endsParagraph: false)] : lines
    }

    /// `line` made to fit `width`: unchanged when it fits and nothing follows, else shortened as `mode` says
    /// (the ellipsis takes the style of the character beside it).
    func fit(_ line: UIStyledLine, overflowing: Bool, width limit: CGFloat, mode: NSLineBreakMode) -> UIStyledLine {
        if !overflowing && width(line) <= limit { return line }
        let n = line.chars.count
        func candidate(head: Int, tail: Int, ellipsis: Bool) -> UIStyledLine {
            var c = Array(line.chars[..<head]), s = Array(line.styles[..<head])
            while c.last == " " { c.removeLast(); s.removeLast() }
            if ellipsis {
                c.append("…"); s.append(s.last ?? line.styles.first ?? 0)
                if head == 0, tail > 0 { s[s.count - 1] = line.styles[n - tail] }
            }
            var tc = Array(line.chars[(n - tail)...]), ts = Array(line.styles[(n - tail)...])
            while tc.first == " " { tc.removeFirst(); ts.removeFirst() }
            return UIStyledLine(chars: c + tc, styles: s + ts, endsParagraph: line.endsParagraph)
        }
        func longest(_ count: Int, _ make: (Int) -> UIStyledLine) -> UIStyledLine {
            var lo = 0, hi = max(count, 0)
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if width(make(mid)) <= limit { lo = mid } else { hi = mid - 1 }
            }
            return make(lo)
        }
        switch mode {
        case .byTruncatingTail:
            return longest(n) { candidate(head: $0, tail: 0, ellipsis: true) }
        case .byTruncatingHead:
            return longest(n) { candidate(head: 0, tail: $0, ellipsis: true) }
        case .byTruncatingMiddle:
            return longest(n - 1) { candidate(head: ($0 + 1) / 2, tail: $0 / 2, ellipsis: true) }
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // No ellipsis: the line is cut where it no longer fits (at a word for word wrapping).
            var first = wrap(line, width: limit, byCharacters: mode != .byWordWrapping).first ?? line
            first.endsParagraph = line.endsParagraph
            return first
        }
    }

    // MARK: Drawing

    /// The height of `lines` stacked with the paragraph's line and paragraph spacing.
    func height(of lines: [UIStyledLine]) -> CGFloat {
        var total: CGFloat = 0
        for (k, line) in lines.enumerated() {
            total += metrics(line).height
            if k < lines.count - 1 { total += line.endsParagraph ? text.paragraphSpacing : text.lineSpacing }
        }
        return total
    }

    /// The widest line's width.
    func width(of lines: [UIStyledLine]) -> CGFloat { lines.map(width).max() ?? 0 }

    /// Draws `lines` from `top` in `rect`, each aligned as `alignment` says, every run in its own style.
    func draw(_ lines: [UIStyledLine], in rect: CGRect, top: CGFloat, alignment: NSTextAlignment, scale: CGFloat, in ctx: CGContext) {
        var y = top
        for (k, line) in lines.enumerated() {
            if y >= rect.maxY { break }
            let (ascent, height) = metrics(line)
            let lineWidth = width(line)
            var x: CGFloat
            switch alignment {
            case .center: x = rect.minX + ((rect.width - lineWidth) / 2 * scale).rounded() / scale
            case .right: x = rect.maxX - lineWidth
            default: x = rect.minX
            }
            let baseline = y + ascent
            forEachStretch(line.chars[...], line.styles[...]) { s, str, count in
                let style = text.table[s]
                let w = UITextMeasurement.size(of: str, font: style.font).width + style.kern * CGFloat(count)
                if let bg = style.background {
                    ctx.saveGState(); ctx.setFillColor(bg); ctx.fill(CGRect(x: x, y: y, width: w, height: height)); ctx.restoreGState()
                }
                let color = UIColor(cgColor: style.color)
                let glyphTop = baseline - style.font.ascender
                if style.kern == 0 {
                    UITextMeasurement.draw(str, at: CGPoint(x: x, y: glyphTop), font: style.font, color: color, in: ctx)
                } else {
                    var cx = x
                    for ch in str {
                        let s = String(ch)
                        UITextMeasurement.draw(s, at: CGPoint(x: cx, y: glyphTop), font: style.font, color: color, in: ctx)
                        cx += UITextMeasurement.size(of: s, font: style.font).width + style.kern
                    }
                }
                drawLine(style.underline, color: style.underlineColor ?? style.color, str: str, style: style, x: x,
                         y: baseline + max(1, (style.font.pointSize * 0.1).rounded()), ctx: ctx)
                drawLine(style.strikethrough, color: style.strikethroughColor ?? style.color, str: str, style: style, x: x,
                         y: baseline - (style.font.ascender * 0.35).rounded(), ctx: ctx)
                x += w
            }
            y += height + (k < lines.count - 1 ? (line.endsParagraph ? text.paragraphSpacing : text.lineSpacing) : 0)
        }
    }

    /// An underline or strikethrough of `style` under (or through) the stretch `str` drawn from `x`, its top at `y`.
    private func drawLine(_ kind: NSUnderlineStyle, color: CGColor, str: String, style: UITextRunStyle,
                          x: CGFloat, y: CGFloat, ctx: CGContext) {
        guard !kind.isEmpty else { return }
        let thin = max(1, (style.font.pointSize / 17).rounded())
        let thickness = kind.contains(.thick) ? thin * 2 : thin
        // Segments: the whole stretch, or (by word) each stretch of non-space characters.
        var segments: [(CGFloat, CGFloat)] = []
        func w(_ s: Substring) -> CGFloat { UITextMeasurement.size(of: String(s), font: style.font).width + style.kern * CGFloat(s.count) }
        if kind.contains(.byWord) {
            var cx = x, rest = Substring(str)
            while !rest.isEmpty {
                let spaces = rest.prefix { $0 == " " }
                cx += spaces.isEmpty ? 0 : w(spaces)
                rest = rest.dropFirst(spaces.count)
                let word = rest.prefix { $0 != " " }
                if !word.isEmpty { segments.append((cx, w(word))); cx += w(word) }
                rest = rest.dropFirst(word.count)
            }
        } else {
            segments = [(x, w(Substring(str)))]
        }
        ctx.saveGState()
        ctx.setFillColor(color)
        for (sx, sw) in segments {
            ctx.fill(CGRect(x: sx, y: y, width: sw, height: thickness))
            if kind.rawValue & 0x0F == NSUnderlineStyle.double.rawValue & 0x0F {
                ctx.fill(CGRect(x: sx, y: y + thickness * 2, width: sw, height: thickness))
            }
        }
        ctx.restoreGState()
    }
}
