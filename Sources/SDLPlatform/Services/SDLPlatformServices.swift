import CSDL2
import Foundation
import PixelEngine
import UIKit

/// The framework's system services on SDL: fonts, images, text input and the clipboard.
@MainActor
final class SDLPlatformServices: UIPlatform {
    let fonts: SDLFontLibrary
    let images: SDLImageLoader
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

    func startTextInput(caretRect: CGRect) {
        if caretRect.minX.isFinite, caretRect.minY.isFinite, caretRect.width.isFinite, caretRect.height.isFinite {
            var rect = SDL_Rect(x: Int32(clamping: Int((caretRect.minX * scale).rounded())), y: Int32(clamping: Int((caretRect.minY * scale).rounded())),
                                w: Int32(clamping: Int((caretRect.width * scale).rounded())), h: Int32(clamping: Int((caretRect.height * scale).rounded())))
            SDL_SetTextInputRect(&rect)
        }
        if !isTextInputActive { SDL_StartTextInput(); isTextInputActive = true }
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
