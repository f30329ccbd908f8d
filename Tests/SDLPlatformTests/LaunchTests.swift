import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    @Suite @MainActor struct Launch {
        @Test func firstFrameIsPresentedAndShowsTheRootView() throws {
            let delegate = TestAppDelegate { root in root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
            let session = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { session.shutdown() }
            #expect(session.framesPresented == 1)
            #expect(UIApplication.shared.keyWindow === delegate.window)
            let dir = temporaryDirectory()
            let png = dir.appendingPathComponent("first.png").path
            try session.host.writeScreenshot(to: png)
            #expect(FileManager.default.fileExists(atPath: png))
        }

        @Test func aScriptedTapReachesTheViewUnderIt() throws {
            let recorder = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(recorder) })
            defer { session.shutdown() }
            session.tap(CGPoint(x: 120, y: 120))
            #expect(recorder.log == ["began 1", "ended 1"])
            session.tap(CGPoint(x: 10, y: 10))
            #expect(recorder.log.count == 2)
        }

        @Test func anIdleAppPresentsNoFrames() throws {
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate())
            defer { session.shutdown() }
            let before = session.framesPresented
            let pixels = session.pixelsPresented
            session.wait(2)
            #expect(session.framesPresented == before)
            #expect(session.pixelsPresented == pixels)
        }
    }
}
