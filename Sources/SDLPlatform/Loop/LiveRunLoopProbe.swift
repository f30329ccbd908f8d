@_spi(Platform) import UIKit
import Foundation

/// Measures the live run loop as a user sees it (`HypnoFuzz runloop`): on SDL's dummy driver and the system
/// clock, an idle app updated from a background queue, a UIKit timer, a Foundation timer, `asyncAfter` and a
/// notification observed on `OperationQueue.main`. Prints one JSON object of figures (seconds, turn counts).
/// It must run on the main thread outside any dispatch job (as `main.swift` does), like the app itself.
@MainActor
public enum LiveRunLoopProbe {
    /// When things happened, written by blocks that run on the main queue.
    @MainActor private final class Marks {
        var updatedAt, presentedAt, timerFired, foundationFired, afterFired, noticed: TimeInterval?
    }

    private final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let w = UIWindow(frame: UIScreen.main.bounds)
            w.backgroundColor = .white
            label.text = "idle"
            w.addSubview(label)
            w.makeKeyAndVisible()
            window = w
            return true
        }
    }

    /// Runs the probe and returns the process exit status (0 when it could measure everything).
    public static func run() -> Int32 {
        var options = LaunchOptions()
        options.size = CGSize(width: 240, height: 120)
        let clock = SystemClock()
        let delegate = Delegate()
        let host: SDLApplicationHost
        do {
            host = try SDLApplicationHost(options: options, clock: clock, videoDriver: "dummy", delegate: delegate)
        } catch {
            FileHandle.standardError.write(Data("runloop probe: cannot start: \(error)\n".utf8))
            return 1
        }
        let loop = LiveRunLoop(host: host, clock: clock)
        defer { loop.shutdown() }
        var figures: [String: Double] = [:]
        let marks = Marks()
        func spin(for seconds: TimeInterval, until done: () -> Bool = { false }) -> Int {
            let start = loop.turns, end = clock.now + seconds
            while clock.now < end && !done() { loop.turn(maxWait: end - clock.now) }
            return loop.turns - start
        }
        // Settle the launch frames, then stay idle.
        _ = spin(for: 0.2)
        figures["idleTurnsIn300ms"] = Double(spin(for: 0.3))

        // A background queue updates the label while the app is idle.
        let label = delegate.label
        let turnsBefore = loop.turns
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            let s = "from background"
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    label.text = s
                    marks.updatedAt = clock.now
                }
            }
        }
        let end = clock.now + 2
        while clock.now < end && marks.presentedAt == nil {
            let presented = host.framesPresented
            loop.turn(maxWait: end - clock.now)
            if marks.updatedAt != nil, host.framesPresented > presented { marks.presentedAt = clock.now }
        }
        if let u = marks.updatedAt, let p = marks.presentedAt { figures["mainQueueToPresented"] = p - u }
        figures["turnsUntilPresented"] = Double(loop.turns - turnsBefore)

        // A UIKit timer fires on its date.
        let timerDate = clock.now + 0.25
        UIKit.Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in marks.timerFired = clock.now }
        figures["turnsUntilTimer"] = Double(spin(for: 1) { marks.timerFired != nil })
        if let f = marks.timerFired { figures["timerLateness"] = f - timerDate }

        // A Foundation timer (real time, as one made inside another library) also runs on its date.
        let foundationDate = clock.now + 0.2
        // (Foundation on Linux's `Timer(timeInterval:repeats:block:)` is due at once, so use scheduledTimer.)
        Foundation.Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { marks.foundationFired = clock.now }
        }
        _ = spin(for: 1) { marks.foundationFired != nil }
        if let f = marks.foundationFired { figures["foundationTimerLateness"] = f - foundationDate }

        // asyncAfter on the main queue, and a notification posted on a background queue for a main-queue observer.
        let afterDate = clock.now + 0.2
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { MainActor.assumeIsolated { marks.afterFired = clock.now } }
        _ = spin(for: 1) { marks.afterFired != nil }
        if let f = marks.afterFired { figures["asyncAfterLateness"] = f - afterDate }
        let name = Notification.Name("LiveRunLoopProbe")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { marks.noticed = clock.now }
        }
        let posted = clock.now
        DispatchQueue.global().async { NotificationCenter.default.post(name: name, object: nil) }
        _ = spin(for: 1) { marks.noticed != nil }
        if let n = marks.noticed { figures["notificationLatency"] = n - posted }
        NotificationCenter.default.removeObserver(token)

        let body = figures.keys.sorted().map { "\"\($0)\": \(figures[$0]!)" }.joined(separator: ", ")
        print("{\(body)}")
        return figures.count == 8 ? 0 : 1   // every figure measured
    }
}
