import Foundation
import PixelEngine

extension UISymbolCatalog {
    /// Marks drawn with strokes alone: checkmarks, crosses, chevrons, arrows, sidebars, dots and lines.
    static let marks: [String: UISymbolGlyph] = [
        "checkmark": UISymbolGlyph(width: 100) { $0.line([(10, 54), (37, 80), (90, 20)]) },
        "xmark": UISymbolGlyph(width: 84) { pen in
            pen.line([(12, 18), (72, 82)])
            pen.line([(72, 18), (12, 82)])
        },
        "plus": UISymbolGlyph(width: 96) { pen in
            pen.line([(48, 12), (48, 88)])
            pen.line([(10, 50), (86, 50)])
        },
        "minus": UISymbolGlyph(width: 96) { $0.line([(10, 50), (86, 50)]) },
        "chevron.right": UISymbolGlyph(width: 58) { $0.line([(16, 12), (44, 50), (16, 88)]) },
        "chevron.left": UISymbolGlyph(width: 58) { $0.line([(42, 12), (14, 50), (42, 88)]) },
        "chevron.up": UISymbolGlyph(width: 100) { $0.line([(12, 68), (50, 32), (88, 68)]) },
        "chevron.down": UISymbolGlyph(width: 100) { $0.line([(12, 32), (50, 68), (88, 32)]) },
        "arrow.right": UISymbolGlyph(width: 100) { pen in
            pen.line([(10, 50), (88, 50)])
            pen.line([(58, 20), (88, 50), (58, 80)])
        },
        "arrow.left": UISymbolGlyph(width: 100) { pen in
            pen.line([(12, 50), (90, 50)])
            pen.line([(42, 20), (12, 50), (42, 80)])
        },
        "arrow.up": UISymbolGlyph(width: 90) { pen in
            pen.line([(45, 90), (45, 12)])
            pen.line([(15, 42), (45, 12), (75, 42)])
        },
        "arrow.down": UISymbolGlyph(width: 90) { pen in
            pen.line([(45, 10), (45, 88)])
            pen.line([(15, 58), (45, 88), (75, 58)])
        },
        "arrow.up.left.and.arrow.down.right": diagonalArrows(pointingOut: true),
        "arrow.down.right.and.arrow.up.left": diagonalArrows(pointingOut: false),
        "sidebar.left": sidebar(mirrored: false),
        "sidebar.right": sidebar(mirrored: true),
        "arrow.clockwise": UISymbolGlyph(width: 100) { pen in
            pen.shape(filled: false) { $0.addArc(centerX: 50, centerY: 56, radius: 38, startAngle: -Double.pi / 3, endAngle: 1.5 * Double.pi, clockwise: true) }
            pen.line([(42, 6), (56, 18), (42, 30)])
        },
        "arrow.counterclockwise": UISymbolGlyph(width: 100) { pen in
            pen.shape(filled: false) { $0.addArc(centerX: 50, centerY: 56, radius: 38, startAngle: 4 * Double.pi / 3, endAngle: -Double.pi / 2, clockwise: false) }
            pen.line([(58, 6), (44, 18), (58, 30)])
        },
        "ellipsis": UISymbolGlyph(width: 100) { pen in
            for x in [14.0, 50, 86] { pen.circle(x, 50, 5 + pen.lineWidth * 0.45, filled: true) }
        },
        "line.3.horizontal": UISymbolGlyph(width: 100) { pen in
            for y in [24.0, 50, 76] { pen.line([(10, y), (90, y)]) }
        },
        "list.bullet": UISymbolGlyph(width: 100) { pen in
            for y in [24.0, 50, 76] {
                pen.circle(12, y, 4 + pen.lineWidth * 0.35, filled: true)
                pen.line([(32, y), (92, y)])
            }
        },
    ]

    /// Two short diagonal arrows on the box's diagonal, pointing out to the corners (expand) or in to the middle
    /// (collapse).
    static func diagonalArrows(pointingOut: Bool) -> UISymbolGlyph {
        UISymbolGlyph(width: 100) { pen in
            // Each arrow: its shaft, then its head at `tip`, pointing along (dx, dy), arms `arm` long.
            for (tail, tip, d) in [((42.0, 42.0), (12.0, 12.0), (-1.0, -1.0)), ((58.0, 58.0), (88.0, 88.0), (1.0, 1.0))] {
                let (from, to, dx, dy) = pointingOut ? (tail, tip, d.0, d.1) : (tip, tail, -d.0, -d.1)
                let arm = pointingOut ? 28.0 : 26.0
                pen.line([from, to])
                pen.line([(to.0, to.1 - dy * arm), to, (to.0 - dx * arm, to.1)])
            }
        }
    }

    /// A window outline with a divider and three short lines in its narrow pane, the pane on the left or (mirrored)
    /// on the right.
    static func sidebar(mirrored: Bool) -> UISymbolGlyph {
        UISymbolGlyph(width: 124) { pen in
            func x(_ v: Double) -> Double { mirrored ? 124 - v : v }
            pen.roundedRect(pen.inset + 2, pen.inset + 10, 120 - pen.lineWidth, 80 - pen.lineWidth, radius: 14, filled: false)
            pen.line([(x(44), 12), (x(44), 88)])
            for y in [30.0, 44, 58] { pen.line([(x(16), y), (x(30), y)], widthScale: 0.8) }
        }
    }
}
