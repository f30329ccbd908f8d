import Foundation

/// Told about one scene's life cycle: connected (build its window there), foreground, active, inactive,
/// background and disconnected. Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connected: create its window with `UIWindow(windowScene:)` and show it.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene went away.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (its window has the focus).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to lose the focus.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}  // a delegate without a stored window keeps none
    }
}
