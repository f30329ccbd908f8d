import CSDL2
import Foundation

/// Raw and abusive events for the fuzzer: bytes SDL would never produce itself, window events, the clipboard.
extension SDLEventInjector {
    /// One SDL_TEXTINPUT event carrying exactly `bytes` (at most 31; they need not be valid UTF-8).
    func textBytes(_ bytes: [UInt8]) {
        var e = SDL_Event()
        e.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            for (i, b) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        pushRaw(&e)
    }

    /// A window event (focus gained or lost, shown, exposed ...) for `window`.
    func windowEvent(_ id: SDL_WindowEventID, window: OpaquePointer) {
        var e = SDL_Event()
        e.window.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(id.rawValue)
        e.window.windowID = SDL_GetWindowID(window)
        pushRaw(&e)
    }

    /// Puts `text` on SDL's clipboard (the dummy driver keeps it in memory).
    func setClipboard(_ text: String) {
        if SDL_SetClipboardText(text) != 0 { logLine("clipboard: \(String(cString: SDL_GetError()))") }
    }

    /// Pushes any event; a full queue is logged, not fatal.
    func pushRaw(_ event: inout SDL_Event) {
        if SDL_PushEvent(&event) < 0 { logLine("SDL_PushEvent failed: \(String(cString: SDL_GetError()))") }
    }
}
