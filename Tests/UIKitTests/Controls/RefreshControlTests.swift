import Foundation
import PixelEngine
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Pull to refresh: a pull past the trigger distance starts a refresh while the finger is down (one
/// `.valueChanged`), the content settles below the spinner on release and slides back at `endRefreshing()`;
/// a short pull springs back; `beginRefreshing()` makes room without sending the action.
@Suite(.serialized) @MainActor struct RefreshControlTests {
    @MainActor private final class Harness {
        let clock = VirtualClock(start: 10)
        let app: UIApplication
        let window: UIWindow
        let scrollView: UIScrollView
        let refresh = UIRefreshControl()
        let surface = Bitmap(width: 320, height: 480)
        var refreshes = 0
        init() {
            app = UIApplication.makeShared(clock: clock, screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
            app.showsOnScreenKeyboard = false
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 1000)
            window.rootViewController!.view.addSubview(scrollView)
            refresh.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
            scrollView.refreshControl = refresh
            frame()
        }
        func frame() { _ = app.renderFrame(into: surface) }
        func advance(_ seconds: Double) {
            let n = max(Int((seconds * 60).rounded()), 1)
            for _ in 0..<n { clock.advance(by: seconds / Double(n)); frame() }
        }
        func touch(_ phase: UITouch.Phase, _ y: CGFloat) {
            app.handle(.touch(finger: 1, phase: phase, location: CGPoint(x: 160, y: y)))
            app.dispatchPendingInput()
            frame()
        }
        /// A slow downward drag from y 40 by `distance` points in 20 steps, held still, then released.
        func pull(_ distance: CGFloat, release: Bool = true, check: (() -> Void)? = nil) {
            touch(.began, 40)
            for i in 1...20 { advance(1.0 / 60); touch(.moved, 40 + distance * CGFloat(i) / 20) }
            advance(0.2)
            touch(.moved, 40 + distance)
            check?()
            if release { touch(.ended, 40 + distance) }
        }
    }

    @Test func aLongPullRefreshesOnceAndTheContentRestsBelowTheSpinnerUntilTheEnd() {
        let h = Harness()
        #expect(h.refresh.isHidden)
        #expect(h.refresh.superview === h.scrollView)
        h.pull(360) {
            // 350 points of travel show about 130 (the rubber band): past the 100-point trigger, finger still down.
            #expect(h.scrollView.contentOffset.y < -100)
            #expect(h.refreshes == 1)
            #expect(h.refresh.isRefreshing)
            #expect(!h.refresh.isHidden)
        }
        h.advance(1.5)
        #expect(h.refreshes == 1)
        #expect(h.scrollView.contentOffset.y == -60)
        #expect(h.scrollView.adjustedContentInset.top == 60)
        #expect(h.refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        h.refresh.endRefreshing()
        #expect(!h.refresh.isRefreshing)
        h.advance(1.0)
        #expect(h.scrollView.contentOffset.y == 0)
        #expect(h.scrollView.adjustedContentInset.top == 0)
        #expect(h.refresh.isHidden)
        // Armed again once the content is back at rest: a new pull refreshes again.
        h.pull(360)
        #expect(h.refreshes == 2)
    }

    @Test func aShortPullSpringsBackWithoutRefreshing() {
        let h = Harness()
        h.pull(120) {
            #expect(h.scrollView.contentOffset.y < -20)
            #expect(!h.refresh.isHidden)
        }
        h.advance(1.5)
        #expect(h.refreshes == 0)
        #expect(!h.refresh.isRefreshing)
        #expect(h.scrollView.contentOffset.y == 0)
        #expect(h.refresh.isHidden)
    }

    @Test func pullingAgainWhileRefreshingSendsNothingMore() {
        let h = Harness()
        h.pull(360)
        h.advance(1.5)
        h.pull(360)
        h.advance(1.5)
        #expect(h.refreshes == 1)
        #expect(h.scrollView.contentOffset.y == -60)
    }

    @Test func beginRefreshingMakesRoomWithoutSendingTheAction() {
        let h = Harness()
        h.refresh.beginRefreshing()
        #expect(h.refresh.isRefreshing && !h.refresh.isHidden)
        #expect(h.refreshes == 0)
        #expect(h.scrollView.adjustedContentInset.top == 60)
        #expect(h.scrollView.contentOffset.y == 0)
        h.scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        h.refresh.endRefreshing()
        h.advance(1.0)
        #expect(h.scrollView.contentOffset.y == 0)
    }

    @Test func aTableViewControllerForwardsItsRefreshControlToTheTable() {
        _ = UIApplication.makeShared(clock: VirtualClock(start: 1), screenSize: CGSize(width: 320, height: 480), scale: 1, platform: nil)
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
        controller.refreshControl = nil
        #expect(control.superview == nil)
    }
}
