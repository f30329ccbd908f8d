import Foundation
import PixelEngine

extension UISymbolCatalog {
    /// Everyday objects: home, people, settings, search, mail, files and the like.
    static let objects: [String: UISymbolGlyph] = [
        "house": UISymbolGlyph(width: 110) { pen in
            pen.line([(8, 50), (55, 10), (102, 50)])
            pen.line([(22, 40), (22, 92), (88, 92), (88, 40)])
            pen.line([(46, 92), (46, 66), (64, 66), (64, 92)])
        },
        "house.fill": UISymbolGlyph(width: 110) { pen in
            pen.polygon([(55, 2), (108, 50), (94, 50), (94, 98), (16, 98), (16, 50), (2, 50)], filled: true)
            pen.roundedRect(45, 64, 20, 36, radius: 3, filled: true, cut: true)
        },
        "person": UISymbolGlyph(width: 90) { pen in
            pen.circle(45, 27, 20, filled: false)
            let bottom = 96 - pen.inset
            pen.shape(filled: false) { p in
                p.move(x: 8, y: bottom)
                p.cubic(c1x: 8, c1y: 72, c2x: 24, c2y: 58, x: 45, y: 58)
                p.cubic(c1x: 66, c1y: 58, c2x: 82, c2y: 72, x: 82, y: bottom)
                p.close()
            }
        },
        "person.fill": UISymbolGlyph(width: 90) { pen in
            pen.circle(45, 26, 23, filled: true)
            pen.shape(filled: true) { p in
                p.move(x: 2, y: 98)
                p.cubic(c1x: 2, c1y: 70, c2x: 21, c2y: 55, x: 45, y: 55)
                p.cubic(c1x: 69, c1y: 55, c2x: 88, c2y: 70, x: 88, y: 98)
                p.close()
            }
        },
        "gearshape": UISymbolGlyph(width: 100) { pen in
            pen.polygon(gear(outer: 50 - pen.inset, inner: 39 - pen.inset), filled: false)
            pen.circle(50, 50, 14, filled: false)
        },
        "gearshape.fill": UISymbolGlyph(width: 100) { pen in
            pen.polygon(gear(outer: 50, inner: 39), filled: true)
            pen.circle(50, 50, 15, filled: true, cut: true)
        },
        "trash": UISymbolGlyph(width: 92) { pen in
            pen.line([(6, 20), (86, 20)])
            pen.line([(32, 20), (34, 8), (58, 8), (60, 20)])
            pen.line([(16, 20), (21, 92), (71, 92), (76, 20)])
            pen.line([(37, 36), (38, 78)])
            pen.line([(55, 36), (54, 78)])
        },
        "trash.fill": UISymbolGlyph(width: 92) { pen in
            pen.roundedRect(2, 14, 88, 12, radius: 5, filled: true)
            pen.line([(32, 18), (34, 8), (58, 8), (60, 18)])
            pen.polygon([(13, 28), (19, 98), (73, 98), (79, 28)], filled: true)
            pen.line([(37, 40), (38, 84)], widthScale: 0.8, cut: true)
            pen.line([(55, 40), (54, 84)], widthScale: 0.8, cut: true)
        },
        "magnifyingglass": UISymbolGlyph(width: 100) { pen in
            pen.circle(41, 41, 34 - pen.inset, filled: false)
            pen.line([(66, 66), (92, 92)], widthScale: 1.35)
        },
        "bell": UISymbolGlyph(width: 96) { pen in
            pen.shape(filled: false) { p in
                p.move(x: 12, y: 78); p.line(x: 22, y: 64); p.line(x: 22, y: 42)
                p.cubic(c1x: 22, c1y: 22, c2x: 34, c2y: 10, x: 48, y: 10)
                p.cubic(c1x: 62, c1y: 10, c2x: 74, c2y: 22, x: 74, y: 42)
                p.line(x: 74, y: 64); p.line(x: 84, y: 78); p.close()
            }
            pen.shape(filled: false) { p in
                p.move(x: 38, y: 87)
                p.cubic(c1x: 40, c1y: 94, c2x: 56, c2y: 94, x: 58, y: 87)
            }
        },
        "bell.fill": UISymbolGlyph(width: 96) { pen in
            pen.shape(filled: true) { p in
                p.move(x: 6, y: 80); p.line(x: 18, y: 64); p.line(x: 18, y: 42)
                p.cubic(c1x: 18, c1y: 18, c2x: 32, c2y: 4, x: 48, y: 4)
                p.cubic(c1x: 64, c1y: 4, c2x: 78, c2y: 18, x: 78, y: 42)
                p.line(x: 78, y: 64); p.line(x: 90, y: 80); p.close()
            }
            pen.shape(filled: true) { p in
                p.move(x: 34, y: 86)
                p.cubic(c1x: 36, c1y: 100, c2x: 60, c2y: 100, x: 62, y: 86)
                p.close()
            }
        },
        "envelope": UISymbolGlyph(width: 124) { pen in
            pen.roundedRect(2 + pen.inset, 16 + pen.inset, 120 - pen.lineWidth, 68 - pen.lineWidth, radius: 10, filled: false)
            pen.line([(14, 28), (62, 60), (110, 28)])
        },
        "envelope.fill": UISymbolGlyph(width: 124) { pen in
            pen.roundedRect(2, 16, 120, 68, radius: 12, filled: true)
            pen.line([(12, 26), (62, 60), (112, 26)], cut: true)
        },
        "pencil": UISymbolGlyph(width: 100) { pen in
            pen.polygon([(70, 12), (88, 30), (32, 86), (10, 90), (14, 68)], filled: false)
            pen.line([(60, 22), (78, 40)])
        },
        "folder": UISymbolGlyph(width: 124) { pen in
            pen.polygon(fit([(2, 14), (50, 14), (60, 28), (122, 28), (122, 90), (2, 90)], width: 124, pen), filled: false)
        },
        "folder.fill": UISymbolGlyph(width: 124) { pen in
            pen.polygon([(2, 14), (50, 14), (60, 28), (122, 28), (122, 90), (2, 90)], filled: true)
        },
        "lock": UISymbolGlyph(width: 84) { pen in
            pen.roundedRect(6 + pen.inset, 42 + pen.inset, 72 - pen.lineWidth, 54 - pen.lineWidth, radius: 10, filled: false)
            shackle(&pen)
        },
        "lock.fill": UISymbolGlyph(width: 84) { pen in
            pen.roundedRect(4, 40, 76, 58, radius: 12, filled: true)
            shackle(&pen)
        },
        "square.and.arrow.up": UISymbolGlyph(width: 90) { pen in
            pen.line([(45, 62), (45, 8)])
            pen.line([(27, 26), (45, 8), (63, 26)])
            pen.line([(30, 40), (14, 40), (14, 92), (76, 92), (76, 40), (60, 40)])
        },
        "flag": UISymbolGlyph(width: 84) { pen in
            pen.line([(10, 8), (10, 94)])
            pen.polygon([(10, 10), (76, 10), (60, 32), (76, 54), (10, 54)], filled: false)
        },
        "flag.fill": UISymbolGlyph(width: 84) { pen in
            pen.line([(10, 8), (10, 94)])
            pen.polygon([(8, 6), (82, 6), (64, 32), (82, 58), (8, 58)], filled: true)
        },
        "sun.max": UISymbolGlyph(width: 100) { pen in
            pen.circle(50, 50, 20, filled: false)
            rays(&pen)
        },
        "sun.max.fill": UISymbolGlyph(width: 100) { pen in
            pen.circle(50, 50, 23, filled: true)
            rays(&pen)
        },
        "moon.fill": UISymbolGlyph(width: 92) { pen in
            pen.circle(46, 54, 44, filled: true)
            pen.circle(72, 30, 36, filled: true, cut: true)
        },
        "clock": UISymbolGlyph(width: 100) { pen in
            pen.circle(50, 50, 50 - pen.inset, filled: false)
            pen.line([(50, 24), (50, 50), (68, 62)])
        },
        "clock.fill": UISymbolGlyph(width: 100) { pen in
            pen.circle(50, 50, 50, filled: true)
            pen.line([(50, 24), (50, 50), (68, 62)], cut: true)
        },
        "globe": UISymbolGlyph(width: 100) { pen in
            pen.circle(50, 50, 50 - pen.inset, filled: false)
            let inset = pen.inset, height = 100 - pen.lineWidth
            pen.shape(filled: false) { $0.addEllipse(x: 28, y: inset, width: 44, height: height) }
            pen.line([(pen.inset, 50), (100 - pen.inset, 50)])
            pen.line([(14, 27), (86, 27)])
            pen.line([(14, 73), (86, 73)])
        },
        "photo": UISymbolGlyph(width: 120) { pen in
            pen.roundedRect(2 + pen.inset, 10 + pen.inset, 116 - pen.lineWidth, 80 - pen.lineWidth, radius: 10, filled: false)
            pen.line([(14, 80), (44, 50), (68, 72), (82, 60), (106, 80)])
            pen.circle(84, 34, 8, filled: true)
        },
        "doc": UISymbolGlyph(width: 84) { pen in
            document(&pen)
        },
        "doc.text": UISymbolGlyph(width: 84) { pen in
            document(&pen)
            for y in [52.0, 66, 80] { pen.line([(24, y), (60, y)]) }
        },
        "eye": UISymbolGlyph(width: 124) { pen in
            eyeOutline(&pen)
        },
        "eye.slash": UISymbolGlyph(width: 124) { pen in
            eyeOutline(&pen)
            pen.line([(22, 92), (102, 8)])
        },
    ]

