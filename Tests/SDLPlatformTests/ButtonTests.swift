import Foundation
import SDLPlatform
import Testing
import UIKit

/// A view controller-like target with typed action methods.
@MainActor
final class ButtonTarget {
    var log: [String] = []
    func done(_ sender: UIButton) { log.append("done:\(sender.currentTitle ?? "")") }
    func down() { log.append("down") }
    func exit(_ sender: UIControl, _ event: UIEvent) { log.append("exit") }
    func enter(_ sender: UIButton) { log.append("enter") }
    func upOutside(_ sender: UIButton) { log.append("upOutside") }
    func cancel(_ sender: UIButton) { log.append("cancel") }
}

extension SDLSuite {
    @Suite @MainActor struct Button {
        private func makeButton(_ target: ButtonTarget) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Hypnotize", for: .normal)
            button.setTitle("Pressed", for: .highlighted)
            button.addTarget(target, action: ButtonTarget.done, for: .touchUpInside)
            button.addTarget(target, action: ButtonTarget.down, for: .touchDown)
            button.addTarget(target, action: ButtonTarget.exit, for: .touchDragExit)
            button.addTarget(target, action: ButtonTarget.enter, for: .touchDragEnter)
            button.addTarget(target, action: ButtonTarget.upOutside, for: .touchUpOutside)
            return button
        }

        @Test func tapSendsTouchDownThenTouchUpInside() throws {
            let target = ButtonTarget()
            let button = makeButton(target)
            var closureRuns = 0
            button.addAction(UIAction { _ in closureRuns += 1 }, for: .primaryActionTriggered)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(button) })
            defer { session.shutdown() }
            session.finger(.down, id: 0, at: CGPoint(x: 150, y: 120))
            #expect(button.isHighlighted)
            #expect(button.currentTitle == "Pressed")
            session.finger(.up, id: 0, at: CGPoint(x: 150, y: 120))
            #expect(!button.isHighlighted)
            #expect(target.log == ["down", "done:Hypnotize"])
            #expect(closureRuns == 1)
        }

        @Test func draggingOutCancelsAndDraggingBackRestores() throws {
            let target = ButtonTarget()
            let button = makeButton(target)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(button) })
            defer { session.shutdown() }
            // Out beyond UIKit's 70-point margin and released there: touch up outside, no action.
            session.finger(.down, id: 0, at: CGPoint(x: 150, y: 120))
            session.finger(.move, id: 0, at: CGPoint(x: 150, y: 180))     // 36 pt below: still "inside"
            #expect(button.isHighlighted)
            session.finger(.move, id: 0, at: CGPoint(x: 150, y: 300))
            #expect(!button.isHighlighted)
            session.finger(.up, id: 0, at: CGPoint(x: 150, y: 300))
            #expect(target.log == ["down", "exit", "upOutside"])

            // Out and back in before lifting: the tap counts.
            target.log = []
            session.finger(.down, id: 0, at: CGPoint(x: 150, y: 120))
            session.finger(.move, id: 0, at: CGPoint(x: 150, y: 300))
            session.finger(.move, id: 0, at: CGPoint(x: 160, y: 125))
            #expect(button.isHighlighted)
            session.finger(.up, id: 0, at: CGPoint(x: 160, y: 125))
            #expect(target.log == ["down", "exit", "enter", "done:Hypnotize"])
        }

        @Test func disabledButtonsIgnoreTapsAndShowTheirDisabledState() throws {
            let target = ButtonTarget()
            let button = makeButton(target)
            button.isEnabled = false
            button.setTitle("Off", for: .disabled)
            let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { $0.addSubview(button) })
            defer { session.shutdown() }
            #expect(button.currentTitle == "Off")
            #expect(button.state == .disabled)
            session.tap(CGPoint(x: 150, y: 120))
            #expect(target.log.isEmpty)
            button.isEnabled = true
            session.tap(CGPoint(x: 150, y: 120))
            #expect(target.log == ["down", "done:Hypnotize"])
        }
    }
}

@MainActor
final class TapCounter {
    var count = 0
    func tapped(_ sender: UITapGestureRecognizer) { count += 1 }
}

extension SDLSuite.Button {
    @Test func aButtonWinsOverASuperviewTapRecognizer() throws {
        let target = ButtonTarget()
        let button = makeButtonForGestureTest(target)
        let counter = TapCounter()
        let session = try HeadlessSession(options: testOptions(), delegate: TestAppDelegate { root in
            root.addSubview(button)
            root.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: TapCounter.tapped))
        })
        defer { session.shutdown() }
        session.tap(CGPoint(x: 150, y: 120))
        #expect(target.log == ["done:OK"])
        #expect(counter.count == 0)
        session.wait(0.5)
        session.tap(CGPoint(x: 20, y: 400))
        #expect(counter.count == 1)
    }

    private func makeButtonForGestureTest(_ target: ButtonTarget) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("OK", for: .normal)
        button.addTarget(target, action: ButtonTarget.done, for: .touchUpInside)
        return button
    }
}
