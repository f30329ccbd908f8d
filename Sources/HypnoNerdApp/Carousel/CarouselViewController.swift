import UIKit

/// The Carousel scene (seed 003, "Core Animation 3D, part 2"): five gradient planes arranged on a circle
/// in a `CATransformLayer`, turned by a pan (angle += half the horizontal translation) or the left stick.
@MainActor
final class CarouselViewController: UIViewController {
    private var transformLayer: CATransformLayer!
    /// The carousel's rotation in degrees.
    private(set) var angle: CGFloat = 0
    private var XPanOffset: CGFloat = 0
    private lazy var stick = CarouselStickDriver(controller: self)

    override init() {
        super.init()
        tabBarItem = UITabBarItem(title: "Carousel", image: UIImage(named: "Carousel"), tag: 1)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor(white: 0.12, alpha: 1)
        root.accessibilityIdentifier = "carousel"
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Initialize the transform layer.
        transformLayer = CATransformLayer()
        transformLayer.frame = view.bounds
        view.layer.addSublayer(transformLayer)
        angle = 0
        XPanOffset = 0
        // Create 5 planes.
        addPlane()
        addPlane()
        addPlane()
        addPlane()
        addPlane()
        // Screen readers see the five planes (layers, not views) as elements of the view.
        view.accessibilityElements = (transformLayer.sublayers ?? []).enumerated().map { index, layer in
            CarouselPlaneElement(plane: layer, index: index, count: transformLayer.sublayers?.count ?? 0, container: view)
        }
        // Force the first animation to set the planes in place.
        animate()
        // Initialize the pan gesture recognizer.
        let panGesture = UIPanGestureRecognizer(target: self, action: CarouselViewController.pan)
        view.addGestureRecognizer(panGesture)
        // The left stick of a game controller turns the carousel too.
        UIApplication.shared.addGameInputHandler(stick)
        UIApplication.shared.addFrameObserver(stick)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The seed centres the planes on a fixed 480x320 screen; here they follow the view's size.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        transformLayer.frame = view.bounds
        for layer in transformLayer.sublayers ?? [] { layer.position = planeCenter }
        CATransaction.commit()
    }

    /// Where every plane is centred: 20 points above the middle of the view.
    private var planeCenter: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY - 20) }

    /// A simple function to create a CAGradientLayer.
    func addPlane() {
        let planeSize = CGSize(width: 250, height: 150)
        // Initialize the layer.
        let layer = CAGradientLayer()
        // Set the frame and the anchor point.
        layer.frame = CGRect(x: planeCenter.x - planeSize.width / 2, y: planeCenter.y - planeSize.height / 2,
                             width: planeSize.width, height: planeSize.height)
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        // Set borders and corner radius.
        layer.borderColor = UIColor(white: 1.0, alpha: 0.3).cgColor
        layer.cornerRadius = 10
        layer.borderWidth = 4
        // Set the gradient colours for the plane's background.
        layer.colors = [UIColor.purple.cgColor, UIColor.red.cgColor]
        layer.locations = [NSNumber(value: 0.0), NSNumber(value: 1.0)]
        // Set the shadow.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 20
        // Double-sided, so a plane turned away from us is still drawn.
        layer.isDoubleSided = true
        layer.name = "plane\(transformLayer.sublayers?.count ?? 0)"
        // Add the plane to the transform layer.
        transformLayer.addSublayer(layer)
    }

    /// This function performs the transformation on each plane.
    func animate() {
        // The degrees needed for each plane to create a circle.
        let degForPlane = CGFloat(360 / (transformLayer.sublayers?.count ?? 1))
        // The current angle offset (initially 0; the pan changes it).
        var degX = angle
        for layer in transformLayer.sublayers ?? [] {
            // Start from the identity matrix.
            var t = CATransform3DIdentity
            // Set up the perspective by changing the matrix element [3][4].
            t.m34 = 1.0 / -1000.0
            // Rotate about the Y axis.
            t = CATransform3DRotate(t, degToRad(degX), 0.0, 1.0, 0.0)
            // Translate along Z, out onto the circle.
            t = CATransform3DTranslate(t, 0.0, 0.0, 250.0)
            // Avoid animations.
            CATransaction.setAnimationDuration(0.0)
            // Apply the transform to the plane.
            layer.transform = t
            // Add the degrees needed for the next plane.
            degX += degForPlane
        }
    }

    func pan(_ gesture: UIPanGestureRecognizer) {
        // The current translation along X.
        let xOffset = gesture.translation(in: view).x
        // When the gesture begins, reset the offset.
        if gesture.state == .began {
            XPanOffset = 0
        }
        // The distance covered since the last gesture event (slowed down by multiplying by 0.5).
        let movedBy = xOffset * 0.5 - XPanOffset
        // Remember the offset of this gesture event.
        XPanOffset += movedBy
        // Add the offset to the current angle.
        angle += movedBy
        // Update the planes.
        animate()
    }

    /// Turns the carousel by `degrees` (the stick driver's step).
    func turn(by degrees: CGFloat) {
        angle += degrees
        animate()
    }

    private func degToRad(_ degrees: CGFloat) -> CGFloat { degrees * .pi / 180 }
}
