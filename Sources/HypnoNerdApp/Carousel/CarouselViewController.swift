import UIKit

/// The Carousel scene (being built: see the app-scenes issue).
@MainActor
final class CarouselViewController: UIViewController {
    override init() {
        super.init()
        title = "Carousel"
        tabBarItem = UITabBarItem(title: "Carousel", image: UIImage(named: "Carousel"), tag: 0)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        root.accessibilityIdentifier = "carousel"
        view = root
    }
}
