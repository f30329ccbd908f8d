import Foundation
import PixelEngine

/// Everything a text layer's pixels depend on: the cache key of its text content.
struct TextLook: Hashable {
    var text: String
    var font: UIFont
    var color: CGColor
    var wrapped: Bool
    var truncation: CATextLayerTruncationMode
    var alignment: CATextLayerAlignmentMode
    var width: CGFloat
    var height: CGFloat
    var originX: CGFloat
    var originY: CGFloat
    var contentsScale: CGFloat
    /// Attributed text with more than one style (fonts, colours, backgrounds, lines, kerning): every run is
    /// drawn in its own style; nil for one plain style, drawn with `font` and `color`.
    var styled: UIStyledText? = nil
}

extension CATextLayer {
    /// The text as the compositor draws it; nil when nothing would show.
    func textLook() -> TextLook? {
        var text: String
        var resolvedFont: UIFont
        var color = foregroundColor
        var styled: UIStyledText?
        let size = fontSize
        func named(_ f: Any?) -> UIFont {
            switch f {
            case let u as UIFont: return u.withSize(size)
            case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
            default: return .systemFont(ofSize: size)
            }
        }
        switch string {
        case let s as String:
            text = s
            resolvedFont = named(font)
        case let a as NSAttributedString:
            text = a.string
            let attributes = a.length > 0 ? a.attributes(at: 0, effectiveRange: nil) : [:]
            resolvedFont = (attributes[.font] as? UIFont) ?? named(font)
            if let c = attributes[.foregroundColor] {
                if let u = c as? UIColor { color = u.cgColor } else if let g = c as? CGColor { color = g }
            }
            if let base = foregroundColor ?? color {
                let runs = UIStyledText(a, font: named(font), color: base)
                if !runs.isPlain { styled = runs }
            }
        case nil:
            return nil
        case let other?:
            text = String(describing: other)
            resolvedFont = named(font)
        }
        guard !text.isEmpty, let c = color, c.alpha > 0 || styled != nil else { return nil }
        let b = bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return nil }
        let s = contentsScale.isFinite && contentsScale > 0 ? min(contentsScale, 16) : 1
        return TextLook(text: text, font: resolvedFont, color: c, wrapped: isWrapped, truncation: truncationMode,
                        alignment: alignmentMode, width: b.width, height: b.height, originX: b.minX, originY: b.minY,
                        contentsScale: s, styled: styled)
    }
}

extension TextLook {
    /// The line break mode a text layer's truncation and wrapping amount to.
    var lineBreakMode: NSLineBreakMode {
        switch truncation {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return wrapped ? .byWordWrapping : .byClipping
        }
    }
}

extension LayerRenderCache {
    /// The lines of a text layer: wrapped at the width when `wrapped`, else one per paragraph; with a
    /// truncation mode, the last line that fits (or each line, unwrapped) ends in "…".
    static func textLines(_ t: TextLook) -> [String] {
        let mode = t.lineBreakMode
        let lineHeight = max(t.font.lineHeight, 1)
        if t.wrapped {
            let fit = max(1, Int((t.height / lineHeight).rounded(.down)))
            return UITextLayout.lines(t.text, font: t.font, width: t.width, maxLines: t.truncation == .none ? 0 : fit, mode: mode)
        }
        let paragraphs = t.text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        return paragraphs.map { p in
            p.isEmpty ? "" : UITextLayout.lines(p, font: t.font, width: t.truncation == .none ? .greatestFiniteMagnitude : t.width,
                                                maxLines: 1, mode: mode).first ?? ""
        }
    }

