import Foundation

/// Keys of the launch options dictionary.
public struct UIApplicationLaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIApplication {
    /// Launch option keys, as `UIApplication.LaunchOptionsKey`.
    public typealias LaunchOptionsKey = UIApplicationLaunchOptionsKey
}

/// The app's delegate: told when the app has launched and when it goes to and from the background.
/// It is the last responder in the chain when it is a `UIResponder`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, created by the delegate at launch.
    var window: UIWindow? { get set }
    /// The app has finished launching: build the window and show it. Return false to refuse the launch options.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (its window gained focus).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive (its window lost focus).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is about to quit.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory (`UIApplication.simulateMemoryWarning()`): free what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of a scene about to connect (by default "Default Configuration" for the session's role).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user discarded scene sessions: free what was kept for them.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
