import Foundation
import SDLPlatform
import Testing
import UIKit

/// Logs a button's control events.
@MainActor
final class ControlEventLog {
    var events: [String] = []
    func watch(_ control: UIControl) {
        let named: [(UIControl.Event, String)] = [(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                                  (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel")]
        for (event, name) in named {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }
}

/// A scroll view that lets drags on controls scroll (the usual UIKit override).
@MainActor
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view that keeps its content from touches on views tagged 7.
@MainActor
final class RefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { view.tag != 7 }
}

extension SDLSuite {
    /// Dragging through `panGestureRecognizer`: content touches are delayed, cancelled by a scroll, and taps still
    /// reach controls; the keyboard dismiss modes end editing.
    @Suite @MainActor struct ScrollViewContentTouches {
        /// A 320×480 scroll view over 2000 points with a button at (60, 200, 200, 60).
        private func makeSession(_ scroll: UIScrollView = UIScrollView(frame: .zero), configure: (UIScrollView) -> Void = { _ in })
            throws -> (HeadlessSession, UIScrollView, UIButton, ControlEventLog) {
            scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            let button = UIButton(type: .system)
            button.setTitle("Press", for: .normal)
            button.frame = CGRect(x: 60, y: 200, width: 200, height: 60)
            scroll.addSubview(button)
            let log = ControlEventLog()
            log.watch(button)
            configure(scroll)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(scroll) })
            return (session, scroll, button, log)
        }

        @Test func aDragStartingOnAButtonScrollsAndTheButtonNeverFires() throws {
            let (session, scroll, button, log) = try makeSession()
            defer { session.shutdown() }
            #expect(scroll.panGestureRecognizer.view === scroll)
            var highlightedWhileDragging = false
            session.finger(.down, id: 0, at: CGPoint(x: 160, y: 230))
            #expect(scroll.isTracking && !scroll.isDragging)
            for i in 1...8 {
                session.finger(.move, id: 0, at: CGPoint(x: 160, y: 230 - CGFloat(i) * 15))
                highlightedWhileDragging = highlightedWhileDragging || button.isHighlighted
            }
            #expect(scroll.isDragging)
            #expect(scroll.panGestureRecognizer.state == .changed)
            session.finger(.up, id: 0, at: CGPoint(x: 160, y: 110))
            // The finger moved 120 points; the scroll began after the 10-point threshold.
            #expect(scroll.contentOffset.y >= 105)
            #expect(!highlightedWhileDragging && !button.isHighlighted)
            #expect(log.events.isEmpty)   // the delayed touch-down was dropped when the scroll began
        }

        @Test func aTapOnAButtonInsideAScrollViewFiresTouchUpInside() throws {
            let (session, scroll, button, log) = try makeSession()
            defer { session.shutdown() }
            session.tap(session.center(of: button))
            #expect(log.events == ["touchDown", "touchUpInside"])
            #expect(scroll.contentOffset.y == 0 && !scroll.isTracking)
            // A press held past the delay highlights the button before the finger lifts.
            session.finger(.down, id: 0, at: session.center(of: button))
            #expect(!button.isHighlighted)
            session.wait(0.2)
            #expect(button.isHighlighted)
            #expect(log.events.last == "touchDown")
            session.finger(.up, id: 0, at: session.center(of: button))
            #expect(log.events.suffix(2) == ["touchDown", "touchUpInside"])
        }

        @Test func aButtonAlreadyTrackingKeepsItsTouchUnlessTheScrollViewMayCancelIt() throws {
            // UIKit's default: touchesShouldCancel(in:) is false for controls, so a held button keeps the touch.
            do {
                let (session, scroll, button, log) = try makeSession()
                defer { session.shutdown() }
                session.finger(.down, id: 0, at: CGPoint(x: 160, y: 230))
                session.wait(0.2)
                #expect(button.isHighlighted)
                for i in 1...8 { session.finger(.move, id: 0, at: CGPoint(x: 160, y: 230 - CGFloat(i) * 15)) }
                #expect(scroll.contentOffset.y == 0 && !scroll.isDragging)
                #expect(scroll.panGestureRecognizer.state != .began && scroll.panGestureRecognizer.state != .changed)
                #expect(!button.isHighlighted)   // dragged out of the button
                session.finger(.up, id: 0, at: CGPoint(x: 160, y: 110))
                #expect(log.events == ["touchDown", "touchUpOutside"])
                #expect(scroll.contentOffset.y == 0)
            }
            // An override that lets controls be cancelled: the button hears touchCancel and the content scrolls.
            do {
                let (session, scroll, button, log) = try makeSession(ControlCancellingScrollView(frame: .zero))
                defer { session.shutdown() }
                session.finger(.down, id: 0, at: CGPoint(x: 160, y: 230))
                session.wait(0.2)
                #expect(button.isHighlighted)
                for i in 1...8 { session.finger(.move, id: 0, at: CGPoint(x: 160, y: 230 - CGFloat(i) * 15)) }
                #expect(log.events == ["touchDown", "touchCancel"])
                #expect(!button.isHighlighted)
                #expect(scroll.isDragging && scroll.contentOffset.y > 90)
                session.finger(.up, id: 0, at: CGPoint(x: 160, y: 110))
                #expect(log.events == ["touchDown", "touchCancel"])
            }
        }

        @Test func withoutDelayTheContentHearsAtOnceAndIsCancelledByTheScroll() throws {
            let content = TouchRecorder(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
            let (session, scroll, _, _) = try makeSession { s in
                s.delaysContentTouches = false
                s.addSubview(content)
            }
            defer { session.shutdown() }
            session.finger(.down, id: 0, at: CGPoint(x: 160, y: 350))
            #expect(content.log == ["began 1"])
            for i in 1...6 { session.finger(.move, id: 0, at: CGPoint(x: 160, y: 350 - CGFloat(i) * 15)) }
            #expect(content.log.first == "began 1" && content.log.last == "cancelled 1")
            #expect(scroll.contentOffset.y > 60)
            session.finger(.up, id: 0, at: CGPoint(x: 160, y: 260))
            #expect(content.log.last == "cancelled 1")

            // canCancelContentTouches = false: once the content tracks a touch, it never scrolls.
            scroll.canCancelContentTouches = false
            scroll.setContentOffset(.zero, animated: false)
            content.log = []
            session.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 200), seconds: 0.2)
            #expect(scroll.contentOffset.y == 0)
            #expect(content.log.first == "began 1" && content.log.last == "ended 1")
        }

        @Test func touchesShouldBeginCanKeepTouchesFromTheContent() throws {
            let refused = TouchRecorder(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
            refused.tag = 7
            let (session, _, button, log) = try makeSession(RefusingScrollView(frame: .zero)) { $0.addSubview(refused) }
            defer { session.shutdown() }
            session.tap(CGPoint(x: 160, y: 350))
            session.wait(0.3)
            #expect(refused.log.isEmpty)
            session.tap(session.center(of: button))
            #expect(log.events == ["touchDown", "touchUpInside"])
        }

        @Test func aTouchThatStopsCoastingIsNotATapOnTheContent() throws {
            let (session, scroll, _, log) = try makeSession()
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 350), seconds: 0.1)
            #expect(scroll.isDecelerating)
            // Touch the button while the content still moves.
            session.wait(0.05)
            let button = try #require(scroll.subviews.first { $0 is UIButton })
            let point = session.center(of: button)
            #expect(point.y > 0 && point.y < 480)
            session.tap(point)
            #expect(!scroll.isDecelerating)
            session.wait(0.3)
            #expect(log.events.isEmpty)
        }

