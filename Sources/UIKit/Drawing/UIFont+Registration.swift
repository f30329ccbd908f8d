import Foundation

/// How widely a font registration applies. Only the running process is supported: there is no font server to
/// make a registration persist across launches or reach other apps.
public enum CTFontManagerScope: Sendable {
    /// The fonts are available to this process until it exits.
    case process
}

/// Registers the fonts in the file at `fontURL` (TrueType, OpenType or a collection) with the platform, as Core Text's
/// function of that name does, so `UIFont(name:size:)` finds them by family, full or PostScript-style name. Returns
/// false, and sets `error` when given, for a URL that is not a file or a file that is not a usable font.
/// Fonts an app bundles are also found without registering (iOS's `UIAppFonts`): any font file in the asset folder,
/// the main bundle or a SwiftPM resource bundle is looked up by name when `UIFont(name:size:)` first asks for it.
@MainActor @discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: URL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Error?>?) -> Bool {
    let app = UIApplication.shared
    let result: Result<[String], UIFontRegistrationError>
    if !fontURL.isFileURL {
        result = .failure(UIFontRegistrationError("cannot register the font at \(fontURL): expected a file URL"))
    } else if let platform = app.platform {
        result = platform.registerFont(atPath: fontURL.path)
    } else {
        result = .failure(UIFontRegistrationError("cannot register the font \(fontURL.path): no platform to load fonts with"))
    }
    switch result {
    case .success:
        error?.pointee = nil
        return true
    case .failure(let failure):
        app.log("CTFontManagerRegisterFontsForURL: \(failure.description)")
        error?.pointee = failure
        return false
    }
}
