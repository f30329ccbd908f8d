import CSDL2
import Foundation
import PixelEngine

/// Reads and writes PNG files through SDL_image, converting between the engine's premultiplied pixels
/// and PNG's straight alpha. Tools (the asset generator) use it; the app loads PNGs through `UIImage(named:)`.
public enum PNGFile {
    /// A PNG file that could not be written or read, with SDL's message.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, with SDL's message.
        public let description: String
    }

    /// Writes `bitmap` (premultiplied 0xAARRGGBB) to `path` as a 32-bit RGBA PNG with straight alpha.
    public static func write(_ bitmap: Bitmap, to path: String) throws(Failure) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(bitmap.width), Int32(bitmap.height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw Failure(description: "cannot allocate a \(bitmap.width)x\(bitmap.height) surface: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch) / 4
        let dst = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<bitmap.height {
            let s = bitmap.row(y), d = dst + y * pitch
            for x in 0..<bitmap.width { d[x] = unpremultiply(s[x]) }
        }
        if IMG_SavePNG(surface, path) != 0 {
            throw Failure(description: "cannot write \(path): \(String(cString: SDL_GetError()))")
        }
    }

    /// Reads the PNG at `path` into a premultiplied bitmap; nil (after `log`) when it is missing or unreadable.
    @MainActor
    public static func read(_ path: String, log: @escaping (String) -> Void = { _ in }) -> Bitmap? {
        SDLImageLoader(log: log).decode(path)
    }

    /// Premultiplied ARGB to straight ARGB, rounding to nearest.
    static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        func div(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
        return (a << 24) | (div((p >> 16) & 255) << 16) | (div((p >> 8) & 255) << 8) | div(p & 255)
    }
}
