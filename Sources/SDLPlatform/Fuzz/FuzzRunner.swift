@_spi(Testing) import UIKit
import Foundation

/// Runs fuzz events against an app in a headless session, checking `FuzzInvariants` after every event.
/// It owns the fuzz lab (`FuzzLab`) and relaunches the app on `relaunch` events (a fresh session, delegate,
/// lab and checker, after checking that every touch of the old launch ended).
@MainActor
public final class FuzzRunner {
    /// A failed run: the index of the event after which an invariant broke, and the violation.
    public struct Failure: Error, CustomStringConvertible {
        public let index: Int
        public let event: String
        public let violation: FuzzInvariants.Violation
        public var description: String { "after event #\(index) (\(event)): \(violation)" }
    }

    /// CPU time spent on one kind of event (carrying it out) and on the checks after it.
    public struct KindFigures: Sendable {
        public var count = 0
        public var seconds = 0.0
        public var checkSeconds = 0.0
    }

    /// The session the events go through (a new one after each relaunch).
    public private(set) var session: HeadlessSession
    /// The invariant checker attached to the session's app (a new one after each relaunch).
    public private(set) var invariants = FuzzInvariants()
    /// The fuzz lab of the current launch.
    public private(set) var lab: FuzzLab
    /// Events carried out so far.
    public private(set) var eventsRun = 0
    /// Launches so far (1 + relaunches).
    public private(set) var launches = 1
    /// Touches begun over every launch.
    public private(set) var touchesBegunInEarlierLaunches = 0
    /// Per event kind, when `collectFigures` is set.
    public private(set) var figures: [String: KindFigures] = [:]
    /// Measure CPU time per event kind (`HypnoFuzz --stats`).
    public var collectFigures = false
    /// The most expensive events (CPU seconds carrying them out and checking after them), slowest first,
    /// at most `slowestKept` of them, when `collectFigures` is set.
    public private(set) var slowest: [(index: Int, event: String, seconds: Double)] = []
    /// How many of the most expensive events `slowest` keeps.
    public var slowestKept = 8
    /// Invariants whose violations are counted instead of ending the run (`HypnoFuzz --ignore NAME`), to
    /// measure a long run past a known, reported bug.
    public var ignoredInvariants: Set<String> = []
    /// Violations of ignored invariants, by name.
    public private(set) var ignoredViolations: [String: Int] = [:]
    /// The first violation of each ignored invariant (event index and description).
    public private(set) var firstIgnored: [String: String] = [:]
    private var fingerIDs: Set<Int> = []
    /// The run-loop baseline of the scenes the stream leaves.
    private(set) var sceneBaseline = FuzzSceneBaseline()
    /// Scenes left and checked against the run-loop baseline (over every launch).
    public var scenesLeftAndChecked: Int { sceneBaseline.checked + scenesCheckedInEarlierLaunches }
    private var scenesCheckedInEarlierLaunches = 0
    private let options: LaunchOptions
    private let makeDelegate: () -> UIApplicationDelegate
    private var quietLog = false

    /// Starts a headless session for `delegate` and attaches the checks. `delegate` is evaluated again for
    /// every relaunch.
    public init(options: LaunchOptions = LaunchOptions(), delegate: @autoclosure @escaping () -> UIApplicationDelegate) throws {
        self.options = options
        makeDelegate = delegate
        session = try HeadlessSession(options: options, delegate: delegate())
        lab = FuzzLab(session: session)
        invariants.attach(to: session.app)
    }

    /// Silences the app's log lines (in this launch and every relaunch).
    public func silenceLog() {
        quietLog = true
        session.app.logHandler = { _ in }
    }

    private static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Runs `events` in order; returns the first failure. `watchdog` guards each event against hangs;
    /// `progress` is told each event's index before it runs. Ends by lifting every finger and checking that
    /// every touch that began has ended or been cancelled.
    public func run<S: Sequence>(_ events: S, watchdog: FuzzWatchdog? = nil, progress: ((Int) -> Void)? = nil) -> Failure?
    where S.Element == FuzzEvent {
        var i = 0
        for event in events {
            progress?(i)
            watchdog?.arm("event #\(i) (\(event))")
            let started = collectFigures ? Self.cpuSeconds() : 0
            var violation: FuzzInvariants.Violation?
            let stampBefore = session.app.runLoopStamp
            let labShownBefore = lab.controller.presentingViewController != nil
            switch event {
            case .relaunch:
                if let failure = relaunch(index: i) { watchdog?.disarm(); return failure }
            case let .lab(action):
                violation = lab.perform(action)
            default:
                if case let .finger(_, id, _, _) = event { fingerIDs.insert(id) }
                session.apply(event)
            }
            eventsRun += 1
            if case .relaunch = event {} else {
                // What the fuzzer scheduled (a lab action, or anything while the lab was shown) is not the scene's.
                if case .lab = event { sceneBaseline.exclude(after: stampBefore, through: session.app.runLoopStamp) }
                else if labShownBefore || lab.controller.presentingViewController != nil {
                    sceneBaseline.exclude(after: stampBefore, through: session.app.runLoopStamp)
                }
                sceneBaseline.observe(session.app, stampBefore: stampBefore)
            }
            let applied = collectFigures ? Self.cpuSeconds() : 0
            if violation == nil { violation = check(after: event) }
            if collectFigures {
                let done = Self.cpuSeconds()
                var f = figures[event.kind, default: KindFigures()]
                f.count += 1
                f.seconds += applied - started
                f.checkSeconds += done - applied
                figures[event.kind] = f
                let cost = done - started
                if slowest.count < slowestKept || cost > slowest[slowest.count - 1].seconds {
                    slowest.append((i, event.description, cost))
                    slowest.sort { $0.seconds > $1.seconds }
                    if slowest.count > slowestKept { slowest.removeLast() }
                }
            }
            watchdog?.disarm()
            violation = filtered(violation, at: i, event.description)
            if let violation { return Failure(index: i, event: event.description, violation: violation) }
            i += 1
        }
        progress?(i)
        watchdog?.arm("the final lift of every finger")
        defer { watchdog?.disarm() }
        return finish(index: i)
    }

