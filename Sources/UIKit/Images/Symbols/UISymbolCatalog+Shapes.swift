import Foundation
import PixelEngine

extension UISymbolCatalog {
    /// Plain shapes, each as an outline and filled (`NAME`, `NAME.fill`).
    static let shapes: [String: UISymbolGlyph] = {
        var all: [String: UISymbolGlyph] = [:]
        /// Adds `name` (stroked) and `name.fill` from one polygon drawn to the box's edges.
        func pair(_ name: String, width: Double, _ points: [(Double, Double)]) {
            all[name] = UISymbolGlyph(width: width) { pen in pen.polygon(fit(points, width: width, pen), filled: false) }
            all["\(name).fill"] = UISymbolGlyph(width: width) { pen in pen.polygon(points, filled: true) }
        }
        /// Adds `name` and `name.fill` from one path drawn to the box's edges.
        func pair(_ name: String, width: Double, path: @escaping @Sendable (inout Path) -> Void) {
            all[name] = UISymbolGlyph(width: width) { pen in pen.shape(filled: false, fitting: width, path) }
            all["\(name).fill"] = UISymbolGlyph(width: width) { pen in pen.shape(filled: true, path) }
        }
        all["circle"] = UISymbolGlyph(width: 100) { pen in pen.circle(50, 50, 50 - pen.inset, filled: false) }
        all["circle.fill"] = UISymbolGlyph(width: 100) { pen in pen.circle(50, 50, 50, filled: true) }
        all["square"] = UISymbolGlyph(width: 100) { pen in
            pen.roundedRect(pen.inset, pen.inset, 100 - pen.lineWidth, 100 - pen.lineWidth, radius: 18, filled: false)
        }
        all["square.fill"] = UISymbolGlyph(width: 100) { pen in pen.roundedRect(0, 0, 100, 100, radius: 20, filled: true) }
        pair("star", width: 106, star(cx: 53, cy: 54, r: 50, ratio: 0.42))
        pair("triangle", width: 112, [(56, 4), (110, 96), (2, 96)])
        pair("bookmark", width: 72, [(6, 2), (66, 2), (66, 98), (36, 74), (6, 98)])
        pair("bolt", width: 72, [(44, 2), (6, 56), (34, 56), (26, 98), (66, 40), (38, 40)])
        pair("play", width: 86, [(8, 4), (84, 50), (8, 96)])
        pair("location", width: 96, [(92, 4), (4, 44), (46, 52), (54, 94)])
        pair("paperplane", width: 100, [(98, 2), (2, 44), (40, 60), (56, 98)])
        pair("heart", width: 110) { p in
            p.move(x: 55, y: 96)
            p.cubic(c1x: 18, c1y: 70, c2x: 0, c2y: 52, x: 0, y: 32)
            p.cubic(c1x: 0, c1y: 14, c2x: 13, c2y: 2, x: 29, y: 2)
            p.cubic(c1x: 41, c1y: 2, c2x: 50, c2y: 9, x: 55, y: 19)
            p.cubic(c1x: 60, c1y: 9, c2x: 69, c2y: 2, x: 81, y: 2)
            p.cubic(c1x: 97, c1y: 2, c2x: 110, c2y: 14, x: 110, y: 32)
            p.cubic(c1x: 110, c1y: 52, c2x: 92, c2y: 70, x: 55, y: 96)
            p.close()
        }
        pair("cloud", width: 124) { p in
            p.move(x: 28, y: 88)
            p.line(x: 98, y: 88)
            p.cubic(c1x: 112, c1y: 88, c2x: 124, c2y: 77, x: 124, y: 63)
            p.cubic(c1x: 124, c1y: 49, c2x: 113, c2y: 38, x: 99, y: 38)
            p.cubic(c1x: 95, c1y: 21, c2x: 81, c2y: 10, x: 64, y: 10)
            p.cubic(c1x: 46, c1y: 10, c2x: 31, c2y: 23, x: 29, y: 41)
            p.cubic(c1x: 13, c1y: 42, c2x: 0, c2y: 53, x: 0, y: 65)
            p.cubic(c1x: 0, c1y: 78, c2x: 12, c2y: 88, x: 28, y: 88)
            p.close()
        }
        all["exclamationmark.triangle"] = UISymbolGlyph(width: 112) { pen in
            pen.polygon(fit([(56, 4), (110, 96), (2, 96)], width: 112, pen), filled: false)
            pen.line([(56, 40), (56, 64)])
            pen.dot(56, 79)
        }
        all["exclamationmark.triangle.fill"] = UISymbolGlyph(width: 112) { pen in
            pen.polygon([(56, 4), (110, 96), (2, 96)], filled: true)
            pen.line([(56, 38), (56, 64)], cut: true)
            pen.dot(56, 80, cut: true)
        }
        all["pause.fill"] = UISymbolGlyph(width: 76) { pen in
            pen.roundedRect(4, 6, 24, 88, radius: 5, filled: true)
            pen.roundedRect(48, 6, 24, 88, radius: 5, filled: true)
        }
        all["pause"] = UISymbolGlyph(width: 76) { pen in
            pen.line([(16, 12), (16, 88)])
            pen.line([(60, 12), (60, 88)])
        }
        all["stop.fill"] = UISymbolGlyph(width: 90) { pen in pen.roundedRect(4, 9, 82, 82, radius: 12, filled: true) }
        all["stop"] = UISymbolGlyph(width: 90) { pen in
            pen.roundedRect(4 + pen.inset, 9 + pen.inset, 82 - pen.lineWidth, 82 - pen.lineWidth, radius: 11, filled: false)
        }
        all["square.grid.2x2"] = UISymbolGlyph(width: 100) { pen in
            for (x, y) in [(0.0, 0.0), (57, 0), (0, 57), (57, 57)] {
                pen.roundedRect(x + pen.inset, y + pen.inset, 43 - pen.lineWidth, 43 - pen.lineWidth, radius: 8, filled: false)
            }
        }
        all["square.grid.2x2.fill"] = UISymbolGlyph(width: 100) { pen in
            for (x, y) in [(0.0, 0.0), (57, 0), (0, 57), (57, 57)] { pen.roundedRect(x, y, 43, 43, radius: 9, filled: true) }
        }
        return all
    }()
}
