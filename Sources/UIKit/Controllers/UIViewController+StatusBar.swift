import Foundation

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content chosen by the interface style (dark content here, as the appearance is light).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

extension UIViewController {
    /// Tells the application the controller's status-bar preferences changed: it asks the controller that
    /// decides (the one on top: presented, else a container's shown child) and records the answer in
    /// `UIApplication.shared.statusBarStyle` / `isStatusBarHidden`. There is no status bar drawn on a desktop
    /// window, so those two properties are what changes.
    public func setNeedsStatusBarAppearanceUpdate() {
        let app = UIApplication.shared
        let root = app.keyWindow?.rootViewController ?? presentationRoot
        let decider = root.statusBarDecider
        app.statusBarStyle = decider.preferredStatusBarStyle
        app.isStatusBarHidden = decider.prefersStatusBarHidden
    }

    /// Whether this presented controller decides the status bar: a full-screen presentation does; a sheet only
    /// with `modalPresentationCapturesStatusBarAppearance`.
    var capturesStatusBarAppearance: Bool {
        modalPresentationCapturesStatusBarAppearance || storedPresentationController?.controller.shouldPresentInFullscreen ?? true
    }

    /// The controller whose preferences apply: the topmost presented one, then down through containers.
    var statusBarDecider: UIViewController {
        var c: UIViewController = self
        while true {
            if let p = c.presentedViewController, p.capturesStatusBarAppearance { c = p; continue }
            if let child = c.childForStatusBarStyle ?? c.childForAppearanceForwarding { c = child; continue }
            return c
        }
    }
}
