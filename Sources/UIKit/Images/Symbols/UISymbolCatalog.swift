import Foundation
import PixelEngine

/// The toolkit's own symbol set: outlines drawn here for the SF Symbols names apps use most (Apple's symbols are not
/// distributed with the toolkit), looked up by `UIImage(systemName:)`.
enum UISymbolCatalog {
    /// Every symbol, by SF Symbols name.
    static let glyphs: [String: UISymbolGlyph] = {
        var all: [String: UISymbolGlyph] = [:]
        for part in [marks, circled, shapes, objects] {
            all.merge(part) { first, _ in first }
        }
        for (alias, name) in aliases { all[alias] = all[name] }
        return all
    }()

    /// Names SF Symbols gives the same symbol (older names, and forward/backward for right/left in a left-to-right
    /// layout).
    static let aliases: [String: String] = [
        "chevron.forward": "chevron.right", "chevron.backward": "chevron.left",
        "arrow.forward": "arrow.right", "arrow.backward": "arrow.left",
        "line.horizontal.3": "line.3.horizontal", "gear": "gearshape",
        "multiply": "xmark", "trash.circle": "xmark.circle",
    ]

    /// The glyph named `name`, or nil when the set has no such symbol.
    static func glyph(named name: String) -> UISymbolGlyph? { glyphs[name] }

    /// The names of every symbol the set has, sorted.
    static var names: [String] { glyphs.keys.sorted() }

    /// `points` mapped into the box shrunk by half the stroke, so a stroked polygon drawn to the box's edges stays
    /// inside it.
    static func fit(_ points: [(Double, Double)], width: Double, _ pen: UISymbolPen) -> [(Double, Double)] {
        let sx = (width - pen.lineWidth) / width, sy = (100 - pen.lineWidth) / 100
        return points.map { (pen.inset + $0.0 * sx, pen.inset + $0.1 * sy) }
    }

    /// The points of a regular star of `count` points around (cx, cy), outer radius `r`, inner `r * ratio`, the first
    /// point up.
    static func star(cx: Double, cy: Double, r: Double, ratio: Double, count: Int = 5) -> [(Double, Double)] {
        (0..<(2 * count)).map { i in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(count)
            let radius = i.isMultiple(of: 2) ? r : r * ratio
            return (cx + radius * cos(angle), cy + radius * sin(angle))
        }
    }
}
