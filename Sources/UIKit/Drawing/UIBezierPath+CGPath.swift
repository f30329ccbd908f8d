import Foundation
import PixelEngine

extension UIBezierPath {
    /// An immutable copy of the path as a `CGPath` (for `CALayer.shadowPath`).
    public var cgPath: CGPath { CGPath(path: path) }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        for e in cgPath.path.elements {
            switch e {
            case let .move(x, y): move(to: CGPoint(x: x, y: y))
            case let .line(x, y): addLine(to: CGPoint(x: x, y: y))
            case let .quad(cx, cy, x, y): addQuadCurve(to: CGPoint(x: x, y: y), controlPoint: CGPoint(x: cx, y: cy))
            case let .cubic(ax, ay, bx, by, x, y):
                addCurve(to: CGPoint(x: x, y: y), controlPoint1: CGPoint(x: ax, y: ay), controlPoint2: CGPoint(x: bx, y: by))
            case .close: close()
            }
        }
    }
}
