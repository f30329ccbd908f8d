import Foundation
import SDLPlatform
import UIKit

/// A shared log the responder-chain recorders append to.
@MainActor final class EventLog { var lines: [String] = [] }

/// A view that logs each touch phase with its name, then forwards up the chain (UIResponder's default).
@MainActor
final class ChainView: UIView {
    let name: String
    let log: EventLog
    var handles = false
    /// Whether the view may become first responder (for the press tests).
    var becomesFirstResponder = false
    init(_ name: String, log: EventLog, frame: CGRect = .zero) { self.name = name; self.log = log; super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var canBecomeFirstResponder: Bool { becomesFirstResponder }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name) began")
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name) ended")
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.lines.append("\(name) pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
        super.pressesBegan(presses, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.lines.append("\(name) remote \(event?.subtype.rawValue ?? -1)")
        super.remoteControlReceived(with: event)
    }
}

/// A view controller that logs touches reaching it through the chain.
@MainActor
final class ChainController: UIViewController {
    let log: EventLog
    init(log: EventLog) { self.log = log; super.init() }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("controller began")
        super.touchesBegan(touches, with: event)
    }
}

/// A window that logs touches reaching it through the chain, and every event it is sent.
@MainActor
final class ChainWindow: UIWindow {
    var log = EventLog()
    var sentPhases: [[UITouch.Phase]] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("window began")
        super.touchesBegan(touches, with: event)
    }
    override func sendEvent(_ event: UIEvent) {
        let changed = (event.allTouches ?? []).filter { $0.phase != .stationary }
        sentPhases.append(changed.map(\.phase).sorted { $0.rawValue < $1.rawValue })
        super.sendEvent(event)
    }
}

/// An app delegate at the end of the chain: builds a window with a logging controller.
@MainActor
final class ChainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = EventLog()
    private let build: (UIView, EventLog) -> Void
    init(build: @escaping (UIView, EventLog) -> Void) { self.build = build }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = ChainWindow(frame: UIScreen.main.bounds)
        window.log = log
        let controller = ChainController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        build(controller.view, log)
        return true
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.lines.append("delegate began") }
    override func remoteControlReceived(with event: UIEvent?) { log.lines.append("delegate remote") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.lines.append("delegate pressesBegan") }
}

/// A view that records touches with their counts, tap counts and locations.
@MainActor
final class DetailRecorder: UIView {
    var log: [String] = []
    var beganSets: [Set<UITouch>] = []
    var events: [ObjectIdentifier] = []
    var tapCounts: [Int] = []
    var locations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(touches.count)"); beganSets.append(touches)
        tapCounts.append(touches.first?.tapCount ?? 0)
        if let event { events.append(ObjectIdentifier(event)) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved \(touches.count)")
        if let t = touches.first { locations.append(t.location(in: self)) }
        if let event { events.append(ObjectIdentifier(event)) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended \(touches.count)")
        if let t = touches.first { locations.append(t.location(in: self)) }
        if let event { events.append(ObjectIdentifier(event)) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled \(touches.count)")
        if let event { events.append(ObjectIdentifier(event)) }
    }
}

/// A responder view that can become first responder and may refuse to resign.
@MainActor
final class FocusView: UIView {
    var refusesToResign = false
    var presses: [String] = []
    var remote: [UIEvent.EventSubtype] = []
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("began \(presses.first?.key?.keyCode.rawValue ?? -1)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("ended \(presses.first?.key?.keyCode.rawValue ?? -1)")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("cancelled \(presses.first?.key?.keyCode.rawValue ?? -1)")
    }
    override func remoteControlReceived(with event: UIEvent?) { if let event { remote.append(event.subtype) } }
}

/// A chain delegate whose root holds a full-size "parent" chain view with a 50-point "field" in its top-left
/// corner that can become first responder: the setup of the press tests.
@MainActor
func fieldInParentDelegate() -> ChainAppDelegate {
    ChainAppDelegate { root, log in
        let parent = ChainView("parent", log: log, frame: root.bounds)
        let field = ChainView("field", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        field.becomesFirstResponder = true
        parent.addSubview(field); root.addSubview(parent)
    }
}
