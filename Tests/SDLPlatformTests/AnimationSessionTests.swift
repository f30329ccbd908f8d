import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    @Suite @MainActor struct AnimationSession {
        @Test func hudSpringPresentsFramesThenGoesIdle() throws {
            let hud = UIView(frame: CGRect(x: 112, y: 192, width: 96, height: 96))
            hud.backgroundColor = UIColor(white: 0.3, alpha: 0.8)
            hud.layer.cornerRadius = 10
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(hud) })
            defer { session.shutdown() }
            session.step(frames: 2)
            let idleFrames = session.framesPresented
            hud.alpha = 0
            hud.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
            var finished: Bool?
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [],
                           animations: { hud.alpha = 1; hud.transform = .identity }, completion: { finished = $0 })
            session.step(frames: 10)
            #expect(hud.layer.presentation() != nil, "still animating after 10 frames")
            session.wait(0.5)
            #expect(finished == true)
            let animated = session.framesPresented - idleFrames
            #expect(animated >= 18 && animated <= 21, "one frame per 1/60 s while animating: \(animated)")
            let after = session.framesPresented
            session.wait(1)
            #expect(session.framesPresented == after, "no frames once the animation ended")
        }

        @Test func tapsReachAnAnimatingViewOnlyWithAllowUserInteraction() throws {
            let plain = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
            let open = TouchRecorder(frame: CGRect(x: 0, y: 200, width: 40, height: 40))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                root.addSubview(plain); root.addSubview(open)
            })
            defer { session.shutdown() }
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { plain.center.x = 220 })
            UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear, .allowUserInteraction],
                           animations: { open.center.x = 220 })
            session.wait(1)   // both on screen near x = 100 (centre 20 -> 220)
            session.tap(CGPoint(x: 120, y: 120))
            session.tap(CGPoint(x: 120, y: 220))
            #expect(plain.log.isEmpty, "an animating view without .allowUserInteraction is not hit")
            #expect(open.log.isEmpty, "as in UIKit, not hit where it is drawn mid-animation")
            session.tap(CGPoint(x: 220, y: 220))
            #expect(open.log == ["began 1", "ended 1"], "hit at its model position (where it is going), as UIKit hit-tests")
            session.tap(CGPoint(x: 220, y: 120))
            #expect(plain.log.isEmpty, "still not hit without .allowUserInteraction")
        }
    }
}
