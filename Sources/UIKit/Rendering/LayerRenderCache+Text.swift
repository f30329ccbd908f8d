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
}

extension CATextLayer {
    /// The text as the compositor draws it; nil when nothing would show.
    func textLook() -> TextLook? {
        var text: String
        var resolvedFont: UIFont
        var color = foregroundColor
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
        case nil:
            return nil
        case let other?:
            text = String(describing: other)
            resolvedFont = named(font)
        }
        guard !text.isEmpty, let c = color, c.alpha > 0 else { return nil }
        let b = bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return nil }
        let s = contentsScale.isFinite && contentsScale > 0 ? min(contentsScale, 16) : 1
        return TextLook(text: text, font: resolvedFont, color: c, wrapped: isWrapped, truncation: truncationMode,
                        alignment: alignmentMode, width: b.width, height: b.height, originX: b.minX, originY: b.minY,
                        contentsScale: s)
    }
}

extension LayerRenderCache {
    /// The lines of a text layer: wrapped at the width when `wrapped`, else one per paragraph; with a
    /// truncation mode, the last line that fits (or each line, unwrapped) ends in "…".
    static func textLines(_ t: TextLook) -> [String] {
        let mode: NSLineBreakMode
        switch t.truncation {
        case .start: mode = .byTruncatingHead
        case .middle: mode = .byTruncatingMiddle
        case .end: mode = .byTruncatingTail
        default: mode = t.wrapped ? .byWordWrapping : .byClipping
        }
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
