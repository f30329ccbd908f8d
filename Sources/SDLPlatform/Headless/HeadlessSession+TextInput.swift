import CSDL2
import Foundation

extension HeadlessSession {
    /// An input-method composition update (SDL_TEXTEDITING): `text` is shown as marked text with the caret
    /// `caret` characters into it (its end by default); an empty text ends the composition. Commit with `type(_:)`.
    public func compose(_ text: String, caret: Int? = nil) {
        var e = SDL_Event()
        e.edit.type = SDL_TEXTEDITING.rawValue
        var bytes = Array(text.utf8)
        if bytes.count > 31 {
            // SDL's buffer holds 31 bytes: cut at a character boundary.
            var cut = 0
            for scalar in text.unicodeScalars {
                let n = String(scalar).utf8.count
                if cut + n > 31 { break }
                cut += n
            }
            bytes = Array(bytes.prefix(cut))
        }
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        e.edit.start = Int32(caret ?? text.count)
        e.edit.length = 0
        if SDL_PushEvent(&e) < 0 { app.log("compose: SDL_PushEvent failed: \(String(cString: SDL_GetError()))") }
        step()
    }
}
