import UIKit

/// The Hypnotize scene (being built: see the app-scenes issue).
@MainActor
final class HypnosisViewController: UIViewController {
    override init() {
        super.init()
        title = "Hypnotize"
        tabBarItem = UITabBarItem(title: "Hypnotize", image: UIImage(named: "Hypnotize"), tag: 0)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "hypnotize"
        view = root
    }
}
