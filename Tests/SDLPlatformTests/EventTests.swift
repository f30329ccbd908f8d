import Foundation
import SDLPlatform
import Testing
import UIKit

extension SDLSuite {
    /// Issue 4: touches, events and the responder chain, driven through SDL events.
    @Suite @MainActor struct Events {
        private func session(_ build: @escaping (UIView) -> Void) throws -> HeadlessSession {
            try HeadlessSession(options: testOptions(), delegate: TestAppDelegate(build: build))
        }

        // MARK: Hit testing

        @Test func hitTestingSkipsHiddenNonInteractiveAndTransparentViews() throws {
            let back = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let hidden = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inert = DetailRecorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            let clear = DetailRecorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            hidden.isHidden = true; inert.isUserInteractionEnabled = false; clear.alpha = 0.005
            let s = try session { root in [back, hidden, inert, clear].forEach(root.addSubview) }
            defer { s.shutdown() }
            for x in [50.0, 150, 250] { s.tap(CGPoint(x: x, y: 50)) }
            #expect(hidden.log.isEmpty && inert.log.isEmpty && clear.log.isEmpty)
            #expect(back.log == ["began 1", "ended 1", "began 1", "ended 1", "began 1", "ended 1"])
            clear.alpha = 0.02
            s.tap(CGPoint(x: 250, y: 50))
            #expect(clear.log == ["began 1", "ended 1"])
        }

        @Test func aPointOutsideAViewSkipsItsSubviewsAndFrontmostWins() throws {
            let parent = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let overhang = DetailRecorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let below = DetailRecorder(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
            let above = DetailRecorder(frame: CGRect(x: 220, y: 220, width: 100, height: 100))
            let s = try session { root in
                parent.addSubview(overhang); root.addSubview(parent); root.addSubview(below); root.addSubview(above)
            }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 120, y: 120))  // inside the overhanging child, outside its parent
            #expect(overhang.log.isEmpty && parent.log.isEmpty)
            s.tap(CGPoint(x: 70, y: 70))
            #expect(overhang.log == ["began 1", "ended 1"])
            s.tap(CGPoint(x: 250, y: 250))  // overlap: the later subview is in front
            #expect(above.log.count == 2 && below.log.isEmpty)
        }

