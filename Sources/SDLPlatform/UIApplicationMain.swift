import CSDL2
@_spi(Platform) import UIKit
import Foundation

/// Runs an app: parses the command line, then either opens a window and runs the live loop, or runs a
/// script headless. `makeDelegate` creates the app delegate (UIKit's delegate class argument). Never returns.
@MainActor
public func UIApplicationMain(_ arguments: [String] = CommandLine.arguments, makeDelegate: () -> UIApplicationDelegate) -> Never {
    let options: LaunchOptions
    do {
        options = try LaunchOptions.parse(Array(arguments.dropFirst()))
    } catch {
        if error.isHelp { print(LaunchOptions.usage); exit(0) }
        FileHandle.standardError.write(Data("HypnoNerd: \(error.message)\n\(LaunchOptions.usage)\n".utf8))
        exit(2)
    }
    if options.headless { exit(HeadlessRunner.run(options: options, makeDelegate: makeDelegate)) }
    exit(LiveRunLoop.run(options: options, makeDelegate: makeDelegate))
}

/// The interactive run loop: sleeps in SDL until input or the next deadline, renders at most 60 frames a
/// second while something animates, and presents nothing while nothing changes.
@MainActor
enum LiveRunLoop {
    static func run(options: LaunchOptions, makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let clock = SystemClock()
        let host: SDLApplicationHost
        do {
            host = try SDLApplicationHost(options: options, clock: clock, videoDriver: nil, delegate: makeDelegate())
        } catch {
            FileHandle.standardError.write(Data("HypnoNerd: cannot start: \(error)\n".utf8))
            return 1
        }
        let recorder = options.recordingPath.map { SessionRecorder(host: host, path: $0) }
        let frameInterval = 1.0 / 60
        var lastFrame = -Double.infinity
        while !host.quitRequested {
            let now = clock.now
            let timeout: TimeInterval
            if host.app.wantsFrame {
                timeout = max(0, lastFrame + frameInterval - now)
            } else if let timer = host.app.runLoop.nextTimerDate {
                timeout = max(0, timer - now)
            } else {
                timeout = 3600  // idle: sleep in SDL until input arrives
            }
            host.pumpEvents(waitingUpTo: timeout)
            // Let Foundation and Dispatch deliver main-queue work without blocking.
            _ = RunLoop.main.run(mode: .default, before: Date())
            let t = clock.now
            let timerDue = host.app.runLoop.nextTimerDate.map { $0 <= t } ?? false
            if timerDue || (host.app.wantsFrame && t >= lastFrame + frameInterval - 0.0005) {
                lastFrame = t
                host.renderFrame()
            }
        }
        recorder?.finish()
        if let path = options.recordingPath { FileHandle.standardError.write(Data("HypnoNerd: recorded the session in \(path)\n".utf8)) }
        host.shutdown()
        return 0
    }
}
