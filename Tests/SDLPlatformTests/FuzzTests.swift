import Foundation
import HypnoNerdApp
import SDLPlatform
import Testing
import UIKit

/// A view that corrupts its own frame with NaN on its third touch (a planted bug for the fuzzer to find).
@MainActor
final class NaNOnThirdTouch: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
        if self.touches == 3 { layer.position = CGPoint(x: CGFloat.nan, y: 0) }
    }
}

@Suite struct FuzzModelTests {
    @Test func theSameSeedGivesTheSameStream() {
        let a = FuzzGenerator.events(seed: 42, count: 3000).map(\.description)
        let b = FuzzGenerator.events(seed: 42, count: 3000).map(\.description)
        let c = FuzzGenerator.events(seed: 43, count: 3000).map(\.description)
        #expect(a == b)
        #expect(a != c)
    }

    @Test func everyEventPrintsAndParsesBack() throws {
        let events = FuzzGenerator.events(seed: 7, count: 20_000)
        for e in events {
            let parsed = try #require(FuzzEvent(line: e.description), "\(e.description)")
            #expect(parsed.description == e.description)
        }
        // The stream covers the abuse the issue asks for.
        let lines = events.map(\.description)
        #expect(lines.contains { $0.hasPrefix("finger") && $0.contains("nan") })
        #expect(lines.contains { $0.hasPrefix("pad accel") && ($0.contains("nan") || $0.contains("inf")) })
        #expect(lines.contains("resize 7680 4320"))
        #expect(lines.contains("resize 1 1"))
        #expect(lines.contains("paste 100000"))
        #expect(lines.contains { $0.hasPrefix("keys ") })
        #expect(lines.contains("focus lost"))
        #expect(lines.contains { $0.hasPrefix("finger down 19 ") })
    }

    @Test func malformedEventLinesAreRejectedWithFileAndLine() {
        #expect(FuzzEvent(line: "finger hover 1 2 3") == nil)
        #expect(FuzzEvent(line: "textbytes zz") == nil)
        #expect(FuzzEvent(line: "warp 9") == nil)
        do {
            _ = try FuzzEvent.parseList("wait 1\n# note\n\nresize 1\n", fileName: "f.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "f.txt:4: not a fuzz event: resize 1")
        }
    }

    @Test func shrinkingFindsTheTwoCulprits() {
        let items = Array(0..<1000)
        var calls = 0
        let shrunk = FuzzShrinker.shrink(items) { list in
            calls += 1
            return list.contains(17) && list.contains(423)
        }
        #expect(shrunk == [17, 423])
        #expect(calls < 400)
    }

    @Test func theSuffixPhaseHonoursItsDeadline() {
        let items = Array(0..<1000)
        var calls = 0
        let beforeDeadline = FuzzShrinker.shortestFailingSuffix(items) { list in calls += 1; return list.contains(990) }
        #expect(beforeDeadline == Array(984..<1000))  // the last 16
        #expect(calls == 1)
        calls = 0
        let past = FuzzShrinker.shortestFailingSuffix(items, deadline: Date().addingTimeInterval(-1)) { list in
            calls += 1
            return list.contains(990)
        }
        #expect(past == items)  // nothing tried once the shrink time is spent
        #expect(calls == 0)
    }
}

extension SDLSuite {
    @Suite @MainActor struct Fuzz {
        /// The smoke run `make test` includes: a fixed seed, a few thousand events, against the real app.
        @Test func smokeRunOfAFixedSeedAgainstHypnoNerd() throws {
            let seed: UInt64 = 20_260_101, count = 3000
            let events = FuzzGenerator.events(seed: seed, count: count, windowSize: CGSize(width: 320, height: 480))
            let runner = try FuzzRunner(options: testOptions(width: 320, height: 480), delegate: AppDelegate())
            defer { runner.shutdown() }
            runner.silenceLog()
            let watchdog = FuzzWatchdog(timeout: 60, context: "smoke seed \(seed)")
            defer { watchdog.stop() }
            let failure = runner.run(events, watchdog: watchdog)
            #expect(failure == nil, "seed \(seed): \(failure.map(\.description) ?? ""); shrink it with: make fuzz SEED=\(seed) EVENTS=\(count) SIZE=320x480")
            #expect(runner.eventsRun == count)
            #expect(runner.touchesBegunInEarlierLaunches + runner.invariants.touchesBegun > 200)
            #expect(runner.launches == 1 + events.filter { $0 == .relaunch }.count)  // every 1,500 to 4,000 events
            #expect(runner.invariants.liveTouches.isEmpty)
        }

