import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    @Suite @MainActor struct Navigation {
        @Test func pushAndPopSlideWithTheAppearanceCallbacksInOrder() throws {
            let (log, a, nav, session) = try makeNavigationSession()
            defer { session.shutdown() }
            #expect(log.take() == ["A didLoad", "A willAppear", "A didAppear"])
            #expect(a.navigationController === nav)
            let title = try #require(session.view(withIdentifier: "navigationTitle") as? UILabel)
            #expect(title.text == "A")
            #expect(session.view(withIdentifier: "backButton") == nil)

            let b = LoggingController("B", log: log)
            nav.pushViewController(b, animated: true)
            #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear"])
            session.wait(0.15)
            // The models are final at once (UIView.animate); the screen shows the slide.
            #expect(b.view.frame.minX == 0)
            let midX = try #require(b.view.layer.presentation()).frame.minX
            #expect(midX > 10 && midX < 310)   // sliding in from the right
            #expect(try #require(a.view.layer.presentation()).frame.minX < 0)
            session.wait(0.4)
            #expect(log.take() == ["A didDisappear", "B didAppear"])
            #expect(nav.topViewController === b)
            #expect(nav.viewControllers.count == 2)
            #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 44, width: 320, height: 436))
            #expect(a.view.window == nil)
            #expect(title.text == "B")
            let back = try #require(session.view(withIdentifier: "backButton"))
            #expect((back as? UITextDisplaying)?.displayedText == "A")

            // The back button pops with the slide back out.
            session.tap(session.center(of: back))
            #expect(log.take() == ["B willDisappear moving", "A willAppear"])
            session.wait(0.15)
            let outX = try #require(b.view.layer.presentation()).frame.minX
            #expect(outX > 10 && outX < 310)
            session.wait(0.4)
            #expect(log.take() == ["B didDisappear", "A didAppear"])
            #expect(nav.viewControllers.count == 1)
            #expect(b.parent == nil && b.navigationController == nil)
            #expect(title.text == "A")
            #expect(session.view(withIdentifier: "backButton") == nil)
        }

        @Test func popToRootAndUnanimatedPushSkipTheSlide() throws {
            let (log, _, nav, session) = try makeNavigationSession()
            defer { session.shutdown() }
            _ = log.take()
            let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
            nav.pushViewController(b, animated: false)
            #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            nav.pushViewController(c, animated: false)
            _ = log.take()
            let popped = nav.popToRootViewController(animated: true)
            #expect(popped?.count == 2)
            session.wait(0.5)
            #expect(log.take() == ["C willDisappear moving", "A willAppear", "C didDisappear", "A didAppear"])
            #expect(b.parent == nil && c.parent == nil)
            #expect(nav.popViewController(animated: true) == nil)
        }

        @Test func barButtonItemsSendTheirTypedActions() throws {
            let log = CallLog()
            let a = LoggingController("A", log: log)
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: a, action: LoggingController.done)
            done.accessibilityIdentifier = "done"
            let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: a, action: LoggingController.cancel)
            cancel.accessibilityIdentifier = "cancel"
            a.navigationItem.rightBarButtonItem = done
            a.navigationItem.leftBarButtonItem = cancel
            let nav = UINavigationController(rootViewController: a)
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { nav })
            defer { session.shutdown() }
            _ = log.take()
            let doneView = try #require(session.view(withIdentifier: "done"))
            #expect((doneView as? UITextDisplaying)?.displayedText == "Done")
            #expect(doneView.convert(doneView.bounds, to: nil).maxX > 280)
            session.tap(session.center(of: doneView))
            #expect(log.take() == ["A done"])
            let cancelView = try #require(session.view(withIdentifier: "cancel"))
            #expect(cancelView.convert(cancelView.bounds, to: nil).minX < 40)
            session.tap(session.center(of: cancelView))
            #expect(log.take() == ["A cancel Cancel"])
            done.isEnabled = false
            session.tap(session.center(of: doneView))
            #expect(log.take().isEmpty)
            // A title change shows in the bar.
            a.title = "Tag Location"
            session.step()
            #expect((session.view(withIdentifier: "navigationTitle") as? UILabel)?.text == "Tag Location")
        }

        @Test func tabSwitchingCallsAppearanceInOrder() throws {
            let log = CallLog()
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { tabs })
            defer { session.shutdown() }
            #expect(log.take() == ["A didLoad", "A willAppear", "A didAppear"])
            let tabB = try #require(session.view(withIdentifier: "tab.B"))
            session.tap(session.center(of: tabB))
            #expect(tabs.selectedIndex == 1)
            #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            #expect(a.view.window == nil && b.view.window != nil)
            // Tapping the selected tab again changes nothing.
            session.tap(session.center(of: tabB))
            #expect(log.take().isEmpty)
            tabs.selectedIndex = 0
            #expect(log.take() == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        }

        @Test func aNavigationControllerInATabForwardsAppearance() throws {
            let log = CallLog()
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            let nav = UINavigationController(rootViewController: b)
            let tabs = UITabBarController()
            tabs.viewControllers = [a, nav]
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { tabs })
            defer { session.shutdown() }
            _ = log.take()
            tabs.selectedIndex = 1
            #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
            #expect(b.tabBarController === tabs && b.navigationController === nav)
            session.step()   // layout runs at frame time
            let frame = b.view.convert(b.view.bounds, to: nil)
            #expect(frame == CGRect(x: 0, y: 44, width: 320, height: 480 - 44 - 49))
        }

        @Test func presentAndDismissSlideWithCallbacksAndCompletion() throws {
            let log = CallLog()
            let a = LoggingController("A", log: log)
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { a })
            defer { session.shutdown() }
            _ = log.take()
            let c = LoggingController("C", log: log)
            c.modalPresentationStyle = .fullScreen   // the default is a page sheet, which leaves A on screen
            var completed = 0
            a.present(c, animated: true) { completed += 1 }
            #expect(log.take() == ["C didLoad", "A willDisappear", "C willAppear"])
            #expect(a.presentedViewController === c && c.presentingViewController === a)
            session.wait(0.2)
            let y = try #require(c.view.layer.presentation()).frame.minY
            #expect(y > 10 && y < 470)   // sliding up
            #expect(completed == 0)
            session.wait(0.4)
            #expect(log.take() == ["C didAppear", "A didDisappear"])
            #expect(completed == 1)
            #expect(c.view.convert(c.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
            c.dismiss(animated: true) { completed += 1 }
            #expect(log.take() == ["C willDisappear", "A willAppear"])
            session.wait(0.6)
            #expect(log.take() == ["A didAppear", "C didDisappear"])
            #expect(completed == 2)
            #expect(a.presentedViewController == nil && c.presentingViewController == nil)
            #expect(c.view.window == nil && a.view.window != nil)
        }
    }
}
