import Foundation
import Testing
import UIKit

@MainActor
final class ControlTarget: UIResponder {
    var log: [String] = []
    func tapped(_ sender: UIButton) { log.append("tapped \(sender.tag)") }
    func plain() { log.append("plain") }
    func any(_ sender: Any) { log.append("any") }
    func changed(_ sender: UIControl, _ event: UIEvent) { log.append("changed \(event.type == .touches)") }
    func wrongSender(_ sender: UITextField) { log.append("wrong") }
}

@Suite @MainActor struct ControlTargetActionTests {
    @Test func typedMethodReferencesAndClosuresRunInRegistrationOrder() {
        let button = UIButton(type: .system)
        button.tag = 7
        let target = ControlTarget()
        button.addTarget(target, action: ControlTarget.tapped, for: .touchUpInside)
        button.addTarget(target, action: ControlTarget.plain, for: .touchUpInside)
        button.addTarget(target, action: ControlTarget.any, for: .touchUpInside)
        var closure: [String] = []
        button.addAction(UIAction(title: "go") { action in closure.append("closure \((action.sender as? UIButton)?.tag ?? -1)") },
                         for: .touchUpInside)
        button.addTarget(target, action: ControlTarget.changed, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(target.log == ["tapped 7", "plain", "any"])
        #expect(closure == ["closure 7"])
        button.sendActions(for: .valueChanged)
        #expect(target.log.last == "changed true")
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func removeTargetAndMismatchedSendersAreHandled() {
        let button = UIButton(type: .custom)
        let target = ControlTarget()
        button.addTarget(target, action: ControlTarget.wrongSender, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.log.isEmpty)              // a UIButton is not a UITextField: logged, not sent
        button.addTarget(target, action: ControlTarget.plain, for: [.touchUpInside, .touchDown])
        button.removeTarget(target, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.log.isEmpty)
        button.sendActions(for: .touchDown)
        #expect(target.log == ["plain"])
    }

    @Test func targetsAreNotRetained() {
        let button = UIButton(type: .custom)
        weak var gone: ControlTarget?
        do {
            let target = ControlTarget()
            gone = target
            button.addTarget(target, action: ControlTarget.plain, for: .touchUpInside)
        }
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)   // nothing to call, no crash
        #expect(button.allTargets.isEmpty)
    }

    @Test func buttonTitlesAndColoursFollowTheState() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        #expect(button.currentTitle == "Normal")
        #expect(button.currentTitleColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .blue)
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.titleLabel?.text == "Selected")
        #expect(button.state == .selected)
        let system = UIButton(type: .system)
        system.setTitle("Tint", for: .normal)
        #expect(system.currentTitleColor == system.tintColor)
    }
}
