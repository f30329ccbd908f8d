import Foundation
import SDLPlatform
import UIKit

/// An app delegate for tests: makes a full-screen window with a plain root view controller, then lets
/// the test add its views to `rootView`.
@MainActor
final class TestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let build: (UIView) -> Void
    private let makeWindow: () -> UIWindow

    init(build: @escaping (UIView) -> Void = { _ in },
         window makeWindow: @escaping () -> UIWindow = { UIWindow(frame: UIScreen.main.bounds) }) {
        self.build = build
        self.makeWindow = makeWindow
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        build(controller.view)
        return true
    }
}

/// A view that records the touch callbacks it receives, in order.
@MainActor
final class TouchRecorder: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled \(touches.count)") }
}

/// Small options for a headless test session.
func testOptions(width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 1) -> LaunchOptions {
    var o = LaunchOptions()
    o.size = CGSize(width: width, height: height)
    o.scale = scale
    o.assetsDirectory = packageRoot().appendingPathComponent("Assets").path
    return o
}

/// The package root (tests run from it, but resolve it from this file to be safe).
func packageRoot() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// A fresh temporary folder.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hypnonerd-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
