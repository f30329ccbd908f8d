import Foundation
import Testing
import UIKit

/// A recognizer driven by hand, to check the state machine's transitions.
@MainActor private final class ManualRecognizer: UIGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}

@MainActor private final class Target {
    var seen: [UIGestureRecognizer.State] = []
    func handle(_ sender: ManualRecognizer) { seen.append(sender.state) }
    func plain() { seen.append(.possible) }
}

@Suite @MainActor struct GestureStateMachineTests {
    @Test func continuousTransitionsAreValidatedAndEndInAReset() {
        let target = Target()
        let g = ManualRecognizer(target: target, action: Target.handle)
        g.state = .changed  // possible -> changed is not allowed
        #expect(g.state == .possible && target.seen.isEmpty)
        g.state = .began
        g.state = .changed
        g.state = .changed
        g.state = .began  // changed -> began is not allowed
        g.state = .ended
        #expect(target.seen == [.began, .changed, .changed, .ended])
        #expect(g.state == .possible && g.resets == 1)  // finished with no touches: reset at once
    }

    @Test func discreteRecognitionAndFailure() {
        let target = Target()
        let g = ManualRecognizer(target: target, action: Target.handle)
        g.state = .recognized
        #expect(target.seen == [.recognized])
        g.state = .failed
        #expect(target.seen == [.recognized])  // failing sends no action
        #expect(g.state == .possible && g.resets == 2)
        g.state = .cancelled  // possible -> cancelled is not allowed
        #expect(g.state == .possible && g.resets == 2)
    }

    @Test func targetsClosuresAndRemoval() {
        let target = Target()
        let g = ManualRecognizer(target: target, action: Target.plain)
        var closureCalls = 0
        g.addAction { (r: ManualRecognizer) in closureCalls += 1; #expect(r === g) }
        g.state = .recognized
        #expect(target.seen.count == 1 && closureCalls == 1)
        g.removeTarget(target)
        g.state = .recognized
        #expect(target.seen.count == 1 && closureCalls == 2)
        let typed = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in #expect(tap.numberOfTapsRequired == 1) }
        #expect(typed.state == .possible && typed.isEnabled)
    }

    @Test func aTargetIsHeldWeakly() {
        var target: Target? = Target()
        let g = ManualRecognizer(target: target!, action: Target.handle)
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)
        g.state = .recognized  // no crash, nothing sent
        #expect(g.state == .possible)
    }

    @Test func defaultsMatchUIKit() {
        let pan = UIPanGestureRecognizer(), press = UILongPressGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded)
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(UIPinchGestureRecognizer().scale == 1 && UIRotationGestureRecognizer().rotation == 0)
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    }
}
