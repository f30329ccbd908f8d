import Foundation
import HypnoNerdApp
import SDLPlatform
import UIKit

/// The process that actually drives the app: generates (or reads) the events, runs them through a
/// `FuzzRunner` under a watchdog, records how far it got, and exits 0 (passed), 1 (an invariant broke,
/// described in the result file) or 3 (hang). A crash ends it by a signal, which the parent sees.
@MainActor
struct ChildRun {
    var seed: UInt64 = 1
    var events = 10_000
    var replayFile: String?
    var progressFile: String?
    var resultFile: String?
    var timeout = 20.0
    var size = CGSize(width: 390, height: 844)
    /// Prints CPU seconds spent per event kind at the end (`--stats`).
    var stats = false
    /// Invariants counted, not failed on (`--ignore NAME`, repeatable).
    var ignored: Set<String> = []

    func run() -> Int32 {
        Self.keepFreedMemory()
        var list: [FuzzEvent] = []
        let context: String
        if let replayFile {
            guard let text = try? String(contentsOfFile: replayFile, encoding: .utf8) else {
                say("\(replayFile): cannot read the event list")
                return 2
            }
            do { list = try FuzzEvent.parseList(text, fileName: replayFile) } catch {
                say(error.description)
                return 2
            }
            context = "replay of \(replayFile)"
        } else {
            context = "seed \(seed)"
        }
        var options = LaunchOptions()
        options.headless = true
        options.size = size
        let runner: FuzzRunner
        do { runner = try FuzzRunner(options: options, delegate: AppDelegate()) } catch {
            say("cannot start the app headless: \(error)")
            return 2
        }
        let watchdog = FuzzWatchdog(timeout: timeout, context: context)
        let fd = progressFile.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        let quiet = replayFile != nil
        runner.collectFigures = stats
        runner.ignoredInvariants = ignored
        let onEvent: (Int) -> Void = { i in
            if fd >= 0 {
                let line = Array(String(i).utf8) + Array(repeating: UInt8(ascii: " "), count: 12)
                _ = line.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            }
            if !quiet && i > 0 && i % 5000 == 0 {
                let cpu = Double(clock()) / Double(CLOCKS_PER_SEC)
                let heap = ProcessMemory.heapInUseKiB().map { ", heap in use \($0) KiB" } ?? ""
                say(String(format: "%@: %ld events, no failure yet (%.0f s of CPU, %.0f events per CPU second, VmRSS %ld KiB%@)", context as NSString, i, cpu,
                           Double(i) / max(cpu, 1e-9), ProcessMemory.residentKiB(), heap as NSString))
            }
        }
        let cpuStart = clock()
        // A seed's stream is generated as it is consumed, so memory stays flat however long the run.
        let failure = replayFile != nil ? runner.run(list, watchdog: watchdog, progress: onEvent)
            : runner.run(FuzzGenerator(seed: seed, windowSize: size, count: events), watchdog: watchdog, progress: onEvent)
        if stats { printFigures(runner, cpu: Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)) }
        for (name, n) in runner.ignoredViolations.sorted(by: { $0.key < $1.key }) {
            say("\(context): ignored invariant \(name) broke \(n) times; first \(runner.firstIgnored[name] ?? "")")
        }
        if fd >= 0 { close(fd) }
        watchdog.stop()
        if let failure {
            if let resultFile {
                let line = "\(failure.index)\t\(failure.violation.invariant)\t\(failure.violation.detail)\n"
                try? line.write(toFile: resultFile, atomically: true, encoding: .utf8)
            }
            say("\(context): \(failure)")
            runner.shutdown()
            return 1
        }
        if replayFile != nil { say("\(context): \(list.count) events, no failure") }
        runner.shutdown()
        return 0
    }

    /// CPU seconds per event kind, most expensive first (`--stats`).
    private func printFigures(_ runner: FuzzRunner, cpu: Double) {
        let rows = runner.figures.sorted { $0.value.seconds + $0.value.checkSeconds > $1.value.seconds + $1.value.checkSeconds }
        let checks = rows.reduce(0) { $0 + $1.value.checkSeconds }
        say(String(format: "figures: %ld events in %.1f s of CPU (%.0f events/s), %ld launches; checks after events %.1f s (%ld after queued input alone, reusing the last full check)",
                   runner.eventsRun, cpu, Double(runner.eventsRun) / max(cpu, 1e-9), runner.launches, checks, runner.reusedChecks))
        for (kind, f) in rows {
            say(String(format: "  %-22@ %8ld events  %8.2f s  (%.3f ms each, checks %.3f ms)", kind as NSString, f.count, f.seconds,
                       f.seconds / Double(max(f.count, 1)) * 1000, f.checkSeconds / Double(max(f.count, 1)) * 1000))
        }
        say("slowest events (CPU seconds, with the checks after them):")
        for e in runner.slowest { say(String(format: "  #%ld %.3f s  %@", e.index, e.seconds, e.event as NSString)) }
    }

    /// Makes glibc's allocator keep freed memory for reuse instead of returning it to the system: no block
    /// gets its own mapping and the heap is not trimmed. The stream resizes the window to 8K hundreds of times,
    /// and each time every window-sized bitmap (132 MB) was a fresh mapping that the kernel zeroed and faulted
    /// in page by page, then unmapped: seed 2's first 6,000 events took 227,000 page faults and 1.9 s of system
    /// time of 6.9 s, and take 50,000 and 0.8 s this way. Only the fuzzing process does this (the app's own
    /// memory behaviour is what `make soak` measures); its resident memory stays near its peak instead.
    static func keepFreedMemory() {
        // glibc's `mallopt` (malloc.h, which Swift's Glibc module leaves out): M_MMAP_MAX -4, M_TRIM_THRESHOLD -1.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        _ = mallopt(-4, 0)
        _ = mallopt(-1, Int32.max)
    }
}
