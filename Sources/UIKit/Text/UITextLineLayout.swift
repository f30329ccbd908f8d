import Foundation

/// Lines of editable text and the x position of every caret stop, for caret placement, hit testing and
/// selection drawing. Built from grapheme clusters in one font; single-line layouts never wrap.
@MainActor
struct UITextLineLayout {
    struct Line {
        /// The graphemes on this line, excluding a trailing newline.
        var range: Range<Int>
        /// The caret stops' x positions from the line start; `range.count + 1` entries.
        var stops: [CGFloat]
        /// The top of the line.
        var y: CGFloat
        /// Whether the line ends its paragraph (at a newline or the end), rather than at a soft wrap.
        var endsParagraph = true
        /// Whether the spaces between its words were stretched to fill the width (justified alignment).
        var isJustified = false
        var width: CGFloat { stops.last ?? 0 }
    }

    private(set) var lines: [Line] = []
    let lineHeight: CGFloat
    let characters: [Character]

    /// Lays `characters` out in `font`; with `wrapWidth`, lines break at spaces (or anywhere in long words) and at
    /// newlines, and are placed in that width by `alignment` (caret stops included, so carets and hits follow).
    init(characters: [Character], font: UIFont, wrapWidth: CGFloat?, alignment: NSTextAlignment = .left) {
        self.characters = characters
        lineHeight = max(font.lineHeight.rounded(.up), 1)
        var y: CGFloat = 0
        var start = 0
        let n = characters.count
        func measure(_ r: Range<Int>) -> CGFloat {
            r.isEmpty ? 0 : UITextMeasurement.size(of: String(characters[r]), font: font).width
        }
        // One measurement per grapheme (cached by the platform), so layout stays linear in the text length.
        var advanceOf: [Character: CGFloat] = [:]
        let advances: [CGFloat] = characters.map { ch in
            if ch == "\n" { return 0 }
            if let a = advanceOf[ch] { return a }
            let a = UITextMeasurement.size(of: String(ch), font: font).width
            advanceOf[ch] = a
            return a
        }
        /// Caret stops from summed advances, scaled so the line's end matches its shaped (kerned) width.
        func stops(_ r: Range<Int>) -> [CGFloat] {
            var s: [CGFloat] = [0]
            s.reserveCapacity(r.count + 1)
            var x: CGFloat = 0
            for i in r { x += advances[i]; s.append(x) }
            if r.count > 1, x > 0 {
                let exact = measure(r)
                if exact > 0 && exact.isFinite { let k = exact / x; for i in s.indices { s[i] *= k } }
            }
            return s
        }
        while true {
            // The paragraph runs to the next newline.
            var paraEnd = start
            while paraEnd < n, characters[paraEnd] != "\n" { paraEnd += 1 }
            var lineStart = start
            if let width = wrapWidth, width > 0 {
                while lineStart < paraEnd {
                    var end = lineStart
                    var lastBreak: Int?
                    var lineWidth: CGFloat = 0
                    while end < paraEnd {
                        if lineWidth + advances[end] > width, end > lineStart { break }
                        lineWidth += advances[end]
                        if characters[end] == " " { lastBreak = end + 1 }
                        end += 1
                    }
                    if end < paraEnd, let b = lastBreak, b > lineStart { end = b }
                    if end == paraEnd { break }
                    lines.append(Line(range: lineStart..<end, stops: stops(lineStart..<end), y: y, endsParagraph: false))
                    y += lineHeight
                    lineStart = end
                }
            }
            lines.append(Line(range: lineStart..<paraEnd, stops: stops(lineStart..<paraEnd), y: y))
            y += lineHeight
            if paraEnd >= n { break }
            start = paraEnd + 1
        }
        if let width = wrapWidth, width > 0 { align(in: width, alignment) }
    }

