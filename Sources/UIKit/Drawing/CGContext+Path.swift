import Foundation
import PixelEngine

/// How `drawPath(using:)` paints the current path (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
    /// Starts a new, empty current path.
    public func beginPath() { currentPath = Path() }
    /// Starts a subpath of the current path at `point`.
    public func move(to point: CGPoint) { currentPath.move(x: point.x, y: point.y) }
    /// Adds a line to `point` to the current path.
    public func addLine(to point: CGPoint) { currentPath.line(x: point.x, y: point.y) }
    /// Adds lines through `points` (a move to the first).
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    /// Adds a cubic Bézier curve to the current path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.cubic(c1x: control1.x, c1y: control1.y, c2x: control2.x, c2y: control2.y, x: end.x, y: end.y)
    }
    /// Adds a quadratic Bézier curve to the current path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.quad(cx: control.x, cy: control.y, x: end.x, y: end.y)
    }
    /// Adds a closed rectangle to the current path.
    public func addRect(_ rect: CGRect) { currentPath.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    /// Adds an ellipse inscribed in `rect` to the current path.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
    /// Adds an arc (Core Graphics' clockwise sense: in UIKit's flipped space `clockwise: true` turns
    /// counterclockwise on screen), joined to the current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(centerX: center.x, centerY: center.y, radius: radius, startAngle: startAngle,
                           endAngle: endAngle, clockwise: !clockwise)
    }
    /// Adds every subpath of `path` to the current path.
    public func addPath(_ path: CGPath) { currentPath.append(path.path) }
    /// Closes the current subpath.
    public func closePath() { currentPath.close() }
    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The bounding box of the current path.
    public var boundingBoxOfPath: CGRect { CGPath(path: currentPath).boundingBox }

    /// Fills the current path with the fill colour and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        currentPath = Path()
    }
    /// Strokes the current path with the stroke colour and line style, and clears it.
    public func strokePath() {
        stroke(currentPath, style: strokeStyle)
        currentPath = Path()
    }
    /// Paints the current path as `mode` says (fill first, then stroke), and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(currentPath, rule: .nonZero)
        case .eoFill: fill(currentPath, rule: .evenOdd)
        case .stroke: stroke(currentPath, style: strokeStyle)
        case .fillStroke: fill(currentPath, rule: .nonZero); stroke(currentPath, style: strokeStyle)
        case .eoFillStroke: fill(currentPath, rule: .evenOdd); stroke(currentPath, style: strokeStyle)
        }
        currentPath = Path()
    }
    /// Intersects the clip with the current path and clears it.
    public func clip() { clip(to: currentPath); currentPath = Path() }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var p = Path(); p.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        fill(p)
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var p = Path(); p.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        stroke(p, style: strokeStyle)
    }
    /// Strokes straight segments between pairs of points (0-1, 2-3, ...).
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(x: points[i].x, y: points[i].y); p.line(x: points[i + 1].x, y: points[i + 1].y)
            i += 2
        }
        stroke(p, style: strokeStyle)
    }
    /// Draws `image` scaled into `rect` as Core Graphics does: with the image's first row at the
    /// maximum-y edge, so in UIKit's flipped contexts it appears upside down (flip the context, or draw
    /// a `UIImage`, to show it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image.bitmap, in: rect)
        restoreGState()
    }
}
