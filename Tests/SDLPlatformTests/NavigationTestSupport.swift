import Foundation
import SDLPlatform
import Testing
import UIKit

/// A controller that logs its lifecycle callbacks into a shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { super.viewDidLoad(); log.add("\(name) didLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name) willDisappear" + (isMovingFromParent ? " moving" : ""))
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) didDisappear") }
    func done() { log.add("\(name) done") }
    func cancel(_ sender: UIBarButtonItem) { log.add("\(name) cancel \(sender.title ?? "")") }
}

/// Collects log lines; `take()` returns and clears them.
@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// An app delegate whose window shows the controller `makeRoot` builds.
@MainActor
final class ControllerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let makeRoot: () -> UIViewController
    init(_ makeRoot: @escaping () -> UIViewController) { self.makeRoot = makeRoot }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A navigation controller on a logging root controller "A", shown in a new headless session (the caller
/// shuts it down): the setup the navigation tests share.
@MainActor
func makeNavigationSession() throws
    -> (log: CallLog, root: LoggingController, nav: UINavigationController, session: HeadlessSession) {
    let log = CallLog()
    let a = LoggingController("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { nav })
    return (log, a, nav, session)
}
