import Foundation
import PixelEngine
import Testing
@_spi(Platform) import UIKit

/// A view that can be first responder, offers its own commands and records presses that reach it.
@MainActor private final class KeyView: UIView {
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("press \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    func viewAction(_ sender: UIKeyCommand) { log.append("view \(sender.input ?? "")") }
}

/// A controller whose commands act on itself or on the focused view.
@MainActor private final class KeyController: UIViewController {
    var log: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: KeyController.moveUp)
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: KeyController.find)
        let save = UIKeyCommand(input: "s", modifierFlags: [.command, .shift], action: KeyController.find)
        let left = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: KeyController.moveLeft)
        let right = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: KeyController.moveRight)
        right.wantsPriorityOverSystemBehavior = true
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: KeyController.dismiss)
        // Declared here, performed by the first responder (a KeyView) that has the method.
        let viewCommand = UIKeyCommand(input: "v", modifierFlags: .control, action: KeyView.viewAction)
        let help = UIKeyCommand(input: UIKeyCommand.inputF1, modifierFlags: []) { [weak self] _ in self?.log.append("help") }
        return [up, find, save, left, right, escape, viewCommand, help]
    }
    func moveUp(_ sender: UIKeyCommand) { log.append("up") }
    func moveLeft() { log.append("left") }
    func moveRight() { log.append("right") }
    func find(_ sender: UIKeyCommand) { log.append("\(sender.input ?? "") \(sender.modifierFlags.rawValue)") }
    func dismiss() { log.append("escape") }
}

@Suite @MainActor struct KeyCommandTests {
    private func setUp() -> (UIApplication, KeyController, KeyView) {
        let app = UIApplication.makeShared(clock: VirtualClock(start: 5), screenSize: CGSize(width: 200, height: 200), scale: 1, platform: nil)
        app.showsOnScreenKeyboard = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = KeyController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (app, controller, view)
    }

    private func press(_ app: UIApplication, _ code: UIKeyboardHIDUsage, _ chars: String = "",
                       _ flags: UIKeyModifierFlags = [], isRepeat: Bool = false) {
        let key = UIKey(keyCode: code, characters: flags.contains(.shift) ? chars.uppercased() : chars,
                        charactersIgnoringModifiers: chars, modifierFlags: flags)
        app.handle(.key(key, isDown: true, isRepeat: isRepeat))
        if !isRepeat { app.handle(.key(key, isDown: false, isRepeat: false)) }
    }

    private static let f = UIKeyboardHIDUsage(rawValue: 9), s = UIKeyboardHIDUsage(rawValue: 22),
                        v = UIKeyboardHIDUsage(rawValue: 25), k = UIKeyboardHIDUsage(rawValue: 14)
    private static let f1 = UIKeyboardHIDUsage(rawValue: 58)

    @Test func commandsUpTheChainTakeTheirKeysAndOthersArePresses() {
        let (app, controller, view) = setUp()
        press(app, .keyboardUpArrow)
        press(app, Self.f, "f", .command)
        press(app, Self.f, "f")           // no Cmd: an ordinary press
        press(app, Self.k, "k", .command)  // no command for it
        #expect(controller.log == ["up", "f \(UIKeyModifierFlags.command.rawValue)"])
        #expect(view.log == ["press f", "press k"])
    }

    @Test func modifiersMustMatchExactlyButCapsLockIsIgnored() {
        let (app, controller, _) = setUp()
        press(app, Self.s, "s", .command)                     // Shift missing
        press(app, Self.f, "f", [.command, .shift])           // Shift extra
        #expect(controller.log.isEmpty)
        press(app, Self.s, "s", [.command, .shift, .alphaShift])
        press(app, Self.f, "f", [.command, .alphaShift])
        #expect(controller.log.count == 2)
    }

    @Test func theActionGoesToTheFirstResponderOfItsTypeAndTheDeepestCommandWins() {
        let (app, controller, view) = setUp()
        press(app, Self.v, "v", .control)
        #expect(view.log == ["view v"])
        // The view offers its own up-arrow command: it is found before the controller's.
        view.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: KeyView.viewAction)]
        press(app, .keyboardUpArrow)
        #expect(view.log == ["view v", "view UIKeyInputUpArrow"])
        #expect(controller.log.isEmpty)
        // The closure form and a function key; auto-repeat repeats the command.
        press(app, Self.f1)
        press(app, Self.f1, isRepeat: true)
        #expect(controller.log == ["help", "help"])
    }

    @Test func aTextFieldKeepsItsEditingKeysUnlessACommandWantsPriority() {
        let (app, controller, _) = setUp()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 150, height: 30))
        controller.view.addSubview(field)
        field.text = "abc"
        #expect(field.becomeFirstResponder())
        press(app, .keyboardLeftArrow)   // the field moves its caret
        #expect(field.selectedTextRange?.start.offset == 2)
        press(app, .keyboardRightArrow)  // wants priority: the controller's command runs, the caret stays
        #expect(field.selectedTextRange?.start.offset == 2)
        press(app, .keyboardEscape)      // the field does not edit with Escape
        press(app, Self.f, "f", .command)
        #expect(controller.log == ["right", "escape", "f \(UIKeyModifierFlags.command.rawValue)"])
    }
}
