import CSDL2
import Foundation

extension SDLWindowHost {
    /// Shows the PNG at `path` (the app icon asset) as the window's icon; logs and keeps SDL's default
    /// icon when the file is missing or unreadable.
    func setIcon(fromPNG path: String) {
        guard FileManager.default.fileExists(atPath: path) else {
            log("Window: no app icon at \(path); keeping the default icon")
            return
        }
        guard let surface = IMG_Load(path) else {
            log("Window: cannot decode the app icon \(path): \(String(cString: SDL_GetError()))")
            return
        }
        SDL_SetWindowIcon(window, surface)
        SDL_FreeSurface(surface)
    }
}
