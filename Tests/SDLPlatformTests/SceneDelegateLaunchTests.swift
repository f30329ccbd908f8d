import Foundation
import SDLPlatform
import Testing
import UIKit
import UIKitTesting

/// An app delegate with no window: its scene delegate builds it, as in Xcode's app template.
@MainActor
private final class SceneFixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneFixtureSceneDelegate.self
        return configuration
    }
}

@MainActor
private final class SceneFixtureSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Hello from a scene"
        label.accessibilityIdentifier = "scene.title"
        controller.view.addSubview(label)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        UIApplication.shared.log("scene connected")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { UIApplication.shared.log("scene active") }
}

extension SDLSuite {
    /// A scene-based app launched through SDL headless: the scene delegate given beside the app delegate builds
    /// the window, and each launch gets a fresh one.
    @Suite @MainActor struct SceneDelegateLaunch {
        @Test func theSceneDelegateBuildsTheWindowAtEachLaunch() {
            let app = XCUIApplication(delegate: { SceneFixtureAppDelegate() })
            app.windowSize = CGSize(width: 320, height: 480)
            app.makeSceneDelegate = { SceneFixtureSceneDelegate() }
            app.launch()
            #expect(app.staticTexts["scene.title"].exists)
            #expect(app.staticTexts["scene.title"].label == "Hello from a scene")
            #expect(app.logLines.contains("scene connected") && app.logLines.contains("scene active"))
            #expect(!app.logLines.contains { $0.contains("delegate class") })
            app.launch()
            #expect(app.staticTexts["scene.title"].exists)
            #expect(app.logLines.filter { $0 == "scene connected" }.count == 1)
            app.terminate()
        }
    }
}
