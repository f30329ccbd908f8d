import Foundation
import SDLPlatform
import Testing
import UIKit

/// Records the target a fling reports (and optionally replaces it) and when the drag ended and the coast stopped.
@MainActor
final class LandingRecorder: UIScrollViewDelegate {
    var proposed: CGPoint?
    var replace: ((CGPoint) -> CGPoint)?
    var liftTime: TimeInterval?
    var restTime: TimeInterval?
    var restOffset: CGPoint?
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        proposed = targetContentOffset.pointee
        liftTime = CACurrentMediaTime()
        if let replace { targetContentOffset.pointee = replace(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        restTime = CACurrentMediaTime()
        restOffset = scrollView.contentOffset
    }
}

extension SDLSuite {
    /// Flings come to rest exactly on `targetContentOffset`, and pages settle as quickly as on iOS.
    @Suite @MainActor struct ScrollViewLanding {
        private func session(_ recorder: LandingRecorder, paging: Bool = false) throws -> (HeadlessSession, UIScrollView) {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = paging ? CGSize(width: 320 * 5, height: 480) : CGSize(width: 320, height: 4000)
            scroll.isPagingEnabled = paging
            scroll.delegate = recorder
            let s = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(scroll) })
            return (s, scroll)
        }

        @Test func aFlingLandsOnTheUnchangedTarget() throws {
            let recorder = LandingRecorder()
            let (s, scroll) = try session(recorder)
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150), seconds: 0.15)
            let target = try #require(recorder.proposed)
            #expect(target.y > scroll.contentOffset.y + 300, "a real fling: \(target.y) from \(scroll.contentOffset.y)")
            s.wait(6)
            #expect(recorder.restOffset == target)
            #expect(scroll.contentOffset == target)
            #expect(!scroll.isDecelerating)
        }

        @Test func aFlingLandsOnAChangedTarget() throws {
            let recorder = LandingRecorder()
            // Snap to 100-point rows, the way code predicts the landing item.
            recorder.replace = { CGPoint(x: $0.x, y: ($0.y / 100).rounded() * 100 + 37) }
            let (s, scroll) = try session(recorder)
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), seconds: 0.2)
            let proposed = try #require(recorder.proposed)
            s.wait(6)
            let expected = CGPoint(x: 0, y: (proposed.y / 100).rounded() * 100 + 37)
            #expect(scroll.contentOffset == expected)
            #expect(recorder.restOffset == expected)
        }

        @Test func aFlungPageSettlesInAFractionOfASecond() throws {
            let recorder = LandingRecorder()
            let (s, scroll) = try session(recorder, paging: true)
            defer { s.shutdown() }
            // A quick swipe left of 100 points.
            s.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), seconds: 0.1)
            #expect(recorder.proposed == CGPoint(x: 320, y: 0))
            s.wait(0.6)
            let lift = try #require(recorder.liftTime), rest = try #require(recorder.restTime)
            #expect(rest - lift <= 0.5, "settled \(rest - lift) s after the lift")
            #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
            // Offsets on the way only approach the page (no overshoot).
        }

        @Test func aSlowReleasePastHalfAPageSettlesOnTheNextOneQuickly() throws {
            let recorder = LandingRecorder()
            let (s, scroll) = try session(recorder, paging: true)
            defer { s.shutdown() }
            s.injectDragHolding(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240))
            s.liftFinger(at: CGPoint(x: 100, y: 240))
            #expect(recorder.proposed == CGPoint(x: 320, y: 0))
            var offsets: [CGFloat] = []
            for _ in 0..<36 { s.step(); offsets.append(scroll.contentOffset.x) }
            let lift = try #require(recorder.liftTime), rest = try #require(recorder.restTime)
            #expect(rest - lift <= 0.5, "settled \(rest - lift) s after the lift")
            #expect(scroll.contentOffset.x == 320)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "no overshoot: \(offsets)")
            #expect(offsets.allSatisfy { $0 <= 320 })
            // A second swipe right away moves on from a settled page.
            s.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), seconds: 0.1)
            #expect(recorder.proposed == CGPoint(x: 640, y: 0))
            s.wait(0.6)
            #expect(scroll.contentOffset.x == 640)
        }
    }
}
