import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// The focus ring follows the focused view where it is drawn: moves, layout changes, animations (presentation
    /// values, every frame), and goes away when the view leaves the window.
    @Suite @MainActor struct FocusRingTracking {
        private func session(_ views: [UIView]) throws -> HeadlessSession {
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                for v in views { root.addSubview(v) }
            })
            session.addPad()
            session.padButton("dpdown", down: true)
            session.padButton("dpdown", down: false)
            return session
        }

        private func ring(_ session: HeadlessSession) -> UIView? { session.view(withIdentifier: "focusRing") }

        @Test func theRingFollowsAMoveAndAnAnimationFrameByFrame() throws {
            let view = FocusableTestView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            let session = try session([view])
            defer { session.shutdown() }
            #expect(view.isFocused)
            #expect(ring(session)?.frame == CGRect(x: 17, y: 17, width: 86, height: 46))

            // A plain move: the next frame shows the ring around the new place.
            view.frame.origin = CGPoint(x: 100, y: 200)
            session.step()
            #expect(ring(session)?.frame == CGRect(x: 97, y: 197, width: 86, height: 46))

            // An animation: the ring follows the presentation frame on every frame, then rests at the end.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame.origin = CGPoint(x: 200, y: 400)
            })
            var seen: [CGFloat] = []
            for _ in 0..<30 {
                // Where the view is drawn in the frame about to render (step renders, then advances the clock).
                let shown = try #require(view.layer.presentation()?.frame ?? view.frame)
                session.step()
                let ringFrame = try #require(ring(session)?.frame)
                #expect(abs(ringFrame.minX - (shown.minX - 3)) < 0.01 && abs(ringFrame.minY - (shown.minY - 3)) < 0.01)
                seen.append(ringFrame.minX)
            }
            #expect(seen.last! > 97 + 30 && seen.last! < 197)  // mid-flight, not at either end
            let moving = Array(seen.dropFirst())  // the first frame shows the animation's start
            #expect(zip(moving, moving.dropFirst()).allSatisfy { $0 < $1 })  // moved every frame
            session.wait(1)
            #expect(ring(session)?.frame == CGRect(x: 197, y: 397, width: 86, height: 46))
        }

        @Test func theRingFollowsAMovingSuperviewAndATransform() throws {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let view = FocusableTestView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            container.addSubview(view)
            let session = try session([container])
            defer { session.shutdown() }
            container.frame.origin.y = 50
            session.step()
            #expect(ring(session)?.frame == CGRect(x: 17, y: 67, width: 86, height: 46))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)  // about its centre (60, 40)
            session.step()
            #expect(ring(session)?.frame == CGRect(x: -23, y: 47, width: 166, height: 86))
        }

        @Test func theRingGoesWhenTheFocusedViewLeavesTheWindow() throws {
            let view = FocusableTestView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            let other = FocusableTestView(frame: CGRect(x: 20, y: 120, width: 80, height: 40))
            let session = try session([view, other])
            defer { session.shutdown() }
            #expect(view.isFocused)
            #expect(ring(session) != nil)
            // Hidden, the view shows no ring (it keeps focus); shown again, the ring is back.
            view.isHidden = true
            session.step()
            #expect(ring(session) == nil && view.isFocused)  // the session finds visible views only
            view.isHidden = false
            session.step()
            #expect(ring(session)?.frame == view.frame.insetBy(dx: -3, dy: -3))
            view.removeFromSuperview()
            session.step()
            #expect(ring(session) == nil)
            #expect(!view.isFocused)
            // The pad still works: the next press focuses what is there.
            session.padButton("dpdown", down: true)
            session.padButton("dpdown", down: false)
            #expect(other.isFocused)
            #expect(ring(session)?.frame == other.frame.insetBy(dx: -3, dy: -3))
        }
    }
}
