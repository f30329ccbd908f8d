import Foundation

extension UIPageScrollEngine {
    /// `setViewControllers` for scroll style: unanimated, the page is swapped in place; animated, it slides in
    /// from the side `direction` names. Both neighbours are unknown afterwards (the data source is asked again).
    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        if let programmatic { finishProgrammatic(programmatic) }
        if pending != nil { cancelPendingAtOnce() }
        let previous = current
        reloadPageControl(asking: true)
        layout()
        guard previous !== page else {
            before = .unknown; after = .unknown
            updateInsets()
            completion?(true)
            return
        }
        guard animated, let previous, owner.view.window != nil else {
            if let previous { owner.beginHiding(previous, animated: false) }
            owner.viewControllers = [page]
            owner.beginShowing(page, in: scrollView, animated: false)
            page.view.autoresizingMask = []
            if let previous { owner.endHiding(previous) }
            owner.endShowing(page)
            before = .unknown; after = .unknown
            recentre()
            completion?(true)
            return
        }
        let forward = direction == .forward
        if forward { after = .page(page) } else { before = .page(page) }
        updateInsets()
        programmatic = (page, previous, completion)
        owner.beginHiding(previous, animated: true)
        owner.beginShowing(page, in: scrollView, animated: true)
        page.view.autoresizingMask = []
        page.view.frame = frame(ofSlot: forward ? 2 : 0)
        // The user cannot grab the pages while they slide.
        scrollView.isScrollEnabled = false
        scrollView.setContentOffset(offset(ofSlot: forward ? 2 : 0), animated: true)
    }

    /// The programmatic slide ended (or another change cut it short): the new page takes the middle slot.
    func finishProgrammatic(_ p: (controller: UIViewController, previous: UIViewController?, completion: ((Bool) -> Void)?)) {
        programmatic = nil
        scrollView.isScrollEnabled = true
        owner.viewControllers = [p.controller]
        if let previous = p.previous { owner.endHiding(previous) }
        owner.endShowing(p.controller)
        before = .unknown; after = .unknown
        recentre()
        p.completion?(true)
    }

    /// A programmatic change arrived while the user had a neighbour half on screen: the neighbour leaves
    /// (the delegate hears a cancelled transition) and the scroll view stops where it is.
    func cancelPendingAtOnce() {
        guard let pending, let previous = current else { return }
        self.pending = nil
        scrollView.stopScrolling()
        owner.beginHiding(pending.controller, animated: false)
        owner.beginShowing(previous, in: scrollView, animated: false)
        previous.view.autoresizingMask = []
        owner.endHiding(pending.controller)
        owner.endShowing(previous)
        owner.delegate?.pageViewController(owner, didFinishAnimating: false, previousViewControllers: [previous],
                                           transitionCompleted: false)
        recentre()
    }

    /// Shows the page control when the data source gives a count above 0; `asking` re-reads the index
    /// (done by `setViewControllers`, as in UIKit).
    func reloadPageControl(asking: Bool = true) {
        guard let dataSource = owner.dataSource else {
            if showsPageControl { showsPageControl = false; pageControl.isHidden = true; layout() }
            return
        }
        let count = dataSource.presentationCount(for: owner)
        let shows = count > 0
        if shows {
            var index = dataSource.presentationIndex(for: owner)
            if index < 0 || index >= count {
                UIApplication.shared.log("UIPageViewController: presentationIndex \(index) is outside 0..<\(count); using \(min(max(index, 0), count - 1))")
                index = min(max(index, 0), count - 1)
            }
            pageControl.numberOfPages = count
            pageControl.currentPage = index
            currentIndex = index
        }
        if shows != showsPageControl {
            showsPageControl = shows
            pageControl.isHidden = !shows
            if owner.isViewLoaded { layout() }
        }
    }
}
