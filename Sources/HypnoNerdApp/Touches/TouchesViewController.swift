import UIKit

/// The Touches scene (being built: see the app-scenes issue).
@MainActor
final class TouchesViewController: UIViewController {
    override init() {
        super.init()
        title = "Touches"
        tabBarItem = UITabBarItem(title: "Touches", image: UIImage(named: "Touches"), tag: 0)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "touches"
        view = root
    }
}
