import Foundation
import HypnoNerdApp
import SDLPlatform
import UIKit

/// `HypnoFuzz soak`: the demo tour (and any further scripts, such as the Catalog tour) in a loop for `minutes` of wall time (or `loops` times), headless,
/// printing resident memory at intervals. Fails (exit 1) when memory keeps growing after warm-up.
/// By default every pass launches the app afresh (a new SDL session and app delegate), so anything one pass
/// leaves alive (retain cycles between views, controllers, recognizers, timers; SDL or font handles;
/// process-wide caches) shows as growth. `sameApp` keeps one app running instead (a kiosk): the tour then
/// adds app data every pass by design (20 message labels, a tagged location), so the view count is printed too.
@MainActor
struct SoakCommand {
    var minutes = 5.0
    var loops: Int?
    /// The scripts each pass plays, in order (`--script`, repeatable).
    var scripts = ["Assets/demo-tour.txt"]
    var interval = 15.0
    var outDir = NSTemporaryDirectory() + "hypnonerd-soak"
    var sameApp = false

    /// Views in the key window (the app's own state, which a same-app soak grows by design).
    static func viewCount(_ session: HeadlessSession) -> Int {
        func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
        return session.app.keyWindow.map(count) ?? 0
    }

    /// Passes always counted as warm-up, however long the run (see `run()`).
    static let warmUpPasses = 3

    static func mb(_ kib: Int) -> String { String(format: "%.1f MB", Double(kib) / 1024) }

    func run() -> Int32 {
        var scriptsParsed: [Script] = []
        for script in scripts {
            do { scriptsParsed.append(try ScriptParser.parse(contentsOf: script)) } catch {
                FileHandle.standardError.write(Data("HypnoFuzz: \(error.description)\n".utf8))
                return 2
            }
        }
        var options = LaunchOptions()
        options.headless = true
        func launch() -> HeadlessSession? {
            guard let s = try? HeadlessSession(options: options, delegate: AppDelegate()) else { return nil }
            // Quiet the app's log lines (the tour logs nothing of interest; memory lines go to stderr).
            s.app.logHandler = { _ in }
            return s
        }
        guard var session = launch() else {
            say("cannot start the app headless")
            return 2
        }
        defer { session.shutdown() }
        try? FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        // Controllers the tour leaves plugged in are unplugged at the end of each pass (the script stays valid).
        let padsLeft = scriptsParsed.flatMap(\.commands).reduce(0) { n, c in c.1 == .pad(.add) ? n + 1 : c.1 == .pad(.remove) ? n - 1 : n }
        var virtualTime = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double { let d = clock.now - start; return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        let duration = minutes * 60
        var samples: [(t: Double, kib: Int, passes: Int)] = [(0, ProcessMemory.residentKiB(), 0)]
        say("soak: \(scripts.joined(separator: " + ")) in a loop for \(loops.map { "\($0) loops" } ?? "\(minutes) min"), \(sameApp ? "one app throughout" : "a fresh launch every pass"); VmRSS at start \(Self.mb(samples[0].kib))")
        var loop = 0
        var nextReport = interval
        weak var previousApp: UIApplication?
        weak var previousWindow: UIWindow?
        var launchesKeptAlive = 0
        while loops.map({ loop < $0 }) ?? (elapsed() < duration) {
            if loop > 0 && sameApp { _ = try? session.execute(.scene(ScriptParser.sceneNames[0]), outputDirectory: outDir) }
            if loop > 0 && !sameApp {
                virtualTime += session.clock.now
                previousApp = session.app
                previousWindow = session.app.keyWindow
                session.shutdown()
                guard let next = launch() else { say("cannot relaunch the app"); return 1 }
                session = next
                // Nothing of the last launch may outlive it: its application object and window go with it.
                if previousApp != nil || previousWindow != nil {
                    launchesKeptAlive += 1
                    if launchesKeptAlive == 1 {
                        say("soak: pass \(loop): the previous launch's \(previousApp != nil ? "application object" : "window") is still alive after relaunch")
                    }
                }
            }
            for parsed in scriptsParsed {
                for (line, command) in parsed.commands {
                    do { try session.execute(command, outputDirectory: outDir) } catch {
                        say("\(parsed.fileName):\(line): \(error.message)")
                        return 1
                    }
                }
            }
            for _ in 0..<max(0, padsLeft) { session.removePad() }
            if session.host.quitRequested { say("soak: interrupted"); break }  // SDL turns SIGINT/SIGTERM into a quit
            loop += 1
            if elapsed() >= nextReport || loops != nil {
                let kib = ProcessMemory.residentKiB()
                samples.append((elapsed(), kib, loop))
                say(String(format: "soak: %6.0f s  pass %5d  app time %7.0f s  views %5d  VmRSS %@", elapsed(), loop,
                           virtualTime + session.clock.now, Self.viewCount(session), Self.mb(kib)))
                nextReport = elapsed() + interval
            }
        }
        let end = ProcessMemory.residentKiB()
        samples.append((elapsed(), end, loop))
        // Warm-up: the first fifth of the run, and at least the first `warmUpPasses` passes (the allocator's
        // arenas grow over the first few launches until they hold one pass's peak with its fragmentation, while
        // the heap in use stays the same from pass to pass). After it, memory must stay flat.
        let warmPasses = min(Self.warmUpPasses, max(1, loop - 1))
        let warm = samples.first { $0.t >= elapsed() / 5 && $0.t > 0 && $0.passes >= warmPasses } ?? samples[samples.count - 1]
        let peak = samples.map(\.kib).max() ?? end
        let growth = end - warm.kib
        let allowed = max(2048, warm.kib / 50)  // 2 MB or 2 %, whichever is larger
        say(String(format: "soak: done: %.0f s, %d loops, %.0f s of app time; VmRSS start %@, after warm-up %@, end %@, peak %@",
                   elapsed(), loop, virtualTime + session.clock.now, Self.mb(samples[0].kib), Self.mb(warm.kib), Self.mb(end), Self.mb(peak)))
        if launchesKeptAlive > 0 {
            say("soak: FAILED: \(launchesKeptAlive) of \(loop - 1) launches stayed alive after the next launch (a reference cycle or a process-wide holder)")
            return 1
        }
        if growth > allowed {
            say("soak: FAILED: resident memory grew by \(Self.mb(growth)) after warm-up (allowed \(Self.mb(allowed)))")
            return 1
        }
        say("soak: memory is flat after warm-up (growth \(Self.mb(max(0, growth))), allowed \(Self.mb(allowed)))")
        return 0
    }
}
