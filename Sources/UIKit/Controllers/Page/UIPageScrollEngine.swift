import Foundation

/// What is known of a neighbouring page: not asked yet, asked and there is none, or the controller.
enum UIPageNeighbour {
    case unknown, none, page(UIViewController)

    var controller: UIViewController? { if case .page(let c) = self { return c }; return nil }
    var isKnown: Bool { if case .unknown = self { return false }; return true }
}

/// Scroll-style paging: a paging scroll view three slots long (before, current, after) whose ends are closed by
/// negative content insets until the data source names a neighbour, asked only when the user moves toward it.
/// After each page change the current page moves back to the middle slot.
@MainActor
final class UIPageScrollEngine: UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let scrollView = UIScrollView()
    /// Shown when the data source's `presentationCount` is above 0.
    let pageControl = UIPageControl()
    var before = UIPageNeighbour.unknown, after = UIPageNeighbour.unknown
    /// The neighbour on screen beside the current page during a user-driven transition (and its side).
    var pending: (controller: UIViewController, forward: Bool)?
    /// A `setViewControllers(animated: true)` slide under way.
    var programmatic: (controller: UIViewController, previous: UIViewController?, completion: ((Bool) -> Void)?)?
    var isRecentring = false
    var showsPageControl = false

    init(owner: UIPageViewController) {
        self.owner = owner
        let horizontal = owner.navigationOrientation == .horizontal
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceHorizontal = horizontal
        scrollView.alwaysBounceVertical = !horizontal
        scrollView.clipsToBounds = false
        scrollView.delegate = self
        owner.view.addSubview(scrollView)
        pageControl.isHidden = true
        pageControl.accessibilityIdentifier = "pageViewController.pageControl"
        pageControl.addAction(UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
        owner.view.addSubview(pageControl)
    }

    var horizontal: Bool { owner.navigationOrientation == .horizontal }
    var current: UIViewController? { owner.viewControllers?.first }

    /// The page area: the view's bounds less the page control's band at the bottom when it shows.
    var pageArea: CGRect {
        let b = owner.view.bounds
        guard showsPageControl else { return b }
        let band = UIPageControl.preferredHeight + owner.view.safeAreaInsets.bottom
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: max(b.height - band, 0))
    }

    /// The distance from one page's origin to the next: the page length plus the inter-page spacing.
    var pitch: CGFloat { (horizontal ? pageArea.width : pageArea.height) + owner.interPageSpacing }

    /// The content offset of slot 0, 1 or 2.
    func offset(ofSlot slot: Int) -> CGPoint {
        horizontal ? CGPoint(x: CGFloat(slot) * pitch, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * pitch)
    }

    func frame(ofSlot slot: Int) -> CGRect {
        let a = pageArea
        return CGRect(origin: offset(ofSlot: slot), size: a.size)
    }

    /// Lays out the scroll view (one pitch long, so paging moves a page plus its spacing), the slots and the dots.
    func layout() {
        let a = pageArea
        let spacing = owner.interPageSpacing
        let frame = horizontal ? CGRect(x: a.minX, y: a.minY, width: a.width + spacing, height: a.height)
                               : CGRect(x: a.minX, y: a.minY, width: a.width, height: a.height + spacing)
        let b = owner.view.bounds
        pageControl.frame = CGRect(x: b.minX, y: a.maxY, width: b.width, height: UIPageControl.preferredHeight)
        guard scrollView.frame != frame || scrollView.contentSize.width == 0 else { return }
        isRecentring = true
        scrollView.frame = frame
        scrollView.contentSize = horizontal ? CGSize(width: 3 * pitch, height: a.height) : CGSize(width: a.width, height: 3 * pitch)
        placeViews()
        if !scrollView.isDragging && !scrollView.isDecelerating && programmatic == nil && pending == nil {
            scrollView.contentOffset = offset(ofSlot: 1)
        }
        updateInsets()
        isRecentring = false
    }

    /// Puts the current page in slot 1 and any neighbour on screen in its slot.
    private func placeViews() {
        current?.viewIfLoaded?.frame = frame(ofSlot: 1)
        if let pending { pending.controller.viewIfLoaded?.frame = frame(ofSlot: pending.forward ? 2 : 0) }
        if let programmatic, let forward = before.controller === programmatic.controller ? false : (after.controller === programmatic.controller ? true : nil) {
            programmatic.controller.viewIfLoaded?.frame = frame(ofSlot: forward ? 2 : 0)
        }
    }

    /// Closes the scroll range over a side with no page (or one not asked for yet).
    func updateInsets() {
        let closeBefore = before.controller == nil ? -pitch : 0
        let closeAfter = after.controller == nil ? -pitch : 0
        scrollView.contentInset = horizontal ? UIEdgeInsets(top: 0, left: closeBefore, bottom: 0, right: closeAfter)
                                             : UIEdgeInsets(top: closeBefore, left: 0, bottom: closeAfter, right: 0)
    }

    /// Asks the data source for the neighbour on one side if it has not been asked since the page changed.
    @discardableResult
    func resolve(forward: Bool) -> UIViewController? {
        guard let current else { return nil }
        if forward, !after.isKnown { after = owner.neighbour(of: current, forward: true).map { .page($0) } ?? .none; updateInsets() }
        if !forward, !before.isKnown { before = owner.neighbour(of: current, forward: false).map { .page($0) } ?? .none; updateInsets() }
        return forward ? after.controller : before.controller
    }

    // MARK: Scroll view delegate
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard pending == nil else { return }
        let t = scrollView.panGestureRecognizer.translation(in: scrollView)
        let along = horizontal ? t.x : t.y
        // A finger moving toward the end asks for the page after; a wheel (no translation) asks for both.
        if along <= 0 { resolve(forward: true) }
        if along >= 0 { resolve(forward: false) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRecentring, programmatic == nil else { return }
        let o = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let rel = o - pitch
        if rel > 0 { resolve(forward: true) } else if rel < 0 { resolve(forward: false) }
        let visible: (UIViewController, Bool)? = rel > 0 ? after.controller.map { ($0, true) }
                                                 : rel < 0 ? before.controller.map { ($0, false) } : nil
        guard let (controller, forward) = visible, controller !== pending?.controller else { return }
        if pending != nil { finishUserTransition(completed: false) }
        beginUserTransition(to: controller, forward: forward)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        if let programmatic { finishProgrammatic(programmatic) } else { settle() }
    }

    // MARK: User-driven transitions
    private func beginUserTransition(to controller: UIViewController, forward: Bool) {
        guard let current else { return }
        owner.delegate?.pageViewController(owner, willTransitionTo: [controller])
        pending = (controller, forward)
        owner.beginHiding(current, animated: true)
        owner.beginShowing(controller, in: scrollView, animated: true)
        controller.view.autoresizingMask = []
        controller.view.frame = frame(ofSlot: forward ? 2 : 0)
    }

    /// The scroll view came to rest: the page it rests on decides whether the pending transition completed.
    private func settle() {
        guard let pending, !scrollView.isDragging, !scrollView.isTracking else { return }
        let o = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let slot = Int((o / max(pitch, 1)).rounded())
        guard slot != 1 || abs(o - pitch) < 0.5 else { return }
        finishUserTransition(completed: slot == (pending.forward ? 2 : 0))
    }

    /// Ends the pending transition: completed, the neighbour becomes the page; cancelled, it leaves again.
    private func finishUserTransition(completed: Bool) {
        guard let pending, let previous = current else { return }
        self.pending = nil
        if completed {
            owner.endHiding(previous)
            owner.endShowing(pending.controller)
            owner.viewControllers = [pending.controller]
            // The page left behind is the new neighbour on that side; the far side is unknown again.
            if pending.forward { before = .page(previous); after = .unknown } else { after = .page(previous); before = .unknown }
            currentIndex += pending.forward ? 1 : -1
            if showsPageControl { pageControl.currentPage = currentIndex }
            recentre()
        } else {
            owner.beginHiding(pending.controller, animated: true)
            owner.beginShowing(previous, in: scrollView, animated: true)
            previous.view.autoresizingMask = []
            previous.view.frame = frame(ofSlot: 1)
            owner.endHiding(pending.controller)
            owner.endShowing(previous)
            if showsPageControl { pageControl.currentPage = currentIndex }
        }
        owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [previous],
                                           transitionCompleted: completed)
    }

    /// The page-control index kept since the last `setViewControllers` (moved by one per completed turn).
    var currentIndex = 0

    /// Moves the current page back to the middle slot without a visible jump.
    func recentre() {
        isRecentring = true
        current?.view.frame = frame(ofSlot: 1)
        updateInsets()
        scrollView.contentOffset = offset(ofSlot: 1)
        isRecentring = false
    }

    /// A user-driven turn by one page (page control tap, arrow key): the scroll view slides to the neighbour.
    func turn(forward: Bool) {
        guard pending == nil, programmatic == nil, !scrollView.isDragging, !scrollView.isDecelerating else {
            if showsPageControl { pageControl.currentPage = currentIndex }
            return
        }
        guard resolve(forward: forward) != nil else {
            if showsPageControl { pageControl.currentPage = currentIndex }
            return
        }
        scrollView.setContentOffset(offset(ofSlot: forward ? 2 : 0), animated: true)
    }

    private func pageControlChanged() {
        let target = pageControl.currentPage
        guard target != currentIndex else { return }
        turn(forward: target > currentIndex)
    }
}
