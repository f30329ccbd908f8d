import UIKit

/// The app delegate: one window whose root is the tally screen.
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public override init() { super.init() }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TallyViewController()
        window?.backgroundColor = .white
        window?.makeKeyAndVisible()
        return true
    }
}
