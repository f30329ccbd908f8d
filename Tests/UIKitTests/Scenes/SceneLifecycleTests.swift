import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Records the app delegate's calls; chooses a configuration the way Xcode's template does.
@MainActor
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var events: [String] = []
    var configuration: ((UISceneSession) -> UISceneConfiguration)?
    /// A legacy app builds its window at launch.
    var buildsWindow = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        events.append("didFinishLaunching")
        if buildsWindow {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        events.append("configurationForConnecting")
        return configuration?(connectingSceneSession) ?? UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { events.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { events.append("applicationWillResignActive") }
    func applicationWillTerminate(_ application: UIApplication) { events.append("applicationWillTerminate") }
}

/// The scene delegate of Xcode's template: it builds the window in `willConnectTo`.
@MainActor
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        events.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { events.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { events.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("didEnterBackground") }
}

@MainActor
private final class CustomScene: UIWindowScene {}

/// Scene-based apps launch as on iOS 13 and later: the app delegate finishes launching and picks the scene's
/// configuration, the scene delegate connects and builds the window, then the scene comes to the foreground and
/// becomes active; focus changes and termination walk the scene's states with their delegate calls and
/// notifications. Apps without a scene delegate still get a window scene for their windows.
@Suite(.serialized) @MainActor struct SceneLifecycleTests {
    private func makeApp() -> (UIApplication, [String]) {
        let app = UIApplication.makeShared(clock: VirtualClock(start: 1), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        return (app, [])
    }

    @Test func aSceneBasedAppConnectsItsSceneAfterLaunchingAndBuildsTheWindowThere() throws {
        let (app, _) = makeApp()
        let appDelegate = RecordingAppDelegate(), sceneDelegate = RecordingSceneDelegate()
        app.launch(delegate: appDelegate, sceneDelegate: sceneDelegate)
        #expect(appDelegate.events == ["didFinishLaunching", "configurationForConnecting"])
        #expect(sceneDelegate.events == ["willConnect", "willEnterForeground", "didBecomeActive"])
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1 && app.openSessions.count == 1)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate === sceneDelegate)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.scene === scene)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.windows.count == 1 && scene.windows.first === window && scene.keyWindow === window)
        // The usual way modern UIKit code finds the key window.
        let key = app.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
        #expect(key === window)
        #expect(scene.next === app)
    }

    @Test func focusChangesAndTerminationWalkTheScenesStates() throws {
        let (app, _) = makeApp()
        let appDelegate = RecordingAppDelegate(), sceneDelegate = RecordingSceneDelegate()
        app.launch(delegate: appDelegate, sceneDelegate: sceneDelegate)
        let scene = try #require(app.connectedScenes.first)
        final class Posted: @unchecked Sendable { var names: [String] = [] }
        let posted = Posted()
        let names: [Notification.Name] = [UIScene.willDeactivateNotification, UIScene.didActivateNotification,
                                          UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { note in
                posted.names.append(note.name.rawValue.replacingOccurrences(of: "UIScene", with: "").replacingOccurrences(of: "Notification", with: ""))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        sceneDelegate.events = []
        app.handle(.focus(false))
        #expect(scene.activationState == .foregroundInactive)
        app.handle(.focus(true))
        #expect(scene.activationState == .foregroundActive)
        #expect(sceneDelegate.events == ["willResignActive", "didBecomeActive"])
        // A scene-based app hears its life cycle through the scene delegate only.
        #expect(!appDelegate.events.contains("applicationDidBecomeActive") && !appDelegate.events.contains("applicationWillResignActive"))
        sceneDelegate.events = []
        app.terminate()
        #expect(sceneDelegate.events == ["willResignActive", "didEnterBackground", "didDisconnect"])
        #expect(appDelegate.events.last == "applicationWillTerminate")
        #expect(scene.activationState == .unattached)
        #expect(app.connectedScenes.isEmpty)
        #expect(posted.names == ["WillDeactivate", "DidActivate", "WillDeactivate", "DidEnterBackground", "DidDisconnect"])
    }

    @Test func anAppWithoutScenesStillHasAWindowSceneAndHearsItsOwnLifeCycle() throws {
        let (app, _) = makeApp()
        let appDelegate = RecordingAppDelegate()
        appDelegate.buildsWindow = true
        app.launch(delegate: appDelegate)
        #expect(appDelegate.events == ["didFinishLaunching", "configurationForConnecting", "applicationDidBecomeActive"])
        let window = try #require(appDelegate.window)
        let scene = try #require(window.windowScene)
        #expect(scene.delegate == nil)
        #expect(app.connectedScenes == [scene])
        #expect(scene.activationState == .foregroundActive)
        app.handle(.focus(false))
        #expect(appDelegate.events.last == "applicationWillResignActive")
        #expect(scene.activationState == .foregroundInactive)
    }

    @Test func theConfigurationsSceneClassIsUsedAndAMismatchedDelegateClassIsLogged() throws {
        let (app, _) = makeApp()
        var lines: [String] = []
        app.logHandler = { lines.append($0) }
        let appDelegate = RecordingAppDelegate()
        appDelegate.configuration = { session in
            let c = UISceneConfiguration(name: "Custom", sessionRole: session.role)
            c.sceneClass = CustomScene.self
            c.delegateClass = RecordingAppDelegate.self
            return c
        }
        app.launch(delegate: appDelegate, sceneDelegate: RecordingSceneDelegate())
        let scene = try #require(app.connectedScenes.first)
        #expect(scene is CustomScene)
        #expect(lines.contains { $0.contains("names RecordingAppDelegate as its delegate class, but the scene delegate is a RecordingSceneDelegate") })
    }
}
