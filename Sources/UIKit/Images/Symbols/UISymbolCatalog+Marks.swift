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
        "arrow.up.left.and.arrow.down.right": UISymbolGlyph(width: 100) { pen in
            pen.line([(12, 12), (42, 42)])
            pen.line([(12, 40), (12, 12), (40, 12)])
            pen.line([(88, 88), (58, 58)])
            pen.line([(88, 60), (88, 88), (60, 88)])
        },
        "arrow.down.right.and.arrow.up.left": UISymbolGlyph(width: 100) { pen in
            pen.line([(12, 12), (42, 42)])
            pen.line([(42, 16), (42, 42), (16, 42)])
            pen.line([(88, 88), (58, 58)])
            pen.line([(58, 84), (58, 58), (84, 58)])
        },
        "sidebar.left": UISymbolGlyph(width: 124) { pen in
            pen.roundedRect(pen.inset + 2, pen.inset + 10, 120 - pen.lineWidth, 80 - pen.lineWidth, radius: 14, filled: false)
            pen.line([(44, 12), (44, 88)])
            for y in [30.0, 44, 58] { pen.line([(16, y), (30, y)], widthScale: 0.8) }
        },
        "sidebar.right": UISymbolGlyph(width: 124) { pen in
            pen.roundedRect(pen.inset + 2, pen.inset + 10, 120 - pen.lineWidth, 80 - pen.lineWidth, radius: 14, filled: false)
            pen.line([(80, 12), (80, 88)])
            for y in [30.0, 44, 58] { pen.line([(94, y), (108, y)], widthScale: 0.8) }
        },
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
}
