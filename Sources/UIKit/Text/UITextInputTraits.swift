import Foundation

/// How text typed into an editor is capitalised by the on-screen keyboard.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// Whether autocorrection is offered (kept for API parity; the on-screen keyboard does not autocorrect).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// The kind of on-screen keyboard an editor wants; number-like types open on the numbers page.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
/// The keyboard's colour scheme.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// The title the on-screen keyboard shows on its return key.
    public var keyTitle: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}

/// The keyboard-related properties of an editor: keyboard type, return key, capitalisation, secure entry.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the on-screen keyboard turns on Shift.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is wanted (kept for API compatibility; nothing autocorrects).
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// The on-screen keyboard layout.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look (kept for API compatibility).
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the on-screen keyboard's return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text shows as bullets and may not be copied.
    var isSecureTextEntry: Bool { get set }
}
