@_spi(Platform) import UIKit
import CSDL2
import Foundation

extension SDLFontLibrary {
    /// Where app fonts are looked for, as iOS finds the fonts an app bundles (its Info.plist's `UIAppFonts`): the
    /// asset folder, the main bundle (the executable's folder) and every SwiftPM resource bundle beside it.
    var fontFolders: [String] {
        var folders: [String] = []
        for dir in [assetsDirectory, Bundle.main.resourceDirectory].compactMap({ $0 }) + Bundle.swiftPMResourceDirectories
        where !folders.contains(dir) && FileManager.default.fileExists(atPath: dir) {
            folders.append(dir)
        }
        return folders
    }

    /// Registers every font file (`.ttf`, `.otf`, `.ttc`) directly in `folder`, once. Files that do not open are
    /// skipped quietly here: they are reported when a font is asked for by their file name.
    func scanFontFolder(_ folder: String) {
        guard scannedFontFolders.insert(folder).inserted,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where ["ttf", "otf", "ttc"].contains((entry as NSString).pathExtension.lowercased()) {
            _ = names(ofFontAt: (folder as NSString).appendingPathComponent(entry)).map { add($0, path: (folder as NSString).appendingPathComponent(entry)) }
        }
    }

    /// Registers the font file at `path` (CTFontManagerRegisterFontsForURL's work): afterwards `UIFont(name:size:)`
    /// finds it by its family name ("DejaVu Sans Mono"), full name ("DejaVu Sans Mono Bold"), PostScript-style name
    /// ("DejaVuSansMono-Bold") or file name ("DejaVuSansMono-Bold"). Returns those names, or why the file is unusable.
    func register(path: String) -> Result<[String], UIFontRegistrationError> {
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failure(UIFontRegistrationError("cannot register the font \(path): no readable file there"))
        }
        switch names(ofFontAt: path) {
        case .success(let names):
            add(names, path: path)
            forgetResolutions(of: names)
            return .success(names)
        case .failure(let error):
            return .failure(error)
        }
    }

    private func add(_ names: [String], path: String) {
        for name in names where registeredFonts[name] == nil { registeredFonts[name] = path }
    }

    /// Opens the font at `path` and reads the names it answers to.
    private func names(ofFontAt path: String) -> Result<[String], UIFontRegistrationError> {
        guard let font = TTF_OpenFont(path, 12) else {
            return .failure(UIFontRegistrationError("cannot register the font \(path) (\(String(cString: SDL_GetError()))); expected a TrueType or OpenType font file"))
        }
        defer { TTF_CloseFont(font) }
        let family = TTF_FontFaceFamilyName(font).map { String(cString: $0) } ?? ""
        let style = TTF_FontFaceStyleName(font).map { String(cString: $0) } ?? ""
        let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var names: [String] = []
        func add(_ n: String) { if !n.isEmpty && !names.contains(n) { names.append(n) } }
        let plain = ["", "regular", "book", "normal", "roman"].contains(style.lowercased())
        let compact = family.replacingOccurrences(of: " ", with: "")
        if plain {
            add(family)
            add(compact)
            add(compact + "-Regular")
        } else {
            add("\(family) \(style)")
            add(compact + "-" + style.replacingOccurrences(of: " ", with: ""))
        }
        add(file)
        return .success(names)
    }
}
