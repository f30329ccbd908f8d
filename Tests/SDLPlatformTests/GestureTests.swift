import Foundation
import SDLPlatform
import Testing
import UIKit

/// Records every action a recognizer sends: its state, and for pans/pinches their values.
@MainActor
final class GestureLog: UIGestureRecognizerDelegate {
    var states: [String] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var scales: [CGFloat] = []
    var allowSimultaneous = false
    var shouldBegin = true
    var receives = true

    func handleTap(_ sender: UITapGestureRecognizer) { states.append("tap \(sender.state)") }
    func handleDoubleTap(_ sender: UITapGestureRecognizer) { states.append("double \(sender.state)") }
    func handlePan(_ sender: UIPanGestureRecognizer) {
        states.append("pan \(sender.state)")
        translations.append(sender.translation(in: sender.view))
        velocities.append(sender.velocity(in: sender.view))
    }
    func handlePinch(_ sender: UIPinchGestureRecognizer) { states.append("pinch \(sender.state)"); scales.append(sender.scale) }
    func handleSwipe(_ sender: UISwipeGestureRecognizer) { states.append("swipe \(sender.direction.rawValue) \(sender.state)") }
    func handleLongPress(_ sender: UILongPressGestureRecognizer) { states.append("long \(sender.state)") }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { allowSimultaneous }
}

extension SDLSuite {
    /// Issue 5: gesture recognizers through SDL events.
    @Suite @MainActor struct Gestures {
        private func session(_ build: @escaping (UIView) -> Void) throws -> HeadlessSession {
            try HeadlessSession(options: testOptions(), delegate: TestAppDelegate(build: build))
        }
        private func fullView() -> DetailRecorder { DetailRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

        // MARK: Tap

        @Test func aTapIsRecognizedWithATypedMethodReference() throws {
            let v = fullView(), log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            v.addGestureRecognizer(tap)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            #expect(tap.state == .possible && tap.view === v && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states == ["tap ended"])
            #expect(tap.state == .possible)  // reset after the touches ended
            // A finger that wanders is not a tap: the recognizer fails and sends nothing.
            s.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), seconds: 0.2)
            #expect(log.states == ["tap ended"])
        }

