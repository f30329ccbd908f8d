import Foundation

/// Line breaking and truncation for single-font text.
@MainActor
enum UITextLayout {
    /// Splits `text` into lines no wider than `width`, breaking at spaces when possible, at most `maxLines` (0 = no limit).
    static func wrap(_ text: String, font: UIFont, width: CGFloat, wrapping: Bool, maxLines: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.components(separatedBy: "\n") {
            if !wrapping { lines.append(paragraph); break }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if UITextMeasurement.size(of: candidate, font: font).width <= width {
                    current = candidate
                } else if current.isEmpty {
                    // A single word wider than the line: break it by characters.
                    var piece = ""
                    for ch in word {
                        if UITextMeasurement.size(of: piece + String(ch), font: font).width > width, !piece.isEmpty {
                            lines.append(piece); piece = ""
                        }
                        piece.append(ch)
                    }
                    current = piece
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(current)
            if maxLines > 0 && lines.count >= maxLines { break }
        }
        if maxLines > 0 && lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        return lines
    }

    /// `line` shortened with a trailing ellipsis to fit `width` (unchanged when it fits and `forced` is false).
    static func truncateTail(_ line: String, font: UIFont, width: CGFloat, forced: Bool) -> String {
        if !forced && UITextMeasurement.size(of: line, font: font).width <= width { return line }
        var chars = Array(line)
        while !chars.isEmpty {
            let candidate = String(chars).trimmingCharacters(in: .whitespaces) + "…"
            if UITextMeasurement.size(of: candidate, font: font).width <= width { return candidate }
            chars.removeLast()
        }
        return "…"
    }
}
