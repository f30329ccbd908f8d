import UIKit

/// The Tag scene (being built: see the app-scenes issue).
@MainActor
final class TagViewController: UIViewController {
    override init() {
        super.init()
        title = "Tag"
        tabBarItem = UITabBarItem(title: "Tag", image: UIImage(named: "Tag"), tag: 0)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "tag"
        view = root
    }
}
