import UIKit

/// Seed 002's HUD: a 96x96 translucent box with a checkmark and a short text, shown over a view with a
/// spring; the view under it takes no touches until `hide()`.
@MainActor
final class HudView: UIView, UITextDisplaying {
    /// The text under the checkmark; screen readers read it (and announce it once the HUD is on screen).
    var text = "" {
        didSet {
            accessibilityLabel = text
            if window != nil && !text.isEmpty { UIAccessibility.post(notification: .announcement, argument: text) }
        }
    }

    /// Adds a HUD covering `view` and disables touches on `view` until the HUD hides.
    class func hud(inView view: UIView, animated: Bool) -> HudView {
        let hudView = HudView(frame: view.bounds)
        hudView.isOpaque = false
        hudView.accessibilityIdentifier = "hud"
        // One element that hides what is under it while it shows, as UIKit's own HUDs do.
        hudView.isAccessibilityElement = true
        hudView.accessibilityTraits = .staticText
        hudView.accessibilityViewIsModal = true

        view.addSubview(hudView)
        view.isUserInteractionEnabled = false

        hudView.show(animated: animated)
        return hudView
    }

    override func draw(_ rect: CGRect) {
        let boxWidth: CGFloat = 96
        let boxHeight: CGFloat = 96

        let boxRect = CGRect(
            x: round((bounds.size.width - boxWidth) / 2),
            y: round((bounds.size.height - boxHeight) / 2),
            width: boxWidth,
            height: boxHeight)

        let roundedRect = UIBezierPath(roundedRect: boxRect, cornerRadius: 10)
        // Dark mode: a lighter, more opaque box, so the HUD still stands out from a black screen.
        UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.22, alpha: 0.92) : UIColor(white: 0.3, alpha: 0.8)
        }.setFill()
        roundedRect.fill()

        // Draw checkmark
        if let image = UIImage(named: "Checkmark") {
            let imagePoint = CGPoint(
                x: center.x - round(image.size.width / 2),
                y: center.y - round(image.size.height / 2) - boxHeight / 8)
            image.draw(at: imagePoint)
        }

        // Draw the text
        let attribs: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 16),
            NSAttributedString.Key.foregroundColor: UIColor.white]

        let textSize = text.size(withAttributes: attribs)

        let textPoint = CGPoint(
            x: center.x - round(textSize.width / 2),
            y: center.y - round(textSize.height / 2) + boxHeight / 4)

        text.draw(at: textPoint, withAttributes: attribs)
    }

    // MARK: - Public methods
    func show(animated: Bool) {
        if animated {
            // 1
            alpha = 0
            transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
            // 2
            UIView.animate(withDuration: 0.3, delay: 0,
                           usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                           options: [], animations: {
                               // 3
                               self.alpha = 1
                               self.transform = CGAffineTransform.identity
                           }, completion: nil)
        }
    }

    func hide() {
        superview?.isUserInteractionEnabled = true
        removeFromSuperview()
    }

    /// The dump shows the HUD's text.
    var displayedText: String? { text }
}
