import Foundation
import Testing
@_spi(Platform) import UIKit

@MainActor private final class LinkTarget {
    var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
    var calls = 0
    func step(_ link: CADisplayLink) { stamps.append((link.timestamp, link.targetTimestamp, link.duration)) }
    func plain() { calls += 1 }
}

/// `CADisplayLink` on the application clock (virtual here): once per frame while added, valid and unpaused.
@Suite(.serialized) @MainActor struct DisplayLinkTests {
    @Test func timestampsFollowTheVirtualClockFrameByFrame() throws {
        let h = AnimationHarness()
        let target = LinkTarget()
        let link = CADisplayLink(target: target, selector: LinkTarget.step)
        #expect(link.timestamp == 0 && link.targetTimestamp == 0, "0 before the first call")
        h.frame()
        #expect(target.stamps.isEmpty, "not added yet")
        link.add(to: .main, forMode: .common)
        #expect(h.app.wantsFrame)
        var times: [Double] = []
        for _ in 0..<4 { h.advance(1.0 / 60); times.append(h.clock.now) }
        #expect(target.stamps.count == 4)
        for (i, s) in target.stamps.enumerated() {
            #expect(s.0 == times[i], "timestamp is the frame's time")
            #expect(abs(s.1 - (times[i] + 1.0 / 60)) < 1e-12, "targetTimestamp is the next frame")
            #expect(s.2 == 1.0 / 60)
        }
        link.invalidate()
    }

    @Test func preferredRatesSkipFrames() {
        let h = AnimationHarness()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        h.run(1)
        #expect(count == 30)
        count = 0
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 15)
        h.run(1)
        #expect(count == 15, "the preferred rate of the range wins")
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        link.preferredFramesPerSecond = -5
        #expect(link.preferredFramesPerSecond == 0 && lines.count == 1)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: .nan, maximum: 0)
        #expect(link.preferredFrameRateRange == .default && lines.count == 2)
        link.invalidate()
    }

    @Test func aPausedLinkIsNotCalledAndAsksForNoFrames() {
        let h = AnimationHarness()
        let target = LinkTarget()
        let link = CADisplayLink(target: target, selector: LinkTarget.plain)
        link.add(to: .main, forMode: .common)
        h.run(0.1)
        #expect(target.calls == 6)
        link.isPaused = true
        h.frame()
        #expect(!h.app.wantsFrame, "paused: the loop may sleep")
        h.run(0.5)
        #expect(target.calls == 6)
        link.isPaused = false
        #expect(h.app.wantsFrame)
        h.run(0.1)
        #expect(target.calls == 12)
        link.remove(from: .main, forMode: .common)
        h.frame()
        #expect(!h.app.wantsFrame && link.isValid)
        link.add(to: .main, forMode: .common)
        h.run(0.05)
        #expect(target.calls == 15, "removed from every mode it stops; added again it resumes")
        link.invalidate()
    }

    @Test func invalidatingInsideItsOwnCallbackStopsItAndReleasesTheTarget() {
        let h = AnimationHarness()
        weak var weakTarget: LinkTarget?
        var calls = 0
        do {
            let target = LinkTarget()
            weakTarget = target
            let link = CADisplayLink(target: target, selector: LinkTarget.plain)
            link.add(to: .main, forMode: .common)
        }
        h.run(0.05)
        #expect(weakTarget?.calls == 3, "the run loop keeps the link, the link keeps its target")
        let link = CADisplayLink { link in
            calls += 1
            link.invalidate()
            link.invalidate()
        }
        link.add(to: .main, forMode: .common)
        h.run(0.2)
        #expect(calls == 1 && !link.isValid)
        var lines: [String] = []
        h.app.logHandler = { lines.append($0) }
        link.add(to: .main, forMode: .common)
        #expect(lines.count == 1, "adding an invalidated link is refused with a message")
        h.run(0.05)
        #expect(calls == 1)
    }
}
