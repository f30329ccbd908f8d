import Foundation
import SDLPlatform
import Testing
import UIKit

/// A view that records the motion events it receives, then passes them up the responder chain.
@MainActor
final class MotionRecorder: UIView {
    var log: [String] = []
    var acceptsFirstResponder = true
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append(motion == .motionShake && event?.type == .motion ? "began" : "began?")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append(motion == .motionShake ? "ended" : "ended?")
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append(motion == .motionShake ? "cancelled" : "cancelled?")
        super.motionCancelled(motion, with: event)
    }
}

extension SDLSuite {
    @Suite @MainActor struct Motion {
        /// A session with one first-responder recorder filling the screen and one virtual pad.
        private func shakeSession() throws -> (HeadlessSession, MotionRecorder) {
            let recorder = MotionRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(recorder) })
            #expect(recorder.becomeFirstResponder())
            session.addPad()
            return (session, recorder)
        }

        @Test func aStrongShakeFiresOnceWithBeganAndEnded() throws {
            let (session, recorder) = try shakeSession()
            defer { session.shutdown() }
            session.wait(0.5)
            session.shake(seconds: 1, amplitude: 30, frequency: 4)
            session.wait(1)
            #expect(recorder.log == ["began", "ended"])
            // A second shake after the pad settled fires again.
            session.shake(seconds: 1, amplitude: 30, frequency: 4)
            session.wait(1)
            #expect(recorder.log == ["began", "ended", "began", "ended"])
        }

        @Test func aWeakShakeAndASteadyTiltDoNotFire() throws {
            let (session, recorder) = try shakeSession()
            defer { session.shutdown() }
            session.shake(seconds: 1.5, amplitude: 20, frequency: 4)
            session.wait(1)
            #expect(!recorder.log.contains("ended"))
            #expect(recorder.log.filter { $0 == "began" }.count == recorder.log.filter { $0 == "cancelled" }.count)
            recorder.log.removeAll()
            // Tilting the pad 60 degrees and holding it there: |a| stays 1 g.
            for _ in 0..<120 { session.accelerometer(x: 9.81 * sin(.pi / 3), y: 9.81 * cos(.pi / 3), z: 0) }
            #expect(recorder.log.isEmpty)
        }

        @Test func unpluggingMidShakeCancels() throws {
            let (session, recorder) = try shakeSession()
            defer { session.shutdown() }
            session.shake(seconds: 0.2, amplitude: 30, frequency: 4)
            #expect(recorder.log == ["began"])
            session.removePad()
            #expect(recorder.log == ["began", "cancelled"])
            session.wait(1)
            #expect(recorder.log == ["began", "cancelled"])
            // Re-plugged, the pad shakes again.
            session.addPad()
            session.shake(seconds: 1, amplitude: 30, frequency: 4)
            #expect(recorder.log == ["began", "cancelled", "began", "ended"])
        }

        @Test func motionGoesToTheFirstResponderThenUpTheChain() throws {
            let outer = MotionRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = MotionRecorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let bystander = MotionRecorder(frame: CGRect(x: 210, y: 0, width: 50, height: 50))
            outer.addSubview(inner)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                root.addSubview(outer); root.addSubview(bystander)
            })
            defer { session.shutdown() }
            #expect(inner.becomeFirstResponder())
            session.addPad()
            session.shake(seconds: 1)
            #expect(inner.log == ["began", "ended"])
            #expect(outer.log == ["began", "ended"])
            #expect(bystander.log.isEmpty)
            // The keyboard chord Ctrl+Shift+Z shakes too, and is not passed on as a key press.
            session.key("ctrl", .down); session.key("shift", .down)
            session.key("z")
            session.key("shift", .up); session.key("ctrl", .up)
            #expect(inner.log == ["began", "ended", "began", "ended"])
            #expect(outer.log.count == 4)
        }

        @Test func invalidSamplesAreIgnored() throws {
            let (session, recorder) = try shakeSession()
            defer { session.shutdown() }
            for v in [Double.nan, .infinity, -.infinity, 1e6] {
                for _ in 0..<30 { session.accelerometer(x: v, y: v, z: 9.81) }
            }
            #expect(recorder.log.isEmpty)
            session.shake(seconds: 1)
            #expect(recorder.log == ["began", "ended"])
        }

        @Test func padsComeAndGoAtAnyTime() throws {
            let (session, recorder) = try shakeSession()
            defer { session.shutdown() }
            var lines: [String] = []
            let app = session.app
            app.logHandler = { lines.append($0) }
            session.addPad()  // a second pad; scripted input now goes to it
            session.shake(seconds: 0.2)
            session.removePad()  // unplugged mid-shake: cancelled
            #expect(recorder.log == ["began", "cancelled"])
            session.shake(seconds: 1)  // the first pad still works
            #expect(recorder.log == ["began", "cancelled", "began", "ended"])
            session.removePad()
            session.shake(seconds: 1)  // no pad: nothing, and a clear message
            #expect(recorder.log.count == 4)
            session.addPad()
            session.shake(seconds: 1)
            #expect(recorder.log.count == 6)
            #expect(lines.contains { $0.hasPrefix("Shake: cancelled because the controller was unplugged") })
        }

        /// A view at (100, 100) with a ±25 point effect on center.x and center.y.
        private func tiltSession() throws -> (HeadlessSession, UIView) {
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            view.backgroundColor = .red
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            horizontal.minimumRelativeValue = -25
            horizontal.maximumRelativeValue = 25
            let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            vertical.minimumRelativeValue = -25
            vertical.maximumRelativeValue = 25
            let group = UIMotionEffectGroup()
            group.motionEffects = [horizontal, vertical]
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
                root.addSubview(view)
                view.addMotionEffect(group)
            })
            return (session, view)
        }

        private func shownCenter(_ view: UIView) -> CGPoint { (view.layer.presentation() ?? view.layer).position }

        @Test func tiltingOneGAlongXMovesThePresentationBy25() throws {
            let (session, view) = try tiltSession()
            defer { session.shutdown() }
            #expect(view.motionEffects.count == 1)
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
            session.addPad()
            for _ in 0..<60 { session.accelerometer(x: 9.81, y: 0, z: 0) }
            let shown = shownCenter(view)
            #expect(abs(shown.x - 125) < 0.1)
            #expect(abs(shown.y - 100) < 0.1)
            #expect(view.center == CGPoint(x: 100, y: 100))  // the model is unchanged
            #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
            // Settled: the effect stops asking for frames.
            let presented = session.framesPresented
            session.wait(1)
            #expect(session.framesPresented == presented)
            #expect(abs(shownCenter(view).x - 125) < 0.1)
            // Tilting the other way and toward the viewer.
            for _ in 0..<90 { session.accelerometer(x: -9.81, y: 0, z: 0) }
            #expect(abs(shownCenter(view).x - 75) < 0.1)
            #expect(abs(shownCenter(view).y - 100) < 0.1)
            for _ in 0..<90 { session.accelerometer(x: 0, y: 0, z: 9.81) }
            #expect(abs(shownCenter(view).x - 100) < 0.1)
            #expect(abs(shownCenter(view).y - 125) < 0.1)
            // Back at rest: the presentation is the model again.
            for _ in 0..<60 { session.accelerometer(x: 0, y: 9.81, z: 0) }
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
            #expect(shownCenter(view) == CGPoint(x: 100, y: 100))
        }

        @Test func theRightStickAndCtrlArrowsTiltWithoutAnAccelerometer() throws {
            let (session, view) = try tiltSession()
            defer { session.shutdown() }
            session.addPad()
            session.padAxis(.rightX, value: 1)
            session.wait(1)
            #expect(abs(shownCenter(view).x - 125) < 0.1)
            session.padAxis(.rightX, value: 0)
            session.wait(1)
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
            session.key("ctrl", .down)
            session.key("up", .down)
            session.wait(1)
            #expect(abs(shownCenter(view).y - 75) < 0.1)
            session.key("up", .up)
            session.key("ctrl", .up)
            session.wait(1)
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
            // Unplugging with the stick held returns the view to rest.
            session.padAxis(.rightY, value: 1)
            session.wait(1)
            #expect(abs(shownCenter(view).y - 125) < 0.1)
            session.removePad()
            session.wait(1)
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
        }

        @Test func removingTheEffectRestoresThePresentation() throws {
            let (session, view) = try tiltSession()
            defer { session.shutdown() }
            session.addPad()
            session.padAxis(.rightX, value: 1)
            session.wait(1)
            #expect(view.layer.presentation()?.position != view.layer.position)
            view.removeMotionEffect(view.motionEffects[0])
            #expect(view.motionEffects.isEmpty)
            #expect(view.layer.presentation()?.position == view.layer.position, "the presentation is the model again")
        }
    }
}
