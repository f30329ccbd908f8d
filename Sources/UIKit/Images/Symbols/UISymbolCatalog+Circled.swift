import Foundation
import PixelEngine

extension UISymbolCatalog {
    /// A mark drawn inside a 100 x 100 circle or square: as ink (on an outline) or as a cut (out of a filled shape).
    typealias EnclosedMark = @Sendable (inout UISymbolPen, _ cut: Bool) -> Void

    /// The marks that come in a circle (`NAME.circle`, `NAME.circle.fill`) and some in a square (`NAME.square`, ...).
    static let enclosedMarks: [(name: String, inSquare: Bool, mark: EnclosedMark)] = [
        ("checkmark", true, { pen, cut in pen.line([(29, 52), (44, 67), (72, 35)], cut: cut) }),
        ("xmark", true, { pen, cut in
            pen.line([(35, 35), (65, 65)], cut: cut)
            pen.line([(65, 35), (35, 65)], cut: cut)
        }),
        ("plus", true, { pen, cut in
            pen.line([(50, 28), (50, 72)], cut: cut)
            pen.line([(28, 50), (72, 50)], cut: cut)
        }),
        ("minus", true, { pen, cut in pen.line([(28, 50), (72, 50)], cut: cut) }),
        ("info", false, { pen, cut in
            pen.dot(50, 29, cut: cut)
            pen.line([(50, 45), (50, 73)], cut: cut)
        }),
        ("exclamationmark", false, { pen, cut in
            pen.line([(50, 27), (50, 55)], cut: cut)
            pen.dot(50, 72, cut: cut)
        }),
        ("questionmark", false, { pen, cut in
            pen.shape(filled: false, cut: cut) { p in
                p.move(x: 37, y: 39)
                p.cubic(c1x: 37, c1y: 29, c2x: 43, c2y: 23, x: 51, y: 23)
                p.cubic(c1x: 59, c1y: 23, c2x: 65, c2y: 29, x: 65, y: 37)
                p.cubic(c1x: 65, c1y: 47, c2x: 51, c2y: 47, x: 51, y: 58)
            }
            pen.dot(51, 73, cut: cut)
        }),
        ("ellipsis", false, { pen, cut in
            for x in [29.0, 50, 71] { pen.circle(x, 50, 3.5 + pen.lineWidth * 0.3, filled: true, cut: cut) }
        }),
        ("chevron.right", false, { pen, cut in pen.line([(43, 30), (61, 50), (43, 70)], cut: cut) }),
        ("chevron.left", false, { pen, cut in pen.line([(57, 30), (39, 50), (57, 70)], cut: cut) }),
        ("play", false, { pen, cut in pen.polygon([(40, 32), (68, 50), (40, 68)], filled: true, cut: cut) }),
    ]

    /// `NAME.circle` and `NAME.circle.fill` for every enclosed mark, `circle` and `circle.fill`, and the squared ones.
    static let circled: [String: UISymbolGlyph] = {
        var all: [String: UISymbolGlyph] = [:]
        for (name, inSquare, mark) in enclosedMarks {
            all["\(name).circle"] = UISymbolGlyph(width: 100) { pen in
                pen.circle(50, 50, 50 - pen.inset, filled: false)
                mark(&pen, false)
            }
            all["\(name).circle.fill"] = UISymbolGlyph(width: 100) { pen in
                pen.circle(50, 50, 50, filled: true)
                mark(&pen, true)
            }
            guard inSquare else { continue }
            all["\(name).square"] = UISymbolGlyph(width: 100) { pen in
                pen.roundedRect(pen.inset, pen.inset, 100 - pen.lineWidth, 100 - pen.lineWidth, radius: 18, filled: false)
                mark(&pen, false)
            }
            all["\(name).square.fill"] = UISymbolGlyph(width: 100) { pen in
                pen.roundedRect(0, 0, 100, 100, radius: 20, filled: true)
                mark(&pen, true)
            }
        }
        return all
    }()
}
