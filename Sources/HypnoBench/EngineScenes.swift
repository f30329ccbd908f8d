import Foundation
import PixelEngine

/// Engine-level micro scenes (no layers): the raw cost of the primitives the layer scenes use.
enum EngineScenes {
    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> PixelColor {
        let i = (h * 6).rounded(.down), f = h * 6 - i
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        let (r, g, b): (Double, Double, Double)
        switch Int(i) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return PixelColor(r: Float(r), g: Float(g), b: Float(b), a: 1)
    }

    /// Scene a's background: white plus 30 concentric 10 px rings.
    static func rings(_ c: Canvas, width: Int, height: Int) {
        c.target.fill(c.target.bounds, with: 0xFFFF_FFFF)
        let style = StrokeStyle(width: 10)
        for i in 0..<30 {
            var p = Path()
            p.addArc(centerX: Double(width) / 2, centerY: Double(height) / 2, radius: 20 + 25 * Double(i),
                     startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            c.stroke(p, style: style, paint: .solid(hsv(Double(i) / 30, 0.45, 0.95)))
        }
    }
}
