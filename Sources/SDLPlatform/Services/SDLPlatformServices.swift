import CSDL2
import Foundation
import PixelEngine
import UIKit

/// The framework's system services on SDL: fonts, images, text input and the clipboard.
@MainActor
final class SDLPlatformServices: UIPlatform {
    let fonts: SDLFontLibrary
    let images: SDLImageLoader
    /// The controllers' rumble motors (the event translator's), set by the host.
    weak var translator: SDLEventTranslator?
    /// Pixels per point, for the IME rectangle.
    var scale: CGFloat = 1
    private(set) var isTextInputActive = false

    /// The app's asset folder (`--assets DIR`, or the demo's default `./Assets`); nil when there is none.
    let assetsDirectory: String?

    init(assetsDirectory: String?, log: @escaping (String) -> Void) {
        self.assetsDirectory = assetsDirectory
        fonts = SDLFontLibrary(assetsDirectory: assetsDirectory, log: log)
        images = SDLImageLoader(log: log)
    }

    func metrics(of font: UIFont) -> UIFontMetrics { fonts.metrics(of: font) }
    func measure(_ text: String, font: UIFont) -> CGSize { fonts.measure(text, font: font) }
    func render(_ text: String, font: UIFont, scale: CGFloat) -> UITextImage? { fonts.render(text, font: font, scale: scale) }
    func loadImage(named name: String, scale: CGFloat, in directories: [String]) -> (bitmap: Bitmap, scale: CGFloat)? {
        images.load(named: name, scale: scale, in: directories)
    }
    func registerFont(atPath path: String) -> Result<[String], UIFontRegistrationError> { fonts.register(path: path) }

    var canPlayHaptics: Bool { translator?.canRumble ?? false }
    func playHaptic(_ pulse: UIHapticPulse) -> Bool { translator?.rumble(pulse) ?? false }

    func startTextInput(caretRect: CGRect) {
        if var rect = Self.textInputRect(for: caretRect, scale: scale) { SDL_SetTextInputRect(&rect) }
        if !isTextInputActive { SDL_StartTextInput(); isTextInputActive = true }
    }

    /// The caret rectangle in window pixels for the input method's candidate window, each value clamped to
    /// SDL's 32-bit range (a caret laid out absurdly far away must not trap); nil for a non-finite rectangle.
    static func textInputRect(for caret: CGRect, scale: CGFloat) -> SDL_Rect? {
        guard caret.minX.isFinite, caret.minY.isFinite, caret.width.isFinite, caret.height.isFinite, scale.isFinite else { return nil }
        func pixels(_ v: CGFloat) -> Int32 {
            let p = (v * scale).rounded()
            guard !p.isNaN else { return 0 }
            return Int32(min(max(p, CGFloat(Int32.min)), CGFloat(Int32.max)))
        }
        return SDL_Rect(x: pixels(caret.minX), y: pixels(caret.minY), w: pixels(caret.width), h: pixels(caret.height))
    }

    func stopTextInput() {
        if isTextInputActive { SDL_StopTextInput(); isTextInputActive = false }
    }

    var clipboardText: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
