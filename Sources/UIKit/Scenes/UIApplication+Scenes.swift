import Foundation

extension UIApplication {
    /// The connected scenes (one: the app's window scene).
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// Whether the app can show several scenes at once (one window here).
    public var supportsMultipleScenes: Bool { false }

    /// Connects a new window scene: the app delegate picks its configuration, `delegate` is told it connected.
    func connectScene(delegate sceneDelegate: UISceneDelegate?) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "UISceneSession-\(scenes.count + 1)")
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        session.configuration = configuration
        if let named = configuration.delegateClass, let sceneDelegate, ObjectIdentifier(named) != ObjectIdentifier(type(of: sceneDelegate)) {
            log("UIApplication: the scene configuration \"\(configuration.name ?? "")\" names \(named) as its delegate class, but the scene delegate is a \(type(of: sceneDelegate)); using the scene delegate")
        }
        let sceneClass = configuration.sceneClass.flatMap { $0 as? UIWindowScene.Type } ?? UIWindowScene.self
        if let named = configuration.sceneClass, !(named is UIWindowScene.Type) {
            log("UIApplication: scene class \(named) is not a UIWindowScene; connecting a UIWindowScene")
        }
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        session.scene = scene
        scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The scene a window shown without one joins: the first connected window scene, or one connected for it
    /// (an app without a scene delegate still has a scene, as on iOS 13 and later).
    var defaultWindowScene: UIWindowScene {
        if let scene = scenes.lazy.compactMap({ $0 as? UIWindowScene }).first { return scene }
        let scene = connectScene(delegate: nil)
        if applicationState == .active { scene.transition(to: .foregroundActive) }
        return scene
    }
}