        @Test func aPlantedNaNIsFoundAndShrunkToTheTouchesThatCauseIt() throws {
            func run(_ events: [FuzzEvent]) throws -> FuzzRunner.Failure? {
                let runner = try FuzzRunner(options: testOptions(), delegate: TestAppDelegate { root in
                    root.addSubview(NaNOnThirdTouch(frame: root.bounds))
                })
                defer { runner.shutdown() }
                runner.session.app.logHandler = { _ in }
                return runner.run(events)
            }
            let events = FuzzGenerator.events(seed: 5, count: 400, windowSize: CGSize(width: 320, height: 480))
            let failure = try #require(try run(events))
            #expect(failure.violation.invariant == "finite-geometry")
            let prefix = Array(events.prefix(failure.index + 1))
            let shrunk = FuzzShrinker.shrink(prefix, maxTests: 300) { candidate in
                (try? run(candidate))??.violation.invariant == "finite-geometry"
            }
            // Three touches that begin one after another (the view is not multi-touch: each must lift first).
            #expect(shrunk.count <= 5, "\(shrunk.map(\.description).joined(separator: " / "))")
            #expect(try run(shrunk)?.violation.invariant == "finite-geometry")
        }

        /// An event that only queues input runs no app code, so the check after it reuses the last full check's
        /// outcome: a broken invariant that is ignored is still counted after every event, and what the queued input
        /// does is checked after the frame that handles it.
        @Test func checksAfterQueuedInputGiveWhatAFullCheckGives() throws {
            let runner = try FuzzRunner(options: testOptions(), delegate: TestAppDelegate { root in
                let bad = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                root.addSubview(bad)
                bad.layer.zPosition = .nan  // a layer's own setter takes it: the finite-geometry walk must see it
            })
            defer { runner.shutdown() }
            runner.silenceLog()
            runner.ignoredInvariants = ["finite-geometry"]
            let events: [FuzzEvent] = [.finger(.down, id: 1, x: 5, y: 5), .key("a", down: true), .wait(frames: 1),
                                       .finger(.up, id: 1, x: 5, y: 5), .mouse(.move, x: 3, y: 3), .key("a", down: false)]
            #expect(runner.run(events) == nil)
            // One violation after each of the six events and one after the final lift of every finger.
            #expect(runner.ignoredViolations["finite-geometry"] == 7)
            // The key after the first touch, and the lift, the mouse move and the key after the wait.
            #expect(runner.reusedChecks == 4)

            // A touch queued (reused check: nothing happened yet), then handled in the next frame (a full check).
            let planted = try FuzzRunner(options: testOptions(), delegate: TestAppDelegate { root in
                root.addSubview(NaNOnThirdTouch(frame: root.bounds))
            })
            defer { planted.shutdown() }
            planted.silenceLog()
            var stream: [FuzzEvent] = []
            for _ in 0..<2 { stream += [.finger(.down, id: 2, x: 50, y: 50), .wait(frames: 1), .finger(.up, id: 2, x: 50, y: 50), .wait(frames: 1)] }
            stream += [.finger(.down, id: 2, x: 50, y: 50), .finger(.move, id: 2, x: 60, y: 50), .wait(frames: 1)]
            let failure = try #require(planted.run(stream))
            #expect(failure.violation.invariant == "finite-geometry")
            #expect(failure.index == stream.count - 1)
        }

        @Test func theWindowResizesTo8KAnd1x1AndBack() throws {
            let session = try HeadlessSession(options: testOptions(), delegate: AppDelegate())
            defer { session.shutdown() }
            session.app.logHandler = { _ in }
            session.resizeWindow(width: 7680, height: 4320)
            #expect(UIScreen.main.bounds.size == CGSize(width: 7680, height: 4320))
            #expect(session.app.keyWindow?.bounds.size == CGSize(width: 7680, height: 4320))
            session.wait(0.1)
            session.resizeWindow(width: 1, height: 1)
            #expect(UIScreen.main.bounds.size == CGSize(width: 1, height: 1))
            session.tap(CGPoint(x: 0.5, y: 0.5))
            session.resizeWindow(width: 320, height: 480)
            #expect(session.app.keyWindow?.bounds.size == CGSize(width: 320, height: 480))
            // Fingers are normalised to the new size: a tab is still reachable after the round trip.
            let tab = try #require(session.view(withIdentifier: "tab.Tag"))
            #expect(session.center(of: tab).y > 400)
        }
    }
}
