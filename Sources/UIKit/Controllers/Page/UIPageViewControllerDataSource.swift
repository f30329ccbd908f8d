import Foundation

/// Supplies the pages of a `UIPageViewController` one neighbour at a time, and optionally the count and index a
/// page indicator shows. The neighbour methods are required; the indicator methods default to 0 (treated as not
/// implemented: Swift cannot ask whether an optional method exists, so a count above 0 turns the indicator on).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows (scroll style only; asked when `setViewControllers` is called).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is current (scroll style only; asked when `setViewControllers` is called).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about gesture-driven page turns and asked where the spine goes. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture-driven transition is about to begin toward `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven transition ended; `completed` is false when the user cancelled it (the old pages stay).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation` (page curl only); return it after calling `setViewControllers`
    /// with the number of pages it needs. The default keeps the current spine.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
