import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Push, pop and modal slides run on UIView.animate: models are final at once, the presentation layers
    /// follow UIKit's curves, and the bar's titles cross-fade.
    @Suite @MainActor struct NavigationTransitions {
        /// The fraction of a `duration`-long ease-out slide done `elapsed` seconds in.
        private func easeOut(_ elapsed: TimeInterval, _ duration: TimeInterval) -> CGFloat {
            CGFloat(CAMediaTimingFunction(name: .easeOut).evaluate(min(max(elapsed / duration, 0), 1)))
        }

        @Test func pushAndPopShowPresentationPositionsOnTheEaseOutCurve() throws {
            let (log, a, nav, session) = try makeNavigationSession()
            defer { session.shutdown() }
            let b = LoggingController("B", log: log)
            let start = CACurrentMediaTime()
            nav.pushViewController(b, animated: true)
            // The slide is an ordinary view animation on the incoming and outgoing views.
            #expect(b.view.layer.animationKeys()?.contains("position") == true)
            #expect(a.view.layer.animationKeys()?.contains("position") == true)
            #expect(b.view.frame.minX == 0 && a.view.frame.minX == -96)   // models: final at once
            var lastB = CGFloat.infinity
            for _ in 0..<4 {
                session.wait(0.05)
                let bx = try #require(b.view.layer.presentation()).frame.minX
                let ax = try #require(a.view.layer.presentation()).frame.minX
                let progressB = 1 - bx / 320, progressA = -ax / 96
                #expect(abs(progressA - progressB) < 0.01)            // both views move together
                let elapsed = CACurrentMediaTime() - start
                // Sampled at this frame or the one before it.
                let lo = easeOut(elapsed - 1.0 / 30, 0.35), hi = easeOut(elapsed + 1.0 / 60, 0.35)
                #expect(progressB >= lo - 0.01 && progressB <= hi + 0.01, "progress \(progressB) at \(elapsed) s")
                #expect(bx < lastB)
                lastB = bx
            }
            // Ease-out: more than half-way at half-time.
            session.wait(0.3)
            #expect(b.view.layer.animationKeys()?.contains("position") != true)
            #expect(log.take().suffix(2) == ["A didDisappear", "B didAppear"])

            nav.popViewController(animated: true)
            session.wait(0.1)
            let bx = try #require(b.view.layer.presentation()).frame.minX
            let ax = try #require(a.view.layer.presentation()).frame.minX
            #expect(bx > 20 && bx < 300)                     // sliding out to the right
            #expect(ax < 0 && ax > -96)                      // the one underneath comes back from the left
            #expect(abs(bx / 320 - (1 + ax / 96)) < 0.01)
            session.wait(0.35)
            #expect(log.take() == ["B willDisappear moving", "A willAppear", "B didDisappear", "A didAppear"])
            #expect(a.view.frame.minX == 0 && b.view.window == nil)
        }

        @Test func aSecondPushFinishesTheFirstAtOnce() throws {
            let (log, a, nav, session) = try makeNavigationSession()
            defer { session.shutdown() }
            _ = log.take()
            let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
            nav.pushViewController(b, animated: true)
            session.wait(0.1)
            nav.pushViewController(c, animated: true)
            #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear",
                                   "C didLoad", "B willDisappear", "C willAppear"])
            #expect(a.view.window == nil)
            session.wait(0.5)
            #expect(log.take() == ["B didDisappear", "C didAppear"])
            #expect(nav.viewControllers.count == 3)
            // The interrupted completion that arrives late does nothing.
            session.wait(0.1)
            #expect(log.take().isEmpty)
            #expect(c.view.convert(c.view.bounds, to: nil) == CGRect(x: 0, y: 44, width: 320, height: 436))
        }

        @Test func theBarTitlesCrossFadeDuringPushAndPop() throws {
            let (log, _, nav, session) = try makeNavigationSession()
            defer { session.shutdown() }
            let title = try #require(session.view(withIdentifier: "navigationTitle") as? UILabel)
            nav.pushViewController(LoggingController("B", log: log), animated: true)
            session.wait(0.1)
            #expect(title.text == "B")
            let ghost = try #require(session.view(withIdentifier: "navigationTitleOutgoing") as? UILabel)
            #expect(ghost.text == "A")
            let incoming = try #require(title.layer.presentation()).opacity
            let outgoing = try #require(ghost.layer.presentation()).opacity
            #expect(incoming > 0.05 && incoming < 0.95)
            #expect(outgoing > 0.05 && outgoing < 0.95)
            #expect(abs(incoming + outgoing - 1) < 0.02)   // one fades in as the other fades out
            session.wait(0.4)
            #expect(session.view(withIdentifier: "navigationTitleOutgoing") == nil)
            #expect(title.alpha == 1 && (title.layer.presentation()?.opacity ?? 1) == 1)
            let back = try #require(session.view(withIdentifier: "backButton"))
            #expect(back.alpha == 1)

            // Pop: "B" fades out, "A" in; the back button fades away too.
            nav.popViewController(animated: true)
            session.wait(0.1)
            #expect(title.text == "A")
            #expect((session.view(withIdentifier: "navigationTitleOutgoing") as? UILabel)?.text == "B")
            #expect(back.superview != nil && back.accessibilityIdentifier == nil && !back.isUserInteractionEnabled)
            session.wait(0.4)
            #expect(back.superview == nil)
            #expect(session.view(withIdentifier: "navigationTitleOutgoing") == nil)

            // Unanimated: instant.
            nav.pushViewController(LoggingController("C", log: log), animated: false)
            #expect(session.view(withIdentifier: "navigationTitleOutgoing") == nil)
            #expect(title.text == "C" && title.layer.animationKeys()?.contains("opacity") != true)
        }

        @Test func presentAndDismissAreViewAnimations() throws {
            let log = CallLog()
            let a = LoggingController("A", log: log)
            let session = try HeadlessSession(options: testOptions(), delegate: ControllerAppDelegate { a })
            defer { session.shutdown() }
            let c = LoggingController("C", log: log)
            c.modalPresentationStyle = .fullScreen
            let start = CACurrentMediaTime()
            a.present(c, animated: true)
            #expect(c.view.frame.minY == 0)
            #expect(c.view.layer.animationKeys()?.contains("position") == true)
            session.wait(0.2)
            let y = try #require(c.view.layer.presentation()).frame.minY
            let elapsed = CACurrentMediaTime() - start
            let curve = CAMediaTimingFunction(name: .easeInEaseOut)
            let lo = CGFloat(curve.evaluate((elapsed - 1.0 / 30) / 0.4)), hi = CGFloat(curve.evaluate(min((elapsed + 1.0 / 60) / 0.4, 1)))
            let progress = 1 - y / 480
            #expect(progress >= lo - 0.01 && progress <= hi + 0.01, "progress \(progress) at \(elapsed) s")
            session.wait(0.3)
            #expect(c.view.layer.animationKeys()?.contains("position") != true)
            c.modalTransitionStyle = .crossDissolve
            c.dismiss(animated: true)
            session.wait(0.2)
            // A cross-dissolve dismissal fades: the model alpha is final, the screen is half-way.
            #expect(c.view.alpha == 0)
            let opacity = try #require(c.view.layer.presentation()).opacity
            #expect(opacity > 0.1 && opacity < 0.9)
            session.wait(0.4)
            #expect(c.view.window == nil && c.view.alpha == 1)
            #expect(a.presentedViewController == nil)
        }
    }
}