    /// Shifts (or, justified, stretches) each line's caret stops to place it in `width`. Trailing spaces hang
    /// past the edge and do not count, as in TextKit; `.natural` is left (no right-to-left text here);
    /// justified stretches the spaces between words of wrapped lines, and a paragraph's last line is natural.
    private mutating func align(in width: CGFloat, _ alignment: NSTextAlignment) {
        guard alignment != .left, alignment != .natural else { return }
        for i in lines.indices {
            var line = lines[i]
            var used = line.range.count
            while used > 0, characters[line.range.lowerBound + used - 1] == " " { used -= 1 }
            let slack = width - line.stops[used]
            guard slack > 0, slack.isFinite else { continue }
            switch alignment {
            case .center, .right:
                let dx = alignment == .center ? (slack / 2).rounded() : slack.rounded(.down)
                for k in line.stops.indices { line.stops[k] += dx }
            case .justified:
                let gaps = (0..<used).filter { characters[line.range.lowerBound + $0] == " " }
                guard !line.endsParagraph, !gaps.isEmpty else { continue }
                let extra = slack / CGFloat(gaps.count)
                var added: CGFloat = 0, next = 0
                for k in line.stops.indices {
                    line.stops[k] += added
                    if next < gaps.count, gaps[next] == k { added += extra; next += 1 }
                }
                line.isJustified = true
            default:
                continue
            }
            lines[i] = line
        }
    }

    /// The total height of the lines.
    var height: CGFloat { CGFloat(lines.count) * lineHeight }
    /// The widest line.
    var width: CGFloat { lines.map(\.width).max() ?? 0 }

    /// The line holding caret stop `index`; a stop at a soft wrap belongs to the next line.
    func lineIndex(of index: Int) -> Int {
        for (i, line) in lines.enumerated() {
            if index < line.range.upperBound { return i }
            if index == line.range.upperBound {
                let next = i + 1 < lines.count ? lines[i + 1] : nil
                if next == nil || next!.range.lowerBound != index { return i }
            }
        }
        return max(lines.count - 1, 0)
    }

    /// The caret's x in its line and the line's top, for stop `index`.
    func position(of index: Int) -> CGPoint {
        let li = lineIndex(of: index)
        guard li < lines.count else { return .zero }
        let line = lines[li]
        let k = min(max(index - line.range.lowerBound, 0), line.stops.count - 1)
        return CGPoint(x: line.stops[k], y: line.y)
    }

    /// The caret stop nearest to `point` (layout coordinates).
    func index(at point: CGPoint) -> Int {
        guard !lines.isEmpty else { return 0 }
        // In floating point first: a point absurdly far away (or a zero line height) must not trap converting.
        let row = (point.y / lineHeight).rounded(.down)
        let li = row.isFinite ? Int(min(max(row, 0), CGFloat(lines.count - 1))) : (point.y > 0 ? lines.count - 1 : 0)
        return index(inLine: li, x: point.x)
    }

    /// The caret stop nearest to `x` in line `li`.
    func index(inLine li: Int, x: CGFloat) -> Int {
        let line = lines[min(max(li, 0), lines.count - 1)]
        var best = 0
        var bestDistance = CGFloat.greatestFiniteMagnitude
        for (k, sx) in line.stops.enumerated() {
            let d = abs(sx - x)
            if d < bestDistance { best = k; bestDistance = d }
        }
        return line.range.lowerBound + best
    }

    /// One rectangle per line covered by `range` (layout coordinates).
    func rects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var result: [CGRect] = []
        for line in lines {
            let lo = max(range.lowerBound, line.range.lowerBound)
            let hi = min(range.upperBound, line.range.upperBound)
            let coversNewline = range.upperBound > line.range.upperBound && range.lowerBound <= line.range.upperBound
            guard lo < hi || (coversNewline && lo <= hi) else { continue }
            let x0 = line.stops[lo - line.range.lowerBound]
            var x1 = line.stops[hi - line.range.lowerBound]
            if coversNewline { x1 += 4 }
            result.append(CGRect(x: x0, y: line.y, width: max(x1 - x0, 1), height: lineHeight))
        }
        return result
    }
}
