import Foundation

/// Game-controller navigation: a focus ring moves between views whose `canBecomeFocused` is true with the
/// d-pad or left stick (geometric nearest neighbour in the pressed direction), A activates the focused view
/// as a tap, B goes back (resigns the first responder), the shoulder buttons switch tabs and Start / the
/// misc button send play/pause as a remote-control event. Owned by `UIApplication`.
@MainActor
final class UIFocusEngine {
    /// The focused view, if any.
    private(set) weak var focusedView: UIView?
    private let ring = UIFocusRingView(frame: .zero)
    /// Left stick state per controller: the heading it is held in (focus moves once per deflection).
    private var stickHeading: [Int: UIFocusHeading] = [:]
    private var stickValue: [Int: (x: Double, y: Double)] = [:]
    /// Stick deflection that counts as a press, and the one it must fall back under to release.
    static let stickPress = 0.6, stickRelease = 0.3
    /// The finger id synthesized taps use (the mouse is -1).
    static let activationFinger = -2

    func handle(_ input: UIInputEvent, at now: TimeInterval) {
        switch input {
        case let .controllerButton(_, button, isDown):
            guard isDown else { return }
            switch button {
            case .dpadUp: move(.up)
            case .dpadDown: move(.down)
            case .dpadLeft: move(.left)
            case .dpadRight: move(.right)
            case .a: activate(at: now)
            case .b: goBack()
            case .leftShoulder: switchTab(by: -1)
            case .rightShoulder: switchTab(by: 1)
            case .start, .misc: UIApplication.shared.handle(.remoteControl(.remoteControlTogglePlayPause))
            default: break
            }
        case let .controllerAxis(id, axis, value):
            guard axis == .leftX || axis == .leftY, value.isFinite else { return }
            var v = stickValue[id] ?? (0, 0)
            if axis == .leftX { v.x = value } else { v.y = value }
            stickValue[id] = v
            let magnitude = max(abs(v.x), abs(v.y))
            if let held = stickHeading[id] {
                if magnitude < Self.stickRelease { stickHeading[id] = nil }
                else if Self.heading(v) != held, magnitude >= Self.stickPress { stickHeading[id] = Self.heading(v); move(Self.heading(v)) }
            } else if magnitude >= Self.stickPress {
                let h = Self.heading(v)
                stickHeading[id] = h
                move(h)
            }
        case let .controllerDisconnected(id):
            stickHeading[id] = nil
            stickValue[id] = nil
        default:
            break
        }
    }

    private static func heading(_ v: (x: Double, y: Double)) -> UIFocusHeading {
        abs(v.x) >= abs(v.y) ? (v.x < 0 ? .left : .right) : (v.y < 0 ? .up : .down)
    }

