import Foundation

/// One thing the fuzzer does to the fuzz lab (`FuzzLabController`, a screen the fuzzer owns) or to the
/// controllers on screen, beyond input: constraint sets, stack-view edits, alerts, timers and display links.
/// Random details come from the action's own `seed`, so each prints as one short line and the stream stays
/// a pure function of the fuzz seed.
public enum FuzzLabAction: Equatable, Sendable, CustomStringConvertible {
    /// Presents the lab full screen over whatever is on top (animated or not); the run-loop baseline is taken.
    case open(animated: Bool)
    /// Dismisses the lab (animated or not), lets a second pass, and checks timers and display links are back
    /// to the baseline taken at `open`.
    case close(animated: Bool)
    /// Activates `count` random constraints among the lab's boxes and container: any attributes, relations and
    /// priorities, multipliers and constants from 0, NaN, infinities and 1e30 to the ordinary.
    case constraints(seed: UInt64, count: Int)
    /// Deactivates a random part of the constraints the lab activated.
    case deactivate(seed: UInt64)
    /// Activates a required cycle of constraints through three boxes (each left of the next, the last left of the first).
    case cycle(seed: UInt64)
    /// Activates constraints to a box and removes the box from its superview in the same frame; puts it back
    /// (constraint-less) when it was already out.
    case orphan(seed: UInt64)
    /// Changes constants of the lab's constraints inside an animation block and lays out (a layout animation).
    case animate(seed: UInt64)
    /// Starts a layout animation, then resizes the window to `width` x `height` pixels while it runs.
    case animateResize(seed: UInt64, width: Int, height: Int)
    /// A stack-view edit: hide or show an arranged view animated, remove one mid-animation, add one, change
    /// axis, distribution, alignment or spacing (NaN and huge included). `op` picks which (modulo their count).
    case stack(op: Int, index: Int)
    /// Alert abuse: presented twice, dismissed while presenting, presented on a presenting controller,
    /// dismissed, its action chosen. `op` picks which (modulo their count).
    case alert(op: Int)
    /// Timers and display links that invalidate themselves (or each other) inside their own callbacks, fire
    /// themselves re-entrantly, pause, leave and rejoin the run loop; some are kept until the lab closes.
    case timers(seed: UInt64)
    /// Collection-view abuse on the lab's two grids (a plain data source and a diffable one) or a collection view
    /// on screen (the Catalog's): a fling, then while it decelerates a reload, batch updates (insert, delete, move,
    /// reload; consistent or not), a diffable apply, selection changes, `scrollToItem` with hostile index paths or
    /// broken layout metrics. `op` picks which (modulo their count); `seed` the details.
    case collection(op: Int, seed: UInt64)
    /// Appearance switched mid-animation: an animation starts (layout, colours, an alert, a batch update), and a
    /// few frames in the system style or an override on a window, controller or view changes, sometimes twice.
    case appearance(seed: UInt64)
    /// An accessibility-bridge action (activate, increment, decrement, a custom action, a value, text, focus,
    /// escape: what the AT-SPI bridge calls on `UIAccessibilityTree`) sent to the `index`-th element (modulo their
    /// count) while it goes away in the same frame: removed, hidden, its cell deleted or its screen popped or
    /// dismissed; or sent through a tree from an earlier event to elements that may be gone. `op` picks how.
    case accessibility(op: Int, index: Int)

    public var description: String {
        switch self {
        case let .open(a): return "open \(a ? "animated" : "now")"
        case let .close(a): return "close \(a ? "animated" : "now")"
        case let .constraints(s, n): return "constraints \(s) \(n)"
        case let .deactivate(s): return "deactivate \(s)"
        case let .cycle(s): return "cycle \(s)"
        case let .orphan(s): return "orphan \(s)"
        case let .animate(s): return "animate \(s)"
        case let .animateResize(s, w, h): return "animresize \(s) \(w) \(h)"
        case let .stack(op, i): return "stack \(op) \(i)"
        case let .alert(op): return "alert \(op)"
        case let .timers(s): return "timers \(s)"
        case let .collection(op, s): return "collection \(op) \(s)"
        case let .appearance(s): return "appearance \(s)"
        case let .accessibility(op, i): return "a11y \(op) \(i)"
        }
    }

    /// Parses the words after `lab` written by `description`.
    init?(words t: [String]) {
        func u(_ i: Int) -> UInt64? { i < t.count ? UInt64(t[i]) : nil }
        func int(_ i: Int) -> Int? { i < t.count ? Int(t[i]) : nil }
        guard let verb = t.first else { return nil }
        switch (verb, t.count) {
        case ("open", 2), ("close", 2):
            guard t[1] == "animated" || t[1] == "now" else { return nil }
            self = verb == "open" ? .open(animated: t[1] == "animated") : .close(animated: t[1] == "animated")
        case ("constraints", 3):
            guard let s = u(1), let n = int(2) else { return nil }
            self = .constraints(seed: s, count: n)
        case ("deactivate", 2): guard let s = u(1) else { return nil }; self = .deactivate(seed: s)
        case ("cycle", 2): guard let s = u(1) else { return nil }; self = .cycle(seed: s)
        case ("orphan", 2): guard let s = u(1) else { return nil }; self = .orphan(seed: s)
        case ("animate", 2): guard let s = u(1) else { return nil }; self = .animate(seed: s)
        case ("animresize", 4):
            guard let s = u(1), let w = int(2), let h = int(3) else { return nil }
            self = .animateResize(seed: s, width: w, height: h)
        case ("stack", 3):
            guard let op = int(1), let i = int(2) else { return nil }
            self = .stack(op: op, index: i)
        case ("alert", 2): guard let op = int(1) else { return nil }; self = .alert(op: op)
        case ("timers", 2): guard let s = u(1) else { return nil }; self = .timers(seed: s)
        case ("collection", 3):
            guard let op = int(1), let s = u(2) else { return nil }
            self = .collection(op: op, seed: s)
        case ("appearance", 2): guard let s = u(1) else { return nil }; self = .appearance(seed: s)
        case ("a11y", 3):
            guard let op = int(1), let i = int(2) else { return nil }
            self = .accessibility(op: op, index: i)
        default: return nil
        }
    }
}
