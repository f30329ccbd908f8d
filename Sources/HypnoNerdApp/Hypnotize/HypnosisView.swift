import UIKit

/// The seed's JXHypnosisView: concentric circles 10 points wide filling the view; a touch recolours them
/// at random.
@MainActor
final class HypnosisView: UIView {
    /// The colour of the circles; setting it redraws the view.
    var circleColor: UIColor = .lightGray {
        didSet { setNeedsDisplay() }
    }
    private let random = RandomSource(salt: 1)
    /// The circles, drawn rather than a view of their own, as one element for screen readers.
    private lazy var circlesElement: UIAccessibilityElement = {
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = "Hypnotic circles"
        element.accessibilityHint = "Touch to change their colour"
        element.accessibilityTraits = [.image, .allowsDirectInteraction]
        return element
    }()

    /// The circles first, then the text field and the hypnotic labels.
    override var accessibilityElements: [Any]? {
        get {
            circlesElement.accessibilityFrameInContainerSpace = bounds
            return [circlesElement] + subviews
        }
        set { super.accessibilityElements = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // All JXHypnosisView objects start with a clear background and light gray circles.
        backgroundColor = .clear
        circleColor = .lightGray
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let bounds = self.bounds
        // The centre of the bounds rectangle.
        var center = CGPoint.zero
        center.x = bounds.origin.x + bounds.size.width / 2.0
        center.y = bounds.origin.y + bounds.size.height / 2.0
        // The largest circle circumscribes the view.
        let maxRadius = hypot(bounds.size.width, bounds.size.height) / 2.0
        let path = UIBezierPath()
        var currentRadius = maxRadius
        while currentRadius > 0 {
            path.move(to: CGPoint(x: center.x + currentRadius, y: center.y))
            path.addArc(withCenter: center, radius: currentRadius, startAngle: 0.0, endAngle: .pi * 2.0, clockwise: true)
            currentRadius -= 20
        }
        // Lines 10 points wide.
        path.lineWidth = 10
        circleColor.setStroke()
        path.stroke()
    }

    // When a finger touches the screen, pick a random colour for the circles.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Three random numbers between 0 and 1.
        let red = CGFloat(random.arc4random() % 100) / 100.0
        let green = CGFloat(random.arc4random() % 100) / 100.0
        let blue = CGFloat(random.arc4random() % 100) / 100.0
        let randomColor = UIColor(red: red, green: green, blue: blue, alpha: 1.0)
        circleColor = randomColor
    }
}
