import Foundation

/// The system clipboard's text, as text fields and text views copy and paste it (SDL's clipboard underneath).
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The general pasteboard: the system clipboard.
    public static let general = UIPasteboard()
    private init() {}

    /// The clipboard's text, or nil when it holds none (or no platform is running).
    public var string: String? {
        get { UIApplication.shared.platform?.clipboardText.flatMap { $0.isEmpty ? nil : $0 } }
        set { UIApplication.shared.platform?.clipboardText = newValue ?? "" }
    }

    /// The clipboard's text as a one-element list, or empty.
    public var strings: [String]? {
        get { string.map { [$0] } ?? [] }
        set { string = newValue?.first }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { string != nil }
}
