import Foundation
import PixelEngine

/// One symbol of the toolkit's own symbol set: its outline drawn by a pen in design units, in a box 100 units high
/// and `width` wide (y down). The strokes follow the weight, so one outline serves every weight.
struct UISymbolGlyph: Sendable {
    /// The box's width in design units (its height is 100).
    let width: Double
    /// Draws the outline with the pen.
    let draw: @Sendable (inout UISymbolPen) -> Void
}

/// What a glyph's outline is made of: ink (fills and round-capped strokes) and cuts (shapes taken out of the ink,
/// such as the check in `checkmark.circle.fill`).
struct UISymbolPen {
    enum Mark {
        case fill(Path)
        case stroke(Path, width: Double)
    }

    /// The stroke width of the weight, in design units.
    let lineWidth: Double
    private(set) var ink: [Mark] = []
    private(set) var cuts: [Mark] = []

    init(lineWidth: Double) { self.lineWidth = lineWidth }

    /// Half the stroke width: how far inside the box a stroked outline's centre line sits to stay within it.
    var inset: Double { lineWidth / 2 }

    private mutating func add(_ mark: Mark, cut: Bool) {
        if cut { cuts.append(mark) } else { ink.append(mark) }
    }

    /// An open stroked line through `points` (scaled stroke width: `widthScale`).
    mutating func line(_ points: [(Double, Double)], widthScale: Double = 1, cut: Bool = false) {
        guard let first = points.first else { return }
        var p = Path()
        p.move(x: first.0, y: first.1)
        for q in points.dropFirst() { p.line(x: q.0, y: q.1) }
        add(.stroke(p, width: lineWidth * widthScale), cut: cut)
    }

    /// A closed polygon through `points`: filled, or stroked along its edges.
    mutating func polygon(_ points: [(Double, Double)], filled: Bool, cut: Bool = false) {
        guard let first = points.first else { return }
        var p = Path()
        p.move(x: first.0, y: first.1)
        for q in points.dropFirst() { p.line(x: q.0, y: q.1) }
        p.close()
        add(filled ? .fill(p) : .stroke(p, width: lineWidth), cut: cut)
    }

    /// A circle: filled (a disc), or its outline stroked.
    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, filled: Bool, cut: Bool = false) {
        var p = Path()
        p.addEllipse(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)
        add(filled ? .fill(p) : .stroke(p, width: lineWidth), cut: cut)
    }

    /// A dot a little wider than the stroke (the dot of an i or an exclamation mark).
    mutating func dot(_ cx: Double, _ cy: Double, cut: Bool = false) {
        circle(cx, cy, lineWidth * 0.68, filled: true, cut: cut)
    }

    /// A rounded rectangle: filled, or its outline stroked.
    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, filled: Bool, cut: Bool = false) {
        var p = Path()
        p.addRoundedRect(x: x, y: y, width: w, height: h, radius: radius)
        add(filled ? .fill(p) : .stroke(p, width: lineWidth), cut: cut)
    }

    /// A shape built on a path: filled, or stroked. With `fitting` (the box's width), a stroked shape drawn to the
    /// box's edges is shrunk about the box's centre by half the stroke, so its outline stays inside the box.
    mutating func shape(filled: Bool, cut: Bool = false, fitting boxWidth: Double? = nil, _ build: (inout Path) -> Void) {
        var p = Path()
        build(&p)
        if !filled, let w = boxWidth, w > lineWidth {
            let sx = (w - lineWidth) / w, sy = (100 - lineWidth) / 100
            p = p.transformed(by: Transform2D(a: sx, b: 0, c: 0, d: sy, tx: inset, ty: inset))
        }
        add(filled ? .fill(p) : .stroke(p, width: lineWidth), cut: cut)
    }
}

extension UISymbolGlyph {
    /// The stroke width of each weight in design units (regular: 8.5 of the box's 100, about 1.7 points at 17 points).
    static func lineWidth(for weight: UIImage.SymbolWeight) -> Double {
        switch weight {
        case .ultraLight: 3
        case .thin: 4.5
        case .light: 6.5
        case .unspecified, .regular: 8.5
        case .medium: 9.5
        case .semibold: 10.5
        case .bold: 12
        case .heavy: 14
        case .black: 16
        }
    }

    /// The symbol's height in points for text of `pointSize` at `scale`: 1.15 times the point size at medium (about
    /// the line's cap height plus descender), 0.8 of that small and 1.3 large. SF Symbols' exact metrics are not
    /// published; these match their look beside system text.
    static func height(pointSize: CGFloat, scale: UIImage.SymbolScale) -> CGFloat {
        let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
        return pointSize * 1.15 * factor
    }

    /// The glyph drawn in black (with coverage in alpha) at `pointSize`, `weight` and `scale`, `displayScale` pixels
    /// per point: the pixels of a symbol image.
    func render(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, displayScale: CGFloat) -> Bitmap {
        let heightPoints = UISymbolGlyph.height(pointSize: pointSize, scale: scale)
        let pixelHeight = min(max(Int((heightPoints * displayScale).rounded(.up)), 1), 4_096)
        let unit = Double(pixelHeight) / 100
        let pixelWidth = min(max(Int((width * unit).rounded(.up)), 1), 4_096)
        var pen = UISymbolPen(lineWidth: UISymbolGlyph.lineWidth(for: weight))
        draw(&pen)
        let ink = UISymbolGlyph.paint(pen.ink, width: pixelWidth, height: pixelHeight, unit: unit)
        guard !pen.cuts.isEmpty else { return ink }
        // Cuts take their coverage out of the ink: alpha x (1 - cut alpha), still black.
        let cuts = UISymbolGlyph.paint(pen.cuts, width: pixelWidth, height: pixelHeight, unit: unit)
        for y in 0..<pixelHeight {
            let row = ink.pixels + y * ink.stride, cutRow = cuts.pixels + y * cuts.stride
            for x in 0..<pixelWidth {
                let a = row[x] >> 24, c = cutRow[x] >> 24
                row[x] = ((a &* (255 &- c) &+ 127) / 255) << 24
            }
        }
        return ink
    }

    private static func paint(_ marks: [UISymbolPen.Mark], width: Int, height: Int, unit: Double) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        let canvas = Canvas(bitmap)
        canvas.transform = Transform2D(a: unit, b: 0, c: 0, d: unit, tx: 0, ty: 0)
        let black = Paint.solid(PixelColor(r: 0, g: 0, b: 0, a: 1))
        for mark in marks {
            switch mark {
            case .fill(let path): canvas.fill(path, paint: black)
            case .stroke(let path, let w): canvas.stroke(path, style: StrokeStyle(width: w, cap: .round, join: .round), paint: black)
            }
        }
        canvas.flush()
        return bitmap
    }
}
