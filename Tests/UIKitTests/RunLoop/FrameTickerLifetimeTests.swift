import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A scroll view's per-frame physics runs on a 60 Hz run-loop timer; a scroll view freed while it still
/// moves must take that timer with it. One that leaves its window stops moving (so its timer stops), but one
/// sliding outside any window was freed with its timer left firing for good (seed 1, event 29,003 of the
/// fuzzer: a Locations table made to slide while its scene was not shown, then let go).
@Suite(.serialized) @MainActor struct FrameTickerLifetimeTests {
    @Test func aScrollViewFreedWhileItSlidesLeavesNoTimer() {
        let h = AnimationHarness()
        _ = h.makeWindow()
        h.frame()
        let baseline = h.app.runLoop.pendingTimerCount
        weak var freed: UIScrollView?
        do {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            scroll.contentSize = CGSize(width: 80, height: 1000)
            scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            h.advance(1.0 / 60)
            #expect(h.app.runLoop.pendingTimerCount == baseline + 1, "the slide runs on one timer")
            freed = scroll
        }
        #expect(freed == nil, "nothing keeps the scroll view")
        h.run(0.1)
        #expect(h.app.runLoop.pendingTimerCount == baseline, "the freed scroll view's timer is gone")
    }
}