    /// Draws the lines from the top of the bounds at `contentsScale` into a bitmap covering the bounds
    /// (the compositor scales it to the screen, as Core Animation does).
    static func renderText(_ t: TextLook) -> Part? {
        if let styled = t.styled { return renderStyledText(t, styled) }
        let rect = CGRect(x: t.originX, y: t.originY, width: t.width, height: t.height)
        let lines = textLines(t)
        let pw = (rect.width * t.contentsScale).rounded(.up), ph = (rect.height * t.contentsScale).rounded(.up)
        guard !lines.isEmpty, pw > 0, ph > 0, pw <= 16384, ph <= 16384 else { return nil }
        let w = Int(pw), h = Int(ph)
        let bitmap = Bitmap(width: w, height: h, pool: UIApplication.shared.bitmapPool)
        let ctx = CGContext(bitmap: bitmap, scale: t.contentsScale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        let lineHeight = t.font.lineHeight
        let color = UIColor(cgColor: t.color)
        var y = rect.minY
        for line in lines {
            if y >= rect.maxY { break }
            if !line.isEmpty {
                let w = UITextMeasurement.size(of: line, font: t.font).width
                let x: CGFloat
                switch t.alignment {
                case .center: x = rect.minX + ((rect.width - w) / 2 * t.contentsScale).rounded() / t.contentsScale
                case .right: x = rect.maxX - w
                default: x = rect.minX
                }
                UITextMeasurement.draw(line, at: CGPoint(x: x, y: y), font: t.font, color: color, in: ctx)
            }
            y += lineHeight
        }
        ctx.canvas.flush()
        return Part(bitmap: bitmap, rect: CGRect(x: rect.minX, y: rect.minY, width: CGFloat(w) / t.contentsScale,
                                                 height: CGFloat(h) / t.contentsScale), isOpaque: false)
    }
}

extension LayerRenderCache {
    /// A text layer's attributed string with several styles: broken into lines as a whole (wrapped at the
    /// width when `isWrapped`, else one line per paragraph), each run drawn in its own font, colours and lines.
    static func renderStyledText(_ t: TextLook, _ styled: UIStyledText) -> Part? {
        let rect = CGRect(x: t.originX, y: t.originY, width: t.width, height: t.height)
        let setter = UIStyledTextSetter(text: styled, baseFont: t.font)
        let mode = t.lineBreakMode
        var lines: [UIStyledLine]
        if t.wrapped {
            lines = setter.lines(width: t.width, maxLines: 0, mode: t.truncation == .none ? mode : .byWordWrapping)
            if t.truncation != .none {
                // As many lines as fit; the last one that fits takes the rest and is shortened.
                var fit = 0, used: CGFloat = 0
                for line in lines { used += setter.metrics(line).height; if used > t.height + 0.5 { break }; fit += 1 }
                if fit < lines.count { lines = setter.lines(width: t.width, maxLines: max(fit, 1), mode: mode) }
            }
        } else {
            // One line per paragraph, each shortened on its own when truncating.
            let whole = setter.lines(width: .greatestFiniteMagnitude, maxLines: 0, mode: .byClipping)
            lines = t.truncation == .none ? whole : whole.map { setter.fit($0, overflowing: false, width: t.width, mode: mode) }
        }
        let pw = (rect.width * t.contentsScale).rounded(.up), ph = (rect.height * t.contentsScale).rounded(.up)
        guard !lines.isEmpty, pw > 0, ph > 0, pw <= 16384, ph <= 16384 else { return nil }
        let bitmap = Bitmap(width: Int(pw), height: Int(ph), pool: UIApplication.shared.bitmapPool)
        let ctx = CGContext(bitmap: bitmap, scale: t.contentsScale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        let alignment: NSTextAlignment
        switch t.alignment {
        case .center: alignment = .center
        case .right: alignment = .right
        default: alignment = styled.alignment == .center || styled.alignment == .right ? styled.alignment! : .left
        }
        setter.draw(lines, in: rect, top: rect.minY, alignment: alignment, scale: t.contentsScale, in: ctx)
        ctx.canvas.flush()
        return Part(bitmap: bitmap, rect: CGRect(x: rect.minX, y: rect.minY, width: pw / t.contentsScale,
                                                 height: ph / t.contentsScale), isOpaque: false)
    }
}
