import Foundation

/// A scene that shows windows: the app's windows on its screen. `UIWindow(windowScene:)` makes one of them.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    open var screen: UIScreen { UIApplication.shared.screen }
    /// The scene's windows, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The traits of the scene's interface (the screen's, with the app's appearance).
    open var traitCollection: UITraitCollection { keyWindow?.traitCollection ?? UIApplication.shared.screenTraitCollection }
}