        @Test func hitTestingFollowsAffineAnd3DTransforms() throws {
            let rotated = DetailRecorder(frame: CGRect(x: 60, y: 60, width: 200, height: 20))
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now a 20 x 200 bar centred at (160, 70)
            let tilted = DetailRecorder(frame: CGRect(x: 60, y: 300, width: 200, height: 100))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            tilted.layer.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
            let s = try session { root in root.addSubview(rotated); root.addSubview(tilted) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 160, y: 150))  // on the rotated bar, far below its untransformed frame
            #expect(rotated.log == ["began 1", "ended 1"])
            s.tap(CGPoint(x: 100, y: 70))  // inside the old frame, outside the rotated bar
            #expect(rotated.log.count == 2)
            // Rotated 60 degrees about y with the eye 500 points away, the plane spans about 99.5..202.6 on
            // screen (110..210 without perspective): its near left edge is magnified, its far right edge shrunk.
            s.tap(CGPoint(x: 103, y: 350))
            #expect(tilted.log == ["began 1", "ended 1"])
            s.tap(CGPoint(x: 75, y: 350))  // inside the flat frame but off the projected plane
            s.tap(CGPoint(x: 206, y: 350))  // inside the projection without perspective, outside with it
            #expect(tilted.log.count == 2)
            // The touch location in the view is the point on its tilted plane.
            let local = tilted.convert(CGPoint(x: 103, y: 350), from: nil)
            #expect(abs(local.y - 50) < 0.5 && local.x > 0 && local.x < 10)
        }

        // MARK: Delivery

        @Test func allFourPhasesGoToTheViewHitAtBegan() throws {
            let a = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
            let b = DetailRecorder(frame: CGRect(x: 160, y: 0, width: 160, height: 200))
            let s = try session { root in root.addSubview(a); root.addSubview(b) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 50, y: 50))
            s.finger(.move, id: 1, at: CGPoint(x: 100, y: 50))
            s.finger(.move, id: 1, at: CGPoint(x: 250, y: 60))  // over b now
            s.finger(.up, id: 1, at: CGPoint(x: 250, y: 60))
            #expect(a.log == ["began 1", "moved 1", "moved 1", "ended 1"])
            #expect(b.log.isEmpty)
            #expect(a.locations.last == CGPoint(x: 250, y: 60))  // still reported, in a's coordinates
            #expect(Set(a.events).count == 1)  // one event object for the whole sequence
            s.finger(.down, id: 2, at: CGPoint(x: 50, y: 50))
            s.focus(false)
            s.finger(.up, id: 2, at: CGPoint(x: 50, y: 50))
            #expect(Array(a.log.suffix(2)) == ["began 1", "cancelled 1"])
        }

        @Test func theMouseIsOneTouch() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.mouse(.down, at: CGPoint(x: 10, y: 10))
            s.mouse(.move, at: CGPoint(x: 30, y: 10))
            s.mouse(.up, at: CGPoint(x: 30, y: 10))
            s.mouse(.move, at: CGPoint(x: 60, y: 10))  // no button: not a touch
            #expect(v.log == ["began 1", "moved 1", "ended 1"])
        }

        @Test func aRightClickOpensAContextMenuAndIsNoTouch() throws {
            @MainActor final class Menus: UIContextMenuInteractionDelegate {
                var locations: [CGPoint] = []
                func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                            configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                    locations.append(location)
                    return UIContextMenuConfiguration(previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "A") { _ in }]) }
                }
            }
            let v = DetailRecorder(frame: CGRect(x: 20, y: 10, width: 200, height: 200))
            let menus = Menus()
            let s = try session { $0.addSubview(v); v.addInteraction(UIContextMenuInteraction(delegate: menus)) }
            defer { s.shutdown() }
            s.secondaryClick(at: CGPoint(x: 50, y: 40))
            #expect(menus.locations == [CGPoint(x: 30, y: 30)])
            #expect(v.log.isEmpty)                      // the right button makes no touch
            #expect(v.window?.subviews.contains { $0.accessibilityIdentifier == "menu.overlay" } == true)
        }

        @Test func twoFingersTogetherArriveInOneCallAndOneAfterTheOtherInTwo() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            v.isMultipleTouchEnabled = true
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.fingers(.down, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 150, y: 50))])
            s.fingers(.move, [(1, CGPoint(x: 60, y: 50)), (2, CGPoint(x: 160, y: 50))])
            s.fingers(.up, [(1, CGPoint(x: 60, y: 50)), (2, CGPoint(x: 160, y: 50))])
            #expect(v.log == ["began 2", "moved 2", "ended 2"])
            v.log.removeAll()
            s.finger(.down, id: 3, at: CGPoint(x: 50, y: 50))
            s.finger(.down, id: 4, at: CGPoint(x: 150, y: 50))
            s.finger(.up, id: 3, at: CGPoint(x: 50, y: 50))
            s.finger(.up, id: 4, at: CGPoint(x: 150, y: 50))
            #expect(v.log == ["began 1", "began 1", "ended 1", "ended 1"])
        }

        @Test func withoutMultipleTouchOnlyTheFirstFingerReachesTheView() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            #expect(v.isMultipleTouchEnabled == false && v.isExclusiveTouch == false)
            s.fingers(.down, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 150, y: 50))])
            s.finger(.down, id: 3, at: CGPoint(x: 200, y: 50))
            s.fingers(.up, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 150, y: 50)), (3, CGPoint(x: 200, y: 50))])
            #expect(v.log == ["began 1", "ended 1"])
        }

        @Test func anExclusiveTouchViewBlocksOtherViews() throws {
            let exclusive = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
            let other = DetailRecorder(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
            exclusive.isExclusiveTouch = true
            let s = try session { root in root.addSubview(exclusive); root.addSubview(other) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 50, y: 50))
            s.finger(.down, id: 2, at: CGPoint(x: 250, y: 50))  // blocked while the exclusive view is touched
            s.finger(.up, id: 2, at: CGPoint(x: 250, y: 50))
            s.finger(.up, id: 1, at: CGPoint(x: 50, y: 50))
            #expect(exclusive.log == ["began 1", "ended 1"] && other.log.isEmpty)
            s.finger(.down, id: 3, at: CGPoint(x: 250, y: 50))
            s.finger(.down, id: 4, at: CGPoint(x: 50, y: 50))  // the exclusive view is not entered meanwhile
            s.fingers(.up, [(3, CGPoint(x: 250, y: 50)), (4, CGPoint(x: 50, y: 50))])
            #expect(other.log == ["began 1", "ended 1"] && exclusive.log.count == 2)
        }

        @Test func tapCountCountsQuickTapsInOnePlace() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100), count: 3)
            #expect(v.tapCounts == [1, 2, 3])
            s.wait(0.5)
            s.tap(CGPoint(x: 100, y: 100))
            s.tap(CGPoint(x: 200, y: 300))  // quick but far away
            #expect(v.tapCounts == [1, 2, 3, 1, 1])
        }

        @Test func theSeedSingleAndDoubleTapWithDelayedPerform() throws {
            // Seed 004: touchesEnded schedules the single tap after 0.3 s; a second tap cancels it.
            final class TapSizer: UIView {
                var singles = 0, doubles = 0
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    if touches.first?.tapCount == 2 { UIResponder.cancelPreviousPerformRequests(withTarget: self) }
                }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    guard let touch = touches.first else { return }
                    if touch.tapCount == 1 {
                        perform(TapSizer.handleSingleTap, with: ["location": touch.location(in: self)], afterDelay: 0.3)
                    } else if touch.tapCount == 2 { doubles += 1 }
                }
                func handleSingleTap(_ info: Any?) { singles += 1 }
            }
            let v = TapSizer(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100), count: 2)
            s.wait(0.5)
            #expect(v.doubles == 1 && v.singles == 0)
            s.tap(CGPoint(x: 100, y: 100))
            #expect(v.singles == 0)
            s.wait(0.4)
            #expect(v.singles == 1)
        }

        // MARK: Responder chain

        @Test func unhandledTouchesTravelTheResponderChainInOrder() throws {
            let delegate = ChainAppDelegate { root, log in
                let rootRecorder = ChainView("root", log: log, frame: root.bounds)
                let parent = ChainView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                let leaf = ChainView("leaf", log: log, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                parent.addSubview(leaf); rootRecorder.addSubview(parent); root.addSubview(rootRecorder)
            }
            let s = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { s.shutdown() }
            s.tap(CGPoint(x: 20, y: 20))
            #expect(delegate.log.lines.filter { $0.hasSuffix("began") }
                    == ["leaf began", "parent began", "root began", "controller began", "window began", "delegate began"])
            #expect(s.app.next === delegate)
            delegate.log.lines.removeAll()
            s.tap(CGPoint(x: 150, y: 150))  // parent handles: the chain stops there
            (s.app.keyWindow?.hitTest(CGPoint(x: 150, y: 150), with: nil) as? ChainView)?.handles = true
            s.tap(CGPoint(x: 150, y: 150))
            #expect(Array(delegate.log.lines.suffix(2)) == ["parent began", "parent ended"])
        }

        // MARK: Cancellation

        @Test func removingTheViewCancelsItsTouchesExactlyOnce() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 50, y: 50))
            v.removeFromSuperview()
            s.finger(.move, id: 1, at: CGPoint(x: 60, y: 50))
            s.finger(.up, id: 1, at: CGPoint(x: 60, y: 50))
            #expect(v.log == ["began 1", "cancelled 1"])
        }

        @Test func ignoringInteractionEventsCancelsAndDropsTouches() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 50, y: 50))
            s.app.beginIgnoringInteractionEvents()
            s.app.beginIgnoringInteractionEvents()
            s.finger(.up, id: 1, at: CGPoint(x: 50, y: 50))
            s.tap(CGPoint(x: 50, y: 50))
            s.app.endIgnoringInteractionEvents()
            s.tap(CGPoint(x: 50, y: 50))  // still ignoring: begin/end are balanced
            #expect(v.log == ["began 1", "cancelled 1"])
            s.app.endIgnoringInteractionEvents()
            s.tap(CGPoint(x: 50, y: 50))
            #expect(v.log == ["began 1", "cancelled 1", "began 1", "ended 1"])
        }

        @Test func focusLossCancelsEveryFingerOnce() throws {
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            v.isMultipleTouchEnabled = true
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.fingers(.down, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 150, y: 50))])
            s.focus(false)
            s.focus(false)
            s.fingers(.up, [(1, CGPoint(x: 50, y: 50)), (2, CGPoint(x: 150, y: 50))])
            #expect(v.log == ["began 2", "cancelled 2"])
            #expect(s.app.applicationState == .inactive)
            s.focus(true)
            #expect(s.app.applicationState == .active)
        }

        // MARK: First responder and keys

        @Test func firstResponderHandoverAndRefusal() throws {
            let a = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let b = FocusView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            let plain = UIView()
            let s = try session { root in root.addSubview(a); root.addSubview(b); root.addSubview(plain) }
            defer { s.shutdown() }
            #expect(plain.becomeFirstResponder() == false)
            #expect(a.becomeFirstResponder() && a.isFirstResponder)
            #expect(s.app.keyWindow?.currentFirstResponder === a)
            #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
            b.refusesToResign = true
            #expect(a.becomeFirstResponder() == false)
            #expect(b.isFirstResponder && !a.isFirstResponder)
            #expect(b.resignFirstResponder() == false)
            s.key("a")
            #expect(b.presses == ["began 4", "ended 4"] && a.presses.isEmpty)
            b.removeFromSuperview()  // leaving the window resigns, refusal or not
            #expect(!b.isFirstResponder && s.app.keyWindow?.currentFirstResponder == nil)
            let detached = FocusView()
            #expect(detached.becomeFirstResponder() == false)  // not in a window
        }

        @Test func pressesStartAtTheFirstResponderAndClimbTheChain() throws {
            let delegate = fieldInParentDelegate()
            let s = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { s.shutdown() }
            let field = s.app.keyWindow?.hitTest(CGPoint(x: 10, y: 10), with: nil)
            #expect(field?.becomeFirstResponder() == true)
            s.key("b")
            #expect(delegate.log.lines == ["field pressesBegan b", "parent pressesBegan b", "delegate pressesBegan"])
            s.key("shift", .down); s.key("c"); s.key("shift", .up)
            #expect(delegate.log.lines.contains("field pressesBegan c"))
        }

        @Test func mediaKeysArriveAsRemoteControlEvents() throws {
            let delegate = fieldInParentDelegate()
            let s = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { s.shutdown() }
            _ = s.app.keyWindow?.hitTest(CGPoint(x: 10, y: 10), with: nil)?.becomeFirstResponder()
            s.key("playpause"); s.key("next"); s.key("previous"); s.key("stop")
            s.key("fastforward")
            let remote = delegate.log.lines.filter { $0.hasPrefix("field remote") }
            #expect(remote == ["field remote \(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue)",
                               "field remote \(UIEvent.EventSubtype.remoteControlNextTrack.rawValue)",
                               "field remote \(UIEvent.EventSubtype.remoteControlPreviousTrack.rawValue)",
                               "field remote \(UIEvent.EventSubtype.remoteControlStop.rawValue)",
                               "field remote \(UIEvent.EventSubtype.remoteControlBeginSeekingForward.rawValue)",
                               "field remote \(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue)"])
            #expect(delegate.log.lines.filter { $0 == "delegate remote" }.count == 6)  // unhandled: up to the delegate
            #expect(!delegate.log.lines.contains { $0.contains("pressesBegan") })  // media keys are not presses
        }

        @Test func focusLossCancelsHeldKeys() throws {
            let a = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let s = try session { $0.addSubview(a) }
            defer { s.shutdown() }
            _ = a.becomeFirstResponder()
            s.key("left", .down)
            s.focus(false)
            s.key("left", .up)
            #expect(a.presses == ["began 80", "cancelled 80"])
        }

        // MARK: UIWindow.sendEvent

        @Test func aWindowSubclassSeesEveryEventAndForwardsTouches() throws {
            // Seed 004: a UIWindow subclass sorts the touches of each event by phase for a helper, then calls super.
            final class ForwardingWindow: UIWindow {
                var began = 0, moved = 0, ended = 0
                var swallow = false
                override func sendEvent(_ event: UIEvent) {
                    for touch in event.allTouches ?? [] {
                        switch touch.phase {
                        case .began: began += 1
                        case .moved: moved += 1
                        case .ended: ended += 1
                        default: break
                        }
                    }
                    if !swallow { super.sendEvent(event) }
                }
            }
            let v = DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var window: ForwardingWindow?
            let delegate = TestAppDelegate(build: { $0.addSubview(v) },
                                           window: { let w = ForwardingWindow(frame: UIScreen.main.bounds); window = w; return w })
            let s = try HeadlessSession(options: testOptions(), delegate: delegate)
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), seconds: 0.05)
            #expect(window?.began == 1 && window?.ended == 1 && (window?.moved ?? 0) >= 2)
            #expect(v.log.first == "began 1" && v.log.last == "ended 1")
            window?.swallow = true
            s.tap(CGPoint(x: 10, y: 10))
            #expect(v.log.last == "ended 1" && window?.began == 2 && v.log.filter { $0.hasPrefix("began") }.count == 1)
        }
    }
}
