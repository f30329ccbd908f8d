import Foundation
import SDLPlatform
import Testing
import UIKit

/// Records the scroll delegate calls and the offsets seen.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGFloat] = []
    var releaseVelocity: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseVelocity = velocity
        events.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

extension SDLSuite {
    @Suite @MainActor struct ScrollView {
        /// A 320×480 window filled by a scroll view over 2000 points of content.
        private func makeSession(_ recorder: ScrollRecorder, configure: (UIScrollView) -> Void = { _ in })
            throws -> (HeadlessSession, UIScrollView) {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 2000)
            scroll.delegate = recorder
            configure(scroll)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(scroll) })
            return (session, scroll)
        }

        @Test func aFlickCoastsAndDecelerates() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder)
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), seconds: 0.2)
            #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating"])
            #expect(scroll.isDecelerating)
            #expect(!scroll.isDragging)
            let released = scroll.contentOffset.y
            #expect(released > 150 && released < 200)
            let v = try #require(recorder.releaseVelocity)
            #expect(v.y > 0.5 && v.y < 1.5)   // about 1000 points per second = 1 point per millisecond
            session.wait(0.25)
            let early = scroll.contentOffset.y
            session.wait(0.25)
            let later = scroll.contentOffset.y
            #expect(early > released)
            // Deceleration: the second quarter second covers less ground than the first.
            #expect(later - early < early - released)
            session.wait(4)
            #expect(!scroll.isDecelerating)
            #expect(recorder.events.last == "didEndDecelerating")
            // Exponential decay with rate 0.998/ms coasts about v/λ = 1000/2 = 500 points.
            #expect(scroll.contentOffset.y > released + 380 && scroll.contentOffset.y < released + 520)
            // Offsets only grew while coasting.
            let coast = recorder.offsets.drop { $0 < released }
            #expect(zip(coast, coast.dropFirst()).allSatisfy { $0 <= $1 })
        }

        @Test func pullingPastTheTopStretchesAndBouncesBack() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder)
            defer { session.shutdown() }
            session.injectDragHolding(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300))
            // 200 points of finger travel (less the 10-point threshold) shows as a rubber band, less than the travel.
            let stretched = -scroll.contentOffset.y
            #expect(stretched > 60 && stretched < 150)
            session.liftFinger(at: CGPoint(x: 160, y: 300))
            #expect(recorder.events.contains("didEndDragging true"))
            session.wait(0.1)
            #expect(scroll.contentOffset.y < 0 && -scroll.contentOffset.y < stretched)
            session.wait(1.5)
            #expect(scroll.contentOffset.y == 0)
            #expect(!scroll.isDecelerating)
            #expect(recorder.events.last == "didEndDecelerating")
        }

        @Test func aFastFlickPastTheBottomOvershootsAndSettlesOnTheEdge() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder) { $0.contentOffset = CGPoint(x: 0, y: 1300) }
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 50), seconds: 0.15)
            session.wait(3)
            let maxOffset: CGFloat = 2000 - 480
            #expect(recorder.offsets.max()! > maxOffset + 5)   // it went past the edge
            #expect(scroll.contentOffset.y == maxOffset)      // and came back to rest on it
            #expect(recorder.events.last == "didEndDecelerating")
        }

        @Test func withoutBouncingTheOffsetStopsAtTheEdges() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder) { $0.bounces = false }
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), seconds: 0.2)
            session.wait(1)
            #expect(recorder.offsets.allSatisfy { $0 >= 0 })
            #expect(scroll.contentOffset.y == 0)
        }

        @Test func aTouchStopsCoastingAndATapDoesNotScroll() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder)
            defer { session.shutdown() }
            session.tap(CGPoint(x: 160, y: 240))
            #expect(scroll.contentOffset.y == 0)
            #expect(recorder.events.isEmpty)
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), seconds: 0.2)
            session.wait(0.2)
            session.tap(CGPoint(x: 160, y: 240))
            let stopped = scroll.contentOffset.y
            #expect(!scroll.isDecelerating)
            session.wait(0.5)
            #expect(scroll.contentOffset.y == stopped)
        }

        @Test func animatedSetContentOffsetSlidesThenReports() throws {
            let recorder = ScrollRecorder()
            let (session, scroll) = try makeSession(recorder)
            defer { session.shutdown() }
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            session.wait(0.15)
            #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 300)
            session.wait(0.3)
            #expect(scroll.contentOffset.y == 300)
            #expect(recorder.events == ["didEndScrollingAnimation"])
            scroll.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 50), animated: false)
            #expect(abs(scroll.contentOffset.y - (1950 - 480)) < 0.001, "offset \(scroll.contentOffset.y), height \(scroll.bounds.height)")
        }

        @Test func onDragDismissesTheKeyboard() throws {
            let recorder = ScrollRecorder()
            let field = ResponderProbe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let (session, scroll) = try makeSession(recorder) { s in
                s.keyboardDismissMode = .onDrag
                s.addSubview(field)
            }
            defer { session.shutdown() }
            #expect(field.becomeFirstResponder())
            session.tap(CGPoint(x: 160, y: 300))
            #expect(field.isFirstResponder)   // a tap is not a drag
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), seconds: 0.2)
            #expect(!field.isFirstResponder)
            _ = scroll
        }
    }
}

/// A view that can become first responder (a stand-in for a text field).
@MainActor
final class ResponderProbe: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

extension HeadlessSession {
    /// Puts one finger down at `from` and moves it to `to` over 0.2 s without lifting it.
    func injectDragHolding(from: CGPoint, to: CGPoint) {
        finger(.down, id: 0, at: from)
        for i in 1...12 {
            let t = CGFloat(i) / 12
            finger(.move, id: 0, at: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        // Hold still so the release has no flick velocity.
        for _ in 0..<8 { finger(.move, id: 0, at: to) }
    }

    /// Lifts the finger put down by `injectDragHolding`.
    func liftFinger(at point: CGPoint) { finger(.up, id: 0, at: point) }
}
