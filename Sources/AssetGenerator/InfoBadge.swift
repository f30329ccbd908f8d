import Foundation
import UIKit

/// The "info" badge of the Touches scene: a blue disc with a white "i" (seed 004's info image).
@MainActor
enum InfoBadge {
    static func draw(_ size: CGSize) {
        let disc = UIBezierPath(ovalIn: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1))
        UIColor.systemBlue.setFill()
        disc.fill()
        UIColor.white.set()
        let w = size.width
        UIBezierPath(ovalIn: CGRect(x: w * 0.5 - w * 0.08, y: w * 0.2, width: w * 0.16, height: w * 0.16)).fill()
        UIBezierPath(roundedRect: CGRect(x: w * 0.5 - w * 0.07, y: w * 0.42, width: w * 0.14, height: w * 0.38),
                     cornerRadius: w * 0.05).fill()
    }
}
