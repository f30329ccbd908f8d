import Foundation

/// How to create a scene: its name, role, scene class and delegate class, returned by the app delegate's
/// `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name ("Default Configuration" in Xcode's template).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The scene delegate's class. UIKit reads it from Info.plist; here the delegate comes from
    /// `UIApplicationMain(_:makeDelegate:makeSceneDelegate:)`, and a class named here must be that delegate's.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
