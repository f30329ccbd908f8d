import Foundation

/// One instance of the app's user interface, connected at launch: it holds a session, a delegate told of its life
/// cycle (connect, foreground, active, inactive, background, disconnect) and its activation state.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the system passes when it connects a scene (a launch from the desktop or a script brings none of
    /// UIKit's URL, activity or shortcut options).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        init() {}
    }

    /// Posted (object: the scene) after a scene connects to the app.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when the scene goes away.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene becomes active (its window has the focus).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to lose the focus.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come on screen.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when the scene has left the screen.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// Told about the scene's life cycle; the scene keeps it alive, as in UIKit.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (a desktop app's window title).
    open var title: String?

    /// A scene for `session` (UIKit creates scenes; an app does not).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.existing }

    /// Moves the scene to `state`, telling the delegate and posting the notifications of each step on the way
    /// (unattached -> inactive -> active, active -> inactive -> background), as UIKit does.
    func transition(to state: ActivationState) {
        let center = NotificationCenter.default
        while activationState != state {
            switch (activationState, state) {
            case (.unattached, _), (.background, _):
                activationState = .foregroundInactive
                delegate?.sceneWillEnterForeground(self)
                center.post(name: Self.willEnterForegroundNotification, object: self)
            case (.foregroundInactive, .foregroundActive):
                activationState = .foregroundActive
                delegate?.sceneDidBecomeActive(self)
                center.post(name: Self.didActivateNotification, object: self)
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(self)
                center.post(name: Self.willDeactivateNotification, object: self)
                activationState = .foregroundInactive
            case (.foregroundInactive, _):
                activationState = .background
                delegate?.sceneDidEnterBackground(self)
                center.post(name: Self.didEnterBackgroundNotification, object: self)
                if state == .unattached {
                    activationState = .unattached
                    delegate?.sceneDidDisconnect(self)
                    center.post(name: Self.didDisconnectNotification, object: self)
                }
            }
        }
    }
}

extension UIScene: Hashable {
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
