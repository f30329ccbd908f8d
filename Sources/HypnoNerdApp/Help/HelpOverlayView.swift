import UIKit

/// The help overlay: a dimmed screen with a panel listing how to play with each input device. A tap
/// anywhere closes it.
@MainActor
final class HelpOverlayView: UIView {
    /// The sections of the help text: a heading and its lines.
    static let sections: [(String, [String])] = [
        ("Mouse or touch", [
            "Click or tap = one finger; drag = a finger moving.",
            "Hypnotize: tap the circles to recolour them; type in the field, Return draws the message.",
            "Carousel: drag sideways to turn it.",
            "Tag: Tag Location, type a description, Done.",
            "Touches: each panel says what to do; pinch the picture with two fingers.",
            "More: Shake and Catalog. Catalog: every standard control and alert.",
        ]),
        ("Keyboard", [
            "?  show or hide this help (Esc closes it).",
            "Ctrl+Shift+Z  shake (the Shake scene picks a new avatar).",
            "Ctrl+arrows  tilt the device (the hypnotic labels drift).",
            "Ctrl+Shift+A  switch between light and dark appearance.",
            "Tab  focus the next control; arrows, Space work it.",
            "Return / Esc  an alert's preferred / cancel action.",
        ]),
        ("Game controller", [
            "D-pad or left stick: move the focus ring; A: tap; B: back.",
            "Shoulder buttons: previous / next tab.",
            "Left stick on the Carousel: turn it. Right stick: tilt.",
            "Shake the pad (accelerometer): shake. Back: this help.",
        ]),
    ]

    private let panel = UIView()
    private var labels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.55)
        accessibilityIdentifier = "helpOverlay"
        panel.backgroundColor = UIColor(white: 0.12, alpha: 0.95)
        panel.layer.cornerRadius = 14
        addSubview(panel)
        addLabel("HypnoNerd controls", font: .boldSystemFont(ofSize: 20))
        for (heading, lines) in Self.sections {
            addLabel(heading, font: .boldSystemFont(ofSize: 15), color: UIColor(red: 1, green: 0.75, blue: 0.3, alpha: 1))
            for line in lines { addLabel(line, font: .systemFont(ofSize: 13)) }
        }
        addLabel("Tap anywhere to close.", font: .systemFont(ofSize: 12), color: .lightGray)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func addLabel(_ text: String, font: UIFont, color: UIColor = .white) {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.numberOfLines = 0
        panel.addSubview(label)
        labels.append(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 32, 480)
        let inner = width - 32
        var y: CGFloat = 16
        for (index, label) in labels.enumerated() {
            let size = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
            if index > 0 && label.font.isBold { y += 8 }
            label.frame = CGRect(x: 16, y: y, width: inner, height: ceil(size.height))
            y += ceil(size.height) + 4
        }
        let height = min(y + 12, bounds.height - 32)
        panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                             width: width, height: height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        removeFromSuperview()
    }
}
