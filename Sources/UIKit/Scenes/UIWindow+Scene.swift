import Foundation

extension UIWindow {
    /// A window in `windowScene`, filling its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (set when it is created for a scene, or when it is first shown).
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set { windowSceneStorage = newValue }
    }
}
