import Foundation

/// What a list of rows (a table view) gives the swipe actions it hosts: which row is where, its cell, and the
/// actions each edge of a row offers. The host places the swiped cell `offset(forRowAt:)` from its frame.
@MainActor
protocol UISwipeActionsHost: UIView {
    /// The row under `point` (host coordinates).
    func swipeActionsRow(at point: CGPoint) -> IndexPath?
    /// The row's frame before any swipe, in host coordinates.
    func swipeActionsRowFrame(at indexPath: IndexPath) -> CGRect?
    /// The row's cell while it is shown.
    func swipeActionsCell(at indexPath: IndexPath) -> UIView?
    /// The actions the row offers on its leading or trailing edge (nil or empty: none).
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
    /// The swipe moved the row's cell: place it again.
    func swipeActionsOffsetDidChange(at indexPath: IndexPath)
    /// A row began (or ended) showing its actions.
    func swipeActionsWillBegin(at indexPath: IndexPath)
    func swipeActionsDidEnd(at indexPath: IndexPath)
}

/// Swipe actions on the rows of a host: a sideways pan slides a row's cell over to reveal its actions. Released past
/// half of them, or flicked towards them (over 200 points a second), the row stays open; past 60 % of the row a
/// full swipe performs the first action; otherwise it closes. An open row closes when it is tapped, another row is
/// touched or the host scrolls.
@MainActor
final class UISwipeActionsController {
    private weak var host: UISwipeActionsHost?
    /// The pan that swipes rows (added to the host).
    let recognizer = UIPanGestureRecognizer()
    /// The open (or opening) row.
    private(set) var indexPath: IndexPath?
    /// How far the row's cell has slid: positive towards the leading edge (trailing actions shown).
    private(set) var offset: CGFloat = 0
    private(set) var actionsView: UISwipeActionsView?
    private var dragStart: CGFloat = 0
    /// Bumped by every change of row, so an animation's completion for an older state does nothing.
    private var generation = 0
    /// A full swipe is sliding the row away before its action runs.
    private var performing = false
    /// How far past its actions a row must be swiped (a fraction of its width) for a full swipe.
    static let fullSwipeFraction: CGFloat = 0.6

    init(host: UISwipeActionsHost) {
        self.host = host
        recognizer.addTarget(self, action: UISwipeActionsController.handlePan)
        recognizer.maximumNumberOfTouches = 1
        host.addGestureRecognizer(recognizer)
    }

    /// Whether a row is open or opening.
    var isOpen: Bool { indexPath != nil }

    /// How far the cell of row `ip` is slid (0 for every row but the open one).
    func offset(forRowAt ip: IndexPath) -> CGFloat { ip == indexPath ? offset : 0 }

    /// Whether `point` (host coordinates) is on the open row's action buttons.
    func actionsContain(_ point: CGPoint) -> Bool {
        guard let view = actionsView, let host else { return false }
        return view.bounds.contains(view.convert(point, from: host))
    }

    // MARK: Accessibility
    /// The row's swipe actions as accessibility custom actions (leading ones first), as VoiceOver offers them:
    /// each runs its handler with the row's cell as the source view.
    func accessibilityActions(forRowAt ip: IndexPath) -> [UIAccessibilityCustomAction] {
        guard let host else { return [] }
        let actions = (host.swipeActionsConfiguration(at: ip, leading: true)?.actions ?? [])
            + (host.swipeActionsConfiguration(at: ip, leading: false)?.actions ?? [])
        return actions.compactMap { action in
            guard let name = action.title, !name.isEmpty else { return nil }
            return UIAccessibilityCustomAction(name: name, image: action.image) { [weak self] _ in
                guard let self, let host = self.host, let cell = host.swipeActionsCell(at: ip) else { return false }
                action.handler(action, cell) { [weak self] _ in self?.close(animated: true) }
                return true
            }
        }
    }

    // MARK: Touches on the host
    /// A touch that only closed an open row (it neither highlights nor selects).
    private var closingTouch = false

    /// What the host's hit test returns: while a row is open, any point but its action buttons is the host's (so
    /// a touch there closes the row rather than reaching a control).
    func hitTarget(_ hit: UIView?, at point: CGPoint) -> UIView? {
        guard isOpen, let hit, hit !== host, !actionsContain(point) else { return hit }
        return host
    }

    /// A touch began on the host: it closes the open row unless it is on the row's actions. True when it did (the
    /// host then neither highlights nor selects for it).
    func touchesBegan(_ touches: Set<UITouch>) -> Bool {
        closingTouch = false
        guard isOpen, let host, let t = touches.first, !actionsContain(t.location(in: host)) else { return false }
        closingTouch = true
        close(animated: true)
        return true
    }

    /// The touch ended (or was cancelled): true when it was one that closed a row.
    func touchesFinished() -> Bool {
        defer { closingTouch = false }
        return closingTouch
    }

    // MARK: The pan
    /// The pan may begin on a sideways movement over a row that offers actions on the edge it moves away from,
    /// or over the open row.
    func shouldBegin() -> Bool {
        guard let host, !performing else { return false }
        let t = recognizer.translation(in: host)
        guard abs(t.x) > abs(t.y), let ip = host.swipeActionsRow(at: recognizer.location(in: host)) else { return false }
        if let open = indexPath { return open == ip }
        return hasActions(host.swipeActionsConfiguration(at: ip, leading: t.x > 0))
    }

