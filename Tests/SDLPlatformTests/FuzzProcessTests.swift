import Foundation
import Testing

/// Stopping the fuzzer stops everything it started: `HypnoFuzz` runs the app in a `--child` process, and
/// a SIGTERM to either (as `timeout`, CI and process managers send) must leave no process behind.
@Suite(.serialized) struct FuzzProcessTests {
    private func fuzzer() -> URL? {
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("HypnoFuzz")
        guard FileManager.default.isExecutableFile(atPath: exe.path) else {
            Issue.record("\(exe.path) is missing: build all products (swift build --build-tests) before the tests")
            return nil
        }
        return exe
    }

    /// The processes whose parent is `pid` (from /proc).
    private func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { p in
            guard let stat = try? String(contentsOfFile: "/proc/\(p)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    private func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Starts a long fuzz run and returns the parent and its child once the child is running.
    private func startFuzz(_ exe: URL) throws -> (Process, Int32)? {
        let p = Process()
        p.executableURL = exe
        p.arguments = ["--seed", "7", "--events", "200000", "--out", NSTemporaryDirectory() + "fuzzprocess-\(getpid())"]
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var child: Int32?
        _ = waitUntil(20) { child = children(of: p.processIdentifier).first; return child != nil }
        guard let child else {
            p.terminate()
            Issue.record("HypnoFuzz started no child process")
            return nil
        }
        usleep(500_000)  // let the child get into its event loop
        return (p, child)
    }

    @Test func aTerminatedParentTakesItsChildWithIt() throws {
        guard let exe = fuzzer(), let (parent, child) = try startFuzz(exe) else { return }
        kill(parent.processIdentifier, SIGTERM)
        parent.waitUntilExit()
        let gone = waitUntil(5) { !isRunning(child) }
        if !gone { kill(child, SIGKILL) }
        #expect(gone, "the fuzz child \(child) outlived its parent")
    }

    @Test func theChildEndsOnSIGTERMAndSIGINT() throws {
        guard let exe = fuzzer() else { return }
        for signal in [SIGTERM, SIGINT] {
            guard let (parent, child) = try startFuzz(exe) else { return }
            kill(child, signal)
            let gone = waitUntil(5) { !isRunning(child) }
            if !gone { kill(child, SIGKILL) }
            #expect(gone, "the fuzz child ignored signal \(signal)")
            kill(parent.processIdentifier, SIGKILL)
            parent.waitUntilExit()
            _ = waitUntil(5) { children(of: parent.processIdentifier).isEmpty }
        }
    }
}
