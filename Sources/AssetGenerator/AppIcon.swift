import Foundation
import PixelEngine
import UIKit

/// The app icon: hypnotic rings over the carousel's purple-to-red gradient, on a rounded square.
@MainActor
enum AppIcon {
    static func draw(_ size: CGSize) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let square = UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.width * 0.22)
        let purple = UIColor.purple.cgColor.pixelColor, red = UIColor.red.cgColor.pixelColor
        let gradient = LinearGradient(stops: [(location: 0, color: purple), (location: 1, color: red)],
                                      startX: 0, startY: 0, endX: 0, endY: Double(size.height))
        context.canvas.fill(square.path, paint: .linearGradient(gradient))
        context.saveGState()
        square.addClip()
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let rings = UIBezierPath()
        for radius in stride(from: size.width * 0.62, to: 0, by: -size.width * 0.08) {
            rings.move(to: CGPoint(x: center.x + radius, y: center.y))
            rings.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        }
        rings.lineWidth = size.width * 0.04
        UIColor(white: 1, alpha: 0.85).setStroke()
        rings.stroke()
        context.restoreGState()
    }
}
