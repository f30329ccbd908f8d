import UIKit

/// The Hypnotize scene (seeds 000/001, JXHypnosisViewController): the hypnosis view with a text field;
/// Return logs the text and draws it 20 times at random places, each label drifting with device tilt.
@MainActor
final class HypnosisViewController: UIViewController, UITextFieldDelegate {
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

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        // A JXHypnosisView.
        let backgroundView = HypnosisView()
        backgroundView.accessibilityIdentifier = "hypnotize"
        let textFieldRect = CGRect(x: 40, y: 70, width: 240, height: 30)
        let textField = UITextField()
        textField.frame = textFieldRect
        // A rounded-rect border shows where the field is.
        textField.borderStyle = .roundedRect
        // The placeholder.
        textField.placeholder = "Hypontize me"
        // The return key says Done.
        textField.returnKeyType = .done
        textField.delegate = self
        textField.accessibilityIdentifier = "messageField"
        backgroundView.addSubview(textField)
        // The JXHypnosisView is the controller's view.
        view = backgroundView
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        NSLog("%@", textField.text ?? "")
        drawHypnoticMessage(textField.text)
        textField.text = ""
        textField.resignFirstResponder()
        return true
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

            var motionEffect: UIInterpolatingMotionEffect
            motionEffect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            motionEffect.minimumRelativeValue = -25
            motionEffect.maximumRelativeValue = 25
            messageLabel.addMotionEffect(motionEffect)
            motionEffect = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            motionEffect.minimumRelativeValue = -25
            motionEffect.maximumRelativeValue = 25
            messageLabel.addMotionEffect(motionEffect)
        }
    }
}
