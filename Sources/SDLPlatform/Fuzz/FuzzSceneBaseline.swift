@_spi(Testing) import UIKit
import Foundation

/// The run-loop baseline of the app's scenes: when the stream leaves a scene (another tab is shown, or another
/// scene under More), every display link and timer scheduled while it was shown must have ended by a grace period
/// later (`grace` seconds of app time in the run loop's default mode: one-shot delays and fades finish on their own). What the fuzzer itself
/// scheduled (lab actions, and everything while the lab was presented, which the lab's own check covers) is left out.
@MainActor
struct FuzzSceneBaseline {
    /// App time a left scene's display links and timers get to end.
    static let grace: TimeInterval = 3
    /// A scene that was left and is waiting for its check.
    struct Left {
        let name: String
        let from: Int, through: Int
        var due: TimeInterval
    }

    /// The scene shown now: its controller, name and the run loop's stamp when it appeared.
    private var current: (id: ObjectIdentifier, name: String, since: Int)?
    private(set) var waiting: [Left] = []
    /// Stamp ranges (after, through] the fuzzer owns, oldest first.
    private var excluded: [(after: Int, through: Int)] = []
    /// Scenes left and checked, for the figures and tests.
    private(set) var checked = 0

    /// The content controller of the tab shown: the tab's controller, the root of its navigation stack, or under
    /// More the scene pushed on the More list (the list itself when none is).
    static func shownScene(_ app: UIApplication) -> UIViewController? {
        guard let tabs = app.keyWindow?.rootViewController as? UITabBarController, let selected = tabs.selectedViewController else { return nil }
        if selected === tabs.moreNavigationController {
            let stack = tabs.moreNavigationController.viewControllers
            return stack.count > 1 ? stack[1] : stack.first
        }
        return (selected as? UINavigationController)?.viewControllers.first ?? selected
    }

    /// Marks what an event scheduled between `before` and `after` as the fuzzer's.
    mutating func exclude(after before: Int, through after: Int) {
        guard after > before else { return }
        if let last = excluded.last, last.through >= before { excluded[excluded.count - 1].through = max(last.through, after) }
        else { excluded.append((before, after)) }
    }

    /// Notes the scene shown after an event that began at run-loop stamp `stampBefore`; a scene that stopped
    /// being shown starts waiting for its check. What the switching event scheduled belongs to the scene shown
    /// after it (a tab tap that shows a screen with spinners starts their timers in that same event).
    mutating func observe(_ app: UIApplication, stampBefore: Int) {
        let scene = Self.shownScene(app)
        let id = scene.map(ObjectIdentifier.init)
        if current?.id == id { return }
        let stamp = stampBefore
        if let left = current {
            waiting.append(Left(name: left.name, from: left.since, through: stamp, due: app.clock.now + Self.grace))
        }
        current = scene.map { (ObjectIdentifier($0), $0.title ?? "\(type(of: $0))", stamp) }
    }

    /// Checks the scenes whose grace period is over: a violation when display links or timers the app scheduled
    /// while one was shown are still live.
    mutating func check(_ app: UIApplication) -> FuzzInvariants.Violation? {
        guard let first = waiting.first, first.due <= app.clock.now else { return nil }
        // Default-mode timers do not fire while a finger holds a scroll view (the run loop is in `.tracking`, as on
        // iOS): the grace period counts again from when the run loop is back in the default mode.
        if app.runLoop.currentMode != .default {
            waiting[0].due = app.clock.now + Self.grace
            return nil
        }
        waiting.removeFirst()
        checked += 1
        // The scene's range less the fuzzer's ranges.
        var links = 0, timers = 0
        var start = first.from
        for r in excluded where r.through > start && r.after < first.through {
            if r.after > start {
                let n = app.liveRunLoopClients(scheduledAfter: start, through: r.after)
                links += n.displayLinks; timers += n.timers
            }
            start = max(start, r.through)
        }
        if start < first.through {
            let n = app.liveRunLoopClients(scheduledAfter: start, through: first.through)
            links += n.displayLinks; timers += n.timers
        }
        // Ranges no waiting scene (nor the one shown) reaches any more are dropped.
        let oldest = min(waiting.first?.from ?? Int.max, current?.since ?? Int.max)
        excluded.removeAll { $0.through <= oldest }
        if links > 0 || timers > 0 {
            return FuzzInvariants.Violation(invariant: "run-loop-baseline",
                                            detail: "\(Int(Self.grace)) s after the \(first.name) scene was left, \(links) display links and \(timers) timers it scheduled while shown are still live (the baseline is none)")
        }
        return nil
    }
}