        @Test func cancelsTouchesInViewTrueGivesTheViewTouchesCancelled() throws {
            let v = fullView(), log = GestureLog()
            v.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handleTap))
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100))
            #expect(v.log == ["began 1", "cancelled 1"])
        }

        @Test func cancelsTouchesInViewFalseLetsTheViewSeeTheWholeSequence() throws {
            // The Tag screen: a tap hides the keyboard without swallowing the touches.
            let v = fullView(), log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            tap.cancelsTouchesInView = false
            v.addGestureRecognizer(tap)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100))
            #expect(v.log == ["began 1", "ended 1"] && log.states == ["tap ended"])
        }

        @Test func singleTapWaitsForTheDoubleTapToFail() throws {
            let v = fullView(), log = GestureLog()
            let single = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            let double = UITapGestureRecognizer(target: log, action: GestureLog.handleDoubleTap)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            v.addGestureRecognizer(single); v.addGestureRecognizer(double)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100), count: 2)
            s.wait(0.5)
            #expect(log.states == ["double ended"])
            s.tap(CGPoint(x: 100, y: 100))
            s.wait(0.2)
            #expect(log.states == ["double ended"])  // still inside the double-tap window
            #expect(v.log.last == "began 1")           // and the view's touchesEnded is held meanwhile
            s.wait(0.3)
            #expect(log.states == ["double ended", "tap ended"])
            #expect(v.log.last == "cancelled 1")
        }

        @Test func withoutAFailureRequirementBothTapsFire() throws {
            let v = fullView(), log = GestureLog()
            let single = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            let double = UITapGestureRecognizer(target: log, action: GestureLog.handleDoubleTap)
            double.numberOfTapsRequired = 2
            v.addGestureRecognizer(single); v.addGestureRecognizer(double)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100), count: 2)
            s.wait(0.5)
            // The single tap recognizes on each tap; it cannot prevent the tap that needs more taps.
            #expect(log.states == ["tap ended", "tap ended", "double ended"])
        }

        @Test func twoFingerTapNeedsTwoFingers() throws {
            let v = fullView(), log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            tap.numberOfTouchesRequired = 2
            v.addGestureRecognizer(tap)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states.isEmpty)
            s.fingers(.down, [(1, CGPoint(x: 100, y: 100)), (2, CGPoint(x: 140, y: 100))])
            s.fingers(.up, [(1, CGPoint(x: 100, y: 100)), (2, CGPoint(x: 140, y: 100))])
            #expect(log.states == ["tap ended"])
            #expect(tap.numberOfTouches == 0 || tap.state == .possible)
        }

        // MARK: Pan

        @Test func panReportsCumulativeTranslationAndVelocity() throws {
            let v = fullView(), log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            v.addGestureRecognizer(pan)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), seconds: 0.5)  // 400 points per second
            #expect(log.states.first == "pan began" && log.states.last == "pan ended")
            #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == "pan changed" } && log.states.count > 10)
            #expect(log.translations.last == CGPoint(x: 200, y: 0))
            let v1 = log.velocities.last ?? .zero
            #expect(abs(v1.x - 400) < 20 && abs(v1.y) < 1)
            let translationsX = log.translations.map(\.x)
            #expect(translationsX == translationsX.sorted())  // cumulative, never going back
            #expect(pan.state == .possible)
        }

        @Test func setTranslationResetsTheBaseAndVelocity() throws {
            let v = fullView(), log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            var increments: [CGFloat] = []
            pan.addAction { (p: UIPanGestureRecognizer) in
                increments.append(p.translation(in: nil).x)
                p.setTranslation(.zero, in: nil)
                #expect(p.velocity(in: nil) == .zero)
            }
            v.addGestureRecognizer(pan)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 170, y: 100), seconds: 0.2)
            #expect(abs(increments.reduce(0, +) - 120) < 0.001)
            #expect(increments.dropFirst().allSatisfy { $0 < 15 })
        }

        @Test func panNeedsTheMinimumNumberOfTouchesAndAThreshold() throws {
            let v = fullView(), log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            pan.minimumNumberOfTouches = 2
            v.addGestureRecognizer(pan)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), seconds: 0.3)
            #expect(log.states.isEmpty)
            pan.minimumNumberOfTouches = 1
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 56, y: 100), seconds: 0.2)  // under 10 points
            #expect(log.states.isEmpty)
        }

        // MARK: Pinch and rotation

        @Test func pinchScaleIsTheSpanRatio() throws {
            let v = fullView(), log = GestureLog()
            let pinch = UIPinchGestureRecognizer(target: log, action: GestureLog.handlePinch)
            v.addGestureRecognizer(pinch)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 200, seconds: 0.5)
            #expect(log.states.first == "pinch began" && log.states.last == "pinch ended")
            #expect(abs((log.scales.last ?? 0) - 2) < 0.001)
            s.pinch(center: CGPoint(x: 160, y: 240), from: 200, to: 50, seconds: 0.25)
            #expect(abs((log.scales.last ?? 0) - 0.25) < 0.001)
        }

        @Test func pinchVelocityIsScalePerSecond() throws {
            let v = fullView()
            var velocities: [CGFloat] = []
            let pinch = UIPinchGestureRecognizer { (p: UIPinchGestureRecognizer) in if p.state == .changed { velocities.append(p.velocity) } }
            v.addGestureRecognizer(pinch)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 200, seconds: 0.5)  // +1 scale in 0.5 s
            #expect(abs((velocities.last ?? 0) - 2) < 0.1)
        }

        @Test func rotationFollowsTheFingersAngle() throws {
            let v = fullView()
            var rotations: [CGFloat] = []
            var states: [UIGestureRecognizer.State] = []
            let rotation = UIRotationGestureRecognizer { (r: UIRotationGestureRecognizer) in
                rotations.append(r.rotation); states.append(r.state)
            }
            v.addGestureRecognizer(rotation)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            let c = CGPoint(x: 160, y: 240), r: CGFloat = 60
            func points(_ a: CGFloat) -> [(id: Int, point: CGPoint)] {
                [(1, CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a))), (2, CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))]
            }
            s.fingers(.down, points(0))
            for i in 1...30 { s.fingers(.move, points(CGFloat(i) / 30 * .pi / 2)) }
            s.fingers(.up, points(.pi / 2))
            #expect(states.first == .began && states.last == .ended)
            #expect(abs((rotations.last ?? 0) - .pi / 2) < 0.001)
        }

        // MARK: Swipe

        @Test func swipesInFourDirections() throws {
            let v = fullView(), log = GestureLog()
            for d: UISwipeGestureRecognizer.Direction in [.right, .left, .up, .down] {
                let swipe = UISwipeGestureRecognizer(target: log, action: GestureLog.handleSwipe)
                swipe.direction = d
                v.addGestureRecognizer(swipe)
            }
            #expect(UISwipeGestureRecognizer().direction == .right)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            let c = CGPoint(x: 160, y: 240)
            s.drag(from: c, to: CGPoint(x: c.x + 100, y: c.y), seconds: 0.15)
            s.drag(from: c, to: CGPoint(x: c.x - 100, y: c.y + 5), seconds: 0.15)
            s.drag(from: c, to: CGPoint(x: c.x, y: c.y - 100), seconds: 0.15)
            s.drag(from: c, to: CGPoint(x: c.x - 8, y: c.y + 100), seconds: 0.15)
            #expect(log.states == ["swipe 1 ended", "swipe 2 ended", "swipe 4 ended", "swipe 8 ended"])
        }

        @Test func tooSlowOrCrookedSwipesFail() throws {
            let v = fullView(), log = GestureLog()
            let swipe = UISwipeGestureRecognizer(target: log, action: GestureLog.handleSwipe)
            var failures = 0
            swipe.delegate = log
            v.addGestureRecognizer(swipe)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 200, y: 200), seconds: 2)   // too slow
            s.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 150, y: 280), seconds: 0.15)  // crooked
            s.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), seconds: 0.15)  // wrong way
            s.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 80, y: 200), seconds: 0.1)   // too short
            #expect(log.states.isEmpty)
            // The recognizer failed each time and reset to possible, so a proper swipe still works.
            failures = swipe.state == .possible ? 0 : 1
            s.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 200, y: 200), seconds: 0.15)
            #expect(log.states == ["swipe 1 ended"] && failures == 0)
        }

        // MARK: Long press

        @Test func longPressBeginsAfterTheMinimumDuration() throws {
            let v = fullView(), log = GestureLog()
            let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handleLongPress)
            v.addGestureRecognizer(press)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 100, y: 100))
            s.wait(0.3)
            #expect(log.states.isEmpty)
            s.wait(0.3)
            #expect(log.states == ["long began"])
            #expect(v.log == ["began 1", "cancelled 1"])  // recognized: the view's touch is cancelled
            s.finger(.move, id: 1, at: CGPoint(x: 150, y: 100))
            s.finger(.up, id: 1, at: CGPoint(x: 150, y: 100))
            #expect(log.states == ["long began", "long changed", "long ended"])
            // Lifted early, or moved too far: failed.
            s.tap(CGPoint(x: 100, y: 100))
            s.finger(.down, id: 2, at: CGPoint(x: 100, y: 100))
            s.finger(.move, id: 2, at: CGPoint(x: 130, y: 100))
            s.wait(0.7)
            s.finger(.up, id: 2, at: CGPoint(x: 130, y: 100))
            #expect(log.states.count == 3)
        }

        // MARK: Arbitration and delegate

        @Test func simultaneousRecognitionRefusedThenAllowed() throws {
            let inner = fullView(), outer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let innerLog = GestureLog(), outerLog = GestureLog()
            let innerPan = UIPanGestureRecognizer(target: innerLog, action: GestureLog.handlePan)
            let outerPan = UIPanGestureRecognizer(target: outerLog, action: GestureLog.handlePan)
            innerPan.delegate = innerLog; outerPan.delegate = outerLog
            inner.addGestureRecognizer(innerPan); outer.addGestureRecognizer(outerPan)
            let s = try session { root in outer.addSubview(inner); root.addSubview(outer) }
            defer { s.shutdown() }
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), seconds: 0.2)
            #expect(innerLog.states.first == "pan began" && outerLog.states.isEmpty)  // the nearest wins
            innerLog.states.removeAll()
            outerLog.allowSimultaneous = true  // either delegate saying yes is enough
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), seconds: 0.2)
            #expect(innerLog.states.first == "pan began" && outerLog.states.first == "pan began")
            #expect(innerLog.states.last == "pan ended" && outerLog.states.last == "pan ended")
        }

        @Test func delegateCanVetoBeginningAndTouches() throws {
            let v = fullView(), log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
            tap.delegate = log
            v.addGestureRecognizer(tap)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            log.shouldBegin = false
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states.isEmpty && v.log == ["began 1", "ended 1"])  // failed: the view keeps its touches
            log.shouldBegin = true; log.receives = false
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states.isEmpty && tap.numberOfTouches == 0)
            log.receives = true
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states == ["tap ended"])
        }

        @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() throws {
            let v = fullView(), log = GestureLog()
            let swipe = UISwipeGestureRecognizer(target: log, action: GestureLog.handleSwipe)
            swipe.delaysTouchesBegan = true
            v.addGestureRecognizer(swipe)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 100, y: 100))
            #expect(v.log.isEmpty)
            s.finger(.up, id: 1, at: CGPoint(x: 100, y: 100))  // the swipe fails: began then ended arrive
            #expect(v.log == ["began 1", "ended 1"])
            s.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 200, y: 200), seconds: 0.15)
            #expect(v.log == ["began 1", "ended 1"] && log.states == ["swipe 1 ended"])  // recognized: never delivered
        }

        @Test func disablingOrRemovingARecognizerCancelsItsGesture() throws {
            let v = fullView(), log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            v.addGestureRecognizer(pan)
            let s = try session { $0.addSubview(v) }
            defer { s.shutdown() }
            s.finger(.down, id: 1, at: CGPoint(x: 50, y: 100))
            s.finger(.move, id: 1, at: CGPoint(x: 100, y: 100))
            pan.isEnabled = false
            s.finger(.move, id: 1, at: CGPoint(x: 150, y: 100))
            s.finger(.up, id: 1, at: CGPoint(x: 150, y: 100))
            #expect(log.states == ["pan began", "pan cancelled"])
            pan.isEnabled = true
            s.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 100), seconds: 0.1)
            #expect(log.states.last == "pan ended")
            v.removeGestureRecognizer(pan)
            #expect(pan.view == nil && v.gestureRecognizers == nil)
        }

        @Test func recognizersOnAncestorsSeeTheTouchesOfSubviews() throws {
            let child = DetailRecorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let log = GestureLog()
            parent.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handleTap))
            let s = try session { root in parent.addSubview(child); root.addSubview(parent) }
            defer { s.shutdown() }
            s.tap(CGPoint(x: 100, y: 100))
            #expect(log.states == ["tap ended"] && child.log == ["began 1", "cancelled 1"])
        }
    }
}
