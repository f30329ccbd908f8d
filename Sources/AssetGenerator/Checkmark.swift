import Foundation
import UIKit

/// The HUD's white checkmark (seed 002: Checkmark.png and Checkmark@2x.png).
@MainActor
enum Checkmark {
    static func draw(_ size: CGSize) {
        let check = UIBezierPath()
        check.move(to: CGPoint(x: size.width * 0.16, y: size.height * 0.52))
        check.addLine(to: CGPoint(x: size.width * 0.40, y: size.height * 0.76))
        check.addLine(to: CGPoint(x: size.width * 0.86, y: size.height * 0.26))
        check.lineWidth = size.width * 0.11
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }
}