    /// `violation` unless its invariant is ignored (then it is counted).
    private func filtered(_ violation: FuzzInvariants.Violation?, at i: Int, _ event: @autoclosure () -> String) -> FuzzInvariants.Violation? {
        guard let v = violation, ignoredInvariants.contains(v.invariant) else { return violation }
        ignoredViolations[v.invariant, default: 0] += 1
        if firstIgnored[v.invariant] == nil { firstIgnored[v.invariant] = "after event #\(i) (\(event())): \(v.detail)" }
        return nil
    }

    /// Checks every invariant after `event` (nil: after the final lift of every finger).
    ///
    /// An event that only queued input ran no app code (no frame was stepped since the last check, so no event was
    /// handled, no timer fired, nothing was laid out or drawn, and the observers flagged nothing): the tree, the
    /// touches, the responders, the constraints and the presentations are exactly as the last check found them, and
    /// that check's outcome is the outcome now (an ignored violation is counted again, as a full walk would find it
    /// again). The scene baseline is checked every time (its grace periods are its own state).
    private func check(after event: FuzzEvent? = nil) -> FuzzInvariants.Violation? {
        let frames = session.framesStepped
        let result: FuzzInvariants.Violation?
        if let event, event.onlyQueuesInput, !invariants.hasPendingViolation, let last = lastCheck, last.frames == frames {
            result = last.result
            reusedChecks += 1
        } else {
            let clean = !invariants.hasPendingViolation
            let labView = lab.controller.viewIfLoaded
            result = invariants.check(session.app, detachedRoots: labView.map { [$0] } ?? [], presented: lab.presentedControllers,
                                      checkConstraints: !lab.hasUsedHugeValues)
            // A pending violation is reported once (the observers saw it happen); only a walk's outcome is kept.
            lastCheck = clean ? (frames, result) : nil
        }
        return result ?? sceneBaseline.check(session.app)
    }

    /// The outcome of the last full check and the session's frame count then (nil after a relaunch).
    private var lastCheck: (frames: Int, result: FuzzInvariants.Violation?)?
    /// Checks after events that queued input only, which reused the last full check's outcome (for the figures).
    public private(set) var reusedChecks = 0

    /// Checks the launch ends cleanly, then shuts it down and launches the app afresh.
    private func relaunch(index: Int) -> Failure? {
        if let failure = finish(index: index) { return failure }
        touchesBegunInEarlierLaunches += invariants.touchesBegun
        session.shutdown()
        do { session = try HeadlessSession(options: options, delegate: makeDelegate()) } catch {
            return Failure(index: index, event: "relaunch", violation: FuzzInvariants.Violation(invariant: "launch", detail: "\(error)"))
        }
        if quietLog { session.app.logHandler = { _ in } }
        invariants = FuzzInvariants()
        invariants.attach(to: session.app)
        lastCheck = nil
        lab = FuzzLab(session: session)
        scenesCheckedInEarlierLaunches += sceneBaseline.checked
        sceneBaseline = FuzzSceneBaseline()
        fingerIDs.removeAll()
        launches += 1
        return nil
    }

    /// Lifts every finger and the mouse inside the window, steps two frames, and checks that no touch is left.
    private func finish(index: Int) -> Failure? {
        let size = session.app.keyWindow?.bounds.size ?? CGSize(width: 1, height: 1)
        let inside = CGPoint(x: size.width / 2, y: size.height / 2)
        for id in fingerIDs.sorted() { session.apply(.finger(.up, id: id, x: inside.x, y: inside.y)) }
        session.apply(.mouse(.up, x: inside.x, y: inside.y))
        session.step(frames: 60)  // a second: recognizers waiting for others to fail (double taps) let go
        if let v = filtered(check(), at: index, "the final lift of every finger") ?? invariants.checkAllTouchesFinished() {
            return Failure(index: index, event: "the final lift of every finger", violation: v)
        }
        return nil
    }

    /// Shuts the session down.
    public func shutdown() { session.shutdown() }
}
