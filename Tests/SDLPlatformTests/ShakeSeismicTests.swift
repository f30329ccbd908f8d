import Foundation
import Testing
import SDLPlatform
import UIKit

/// square/seismic's published ShakeDetector cases, replayed through the same `pad accel` path a script
/// uses: samples are strong (30 m/s² along x, gravity on y) or resting (gravity only).
extension SDLSuite {
    @Suite @MainActor struct ShakeSeismic {
        private func session() throws -> (HeadlessSession, MotionRecorder) {
            let recorder = MotionRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(recorder) })
            #expect(recorder.becomeFirstResponder())
            session.addPad()
            return (session, recorder)
        }

        /// One sample, then the clock runs on to `interval` seconds after it (as `pad accel` + `wait`).
        private func sample(_ s: HeadlessSession, strong: Bool, then interval: TimeInterval) {
            s.accelerometer(x: strong ? 30 : 0, y: 9.81, z: 0)
            s.wait(interval - HeadlessSession.frameDuration)
        }

        @Test func theSlowestDeviceIsHeardAtTheThirdStrongSample() throws {
            // seismic's LG Ally case: about three samples a second. The queue keeps four samples although
            // they span more than 0.5 s; three strong out of four is a shake.
            let (s, recorder) = try session()
            defer { s.shutdown() }
            for _ in 0..<4 { sample(s, strong: false, then: 0.3) }
            #expect(recorder.log.isEmpty)
            sample(s, strong: true, then: 0.3)
            sample(s, strong: true, then: 0.3)
            #expect(!recorder.log.contains("ended"), "two strong of four is not a shake yet")
            sample(s, strong: true, then: 0.3)
            #expect(recorder.log == ["began", "ended"])
            sample(s, strong: false, then: 0.3)
            sample(s, strong: false, then: 0.3)
            #expect(recorder.log == ["began", "ended"])
        }

        @Test func threeStrongSamplesSpanningAQuarterSecondAreAShake() throws {
            // seismic's clear case: three accelerating samples 0.2 s apart (span 0.4 s) from an empty queue.
            let (s, recorder) = try session()
            defer { s.shutdown() }
            sample(s, strong: true, then: 0.2)
            sample(s, strong: true, then: 0.2)
            #expect(!recorder.log.contains("ended"))
            sample(s, strong: true, then: 0.2)
            #expect(recorder.log == ["began", "ended"])
        }

        @Test func aQueueSpanningLessThanAQuarterSecondIsNoShake() throws {
            // Strong samples 0.1 s apart: three span 0.2 s (not heard), the fourth makes 0.3 s (heard).
            let (s, recorder) = try session()
            defer { s.shutdown() }
            for _ in 0..<3 { sample(s, strong: true, then: 0.1) }
            #expect(!recorder.log.contains("ended"))
            sample(s, strong: true, then: 0.1)
            #expect(recorder.log == ["began", "ended"])
        }

        @Test func aSlowShakeThatStopsIsCancelledNotHeard() throws {
            let (s, recorder) = try session()
            defer { s.shutdown() }
            for _ in 0..<4 { sample(s, strong: false, then: 0.3) }
            sample(s, strong: true, then: 0.3)
            #expect(recorder.log == ["began"])
            for _ in 0..<4 { sample(s, strong: false, then: 0.3) }
            #expect(recorder.log == ["began", "cancelled"])
        }
    }
}