    // MARK: Focus
    /// Every focusable, reachable view of the visible windows, front windows first.
    func focusableViews() -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled, view !== ring else { return }
            if view.canBecomeFocused, !view.bounds.isEmpty { found.append(view) }
            view.subviews.forEach(visit)
        }
        for window in UIApplication.shared.windows.reversed() where !window.isHidden { visit(window) }
        return found
    }

    /// Moves focus to `view` (nil clears it) and moves the ring.
    func setFocus(_ view: UIView?) {
        let previous = focusedView
        focusedView = view
        ring.track(view)
        if previous !== view {
            UIApplication.shared.log("Focus: \(view.map(Self.describe) ?? "none")")
        }
    }

    /// The focused view when it can still be focused; otherwise focus is dropped.
    private var validFocus: UIView? {
        guard let view = focusedView else { return nil }
        if view.canBecomeFocused && view.isFocusReachable { return view }
        setFocus(nil)
        return nil
    }

    /// Moves focus in `heading`; with nothing focused yet, focuses the top-left focusable view instead.
    func move(_ heading: UIFocusHeading) {
        let candidates = focusableViews()
        guard let current = validFocus else {
            let first = candidates.min { a, b in
                let ra = a.focusFrameOnScreen, rb = b.focusFrameOnScreen
                return (ra.minY, ra.minX) < (rb.minY, rb.minX)
            }
            setFocus(first)
            return
        }
        if let next = Self.nearest(to: current.focusFrameOnScreen, in: heading, among: candidates.filter { $0 !== current }) {
            setFocus(next)
        } else {
            ring.track(current)  // edge reached: keep focus, refresh the ring
        }
    }

    /// The candidate nearest to `from` in `heading`: its centre must lie beyond `from`'s centre in that
    /// direction; the score is the distance along the heading plus twice the gap across it.
    static func nearest(to from: CGRect, in heading: UIFocusHeading, among views: [UIView]) -> UIView? {
        var best: (view: UIView, score: CGFloat)?
        for view in views {
            let r = view.focusFrameOnScreen
            guard !r.isNull else { continue }
            let along: CGFloat, across: CGFloat
            switch heading {
            case .left, .right:
                let d = heading == .right ? r.midX - from.midX : from.midX - r.midX
                guard d > 0.5 else { continue }
                let edge = heading == .right ? r.minX - from.maxX : from.minX - r.maxX
                along = max(edge, 0) + d * 0.01
                across = max(0, max(r.minY - from.maxY, from.minY - r.maxY)) + abs(r.midY - from.midY) * 0.01
            case .up, .down:
                let d = heading == .down ? r.midY - from.midY : from.midY - r.midY
                guard d > 0.5 else { continue }
                let edge = heading == .down ? r.minY - from.maxY : from.minY - r.maxY
                along = max(edge, 0) + d * 0.01
                across = max(0, max(r.minX - from.maxX, from.minX - r.maxX)) + abs(r.midX - from.midX) * 0.01
            default:
                continue
            }
            let score = along + 2 * across
            if best == nil || score < best!.score { best = (view, score) }
        }
        return best?.view
    }

    // MARK: Buttons
    /// A: taps the focused view at its centre, through the same touch path as a finger (so controls,
    /// gesture recognizers and custom touch handling all respond). With nothing focused, focuses first.
    func activate(at now: TimeInterval) {
        guard let view = validFocus, let window = view.window else { move(.down); return }
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        let app = UIApplication.shared
        let hit = window.hitTest(center, with: nil)
        app.log("Focus: activate \(Self.describe(view))")
        if window === app.keyWindow, let hit, hit === view || hit.isDescendant(of: view) {
            app.touchDispatcher.handle(finger: Self.activationFinger, phase: .began, location: center, timestamp: now)
            app.touchDispatcher.handle(finger: Self.activationFinger, phase: .ended, location: center, timestamp: now)
            return
        }
        // Covered, or in a window that is not key: deliver the tap to the focused view directly.
        let touch = UITouch(fingerID: Self.activationFinger, location: center, timestamp: now, window: window)
        touch.view = (hit.map { $0 === view || $0.isDescendant(of: view) } ?? false) ? hit : view
        let began = UIEvent(type: .touches, timestamp: now, touches: [touch])
        began.changedTouches = [touch]
        app.sendEvent(began)
        touch.phase = .ended
        let ended = UIEvent(type: .touches, timestamp: now, touches: [touch])
        ended.changedTouches = [touch]
        app.sendEvent(ended)
    }

    /// B: the first responder resigns (hiding the keyboard); with none, focus is cleared.
    func goBack() {
        let app = UIApplication.shared
        if let responder = app.keyWindow?.currentFirstResponder {
            let resigned = responder.resignFirstResponder()
            app.log("Focus: back: \(resigned ? "resigned" : "could not resign") the first responder \(type(of: responder))")
            return
        }
        if focusedView != nil { setFocus(nil) }
    }

    /// Shoulder buttons: the previous / next tab of the first tab bar controller in the key window.
    func switchTab(by step: Int) {
        guard let tabs = Self.tabBarController(from: UIApplication.shared.keyWindow?.rootViewController),
              let count = tabs.viewControllers?.count, count > 1 else { return }
        let index = (tabs.selectedIndex + step + count) % count
        tabs.tabBar.onSelect?(index)
        if let view = focusedView, !view.isFocusReachable { setFocus(nil) } else { ring.track(focusedView) }
    }

    private static func tabBarController(from controller: UIViewController?) -> UITabBarController? {
        guard let controller else { return nil }
        if let tabs = controller as? UITabBarController { return tabs }
        for child in controller.children { if let tabs = tabBarController(from: child) { return tabs } }
        return nil
    }

    static func describe(_ view: UIView) -> String {
        "\(type(of: view))\(view.accessibilityIdentifier.map { " '\($0)'" } ?? "")"
    }
}
