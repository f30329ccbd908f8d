import UIKit

/// The Shake scene (being built: see the app-scenes issue).
@MainActor
final class ShakeViewController: UIViewController {
    override init() {
        super.init()
        title = "Shake"
        tabBarItem = UITabBarItem(title: "Shake", image: UIImage(named: "Shake"), tag: 0)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "shake"
        view = root
    }
}
