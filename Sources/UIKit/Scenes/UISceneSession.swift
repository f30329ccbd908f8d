import Foundation

/// What persists about a scene: its role, identifier and the configuration it was created with.
@preconcurrency @MainActor
open class UISceneSession {
    /// The kind of scene a session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Windows on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene's role.
    public let role: Role
    /// A stable identifier of the session.
    public let persistentIdentifier: String
    /// The configuration the app delegate chose for the session.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene (nil once it disconnects).
    public internal(set) weak var scene: UIScene?
    /// State to keep with the session.
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

extension UISceneSession: Hashable {
    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
