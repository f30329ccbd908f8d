import Foundation
import HypnoNerdApp
import SDLPlatform
import UIKit

/// How one child run ended.
enum ChildOutcome: Equatable {
    case passed
    case invariant(name: String, detail: String, index: Int)
    case hang(index: Int)
    case crash(signal: Int32, index: Int)
    case other(status: Int32, index: Int)

    /// What must stay the same while shrinking: the broken invariant, a hang, or a crash by the same signal.
    var key: String {
        switch self {
        case .passed: "passed"
        case let .invariant(name, _, _): "invariant \(name)"
        case .hang: "hang"
        case let .crash(signal, _): "crash (signal \(signal))"
        case let .other(status, _): "exit status \(status)"
        }
    }
}

/// `HypnoFuzz [--seed S] [--events N]`: runs the fuzz in a child process (so a crash or a hang is caught
/// too), and on a failure shrinks the event list by re-running candidates in child processes.
struct FuzzCommand {
    var seed: UInt64 = 1
    var events = 10_000
    var timeout = 20.0
    var size = CGSize(width: 390, height: 844)
    var outDir = "fuzz-out"
    var shrinkSeconds = 900.0
    /// Passes `--stats` to the child (CPU time per event kind).
    var stats = false
    /// Passed to the child as `--ignore NAME`.
    var ignored: [String] = []

    static let executable: String = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]

    /// Children run with address-space randomisation off (Linux `personality(ADDR_NO_RANDOMIZE)`, inherited
    /// across exec) and deterministic hashing (`SWIFT_DETERMINISTIC_HASHING`): dictionaries keyed by object
    /// identity then iterate in the same order in every run, so a replay takes the same path as the run it
    /// came from (the solver's pivots, and so its rounding, follow that order).
    static func makeChildrenDeterministic() {
        typealias Personality = @convention(c) (UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "personality") else { return }
        let personality = unsafeBitCast(symbol, to: Personality.self)
        let current = personality(0xffff_ffff)
        if current >= 0 { _ = personality(UInt(current) | 0x0040000) }
    }

    func run() -> Int32 {
        Self.makeChildrenDeterministic()
        try? FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let started = Date()
        say("seed \(seed): fuzzing \(events) events against HypnoNerd (window \(Int(size.width))x\(Int(size.height)), per-event timeout \(timeout) s)")
        let outcome = child(["--seed", String(seed), "--events", String(events)] + (stats ? ["--stats"] : []) + ignored.flatMap { ["--ignore", $0] }, quiet: false,
                            stdoutFile: (outDir as NSString).appendingPathComponent("app-log.txt"))
        let seconds = Date().timeIntervalSince(started)
        guard outcome != .passed else {
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
            say(String(format: "seed %llu: %d events, no failure (%.0f s wall, %.0f s CPU, %.0f events per CPU second)", seed, events, seconds, cpu,
                       Double(events) / max(cpu, 1e-9)))
            return 0
        }
        let index: Int
        switch outcome {
        case let .invariant(_, _, i), let .hang(i), let .crash(_, i), let .other(_, i): index = i
        case .passed: index = events
        }
        say("seed \(seed): FAILED after event #\(index): \(describe(outcome))")
        say("shrinking (up to \(Int(shrinkSeconds)) s)...")
        let all = FuzzGenerator.events(seed: seed, count: events, windowSize: size)
        let prefix = Array(all.prefix(min(all.count, index + 1)))
        let deadline = Date().addingTimeInterval(shrinkSeconds)
        var runs = 0
        let suffix = FuzzShrinker.shortestFailingSuffix(prefix, deadline: deadline) { candidate in
            runs += 1
            return replay(candidate).key == outcome.key
        }
        if suffix.count < prefix.count { say("  the last \(suffix.count) events still fail") }
        let shrunk = FuzzShrinker.shrink(suffix, report: { say("  \($0.count) events still fail") }) { candidate in
            guard Date() < deadline else { return false }
            runs += 1
            return replay(candidate).key == outcome.key
        }
        let final = replay(shrunk)
        let file = (outDir as NSString).appendingPathComponent("failure-seed-\(seed).txt")
        var text = "# HypnoFuzz seed \(seed): \(describe(outcome))\n"
        text += "# shortest reproduction (\(shrunk.count) of \(prefix.count) events, \(runs) shrink runs); replay: HypnoFuzz --replay \(file)\n"
        text += "# replayed: \(describe(final))\n"
        text += shrunk.map(\.description).joined(separator: "\n") + "\n"
        try? text.write(toFile: file, atomically: true, encoding: .utf8)
        print("")
        print(text, terminator: "")
        say("written to \(file)")
        return 1
    }

    private func describe(_ o: ChildOutcome) -> String {
        switch o {
        case .passed: "passed"
        case let .invariant(name, detail, _): "invariant \(name) broken: \(detail)"
        case .hang: "hang (an event used over \(timeout) s of CPU time, or \(10 * timeout) s of wall time)"
        case let .crash(signal, _): "crash (signal \(signal)); run the replay to see the trap message"
        case let .other(status, _): "exit status \(status)"
        }
    }

    /// Runs `events` in a quiet child process.
    func replay(_ events: [FuzzEvent]) -> ChildOutcome {
        let file = NSTemporaryDirectory() + "hypnofuzz-\(getpid())-candidate.txt"
        try? (events.map(\.description).joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return child(["--replay", file] + ignored.flatMap { ["--ignore", $0] }, quiet: true, stdoutFile: nil)
    }

    /// Runs this executable in `--child` mode with `arguments`; reads where it got to and how it ended.
    func child(_ arguments: [String], quiet: Bool, stdoutFile: String?) -> ChildOutcome {
        let base = NSTemporaryDirectory() + "hypnofuzz-\(getpid())"
        let progressFile = base + "-progress", resultFile = base + "-result"
        try? FileManager.default.removeItem(atPath: progressFile)
        try? FileManager.default.removeItem(atPath: resultFile)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.executable)
        p.arguments = ["--child", "--progress", progressFile, "--result", resultFile, "--timeout", String(timeout),
                       "--size", "\(Int(size.width))x\(Int(size.height))"] + arguments
        if let stdoutFile {
            _ = FileManager.default.createFile(atPath: stdoutFile, contents: nil)
            p.standardOutput = FileHandle(forWritingAtPath: stdoutFile)
        } else {
            p.standardOutput = FileHandle.nullDevice
        }
        if quiet { p.standardError = FileHandle.nullDevice }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        p.environment = environment
        do { try p.run() } catch {
            say("cannot run \(Self.executable): \(error)")
            return .other(status: -1, index: 0)
        }
        p.waitUntilExit()
        let index = (try? String(contentsOfFile: progressFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        if p.terminationReason == .uncaughtSignal { return .crash(signal: p.terminationStatus, index: index) }
        switch p.terminationStatus {
        case 0: return .passed
        case FuzzWatchdog.hangExitStatus: return .hang(index: index)
        case 1:
            let parts = ((try? String(contentsOfFile: resultFile, encoding: .utf8)) ?? "").split(separator: "\t", maxSplits: 2).map(String.init)
            guard parts.count == 3, let i = Int(parts[0]) else { return .other(status: 1, index: index) }
            return .invariant(name: parts[1], detail: parts[2].trimmingCharacters(in: .newlines), index: i)
        default: return .other(status: p.terminationStatus, index: index)
        }
    }
}

/// A progress or result line on stderr, flushed at once.
func say(_ message: String) {
    FileHandle.standardError.write(Data("HypnoFuzz: \(message)\n".utf8))
}