    private func hasActions(_ c: UISwipeActionsConfiguration?) -> Bool { !(c?.actions.isEmpty ?? true) }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            if indexPath == nil {
                guard let ip = host.swipeActionsRow(at: pan.location(in: host)) else { return }
                let trailing = pan.translation(in: host).x < 0
                guard let c = host.swipeActionsConfiguration(at: ip, leading: !trailing), hasActions(c) else { return }
                begin(ip, configuration: c, trailing: trailing)
            }
            dragStart = offset
        case .changed:
            guard let view = actionsView, let ip = indexPath, let frame = host.swipeActionsRowFrame(at: ip) else { return }
            let sign: CGFloat = view.isTrailing ? 1 : -1
            var reveal = max((dragStart - pan.translation(in: host).x) * sign, 0)
            // Without a full swipe the row resists past its actions.
            if !view.configuration.performsFirstActionWithFullSwipe, reveal > view.naturalWidth {
                reveal = view.naturalWidth + (reveal - view.naturalWidth) * 0.25
            }
            setOffset(min(reveal, frame.width) * sign, animated: false)
        case .ended:
            guard let view = actionsView, let ip = indexPath, let frame = host.swipeActionsRowFrame(at: ip) else { return }
            let sign: CGFloat = view.isTrailing ? 1 : -1
            let reveal = offset * sign
            let opening = -pan.velocity(in: host).x * sign   // points per second towards more reveal
            if view.configuration.performsFirstActionWithFullSwipe, reveal > frame.width * Self.fullSwipeFraction {
                perform(0, fullSwipe: true)
            } else if opening > 200 || (reveal > view.naturalWidth / 2 && opening > -200) {
                setOffset(view.naturalWidth * sign, animated: true)
            } else {
                close(animated: true)
            }
        case .cancelled, .failed:
            if indexPath != nil, !performing { close(animated: true) }
        default:
            break
        }
    }

    /// Opens row `ip` on its trailing actions without a swipe (editing mode's Delete confirmation), animated.
    func reveal(_ ip: IndexPath, configuration: UISwipeActionsConfiguration) {
        guard host != nil, !configuration.actions.isEmpty else { return }
        if indexPath != nil { reset() }
        begin(ip, configuration: configuration, trailing: true)
        guard let view = actionsView else { return }
        setOffset(view.naturalWidth, animated: true)
    }

    // MARK: States
    private func begin(_ ip: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool) {
        guard let host else { return }
        generation += 1
        indexPath = ip
        offset = 0
        let view = UISwipeActionsView(configuration: configuration, trailing: trailing)
        view.onTap = { [weak self] i in self?.perform(i, fullSwipe: false) }
        if let cell = host.swipeActionsCell(at: ip), cell.superview === host {
            host.insertSubview(view, belowSubview: cell)
        } else {
            host.addSubview(view)
        }
        actionsView = view
        host.swipeActionsWillBegin(at: ip)
        layOut()
    }

    /// Slides the row to `value` (animated over 0.25 s).
    private func setOffset(_ value: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        guard value.isFinite else { return }
        offset = value
        guard animated else { layOut(); completion?(); return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.layOut()
        }, completion: { _ in completion?() })
    }

    /// Places the open row's cell and its actions for the current offset.
    private func layOut() {
        guard let host, let ip = indexPath, let view = actionsView, let frame = host.swipeActionsRowFrame(at: ip) else { return }
        host.swipeActionsOffsetDidChange(at: ip)
        let reveal = abs(offset)
        view.frame = view.isTrailing ? CGRect(x: frame.maxX - reveal, y: frame.minY, width: reveal, height: frame.height)
                                     : CGRect(x: frame.minX, y: frame.minY, width: reveal, height: frame.height)
        view.layoutIfNeeded()
    }

    /// Runs action `i` of the open row; a full swipe first slides the row all the way. The row closes when the
    /// handler calls its completion (unless the row went away meanwhile).
    private func perform(_ i: Int, fullSwipe: Bool) {
        guard let host, let ip = indexPath, let view = actionsView, view.configuration.actions.indices.contains(i) else { return }
        let action = view.configuration.actions[i]
        let source: UIView = view.buttons.indices.contains(i) ? view.buttons[i] : view
        let g = generation
        let run = { [weak self] in
            action.handler(action, source) { [weak self] _ in
                guard let self, self.generation == g else { return }
                self.performing = false
                self.close(animated: true)
            }
        }
        if fullSwipe, let frame = host.swipeActionsRowFrame(at: ip) {
            performing = true
            setOffset(frame.width * (view.isTrailing ? 1 : -1), animated: true) { run() }
        } else {
            run()
        }
    }

    /// Slides the open row back and takes its actions away.
    func close(animated: Bool) {
        guard indexPath != nil else { return }
        let g = generation
        setOffset(0, animated: animated) { [weak self] in
            guard let self, self.generation == g, self.offset == 0 else { return }
            self.reset()
        }
    }

    /// Drops the swipe at once (the rows were reloaded, or the row left): no row is open afterwards.
    func reset() {
        guard let ip = indexPath else { return }
        generation += 1
        indexPath = nil
        offset = 0
        performing = false
        actionsView?.removeFromSuperview()
        actionsView = nil
        host?.swipeActionsOffsetDidChange(at: ip)
        host?.swipeActionsDidEnd(at: ip)
    }
}
