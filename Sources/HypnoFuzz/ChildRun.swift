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

    func run() -> Int32 {
        let list: [FuzzEvent]
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
            list = FuzzGenerator.events(seed: seed, count: events, windowSize: size)
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
        let failure = runner.run(list, watchdog: watchdog) { i in
            if fd >= 0 {
                let line = Array(String(i).utf8) + Array(repeating: UInt8(ascii: " "), count: 12)
                _ = line.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            }
            if !quiet && i > 0 && i % 5000 == 0 { say("\(context): \(i) events, no failure yet") }
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
}
