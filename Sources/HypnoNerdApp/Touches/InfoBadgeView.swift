import UIKit

/// Seed 004's hit-tested layer: a view whose layer hosts an "info" image layer; a touch that hits that
/// layer (`CALayer.hitTest`) displays the info (logs "info").
@MainActor
final class InfoBadgeView: UIView {
    /// The layer showing the Info image.
    let infoLayer = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let image = UIImage(named: "Info")
        infoLayer.contents = image
        infoLayer.name = "info"
        infoLayer.bounds = CGRect(origin: .zero, size: image?.size ?? CGSize(width: 24, height: 24))
        layer.addSublayer(infoLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The badge sits in the top-right corner.
        infoLayer.position = CGPoint(x: bounds.maxX - infoLayer.bounds.width / 2 - 8, y: bounds.minY + infoLayer.bounds.height / 2 + 8)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.first!.location(in: nil)
        // CALayer.hitTest takes a point in the superlayer's coordinates: the window's point converted there.
        let hitLayer = layer.hitTest(superview?.convert(location, from: nil) ?? location)
        if let hitLayer, hitLayer === infoLayer {
            displayInfo()
        }
    }

    private func displayInfo() {
        NSLog("info")
    }
}
