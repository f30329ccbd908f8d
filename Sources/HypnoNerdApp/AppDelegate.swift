import UIKit

/// The app delegate: builds the window with one tab per scene.
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public override init() { super.init() }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The seed's UIWindow subclass that forwards touches to the Touches scene's transform helper.
        window = TransformGestureWindow(frame: UIScreen.main.bounds)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            HypnosisViewController(),
            CarouselViewController(),
            TagViewController(),
            TouchesViewController(),
            ShakeViewController(),
        ]
        window?.rootViewController = tabBarController
        window?.backgroundColor = .white
        window?.makeKeyAndVisible()
        return true
    }
}
