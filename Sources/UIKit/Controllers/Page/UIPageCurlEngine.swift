import Foundation

/// A page being turned: the leaf (front face, and back face when pages are double-sided) rotates about the
/// spine in perspective while the pages under it are revealed or covered. `progress` 0 is the leaf lying on
/// its starting side (after the spine for min and mid, before it for max), 1 lying turned over.
struct UIPageCurlTurn {
    let leaving: [UIViewController]
    let arriving: [UIViewController]
    let forward: Bool
    let front: UIViewController
    let back: UIViewController?
    var progress: CGFloat
    /// Whether the delegate hears this turn (a gesture or a tap), or it is `setViewControllers`.
    let userDriven: Bool
    let completion: ((Bool) -> Void)?
    /// The progress at which the turn completes (1 forward, 0 reverse).
    var completedProgress: CGFloat { forward ? 1 : 0 }
}

/// Page-curl style: pages in a stage with perspective; a turn rotates a leaf about the spine, following the
/// finger, with a shading gradient across it and a shadow on the pages it uncovers.
@MainActor
final class UIPageCurlEngine {
    unowned let owner: UIPageViewController
    let stage = UIView()
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }
    /// One container per page controller on stage (the child's view fills it; the container is what turns).
    var hosts: [ObjectIdentifier: UIPageCurlHost] = [:]
    var turn: UIPageCurlTurn?
    let ticker = UIFrameTicker()
    /// Darkens the pages a turn uncovers.
    let underShade = UIView()
    var panAnchor: CGFloat = 0

    init(owner: UIPageViewController) {
        self.owner = owner
        stage.clipsToBounds = true
        owner.view.addSubview(stage)
        underShade.backgroundColor = .black
        underShade.isUserInteractionEnabled = false
        underShade.isHidden = true
        pan.addTarget(self, action: UIPageCurlEngine.handlePan)
        tap.addTarget(self, action: UIPageCurlEngine.handleTap)
        owner.view.addGestureRecognizer(pan)
        owner.view.addGestureRecognizer(tap)
    }

    var horizontal: Bool { owner.navigationOrientation == .horizontal }
    var spine: UIPageViewController.SpineLocation { owner.spineLocation }
    /// +1 when the leaf lies before the spine (max), -1 when after it (min and mid): the way a forward turn moves.
    var side: CGFloat { spine == .max ? 1 : -1 }
    var length: CGFloat { horizontal ? stage.bounds.width : stage.bounds.height }

    func layout() {
        stage.frame = owner.view.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2.5 * max(stage.bounds.width, stage.bounds.height, 1))
        stage.layer.sublayerTransform = perspective
        if turn == nil { placeAtRest() } else { applyProgress() }
    }

    func spineDidChange() {
        if turn != nil { finishAtOnce() }
        layout()
    }

    /// The frame of the page at `index` of `viewControllers` when nothing turns (two halves with a mid spine).
    func restFrame(_ index: Int) -> CGRect {
        let b = stage.bounds
        guard spine == .mid else { return b }
        if horizontal { return CGRect(x: index == 0 ? 0 : b.width / 2, y: 0, width: b.width / 2, height: b.height) }
        return CGRect(x: 0, y: index == 0 ? 0 : b.height / 2, width: b.width, height: b.height / 2)
    }

    /// The leaf's front frame (after the spine for min and mid, the whole stage for max) and its back's frame
    /// (the mirror image across the spine).
    var leafFrames: (front: CGRect, back: CGRect) {
        let b = stage.bounds
        let front = spine == .mid ? restFrame(1) : b
        let shift: CGFloat = spine == .mid ? -front.width : (spine == .max ? b.width : -b.width)
        let shiftY: CGFloat = spine == .mid ? -front.height : (spine == .max ? b.height : -b.height)
        let back = horizontal ? front.offsetBy(dx: shift, dy: 0) : front.offsetBy(dx: 0, dy: shiftY)
        return (front, back)
    }

    func host(for controller: UIViewController) -> UIPageCurlHost {
        if let h = hosts[ObjectIdentifier(controller)] { return h }
        let h = UIPageCurlHost()
        hosts[ObjectIdentifier(controller)] = h
        stage.addSubview(h)
        return h
    }

    /// Every page flat in its place; the back of a double-sided single page is not shown.
    func placeAtRest() {
        let pages = owner.viewControllers ?? []
        underShade.isHidden = true
        for (i, page) in pages.enumerated() {
            let h = host(for: page)
            h.reset()
            h.frame = restFrame(i)
            h.isHidden = spine != .mid && i == 1
            page.viewIfLoaded?.frame = h.bounds
        }
    }

    /// `setViewControllers`: swapped at once, or turned over (forward) or back (reverse) when animated.
    func show(_ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        if turn != nil { finishAtOnce() }
        let leaving = (owner.viewControllers ?? []).filter { old in !pages.contains { $0 === old } }
        guard animated, owner.view.window != nil, !leaving.isEmpty, owner.viewControllers?.count == pages.count else {
            for page in leaving { owner.beginHiding(page, animated: false) }
            let arriving = pages.filter { new in !(owner.viewControllers ?? []).contains { $0 === new } }
            owner.viewControllers = pages
            for page in arriving { owner.beginShowing(page, in: host(for: page), animated: false) }
            for page in leaving { removeHost(of: page); owner.endHiding(page) }
            for page in arriving { owner.endShowing(page) }
            layout()
            completion?(true)
            return
        }
        begin(arriving: pages, forward: direction == .forward, userDriven: false, completion: completion)
        animate(toCompleted: true)
    }

    func removeHost(of page: UIViewController) {
        hosts.removeValue(forKey: ObjectIdentifier(page))?.removeFromSuperview()
    }

    /// The pages a user turn forward or back shows, from the data source (nil: no page that way).
    func neighbours(forward: Bool) -> [UIViewController]? {
        guard let pages = owner.viewControllers, let first = pages.first, let last = pages.last else { return nil }
        let two = owner.requiredPageCount == 2
        if forward {
            guard let x = owner.neighbour(of: last, forward: true) else { return nil }
            guard two else { return [x] }
            guard let y = owner.neighbour(of: x, forward: true) else { return nil }
            return [x, y]
        }
        guard let y = owner.neighbour(of: first, forward: false) else { return nil }
        guard two else { return [y] }
        guard let x = owner.neighbour(of: y, forward: false) else { return nil }
        return [x, y]
    }

    /// Starts a turn to `arriving`: the leaf, its back and the pages under it get their hosts, and the
    /// arriving pages hear viewWillAppear, the leaving ones viewWillDisappear.
    func begin(arriving: [UIViewController], forward: Bool, userDriven: Bool, completion: ((Bool) -> Void)?) {
        let leaving = owner.viewControllers ?? []
        let mid = spine == .mid, doubleSided = owner.requiredPageCount == 2
        let front: UIViewController, back: UIViewController?
        var under: [(UIViewController, Int)]
        if mid {
            front = forward ? leaving[1] : arriving[1]
            back = forward ? arriving[0] : leaving[0]
            under = forward ? [(leaving[0], 0), (arriving[1], 1)] : [(arriving[0], 0), (leaving[1], 1)]
        } else {
            front = forward ? leaving[0] : arriving[0]
            back = doubleSided ? (forward ? leaving[1] : arriving[1]) : nil
            under = [(forward ? arriving[0] : leaving[0], 0)]
        }
        if userDriven { owner.delegate?.pageViewController(owner, willTransitionTo: arriving) }
        turn = UIPageCurlTurn(leaving: leaving, arriving: arriving, forward: forward, front: front, back: back,
                              progress: forward ? 0 : 1, userDriven: userDriven, completion: completion)
        for page in leaving { owner.beginHiding(page, animated: true) }
        for page in arriving { owner.beginShowing(page, in: host(for: page), animated: true) }
        // Back to front: the pages underneath, their shadow, then the leaf.
        for (page, index) in under {
            let h = host(for: page)
            h.reset()
            h.isHidden = false
            h.frame = restFrame(index)
            stage.bringSubviewToFront(h)
        }
        underShade.frame = spine == .mid ? restFrame(forward ? 1 : 0) : stage.bounds
        underShade.isHidden = false
        stage.addSubview(underShade)
        let frames = leafFrames
        for (page, frame, isBack) in [(front, frames.front, false)] + (back.map { [($0, frames.back, true)] } ?? []) {
            let h = host(for: page)
            h.reset()
            h.isHidden = false
            h.configure(frame: frame, anchorAtSpine: spineAnchor(isBack: isBack), doubleSided: back == nil,
                        gradientFromSpine: gradientPoints(isBack: isBack))
            page.view.frame = h.bounds
            stage.bringSubviewToFront(h)
        }
        applyProgress()
    }

    /// The anchor point on the spine edge of a leaf face.
    private func spineAnchor(isBack: Bool) -> CGPoint {
        let atStart = (spine == .max) == isBack  // the face's spine edge is its leading (left or top) edge
        return horizontal ? CGPoint(x: atStart ? 0 : 1, y: 0.5) : CGPoint(x: 0.5, y: atStart ? 0 : 1)
    }

    /// The shading gradient's start (at the spine) and end (the free edge) in unit coordinates.
    private func gradientPoints(isBack: Bool) -> (CGPoint, CGPoint) {
        let a = spineAnchor(isBack: isBack)
        return (a, CGPoint(x: horizontal ? 1 - a.x : 0.5, y: horizontal ? 0.5 : 1 - a.y))
    }

    /// Rotates the leaf faces to the turn's progress and sets the shading.
    func applyProgress() {
        guard let turn else { return }
        let p = min(max(turn.progress, 0), 1)
        // A forward turn moves the free edge toward `side`; rotating about y (x for vertical books) by this
        // angle brings it toward the viewer on the way.
        let sign: CGFloat = horizontal ? side : -side
        let angle = sign * p * .pi
        let frontHost = host(for: turn.front)
        frontHost.layer.transform = rotation(angle)
        frontHost.setShade(lift: p, showsBack: turn.back == nil && p > 0.5)
        if let back = turn.back {
            let h = host(for: back)
            h.layer.transform = rotation(angle - sign * .pi)
            h.setShade(lift: 1 - p, showsBack: false)
        }
        underShade.alpha = 0.35 * (1 - p)
    }

    private func rotation(_ angle: CGFloat) -> CATransform3D {
        horizontal ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 1, 0, 0)
    }
}
