import Foundation
import PixelEngine
import UIKit

/// The scenes of `shared/reference/refbench.c`, built as views and layers (geometry, colours and
/// fonts from its header), so the benchmark measures the real layer tree and compositor.
@MainActor
public enum BenchScenes {
    public static let width: CGFloat = 1280
    public static let height: CGFloat = 720

    // MARK: Scene a: rings, 20 labels, a text field

    /// 30 concentric 10 px rings on white, drawn by `draw(_:)` (cached as the layer's content).
    public final class RingsView: UIView {
        public override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIBezierPath(rect: bounds).fill()
            for i in 0..<30 {
                let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 20 + 25 * CGFloat(i),
                                        startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                path.lineWidth = 10
                UIColor(hue: CGFloat(i) / 30, saturation: 0.45, brightness: 0.95, alpha: 1).setStroke()
                path.stroke()
            }
        }
    }

    /// Scene a's views: the rings, 20 labels and a text field (rounded, bordered, with its text).
    public static func sceneA(in root: UIView) -> UILabel {
        root.backgroundColor = .white
        let rings = RingsView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.addSubview(rings)
        let font = UIFont.systemFont(ofSize: 17)
        for i in 0..<20 {
            let label = UILabel(frame: CGRect(x: 70 + CGFloat(i % 4) * 300, y: 170 + CGFloat(i / 4) * 115 - 16,
                                              width: 240, height: 21))
            label.font = font
            label.textColor = UIColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
            label.text = String(format: "Label %02d \u{2014} Hello, world", i + 1)
            root.addSubview(label)
        }
        let field = UIView(frame: CGRect(x: 440, y: 40, width: 400, height: 44))
        field.backgroundColor = .white
        field.layer.cornerRadius = 8
        field.layer.borderWidth = 1
        field.layer.borderColor = CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        let text = UILabel(frame: CGRect(x: 14, y: 12, width: 372, height: 21))
        text.font = font
        text.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.63, alpha: 1)
        text.text = "Search"
        field.addSubview(text)
        root.addSubview(field)
        return text
    }

    // MARK: Scene b: the carousel

    /// The transform of plane `i` at `frame`: translateZ(250), rotateY(theta), perspective m34 = -1/1000.
    public static func planeTransform(frame: Int, index i: Int) -> CATransform3D {
        let theta = (CGFloat(frame % 360) + 72 * CGFloat(i)) * .pi / 180
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 1000
        t = CATransform3DRotate(t, theta, 0, 1, 0)
        return CATransform3DTranslate(t, 0, 0, 250)
    }

    /// Scene b's layers: a `CATransformLayer` at the centre holding 5 gradient planes with border,
    /// corner radius and shadow.
    public static func sceneB(in root: UIView) -> [CALayer] {
        root.backgroundColor = UIColor(red: 0x14 / 255.0, green: 0x14 / 255.0, blue: 0x1a / 255.0, alpha: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let carousel = CATransformLayer()
        carousel.bounds = .zero
        carousel.position = CGPoint(x: width / 2, y: height / 2)
        var planes: [CALayer] = []
        for i in 0..<5 {
            let plane = CAGradientLayer()
            plane.bounds = CGRect(x: 0, y: 0, width: 250, height: 150)
            plane.position = .zero
            plane.colors = [CGColor(red: 0.55, green: 0.20, blue: 0.85, alpha: 1), CGColor(red: 0.95, green: 0.20, blue: 0.20, alpha: 1)]
            plane.cornerRadius = 10
            plane.borderWidth = 4
            plane.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            plane.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            plane.shadowOpacity = 0.5
            plane.shadowOffset = CGSize(width: 0, height: 5)
            plane.shadowRadius = 20
            plane.transform = planeTransform(frame: 0, index: i)
            carousel.addSublayer(plane)
            planes.append(plane)
        }
        root.layer.addSublayer(carousel)
        return planes
    }

    // MARK: Scene c: the HUD

    /// The checkmark asset: 36x36, white, 4 px, round caps and joins.
    public static func checkmark() -> UIImage {
        let b = Bitmap(width: 36, height: 36)
        let c = Canvas(b)
        var p = Path()
        p.move(x: 6, y: 19); p.line(x: 14, y: 27); p.line(x: 30, y: 9)
        c.stroke(p, style: StrokeStyle(width: 4, cap: .round, join: .round), paint: .solid(.white))
        return UIImage(bitmap: b)
    }

    /// The 96x96 HUD: a translucent dark rounded rectangle, the checkmark and "Done".
    public final class HUDView: UIView {
        let check = BenchScenes.checkmark()
        public override func draw(_ rect: CGRect) {
            UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.8).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
            check.draw(at: CGPoint(x: 30, y: 14))
            let font = UIFont.systemFont(ofSize: 15)
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
            let size = "Done".size(withAttributes: attributes)
            "Done".draw(at: CGPoint(x: 48 - size.width / 2, y: 78 - font.ascender), withAttributes: attributes)
        }
    }

    /// The spring of refbench's scene c: scale 1.3 -> 1 and alpha 0 -> 1 (zeta 0.6, period 0.4 s).
    public static func spring(frame: Int) -> (scale: CGFloat, alpha: CGFloat) {
        let t = Double(frame % 40) / 60
        let zeta = 0.6, w0 = 2 * Double.pi / 0.4, wd = w0 * (1 - zeta * zeta).squareRoot()
        let x = exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        let p = 1 - x
        return (CGFloat(1.3 - 0.3 * p), CGFloat(min(max(p, 0), 1)))
    }

    /// Scene c's HUD view, centred, on the light background.
    public static func sceneC(in root: UIView) -> UIView {
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let hud = HUDView(frame: CGRect(x: width / 2 - 48, y: height / 2 - 48, width: 96, height: 96))
        hud.backgroundColor = nil
        root.addSubview(hud)
        return hud
    }

    /// Puts the HUD at frame `frame` of the spring.
    public static func applySpring(_ hud: UIView, frame: Int) {
        let s = spring(frame: frame)
        hud.transform = CGAffineTransform(scaleX: s.scale, y: s.scale)
        hud.alpha = s.alpha
    }
}
