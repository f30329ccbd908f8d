import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// A controller that logs its appearance callbacks and parent moves as "name callback".
@MainActor
private final class LoggingController: UIViewController {
    let name: String
    let log: (String) -> Void
    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name; self.log = log
        super.init()
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(name) didDisappear") }
}

@MainActor
private final class RefusingDelegate: UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return false }
}

/// The navigation controller's interactive pop: a swipe from the left edge drags the top screen off.
@Suite @MainActor struct InteractivePopTests {
    /// A 400 x 400 window showing a navigation controller with A under B (pushed without animation); the
    /// log starts empty once both are on screen.
    private func harness() -> (ControlsHarness, UINavigationController, UIViewController, UIViewController, () -> [String], () -> Void) {
        let h = ControlsHarness()
        var log: [String] = []
        let a = LoggingController("A") { log.append($0) }
        let b = LoggingController("B") { log.append($0) }
        let nav = UINavigationController(rootViewController: a)
        h.window.rootViewController = nav
        h.frame()
        nav.pushViewController(b, animated: false)
        h.frame()
        log.removeAll()
        return (h, nav, a, b, { log }, { log.removeAll() })
    }

    /// A finger down at x = 5 (y 200), then moves to each x in `xs`, `dt` seconds apart.
    private func swipe(_ h: ControlsHarness, through xs: [CGFloat], dt: Double = 1.0 / 60) {
        h.touch(.began, 5, 200)
        for x in xs {
            h.clock.advance(by: dt)
            h.touch(.moved, x, 200)
        }
    }

    /// The on-screen x of `view` (its presentation's frame in the container).
    private func shownX(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).frame.minX }

    @Test func theTopViewFollowsTheFingerAndAReleasePastHalfWayFinishesThePop() throws {
        let (h, nav, a, b, log, _) = harness()
        #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        #expect(nav.interactivePopGestureRecognizer?.view === nav.view)
        // Slow moves (40 points per frame) to x = 245: 240 points from where the finger landed.
        swipe(h, through: [45, 85, 125, 165, 205, 245])
        #expect(log() == ["B willDisappear", "A willAppear"])
        #expect(nav.topViewController === a)   // as in UIKit, the stack already shows the pop
        #expect(abs(shownX(b.view) - 240) < 0.001)
        // The one below slides in with the parallax: from -120 (0.3 of 400) to 0, here 60% of the way.
        #expect(abs(shownX(a.view) - (-120 + 120 * 0.6)) < 0.001)
        h.advance(0.3)   // the finger rests: no velocity
        h.touch(.ended, 245, 200)
        #expect(log() == ["B willDisappear", "A willAppear"])   // the slide finishes first
        h.advance(0.5)
        #expect(log() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(a.view.frame.minX == 0 && shownX(a.view) == 0)
        #expect(nav.navigationBar.topItem === a.navigationItem)
        #expect(nav.navigationBar.backItem == nil)
    }

    @Test func aReleaseBeforeHalfWayCancelsAndTheTopControllerAppearsAgain() throws {
        let (h, nav, a, b, log, _) = harness()
        swipe(h, through: [45, 85, 125])   // 120 points: 30%
        h.advance(0.3)
        h.touch(.ended, 125, 200)
        h.advance(0.5)
        #expect(log() == ["B willDisappear", "A willAppear",
                          "A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(b.parent === nav && !b.isMovingFromParent)
        #expect(b.view.frame.minX == 0 && shownX(b.view) == 0)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(nav.navigationBar.topItem === b.navigationItem)
        // The bar shows B's title again (fully opaque), and B keeps working: a second swipe pops it.
        let title = try #require(nav.navigationBar.subviews.first { $0.accessibilityIdentifier == "navigationTitle" } as? UILabel)
        #expect(title.text == "B" && title.alpha == 1)
        swipe(h, through: [105, 205, 305])
        h.advance(0.3)
        h.touch(.ended, 305, 200)
        h.advance(0.5)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aQuickRightwardFlickFinishesBeforeHalfWay() {
        let (h, nav, _, _, log, _) = harness()
        // 30 points a frame at 60 Hz: 1800 points per second, released at 25%.
        swipe(h, through: [35, 65, 95, 105])
        h.touch(.ended, 105, 200)
        h.advance(0.5)
        #expect(nav.viewControllers.count == 1)
        #expect(log().suffix(2) == ["B didDisappear", "A didAppear"])
    }

    @Test func theGestureDoesNothingWithOneControllerWhenDisabledOrDuringATransition() {
        let (h, nav, _, b, log, clear) = harness()
        nav.interactivePopGestureRecognizer?.isEnabled = false
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 2 && log().isEmpty)
        nav.interactivePopGestureRecognizer?.isEnabled = true

        // An animated push is running: the swipe does not begin, the push completes normally.
        let c = UIViewController()
        nav.pushViewController(c, animated: true)
        clear()
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 3 && nav.topViewController === c)
        #expect(!log().contains("A willAppear"))

        nav.popToRootViewController(animated: false)
        h.frame()
        clear()
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 1 && log().isEmpty)
        _ = b
    }

    @Test func itsDelegateAndAHiddenBackButtonRefuseIt() {
        let (h, nav, _, b, log, _) = harness()
        let refusing = RefusingDelegate()
        let recognizer = nav.interactivePopGestureRecognizer!
        let standard = recognizer.delegate
        #expect(standard != nil)   // a default delegate, as UIKit's
        recognizer.delegate = refusing
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(refusing.asked == 1 && nav.viewControllers.count == 2 && log().isEmpty)
        recognizer.delegate = standard

        b.navigationItem.hidesBackButton = true
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 2 && log().isEmpty)

        // Left items instead of the back button refuse it too; beside the back button they do not.
        b.navigationItem.hidesBackButton = false
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Add", style: .plain) { _ in }
        swipe(h, through: [105, 205, 305]); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 2)
        b.navigationItem.leftItemsSupplementBackButton = true
        swipe(h, through: [105, 205, 305]); h.advance(0.3); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aSwipeFromTheEdgeGoesBackRatherThanTappingOrSwipingTheContentAtTheEdge() {
        let (h, nav, _, b, _, _) = harness()
        var taps = 0, pans = 0
        b.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        b.view.addGestureRecognizer(UIPanGestureRecognizer { g in if g.state == .began { pans += 1 } })
        // A tap at the edge still taps (the edge pan fails when the finger lifts without moving).
        h.tap(5, 200)
        #expect(taps == 1)
        // A swipe from the edge is the pop's, not the content pan's.
        swipe(h, through: [105, 205, 305]); h.advance(0.3); h.touch(.ended, 305, 200); h.advance(0.5)
        #expect(pans == 0 && nav.viewControllers.count == 1)
    }
}
