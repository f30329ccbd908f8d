import UIKit

/// The Touches scene (seed 004): one panel per touch-handling technique of the seed: a label rolled
/// along a strip, a tap target (tap vs double tap), a free drag, a swipe detector, a hit-test tracker,
/// a picture moved, scaled and rotated through the window's `sendEvent`, and a hit-tested layer.
@MainActor
final class TouchesViewController: UIViewController {
    let rollView = UIView()
    let rollLabel = UILabel()
    let tapTarget = TapTargetView()
    let dragView = DragView()
    let swipeArea = SwipeView()
    let trackView = TrackView()
    let trackSubview = UIView()
    let transformView = UIImageView(image: UIImage(named: "AppIcon"))
    let infoView = InfoBadgeView(frame: .zero)
    private lazy var transformGesture = TransformGesture(view: transformView)
    private var captions: [UILabel] = []
    private var laidOutSize = CGSize.zero
    private weak var gestureWindow: TransformGestureWindow?

    /// Where the touch began (in the root view) and where the label started, as in the seed.
    private var originLocation = CGPoint.zero
    private var labelLocation = CGPoint.zero

    override init() {
        super.init()
        tabBarItem = UITabBarItem(title: "Touches", image: UIImage(named: "Touches"), tag: 3)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.96, alpha: 1)
        }
        root.accessibilityIdentifier = "touches"
        view = root

        rollView.backgroundColor = UIColor(white: 0.85, alpha: 1)
        rollView.clipsToBounds = true
        rollView.accessibilityIdentifier = "rollView"
        rollLabel.text = "roll me ▸"
        rollLabel.textColor = .white
        rollLabel.backgroundColor = .systemBlue
        rollLabel.textAlignment = .center
        rollLabel.accessibilityIdentifier = "rollLabel"
        rollView.addSubview(rollLabel)

        tapTarget.backgroundColor = .orange
        tapTarget.accessibilityIdentifier = "tapTarget"

        dragView.backgroundColor = UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
        dragView.layer.cornerRadius = 12
        dragView.accessibilityIdentifier = "dragView"

        swipeArea.backgroundColor = UIColor(red: 0.75, green: 0.87, blue: 1, alpha: 1)
        swipeArea.accessibilityIdentifier = "swipeArea"

        trackView.backgroundColor = UIColor(red: 1, green: 0.88, blue: 0.7, alpha: 1)
        trackView.accessibilityIdentifier = "trackView"
        trackSubview.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.3, alpha: 1)
        trackSubview.accessibilityIdentifier = "trackSubview"
        trackView.addSubview(trackSubview)

        transformView.isUserInteractionEnabled = true
        transformView.isMultipleTouchEnabled = true
        transformView.accessibilityIdentifier = "transformView"

        infoView.backgroundColor = UIColor(white: 0.3, alpha: 1)
        infoView.layer.cornerRadius = 8
        infoView.accessibilityIdentifier = "infoView"

        for v in [rollView, tapTarget, dragView, swipeArea, trackView, infoView, transformView] { root.addSubview(v) }
        for text in ["drag along the strip", "tap / double-tap", "drag me", "swipe left or right",
                     "drag across the box and its inner box", "two fingers: move, scale, rotate", "tap the info badge"] {
            let caption = UILabel()
            caption.text = text
            caption.font = .systemFont(ofSize: 12)
            caption.textColor = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.7, alpha: 1) : .darkGray
            }
            captions.append(caption)
            root.addSubview(caption)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard view.bounds.size != laidOutSize, view.bounds.width > 0, view.bounds.height > 0 else { return }
        laidOutSize = view.bounds.size
        layoutPanels()
    }

    /// Places the panels on a 390x795 design grid scaled to the view (user moves are reset on resize).
    private func layoutPanels() {
        let sx = view.bounds.width / 390, sy = view.bounds.height / 795
        func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: (x * sx).rounded(), y: (y * sy).rounded(), width: (w * sx).rounded(), height: (h * sy).rounded())
        }
        let panels: [(UIView, CGRect)] = [
            (rollView, r(20, 36, 350, 44)),
            (tapTarget, r(40, 124, 100, 100)),
            (dragView, r(240, 134, 80, 80)),
            (swipeArea, r(20, 266, 350, 80)),
            (trackView, r(20, 380, 350, 130)),
            (transformView, r(40, 560, 140, 140)),
            (infoView, r(220, 560, 150, 140)),
        ]
        for (index, (panel, frame)) in panels.enumerated() {
            panel.transform = .identity
            panel.frame = frame
            captions[index].frame = CGRect(x: frame.minX, y: frame.minY - 18 * sy, width: view.bounds.width - frame.minX - 8, height: 16 * sy)
        }
        trackSubview.frame = CGRect(x: trackView.bounds.midX - 70 * sx, y: trackView.bounds.midY - 35 * sy, width: 140 * sx, height: 70 * sy)
        rollLabel.frame = CGRect(x: 0, y: 7 * sy, width: 110 * sx, height: 30 * sy)
        labelLocation = rollLabel.frame.origin
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        gestureWindow = view.window as? TransformGestureWindow
        gestureWindow?.addTransformGesture(transformGesture)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        gestureWindow?.removeTransformGesture(transformGesture)
    }

    // MARK: The rolling label (touches that reach the controller through the responder chain)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        if rollView.point(inside: touch.location(in: rollView), with: nil) { originLocation = touch.location(in: view) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        if rollView.point(inside: touch.location(in: rollView), with: nil) {
            let currentLocation = touch.location(in: view)
            var frame = rollLabel.frame

            frame.origin.x = currentLocation.x - originLocation.x

            if frame.origin.x < -10 { frame.origin.x = -10 }
            if frame.origin.x > rollView.frame.size.width { frame.origin.x = rollView.frame.size.width }
            frame.origin.y = labelLocation.y
            rollLabel.frame = frame
        }
    }
}
