import UIKit

/// The Shake scene (seed 004, KCShakeViewController): a full-screen avatar that becomes first responder
/// when the view appears and changes on every shake; the controller logs the motion events.
@MainActor
final class ShakeViewController: UIViewController {
    private var _imageView: AvatarImageView?

    override init() {
        super.init()
        tabBarItem = UITabBarItem(title: "Shake", image: UIImage(named: "Shake"), tag: 4)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        root.accessibilityIdentifier = "shake"
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Allow shake to edit.
        UIApplication.shared.applicationSupportsShakeToEdit = true
    }

    // When the view appears, the image view becomes first responder.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The seed makes a new image view on every appearance; one is enough.
        if _imageView == nil {
            let imageView = AvatarImageView(frame: UIScreen.main.bounds)
            imageView.isUserInteractionEnabled = true
            imageView.accessibilityIdentifier = "avatar"
            view.addSubview(imageView)
            _imageView = imageView
        }
        _imageView?.becomeFirstResponder()
    }

    // When the view disappears, the image view gives up first responder.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _imageView?.resignFirstResponder()
    }

    // MARK: Motion events (they reach the controller along the responder chain)

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        NSLog("motion began")
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        NSLog("motion cancelled")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        // Only a shake ending is reported.
        if event?.subtype == .motionShake {
            NSLog("motion ended")
        }
    }
}
