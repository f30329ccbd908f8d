import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A page that records its appearance and containment calls into a shared log.
@MainActor
final class LoggingPage: UIViewController {
    let index: Int
    let log: PageLog
    init(_ index: Int, log: PageLog) { self.index = index; self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(index).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(index).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(index).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(index).didDisappear(\(animated))") }
}

@MainActor
final class PageLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    /// The lines since the last call.
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// A data source over `pages` that logs every question, and a delegate that logs every call.
@MainActor
final class PageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log: PageLog
    var pages: [LoggingPage]
    var count: Int?
    var index = 0
    /// Replaces the answer for "after" (to return bad controllers).
    var afterOverride: ((LoggingPage) -> UIViewController?)?

    init(count: Int, log: PageLog, indicator: Int? = nil) {
        self.log = log
        pages = (0..<count).map { LoggingPage($0, log: log) }
        self.count = indicator
    }

    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let i = (vc as! LoggingPage).index
        log.add("before(\(i))")
        return i > 0 ? pages[i - 1] : nil
    }

    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        let page = vc as! LoggingPage
        log.add("after(\(page.index))")
        if let afterOverride { return afterOverride(page) }
        return page.index + 1 < pages.count ? pages[page.index + 1] : nil
    }

    func presentationCount(for p: UIPageViewController) -> Int { count ?? 0 }
    func presentationIndex(for p: UIPageViewController) -> Int { index }

    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        log.add("willTransitionTo(\(pending.map { ($0 as! LoggingPage).index }))")
    }

    func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinish(\(finished), previous: \(previousViewControllers.map { ($0 as! LoggingPage).index }), completed: \(completed))")
    }
}

extension ControlsHarness {
    /// Shows `controller` as the window's root.
    func show(_ controller: UIViewController) {
        window.rootViewController = controller
        frame()
    }

    /// A finger drag from `from` to `to` over `steps` frames, holding still `hold` seconds before lifting
    /// (a slow release) or lifting at once (a flick); `begin: false` goes on with a finger already down.
    func slowDrag(from: CGPoint, to: CGPoint, steps: Int = 12, hold: Double = 0.3, begin: Bool = true, release: Bool = true) {
        if begin { touch(.began, from.x, from.y) }
        for i in 1...steps {
            advance(1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            touch(.moved, from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
        }
        if hold > 0 { advance(hold); touch(.moved, to.x, to.y) }
        if release { touch(.ended, to.x, to.y) }
    }
}

/// The indices of `controllers` (LoggingPage).
@MainActor
func indices(_ controllers: [UIViewController]?) -> [Int] { (controllers ?? []).map { ($0 as! LoggingPage).index } }