        @Test func nestedScrollViewsSplitDragsByDirection() throws {
            let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            outer.contentSize = CGSize(width: 960, height: 480)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            inner.contentSize = CGSize(width: 320, height: 2000)
            outer.addSubview(inner)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(outer) })
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), seconds: 0.3)
            session.wait(1.5)
            #expect(inner.contentOffset.y > 100 && outer.contentOffset.x == 0)
            session.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 100, y: 240), seconds: 0.3)
            session.wait(1.5)
            #expect(outer.contentOffset.x > 100)
        }

        @Test func theIndicatorFadesOutWithAViewAnimation() throws {
            let (session, scroll, _, _) = try makeSession()
            defer { session.shutdown() }
            session.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 300), seconds: 0.3)
            session.wait(0.1)
            let bar = try #require(scroll.subviews.first { $0.accessibilityIdentifier == "scrollIndicator" })
            #expect(bar.alpha == 1)
            // Coasting stops, then half a second later the bar fades over 0.25 s.
            var sawFading = false
            for _ in 0..<150 {
                session.step()
                if let p = bar.layer.presentation(), bar.alpha == 0, p.opacity > 0.05, p.opacity < 0.95 { sawFading = true; break }
            }
            #expect(sawFading)
            session.wait(0.4)
            #expect(bar.alpha == 0 && bar.layer.animationKeys()?.contains("opacity") != true)
            // Scrolling again shows it at once.
            session.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 300), seconds: 0.2)
            #expect(bar.alpha == 1 && (bar.layer.presentation()?.opacity ?? 1) == 1)
        }

        @Test func onDragEndsEditingAndTheKeyboardSlidesAway() throws {
            let notes = NotificationCounter([UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification])
            let field = makeField(CGRect(x: 20, y: 20, width: 280, height: 30))
            let (session, scroll, _, _) = try makeSession { s in
                s.keyboardDismissMode = .onDrag
                s.addSubview(field)
            }
            defer { session.shutdown() }
            session.tap(session.center(of: field))
            session.wait(0.3)
            #expect(field.isFirstResponder)
            let keyboard = try #require(session.view(withIdentifier: "keyboard"))
            #expect(keyboard.window != nil)
            // A tap on the content is not a drag: the keyboard stays.
            session.tap(CGPoint(x: 160, y: 150))
            #expect(field.isFirstResponder)
            session.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 120), seconds: 0.2)
            #expect(!field.isFirstResponder)
            #expect(notes.count(UIResponder.keyboardWillHideNotification) == 1)
            session.wait(0.5)
            #expect(session.view(withIdentifier: "keyboard") == nil || keyboard.frame.minY >= 480)
            _ = scroll
        }

        @Test func interactiveEndsEditingOnlyWhenTheDragPullsDown() throws {
            let field = makeField(CGRect(x: 20, y: 20, width: 280, height: 30))
            let (session, scroll, _, _) = try makeSession { s in
                s.keyboardDismissMode = .interactive
                s.contentOffset = CGPoint(x: 0, y: 400)
                s.addSubview(field)
            }
            defer { session.shutdown() }
            scroll.contentOffset = .zero
            session.tap(session.center(of: field))
            #expect(field.isFirstResponder)
            session.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150), seconds: 0.2)   // pushes up
            #expect(field.isFirstResponder)
            session.wait(2)
            session.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 250), seconds: 0.2)   // pulls down
            #expect(!field.isFirstResponder)
        }
    }
}
