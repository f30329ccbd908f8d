import Foundation
import UIKit

/// The tab bar icons, drawn as black shapes on transparent (the tab bar tints them by their alpha).
@MainActor
enum TabIcons {
    /// Hypnotize: concentric rings around a dot, like the scene's background.
    static func hypno(_ size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        UIColor.black.set()
        let rings = UIBezierPath()
        for radius in stride(from: 13.0, through: 5.0, by: -4.0) {
            rings.move(to: CGPoint(x: center.x + radius, y: center.y))
            rings.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        }
        rings.lineWidth = 2
        rings.stroke()
        UIBezierPath(ovalIn: CGRect(x: center.x - 2, y: center.y - 2, width: 4, height: 4)).fill()
    }

    /// Carousel: a front plane with two planes turned away on either side.
    static func carousel(_ size: CGSize) {
        UIColor.black.set()
        UIBezierPath(roundedRect: CGRect(x: 9, y: 8, width: 12, height: 14), cornerRadius: 2).fill()
        for side in [-1.0, 1.0] {
            let near = size.width / 2 + side * 8, far = size.width / 2 + side * 14
            let plane = UIBezierPath()
            plane.move(to: CGPoint(x: near, y: 10))
            plane.addLine(to: CGPoint(x: far, y: 12))
            plane.addLine(to: CGPoint(x: far, y: 18))
            plane.addLine(to: CGPoint(x: near, y: 20))
            plane.close()
            plane.fill()
        }
        let floor = UIBezierPath(ovalIn: CGRect(x: 3, y: 23, width: 24, height: 4))
        floor.lineWidth = 1.5
        floor.stroke()
    }

    /// Tag: a map pin with a hole.
    static func tag(_ size: CGSize) {
        UIColor.black.set()
        let cx = size.width / 2
        let pin = UIBezierPath()
        pin.move(to: CGPoint(x: cx, y: 28))
        pin.addCurve(to: CGPoint(x: cx - 9, y: 11), controlPoint1: CGPoint(x: cx - 4, y: 22), controlPoint2: CGPoint(x: cx - 9, y: 17))
        pin.addArc(withCenter: CGPoint(x: cx, y: 11), radius: 9, startAngle: .pi, endAngle: 0, clockwise: true)
        pin.addCurve(to: CGPoint(x: cx, y: 28), controlPoint1: CGPoint(x: cx + 9, y: 17), controlPoint2: CGPoint(x: cx + 4, y: 22))
        pin.close()
        pin.append(UIBezierPath(ovalIn: CGRect(x: cx - 3.5, y: 7.5, width: 7, height: 7)))
        pin.usesEvenOddFillRule = true
        pin.fill()
    }

    /// Touches: a fingertip with the ripples of a tap.
    static func touches(_ size: CGSize) {
        UIColor.black.set()
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        UIBezierPath(ovalIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)).fill()
        for radius in [9.0, 13.0] {
            for start in [CGFloat.pi * 0.15, CGFloat.pi * 0.85, CGFloat.pi * 1.15, CGFloat.pi * 1.85] {
                let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start - 0.45, endAngle: start + 0.45, clockwise: true)
                arc.lineWidth = 2
                arc.lineCapStyle = .round
                arc.stroke()
            }
        }
    }

    /// Shake: a phone with motion marks on both sides.
    static func shake(_ size: CGSize) {
        UIColor.black.set()
        let body = UIBezierPath(roundedRect: CGRect(x: 10, y: 4, width: 10, height: 22), cornerRadius: 2.5)
        body.append(UIBezierPath(rect: CGRect(x: 12, y: 7, width: 6, height: 14)))
        body.usesEvenOddFillRule = true
        body.fill()
        for side in [-1.0, 1.0] {
            for (i, inset) in [5.0, 8.5].enumerated() {
                let x = size.width / 2 + side * (inset + 4)
                let mark = UIBezierPath()
                mark.move(to: CGPoint(x: x, y: 10 + Double(i) * 2))
                mark.addLine(to: CGPoint(x: x, y: 20 - Double(i) * 2))
                mark.lineWidth = 1.8
                mark.lineCapStyle = .round
                mark.stroke()
            }
        }
    }

    /// Catalog: a switch above a slider, the controls the scene shows.
    static func catalog(_ size: CGSize) {
        UIColor.black.set()
        let pill = UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 20, height: 11), cornerRadius: 5.5)
        pill.append(UIBezierPath(ovalIn: CGRect(x: 15, y: 6.5, width: 8, height: 8)))
        pill.usesEvenOddFillRule = true
        pill.fill()
        let track = UIBezierPath(roundedRect: CGRect(x: 4, y: 22, width: 22, height: 2), cornerRadius: 1)
        track.fill()
        UIBezierPath(ovalIn: CGRect(x: 9, y: 19, width: 8, height: 8)).fill()
    }
}
