import UIKit

/// The app delegate: builds the window with one tab per scene (six: the bar shows four and More, as UIKit does).
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    private var help: HelpController?

    public override init() { super.init() }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The seed's UIWindow subclass that forwards touches to the Touches scene's transform helper.
        window = TransformGestureWindow(frame: UIScreen.main.bounds)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            HypnosisViewController(),
            CarouselViewController(),
            tagNavigationController(),
            TouchesViewController(),
            ShakeViewController(),
            CatalogViewController(),
        ]
        window?.rootViewController = tabBarController
        window?.backgroundColor = .systemBackground
        window?.makeKeyAndVisible()
        if let window {
            let help = HelpController(window: window)
            application.addGameInputHandler(help)
            self.help = help
        }
        return true
    }

    /// The end of the responder chain: `?` toggles the help overlay, Esc closes it.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            if let key = press.key, help?.handleKey(key) == true { return }
        }
        super.pressesBegan(presses, with: event)
    }

    /// The Tag tab: a navigation controller whose root lists the tagged locations.
    private func tagNavigationController() -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: LocationsViewController())
        navigationController.tabBarItem = UITabBarItem(title: "Tag", image: UIImage(named: "Tag"), tag: 2)
        return navigationController
    }
}
