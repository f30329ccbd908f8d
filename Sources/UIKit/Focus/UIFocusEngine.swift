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

    /// Whether the on-screen keyboard is up: it then takes the pad (its own key focus: d-pad, A types,
    /// B backspace, X space, Y shift, Start return), and only the shoulder buttons stay with this engine.
    private var keyboardTakesPad: Bool { UIApplication.shared.keyboardManager.keyboardView?.window != nil }

    func handle(_ input: UIInputEvent, at now: TimeInterval) {
        switch input {
        case let .controllerButton(_, button, isDown):
            guard isDown else { return }
            if keyboardTakesPad && button != .leftShoulder && button != .rightShoulder { return }
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
            if keyboardTakesPad { stickHeading[id] = nil; stickValue[id] = nil; return }
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
        for window in UIApplication.shared.windows.reversed() where !window.isHidden {
            if let trap = Self.focusTrap(in: window) { visit(trap); return found }
            visit(window)
        }
        return found
    }

    /// The frontmost shown view of `window` that keeps focus inside itself (an alert), if any.
    static func focusTrap(in window: UIWindow) -> UIView? {
        window.subviews.last { view in
            let traps = view is UIFocusContaining || (view as? UIPresentationContainerView)?.presentationController?.isModalContainer == true
            return traps && !view.isHidden && view.alpha >= 0.01
        }
    }

    /// Moves focus to `view` (nil clears it) and moves the ring.
    func setFocus(_ view: UIView?) {
        let previous = focusedView
        focusedView = view
        ring.track(view)
        if previous !== view {
            (previous as? UIControl)?.stateDidChange()
            (view as? UIControl)?.stateDidChange()
            if let cell = view as? UICollectionViewCell { cell.collectionView?.focusDidMove(to: cell) }
            UIApplication.shared.log("Focus: \(view.map(Self.describe) ?? "none")")
            UIApplication.shared.accessibilityBridge?.focusDidChange()
        }
    }

    /// Called each frame before compositing: the ring follows the focused view where it is drawn (it moved,
    /// its layout changed or it animates), and focus is dropped (the ring goes) once the view left its window.
    func frameWillComposite() {
        guard let view = focusedView else {
            if ring.superview != nil { ring.track(nil) }  // the focused view was released
            return
        }
        guard let window = view.window else { setFocus(nil); return }
        window.layer.layoutIfNeeded()
        ring.track(view)
    }

    /// The focused view when it can still be focused; otherwise focus is dropped.
    private var validFocus: UIView? {
        guard let view = focusedView else { return nil }
        let trapped = view.window.flatMap(Self.focusTrap).map { view.isDescendant(of: $0) } ?? true
        if view.canBecomeFocused && view.isFocusReachable && trapped { return view }
        setFocus(nil)
        return nil
    }

    /// Moves focus in `heading`; with nothing focused yet, focuses the top-left focusable view instead.
    func move(_ heading: UIFocusHeading) {
        let candidates = focusableViews()
        if let current = validFocus as? UIFocusAdjusting & UIView, current.isEnabledForAdjusting,
           current.adjustFocused(heading) {
            ring.track(current)
            return
        }
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
    /// direction; the score is the distance along the heading plus twice the gap across it. As in UIKit's focus
    /// engine, candidates in the beam `from` casts in that direction (overlapping it across the heading) come
    /// first: a card in the same row wins over a row below that only touches it.
    static func nearest(to from: CGRect, in heading: UIFocusHeading, among views: [UIView]) -> UIView? {
        var best: (view: UIView, score: CGFloat)?
        var bestInBeam: (view: UIView, score: CGFloat)?
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
            let overlap = heading == .left || heading == .right ? min(r.maxY, from.maxY) - max(r.minY, from.minY)
                                                                : min(r.maxX, from.maxX) - max(r.minX, from.minX)
            if overlap > 0.5, bestInBeam == nil || score < bestInBeam!.score { bestInBeam = (view, score) }
        }
        return (bestInBeam ?? best)?.view
    }

    /// Tab / Shift+Tab: the next or previous focusable view in reading order (top to bottom, left to right),
    /// wrapping around; with nothing focused, the first (or last).
    func moveInReadingOrder(forward: Bool) {
        let ordered = focusableViews().sorted { a, b in
            let ra = a.focusFrameOnScreen, rb = b.focusFrameOnScreen
            return (ra.minY, ra.minX) < (rb.minY, rb.minX)
        }
        guard !ordered.isEmpty else { return }
        guard let current = validFocus, let i = ordered.firstIndex(where: { $0 === current }) else {
            setFocus(forward ? ordered.first : ordered.last)
            return
        }
        setFocus(ordered[(i + (forward ? 1 : ordered.count - 1)) % ordered.count])
    }

    // MARK: Buttons
    /// A: taps the focused view through the same touch path as a finger (so controls, gesture recognizers
    /// and custom touch handling all respond), at its centre or, when that is covered, the first visible
    /// point of a 3x3 grid over it. With nothing focused, focuses the first view instead.
    func activate(at now: TimeInterval) {
        let app = UIApplication.shared
        guard let view = validFocus, let window = view.window else { move(.down); return }
        guard window === app.keyWindow else {
            app.log("Focus: \(Self.describe(view)) is not in the key window; A ignored")
            return
        }
        let b = view.bounds
        let fractions: [CGFloat] = [0.5, 0.2, 0.8]
        var point: CGPoint?
        search: for fy in fractions {
            for fx in fractions {
                let p = view.convert(CGPoint(x: b.minX + b.width * fx, y: b.minY + b.height * fy), to: window)
                if let hit = window.hitTest(p, with: nil), hit === view || hit.isDescendant(of: view) { point = p; break search }
            }
        }
        guard let point else {
            app.log("Focus: \(Self.describe(view)) is covered by other views; A ignored")
            return
        }
        app.log("Focus: activate \(Self.describe(view))")
        let touches = app.touchDispatcher
        touches.enqueue(finger: Self.activationFinger, phase: .began, location: point, timestamp: now)
        touches.flush()
        touches.enqueue(finger: Self.activationFinger, phase: .ended, location: point, timestamp: now)
        touches.flush()
    }

    /// B goes back: the first responder resigns (hiding the keyboard); else the topmost presented view
    /// controller is dismissed; else the visible navigation controller pops; else focus is cleared.
    func goBack() {
        let app = UIApplication.shared
        if let root = app.keyWindow?.rootViewController, root.presentedViewController != nil {
            var top = root
            while let next = top.presentedViewController { top = next }
            if let handler = top as? UIBackActionHandling, handler.handleBackAction() {
                app.log("Focus: back: handled by \(type(of: top))")
                return
            }
        }
        if let responder = app.keyWindow?.currentFirstResponder {
            let resigned = responder.resignFirstResponder()
            app.log("Focus: back: \(resigned ? "resigned" : "could not resign") the first responder \(type(of: responder))")
            return
        }
        if let root = app.keyWindow?.rootViewController, root.presentedViewController != nil {
            var top = root
            while let next = top.presentedViewController { top = next }
            app.log("Focus: back: dismissing \(type(of: top))")
            top.dismiss(animated: true)
            return
        }
        if let nav = Self.visibleNavigationController(from: app.keyWindow?.rootViewController), nav.viewControllers.count > 1 {
            app.log("Focus: back: popping \(type(of: nav.topViewController!))")
            _ = nav.popViewController(animated: true)
            return
        }
        if focusedView != nil { setFocus(nil) }
    }

    /// The innermost navigation controller on screen: through the selected tab and the top of each stack.
    private static func visibleNavigationController(from controller: UIViewController?) -> UINavigationController? {
        guard let controller else { return nil }
        if let tabs = controller as? UITabBarController { return visibleNavigationController(from: tabs.selectedViewController) }
        if let nav = controller as? UINavigationController {
            return visibleNavigationController(from: nav.topViewController) ?? nav
        }
        for child in controller.children { if let nav = visibleNavigationController(from: child) { return nav } }
        return nil
    }

    /// Shoulder buttons: the previous / next tab of the first tab bar controller in the key window.
    func switchTab(by step: Int) {
        guard let tabs = Self.tabBarController(from: UIApplication.shared.keyWindow?.rootViewController),
              let count = tabs.tabBar.items?.count, count > 1 else { return }
        let index = (tabs.selectedBarIndex + step + count) % count
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
