import Foundation

/// Line breaking and truncation for single-font text, as UILabel sets it: paragraphs split at "\n",
/// lines broken at word boundaries (or characters), and the last visible line truncated with "…".
@MainActor
enum UITextLayout {
    /// The ellipsis UIKit uses for truncation.
    static let ellipsis = "…"

    /// Lays `text` out in lines no wider than `width`, at most `maxLines` of them (0 = no limit).
    /// `mode` decides how lines break (word or character wrapping) and how the last line is shortened
    /// when the text does not fit (tail, head, middle truncation or clipping).
    static func lines(_ text: String, font: UIFont, width: CGFloat, maxLines: Int,
                      mode: NSLineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        let measure = { (s: String) -> CGFloat in UITextMeasurement.size(of: s, font: font).width }
        let limit = width.isFinite && width > 0 ? width : CGFloat.greatestFiniteMagnitude
        // Most text is one paragraph: only text with a line break pays for splitting.
        // A plain loop: a closure here would be main-actor isolated and checked for it on every byte.
        var hasBreak = false
        for byte in text.utf8 where byte == 0x0A || byte == 0x0D { hasBreak = true; break }
        let paragraphs = hasBreak
            ? text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n") : [text]

        if maxLines == 1 {
            // One line: the paragraphs run together (UIKit shows a newline as a break in the line).
            let joined = paragraphs.joined(separator: " ")
            return [fit(joined, remainder: "", width: limit, mode: mode, measure: measure)]
        }

        var result: [String] = []
        for (pIndex, paragraph) in paragraphs.enumerated() {
            let wrapped = wrap(paragraph, width: limit, byCharacters: mode == .byCharWrapping, measure: measure)
            for (lIndex, line) in wrapped.enumerated() {
                if maxLines > 0 && result.count == maxLines - 1 {
                    // Last allowed line: everything left goes onto it, then it is shortened.
                    let restOfParagraph = wrapped[lIndex...].joined(separator: " ")
                    let laterParagraphs = paragraphs[(pIndex + 1)...]
                    let more = !laterParagraphs.isEmpty
                    let remainder = more ? laterParagraphs.joined(separator: " ") : ""
                    if !more && lIndex == wrapped.count - 1 {
                        result.append(line)  // it is the real last line: nothing to truncate
                    } else {
                        result.append(fit(restOfParagraph, remainder: remainder, width: limit, mode: mode, measure: measure))
                    }
                    return result
                }
                result.append(line)
            }
        }
        return result
    }

    /// Breaks one paragraph into lines no wider than `width`, at spaces when possible.
    static func wrap(_ paragraph: String, width: CGFloat, byCharacters: Bool,
                     measure: (String) -> CGFloat) -> [String] {
        if paragraph.isEmpty || measure(paragraph) <= width { return [paragraph] }
        var lines: [String] = []
        if byCharacters {
            var current = ""
            for ch in paragraph {
                if !current.isEmpty, measure(current + String(ch)) > width {
                    lines.append(current); current = ""
                }
                current.append(ch)
            }
            lines.append(current)
            return lines
        }
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            if measure(word) <= width {
                current = word
            } else {
                // A word wider than the line is broken between characters.
                for ch in word {
                    if !current.isEmpty, measure(current + String(ch)) > width { lines.append(current); current = "" }
                    current.append(ch)
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// `line` made to fit `width`: unchanged when it fits and nothing follows it, otherwise shortened
    /// according to `mode`. `remainder` is text that did not get a line of its own (it forces truncation).
    static func fit(_ line: String, remainder: String, width: CGFloat, mode: NSLineBreakMode,
                    measure: (String) -> CGFloat) -> String {
        let overflowing = !remainder.isEmpty
        if !overflowing && measure(line) <= width { return line }
        switch mode {
        case .byTruncatingHead:
            let whole = overflowing ? line + " " + remainder : line
            return truncateHead(whole, width: width, measure: measure)
        case .byTruncatingMiddle:
            let whole = overflowing ? line + " " + remainder : line
            return truncateMiddle(whole, width: width, measure: measure)
        case .byTruncatingTail:
            return truncateTail(line, width: width, forced: overflowing, measure: measure)
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // No ellipsis: the line is cut where it no longer fits (at a word for word wrapping).
            let wrapped = wrap(line, width: width, byCharacters: mode != .byWordWrapping, measure: measure)
            return wrapped.first ?? ""
        }
    }

    /// The longest prefix of `line` that fits with a trailing ellipsis.
    static func truncateTail(_ line: String, width: CGFloat, forced: Bool, measure: (String) -> CGFloat) -> String {
        if !forced && measure(line) <= width { return line }
        let chars = Array(line)
        let n = longestFitting(count: chars.count) { k in
            measure(String(chars[..<k]).trimmingCharacters(in: .whitespaces) + ellipsis) <= width
        }
        return String(chars[..<n]).trimmingCharacters(in: .whitespaces) + ellipsis
    }

    /// The longest suffix of `line` that fits with a leading ellipsis.
    static func truncateHead(_ line: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        let chars = Array(line)
        let n = longestFitting(count: chars.count) { k in
            measure(ellipsis + String(chars[(chars.count - k)...]).trimmingCharacters(in: .whitespaces)) <= width
        }
        return ellipsis + String(chars[(chars.count - n)...]).trimmingCharacters(in: .whitespaces)
    }

    /// The start and end of `line` around an ellipsis, as much as fits (the start gets the odd character).
    static func truncateMiddle(_ line: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        let chars = Array(line)
        func candidate(_ k: Int) -> String {
            let head = (k + 1) / 2, tail = k / 2
            return String(chars[..<head]).trimmingCharacters(in: .whitespaces) + ellipsis
                + String(chars[(chars.count - tail)...]).trimmingCharacters(in: .whitespaces)
        }
        let n = longestFitting(count: chars.count - 1) { measure(candidate($0)) <= width }
        return candidate(n)
    }

    /// The largest k in 0...count for which `fits(k)` holds, assuming it is monotonic (binary search);
    /// 0 when nothing fits.
    private static func longestFitting(count: Int, _ fits: (Int) -> Bool) -> Int {
        var lo = 0, hi = max(count, 0)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
