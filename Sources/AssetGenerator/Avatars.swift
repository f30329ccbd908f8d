import Foundation
import PixelEngine
import UIKit

/// The three avatars the Shake scene picks from (seed 004: avatar0.png ... avatar2.png): one cartoon
/// face each, distinct in colour, hair and expression, filling a portrait screen.
@MainActor
enum Avatars {
    static let count = 3

    private struct Style {
        let top: UIColor, bottom: UIColor, skin: UIColor, hair: UIColor, shirt: UIColor
        let hairStyle: Int, mouth: Int
    }

    private static let styles: [Style] = [
        Style(top: UIColor(red: 0.55, green: 0.78, blue: 0.98, alpha: 1), bottom: UIColor(red: 0.20, green: 0.45, blue: 0.85, alpha: 1),
              skin: UIColor(red: 0.98, green: 0.82, blue: 0.68, alpha: 1), hair: UIColor(red: 0.35, green: 0.22, blue: 0.12, alpha: 1),
              shirt: UIColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1), hairStyle: 0, mouth: 0),
        Style(top: UIColor(red: 0.99, green: 0.80, blue: 0.86, alpha: 1), bottom: UIColor(red: 0.85, green: 0.30, blue: 0.55, alpha: 1),
              skin: UIColor(red: 0.86, green: 0.64, blue: 0.48, alpha: 1), hair: UIColor(red: 0.10, green: 0.08, blue: 0.10, alpha: 1),
              shirt: UIColor(red: 0.25, green: 0.65, blue: 0.45, alpha: 1), hairStyle: 1, mouth: 1),
        Style(top: UIColor(red: 0.80, green: 0.95, blue: 0.70, alpha: 1), bottom: UIColor(red: 0.30, green: 0.60, blue: 0.25, alpha: 1),
              skin: UIColor(red: 0.62, green: 0.42, blue: 0.30, alpha: 1), hair: UIColor(red: 0.90, green: 0.75, blue: 0.20, alpha: 1),
              shirt: UIColor(red: 0.45, green: 0.30, blue: 0.75, alpha: 1), hairStyle: 2, mouth: 2),
    ]

    /// Draws avatar `index` filling `size`.
    static func draw(index: Int, in size: CGSize) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let style = styles[min(max(index, 0), count - 1)]
        let background = LinearGradient(stops: [(location: 0, color: style.top.cgColor.pixelColor),
                                                (location: 1, color: style.bottom.cgColor.pixelColor)],
                                        startX: 0, startY: 0, endX: 0, endY: Double(size.height))
        context.canvas.fill(UIBezierPath(rect: CGRect(origin: .zero, size: size)).path, paint: .linearGradient(background))

        let cx = size.width / 2, headY = size.height * 0.42
        let headW: CGFloat = 200, headH: CGFloat = 240
        // Shoulders and neck.
        style.shirt.setFill()
        UIBezierPath(roundedRect: CGRect(x: cx - 170, y: headY + 150, width: 340, height: 400), cornerRadius: 150).fill()
        style.skin.setFill()
        UIBezierPath(roundedRect: CGRect(x: cx - 40, y: headY + 80, width: 80, height: 100), cornerRadius: 30).fill()
        // Long hair falls behind the head.
        if style.hairStyle == 1 {
            style.hair.setFill()
            UIBezierPath(roundedRect: CGRect(x: cx - headW / 2 - 25, y: headY - headH / 2 - 15, width: headW + 50, height: headH + 110),
                         cornerRadius: 110).fill()
        }
        // Head and ears.
        style.skin.setFill()
        for side in [-1.0, 1.0] {
            UIBezierPath(ovalIn: CGRect(x: cx + side * headW / 2 - 22, y: headY - 20, width: 44, height: 56)).fill()
        }
        UIBezierPath(ovalIn: CGRect(x: cx - headW / 2, y: headY - headH / 2, width: headW, height: headH)).fill()
        drawHair(style, cx: cx, headY: headY, headW: headW, headH: headH)
        drawFace(style, cx: cx, headY: headY)
    }

    private static func drawHair(_ style: Style, cx: CGFloat, headY: CGFloat, headW: CGFloat, headH: CGFloat) {
        style.hair.setFill()
        let top = headY - headH / 2
        switch style.hairStyle {
        case 0:  // a short cap of hair with a side fringe
            let cap = UIBezierPath()
            cap.move(to: CGPoint(x: cx - headW / 2 - 4, y: headY - 10))
            cap.addCurve(to: CGPoint(x: cx + headW / 2 + 4, y: headY - 10),
                         controlPoint1: CGPoint(x: cx - headW / 2 - 10, y: top - 70), controlPoint2: CGPoint(x: cx + headW / 2 + 10, y: top - 70))
            cap.addCurve(to: CGPoint(x: cx - 20, y: top + 50),
                         controlPoint1: CGPoint(x: cx + headW / 2 - 20, y: top + 30), controlPoint2: CGPoint(x: cx + 40, y: top + 60))
            cap.addCurve(to: CGPoint(x: cx - headW / 2 - 4, y: headY - 10),
                         controlPoint1: CGPoint(x: cx - 60, y: top + 40), controlPoint2: CGPoint(x: cx - headW / 2 + 10, y: top + 60))
            cap.close()
            cap.fill()
        case 1:  // a straight fringe over long hair
            UIBezierPath(roundedRect: CGRect(x: cx - headW / 2 - 2, y: top - 12, width: headW + 4, height: 78), cornerRadius: 38).fill()
        default:  // spiky hair
            let spikes = UIBezierPath()
            spikes.move(to: CGPoint(x: cx - headW / 2, y: top + 55))
            let n = 7
            for i in 0...n {
                let x = cx - headW / 2 + headW * CGFloat(i) / CGFloat(n)
                let tipX = x - headW / CGFloat(n) / 2
                if i > 0 { spikes.addLine(to: CGPoint(x: tipX, y: top - 45 + CGFloat(abs(i - n / 2)) * 10)) }
                spikes.addLine(to: CGPoint(x: x, y: top + 20))
            }
            spikes.addLine(to: CGPoint(x: cx + headW / 2, y: top + 55))
            spikes.close()
            spikes.fill()
        }
    }

    private static func drawFace(_ style: Style, cx: CGFloat, headY: CGFloat) {
        for side in [-1.0, 1.0] {
            let eye = CGPoint(x: cx + side * 42, y: headY + 5)
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: eye.x - 20, y: eye.y - 15, width: 40, height: 30)).fill()
            UIColor(white: 0.1, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: eye.x - 9, y: eye.y - 9, width: 18, height: 18)).fill()
            UIColor(red: 1, green: 0.5, blue: 0.5, alpha: 0.35).setFill()
            UIBezierPath(ovalIn: CGRect(x: eye.x - 22 + side * 8, y: eye.y + 32, width: 44, height: 22)).fill()
        }
        let mouthY = headY + 70
        UIColor(red: 0.55, green: 0.12, blue: 0.15, alpha: 1).set()
        switch style.mouth {
        case 0:  // a smile
            let smile = UIBezierPath(arcCenter: CGPoint(x: cx, y: mouthY - 25), radius: 40, startAngle: .pi * 0.2, endAngle: .pi * 0.8, clockwise: true)
            smile.lineWidth = 8
            smile.lineCapStyle = .round
            smile.stroke()
        case 1:  // a surprised "o"
            UIBezierPath(ovalIn: CGRect(x: cx - 16, y: mouthY - 10, width: 32, height: 40)).fill()
        default:  // a wide grin with teeth
            let grin = UIBezierPath()
            grin.move(to: CGPoint(x: cx - 50, y: mouthY - 8))
            grin.addQuadCurve(to: CGPoint(x: cx + 50, y: mouthY - 8), controlPoint: CGPoint(x: cx, y: mouthY + 60))
            grin.close()
            grin.fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: cx - 38, y: mouthY - 6, width: 76, height: 10)).fill()
        }
    }
}
