import Foundation

extension UIPageCurlEngine {
    /// A finger flick faster than this (points per second, along the turn) completes or cancels a turn.
    static let flickSpeed: CGFloat = 300
    /// How long a whole turn takes when it runs on its own (a tap, a release, `setViewControllers`).
    static let turnDuration: TimeInterval = 0.45

    /// The pan: its direction at the start picks forward or back (the data source is asked then), then the
    /// leaf follows the finger; released past half way or flicked on, it completes, otherwise it falls back.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: stage)
        let along = (horizontal ? t.x : t.y) * side
        switch pan.state {
        case .began:
            guard turn == nil else { return }
            let forward = along > 0
            guard let arriving = neighbours(forward: forward) else { return }
            begin(arriving: arriving, forward: forward, userDriven: true, completion: nil)
            panAnchor = along
        case .changed:
            guard var turn, turn.userDriven, !ticker.isRunning else { return }
            let moved = (along - panAnchor) / max(length, 1)
            turn.progress = min(max(turn.forward ? moved : 1 + moved, 0), 1)
            self.turn = turn
            applyProgress()
        case .ended, .cancelled:
            guard let turn, turn.userDriven, !ticker.isRunning else { return }
            let v = pan.state == .ended ? (horizontal ? pan.velocity(in: stage).x : pan.velocity(in: stage).y) * side : 0
            let turned = turn.forward ? turn.progress : 1 - turn.progress
            let towardEnd = turn.forward ? v : -v
            let completes = towardEnd > Self.flickSpeed || (towardEnd >= -Self.flickSpeed && turned > 0.5)
            animate(toCompleted: completes && pan.state == .ended)
        default:
            break
        }
    }

    /// A tap near the free edge turns forward, near the spine's side back (both animated, the delegate hears them).
    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let p = tap.location(in: stage)
        var position = (horizontal ? p.x : p.y) / max(length, 1)
        if spine == .max { position = 1 - position }
        if position > 0.75 { turn(forward: true) } else if position < 0.25 { turn(forward: false) }
    }

    /// A user-driven turn by one page (tap, arrow key).
    func turn(forward: Bool) {
        guard turn == nil, let arriving = neighbours(forward: forward) else { return }
        begin(arriving: arriving, forward: forward, userDriven: true, completion: nil)
        animate(toCompleted: true)
    }

    /// Runs the leaf to the end (completed) or back to the start, ease-out, then ends the turn.
    func animate(toCompleted completed: Bool) {
        guard let turn else { return }
        let from = turn.progress
        let to = completed ? turn.completedProgress : 1 - turn.completedProgress
        let duration = max(Self.turnDuration * Double(abs(to - from)), 1.0 / 60)
        let start = UIApplication.shared.clock.now
        ticker.start { [weak self] now in
            guard let self, self.turn != nil else { return false }
            let f = min(max((now - start) / duration, 0), 1)
            let eased = 1 - (1 - f) * (1 - f)
            self.turn?.progress = from + (to - from) * CGFloat(eased)
            self.applyProgress()
            if f >= 1 { self.end(completed: completed); return false }
            return true
        }
    }

    /// Ends a turn now, completed (a new change cut it short).
    func finishAtOnce() {
        ticker.stop()
        end(completed: true)
    }

    /// Ends the turn: completed, the arriving pages are the controller's; cancelled, the leaving ones stay.
    func end(completed: Bool) {
        guard let turn else { return }
        self.turn = nil
        let (stays, goes) = completed ? (turn.arriving, turn.leaving) : (turn.leaving, turn.arriving)
        if !completed {
            for page in goes { owner.beginHiding(page, animated: true) }
            for page in stays { owner.beginShowing(page, in: host(for: page), animated: true) }
        }
        owner.viewControllers = stays
        for page in goes { removeHost(of: page); owner.endHiding(page) }
        for page in stays { owner.endShowing(page) }
        placeAtRest()
        turn.completion?(completed)
        if turn.userDriven {
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: turn.leaving,
                                               transitionCompleted: completed)
        }
    }
}
