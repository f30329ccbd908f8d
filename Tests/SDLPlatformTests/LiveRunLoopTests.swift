import Foundation
import Testing

/// The live run loop (system clock, not the headless virtual clock), measured in a child process because it
/// must own the main thread outside any dispatch job, as the app does: `HypnoFuzz runloop` prints its figures.
@Suite struct LiveRunLoopTests {
    /// Runs `HypnoFuzz runloop` from the build folder these tests run from; nil (with an issue) when missing.
    private func probe() throws -> [String: Double]? {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let exe = dir.appendingPathComponent("HypnoFuzz")
        guard FileManager.default.isExecutableFile(atPath: exe.path) else {
            Issue.record("\(exe.path) is missing: build all products (swift build --build-tests) before the tests")
            return nil
        }
        let p = Process()
        p.executableURL = exe
        p.arguments = ["runloop"]
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("{") } ?? ""
        return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Double]
    }

    @Test func backgroundWorkAndTimersRunOnTimeWhileIdle() throws {
        guard let f = try probe() else { return }
        // Idle: the loop sleeps (one wait ended by its own deadline, no spinning).
        let idle = try #require(f["idleTurnsIn300ms"])
        #expect(idle <= 3, "turns while idle: \(idle)")
        // A label set from a background queue's main-queue block is presented within a frame.
        let presented = try #require(f["mainQueueToPresented"])
        #expect(presented >= 0 && presented < 1.0 / 60, "presented \(presented) s after the block ran")
        #expect(try #require(f["turnsUntilPresented"]) <= 3)
        // A UIKit timer fires within 20 ms of its date; so do Foundation's timer, asyncAfter and a
        // notification observed on OperationQueue.main.
        for key in ["timerLateness", "foundationTimerLateness", "asyncAfterLateness", "notificationLatency"] {
            let v = try #require(f[key], "\(key) missing from \(f)")
            #expect(v >= -0.001 && v < 0.02, "\(key) = \(v)")
        }
    }
}