    /// The outline of a gear of eight teeth around the box's centre.
    static func gear(outer: Double, inner: Double) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        for k in 0..<8 {
            let a = Double(k) * Double.pi / 4
            for (offset, r) in [(-0.30, inner), (-0.17, outer), (0.17, outer), (0.30, inner)] {
                points.append((50 + r * cos(a + offset), 50 + r * sin(a + offset)))
            }
        }
        return points
    }

    /// A padlock's shackle.
    static func shackle(_ pen: inout UISymbolPen) {
        let top = pen.inset + 2
        pen.shape(filled: false) { p in
            p.move(x: 22, y: 42); p.line(x: 22, y: 30)
            p.cubic(c1x: 22, c1y: 16, c2x: 31, c2y: top, x: 42, y: top)
            p.cubic(c1x: 53, c1y: top, c2x: 62, c2y: 16, x: 62, y: 30)
            p.line(x: 62, y: 42)
        }
    }

    /// Eight rays around the sun.
    static func rays(_ pen: inout UISymbolPen) {
        for k in 0..<8 {
            let a = Double(k) * Double.pi / 4
            pen.line([(50 + 33 * cos(a), 50 + 33 * sin(a)), (50 + (50 - pen.inset) * cos(a), 50 + (50 - pen.inset) * sin(a))])
        }
    }

    /// A page with a folded corner.
    static func document(_ pen: inout UISymbolPen) {
        pen.polygon(fit([(6, 2), (52, 2), (78, 28), (78, 98), (6, 98)], width: 84, pen), filled: false)
        pen.line([(52, 4), (52, 28), (76, 28)])
    }

    /// An eye: an almond outline and its iris.
    static func eyeOutline(_ pen: inout UISymbolPen) {
        pen.shape(filled: false, fitting: 124) { p in
            p.move(x: 0, y: 50)
            p.cubic(c1x: 22, c1y: 14, c2x: 102, c2y: 14, x: 124, y: 50)
            p.cubic(c1x: 102, c1y: 86, c2x: 22, c2y: 86, x: 0, y: 50)
            p.close()
        }
        pen.circle(62, 50, 15, filled: false)
    }
}
