import Foundation

/// UIKit's name for the modifier keys held with a key.
public typealias UIKeyModifierFlags = UIKey.ModifierFlags

/// A keyboard shortcut: a key (`input`) with modifier keys and an action. Responders publish theirs in
/// `keyCommands`; a key that goes down is matched against the commands of the first responder, then of each
/// responder up the chain, and the first match runs its action on the first responder of the chain (from the
/// first responder up) of the action's type, instead of delivering the press. Typed method references stand in
/// for selectors: `UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Game.moveUp)`.
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The key: a character ("a", "/", " ", "\r", "\t", "\u{8}") or one of the `input...` constants.
    public let input: String?
    /// The modifier keys that must be held, exactly (Caps Lock is ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// A title for menus and the shortcut overlay.
    open var title: String = ""
    /// The title shown when the command is discovered (the shortcut overlay); nil uses `title`.
    open var discoverabilityTitle: String?
    /// Whether the command takes keys a text field or text view that is first responder would otherwise edit
    /// with (characters, arrows, Backspace, Return, Ctrl/Cmd+A/C/X/V); false by default, as in UIKit.
    open var wantsPriorityOverSystemBehavior = false

    /// Runs the action if `responder` is of the action's type; says whether it ran.
    private let perform: (UIResponder?, UIKeyCommand) -> Bool

    /// A command whose action is a method taking the command: `func moveUp(_ sender: UIKeyCommand)`.
    public init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (T) -> (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { responder, command in
            guard let target = responder as? T else { return false }
            action(target)(command)
            return true
        }
    }

    /// A command whose action is a method without arguments: `func moveUp()`.
    public init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (T) -> () -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { responder, _ in
            guard let target = responder as? T else { return false }
            action(target)()
            return true
        }
    }

    /// A command that runs `handler` (the closure form; it always has a target).
    public init(input: String, modifierFlags: UIKeyModifierFlags = [], handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { _, command in handler(command); return true }
    }

    // MARK: Special inputs (UIKit's constants)
    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// Function keys F1 to F12.
    nonisolated public static let inputF1 = "UIKeyInputF1", inputF2 = "UIKeyInputF2", inputF3 = "UIKeyInputF3",
                                   inputF4 = "UIKeyInputF4", inputF5 = "UIKeyInputF5", inputF6 = "UIKeyInputF6",
                                   inputF7 = "UIKeyInputF7", inputF8 = "UIKeyInputF8", inputF9 = "UIKeyInputF9",
                                   inputF10 = "UIKeyInputF10", inputF11 = "UIKeyInputF11", inputF12 = "UIKeyInputF12"

    // MARK: Matching and dispatch
    /// Whether `key` (held with its modifiers) is this command's shortcut.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard key.modifierFlags.subtracting(.alphaShift) == modifierFlags.subtracting(.alphaShift) else { return false }
        if let special = Self.specialInput(key.keyCode) { return input == special }
        if input.lowercased() == key.charactersIgnoringModifiers.lowercased() { return true }
        return !key.characters.isEmpty && input == key.characters
    }

    private static func specialInput(_ code: UIKeyboardHIDUsage) -> String? {
        switch code {
        case .keyboardUpArrow: return inputUpArrow
        case .keyboardDownArrow: return inputDownArrow
        case .keyboardLeftArrow: return inputLeftArrow
        case .keyboardRightArrow: return inputRightArrow
        case .keyboardEscape: return inputEscape
        case .keyboardPageUp: return inputPageUp
        case .keyboardPageDown: return inputPageDown
        case .keyboardHome: return inputHome
        case .keyboardEnd: return inputEnd
        case .keyboardDeleteForward: return inputDelete
        default:
            // HID usages 58...69 are F1...F12.
            return (58...69).contains(code.rawValue) ? "UIKeyInputF\(code.rawValue - 57)" : nil
        }
    }

    /// Whether a text editor that is first responder edits with `key` (then only commands that want priority
    /// over system behaviour take it).
    private static func editorKeeps(_ key: UIKey) -> Bool {
        let code = key.keyCode
        if code == .keyboardEscape || (58...69).contains(code.rawValue) { return false }
        let modifiers = key.modifierFlags.subtracting([.shift, .alphaShift])
        if modifiers.isEmpty { return true }  // typing, arrows, Backspace, Return, Tab, Home/End
        let movement: [UIKeyboardHIDUsage] = [.keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
                                              .keyboardHome, .keyboardEnd, .keyboardDeleteOrBackspace, .keyboardDeleteForward]
        if movement.contains(code) { return true }  // by word or line with Ctrl, Alt or Cmd
        let clipboard = ["a", "c", "x", "v"].contains(key.charactersIgnoringModifiers.lowercased())
        return clipboard && !modifiers.isDisjoint(with: [.control, .command])
    }

    /// Finds the command for `key` along the responder chain from `first` and runs it; returns whether one ran
    /// (the key is then consumed: no press is delivered).
    static func performMatching(_ key: UIKey, from first: UIResponder?) -> Bool {
        let editing = first is UIKeyInput && editorKeeps(key)
        var responder = first
        var seen = 0
        while let current = responder, seen < 10_000 {
            for command in current.keyCommands ?? [] where command.matches(key) {
                if editing && !command.wantsPriorityOverSystemBehavior { continue }
                // The action goes to the first responder of its type, from the first responder up.
                var target = first
                var hops = 0
                while hops < 10_000 {
                    if command.perform(target, command) { return true }
                    guard let t = target else { break }
                    target = t.next
                    hops += 1
                }
            }
            responder = current.next
            seen += 1
        }
        return false
    }
}
