@_spi(Testing) import UIKit
import Foundation

/// Runs fuzz events against an app in a headless session, checking `FuzzInvariants` after every event.
@MainActor
public final class FuzzRunner {
    /// A failed run: the index of the event after which an invariant broke, and the violation.
    public struct Failure: Error, CustomStringConvertible {
        public let index: Int
        public let event: String
        public let violation: FuzzInvariants.Violation
        public var description: String { "after event #\(index) (\(event)): \(violation)" }
    }

    /// The session the events go through.
    public let session: HeadlessSession
    /// The invariant checker attached to the session's app.
    public let invariants = FuzzInvariants()
    /// Events carried out so far.
    public private(set) var eventsRun = 0
    private var fingerIDs: Set<Int> = []

    /// Starts a headless session for `delegate` and attaches the checks.
    public init(options: LaunchOptions = LaunchOptions(), delegate: UIApplicationDelegate) throws {
        session = try HeadlessSession(options: options, delegate: delegate)
        invariants.attach(to: session.app)
    }

    /// Runs `events` in order; returns the first failure. `watchdog` guards each event against hangs;
    /// `progress` is told each event's index before it runs. Ends by lifting every finger and checking that
    /// every touch that began has ended or been cancelled.
    public func run(_ events: [FuzzEvent], watchdog: FuzzWatchdog? = nil, progress: ((Int) -> Void)? = nil) -> Failure? {
        for (i, event) in events.enumerated() {
            progress?(i)
            watchdog?.arm("event #\(i) (\(event))")
            if case let .finger(_, id, _, _) = event { fingerIDs.insert(id) }
            session.apply(event)
            eventsRun += 1
            let violation = invariants.check(session.app)
            watchdog?.disarm()
            if let violation { return Failure(index: i, event: event.description, violation: violation) }
        }
        progress?(events.count)
        watchdog?.arm("the final lift of every finger")
        defer { watchdog?.disarm() }
        return finish(index: events.count)
    }

    /// Lifts every finger and the mouse inside the window, steps two frames, and checks that no touch is left.
    private func finish(index: Int) -> Failure? {
        let size = session.app.keyWindow?.bounds.size ?? CGSize(width: 1, height: 1)
        let inside = CGPoint(x: size.width / 2, y: size.height / 2)
        for id in fingerIDs.sorted() { session.apply(.finger(.up, id: id, x: inside.x, y: inside.y)) }
        session.apply(.mouse(.up, x: inside.x, y: inside.y))
        session.step(frames: 60)  // a second: recognizers waiting for others to fail (double taps) let go
        if let v = invariants.check(session.app) ?? invariants.checkAllTouchesFinished() {
            return Failure(index: index, event: "the final lift of every finger", violation: v)
        }
        return nil
    }

    /// Shuts the session down.
    public func shutdown() { session.shutdown() }
}
