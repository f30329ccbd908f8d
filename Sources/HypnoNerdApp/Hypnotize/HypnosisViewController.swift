import UIKit

/// The Hypnotize scene (seeds 000/001, JXHypnosisViewController): the hypnosis view with a text field;
/// Return draws the typed message 20 times at random places, each label drifting with device tilt.
@MainActor
final class HypnosisViewController: UIViewController {
    private let random = RandomSource(salt: 2)

    override init() {
        super.init()
        // The tab item's title.
        tabBarItem.title = "Hypnotize"
        // A UIImage from the image file.
        let i = UIImage(named: "Hypno")
        // The tab item's image.
        tabBarItem.image = i
    }

    override func loadView() {
        // A JXHypnosisView as the controller's view.
        let backgroundView = HypnosisView()
        backgroundView.accessibilityIdentifier = "hypnotize"
        view = backgroundView
    }

    /// Adds 20 white labels showing `message` at random places fully inside the view.
    func drawHypnoticMessage(_ message: String?) {
        for _ in 0..<20 {
            let messageLabel = UILabel()
            // The label's text and colours.
            messageLabel.backgroundColor = .clear
            messageLabel.textColor = .white
            messageLabel.text = message
            messageLabel.accessibilityIdentifier = "hypnoticLabel"
            // Size the label to its text.
            messageLabel.sizeToFit()
            // A random x that keeps the label inside the view's width.
            let width = max(Int(view.bounds.size.width - messageLabel.bounds.size.width), 1)
            let x = Int(random.arc4random() % UInt32(width))
            // A random y that keeps the label inside the view's height.
            let height = max(Int(view.bounds.size.height - messageLabel.bounds.size.height), 1)
            let y = Int(random.arc4random() % UInt32(height))
            // Move the label there.
            var frame = messageLabel.frame
            frame.origin = CGPoint(x: x, y: y)
            messageLabel.frame = frame
            // Add it to the controller's view.
            view.addSubview(messageLabel)
        }
    }
}
