import CSDL2
@_spi(Platform) import UIKit
import Foundation

/// The interactive run loop: sleeps in SDL until input, the next deadline (a UIKit timer or display link,
/// an animation frame, a Foundation timer on `RunLoop.main`) or main-queue work (woken by
/// `MainQueueWaker`); renders at most 60 frames a second while something animates and presents nothing
/// while nothing changes. Each turn runs Foundation's main run loop once without blocking, which runs
/// main-queue blocks and due Foundation timers.
@MainActor
final class LiveRunLoop {
    static let frameInterval = 1.0 / 60
    let host: SDLApplicationHost
    let clock: UIClock
    private let waker: MainQueueWaker?
    private var lastFrame = -Double.infinity
    /// The next Foundation timer on `RunLoop.main`, on the application clock (nil: none).
    private var foundationTimerDate: TimeInterval?
    /// Turns taken: each is one wait in SDL, ended by input, a deadline or a wake.
    private(set) var turns = 0

    init(host: SDLApplicationHost, clock: UIClock) {
        self.host = host
        self.clock = clock
        waker = MainQueueWaker(log: { [app = host.app] in app.log($0) })
        runMainQueue()
    }

    static func run(options: LaunchOptions, makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let clock = SystemClock()
        let host: SDLApplicationHost
        do {
            host = try SDLApplicationHost(options: options, clock: clock, videoDriver: nil, delegate: makeDelegate())
        } catch {
            FileHandle.standardError.write(Data("HypnoNerd: cannot start: \(error)\n".utf8))
            return 1
        }
        if SDLApplicationHost.wantsAccessibilityBridge(headless: false) { host.startAccessibilityBridge() }
        let recorder = options.recordingPath.map { SessionRecorder(host: host, path: $0) }
        let loop = LiveRunLoop(host: host, clock: clock)
        while !host.quitRequested { loop.turn() }
        recorder?.finish()
        if let path = options.recordingPath { FileHandle.standardError.write(Data("HypnoNerd: recorded the session in \(path)\n".utf8)) }
        loop.shutdown()
        return 0
    }

    /// How long the next wait may last: until the next frame while animating, else the next timer.
    var timeout: TimeInterval {
        let now = clock.now
        if host.app.wantsFrame { return max(0, lastFrame + Self.frameInterval - now) }
        let next = [host.app.runLoop.nextTimerDate, foundationTimerDate].compactMap { $0 }.min()
        guard let next else { return 3600 }  // idle: sleep in SDL until input or main-queue work arrives
        return max(0, next - now)
    }

    /// One turn: wait (at most `maxWait` seconds), handle input, run the main queue and due timers, render
    /// when a frame is due. Returns whether a frame was rendered.
    @discardableResult
    func turn(maxWait: TimeInterval = .infinity) -> Bool {
        turns += 1
        // Foundation timers scheduled since the last turn (between turns, e.g. by the caller) count too.
        noteFoundationTimers()
        host.pumpEvents(waitingUpTo: min(timeout, maxWait))
        runMainQueue()
        let t = clock.now
        let timerDue = host.app.runLoop.nextTimerDate.map { $0 <= t } ?? false
        guard timerDue || (host.app.wantsFrame && t >= lastFrame + Self.frameInterval - 0.0005) else { return false }
        lastFrame = t
        host.renderFrame()
        return true
    }

    /// Runs main-queue work and due Foundation timers, and notes the next Foundation timer's date.
    private func runMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date())
        noteFoundationTimers()
        waker?.mainQueueDidDrain()
    }

    /// Fires due Foundation timers and notes when the next one is due.
    private func noteFoundationTimers() {
        let limit = RunLoop.main.limitDate(forMode: .default)
        if let limit, limit < Date.distantFuture {
            foundationTimerDate = clock.now + max(0, limit.timeIntervalSinceNow)
        } else {
            foundationTimerDate = nil
        }
    }

    /// Stops the waker and shuts the app and SDL down.
    func shutdown() {
        waker?.stop()
        host.shutdown()
    }
}
