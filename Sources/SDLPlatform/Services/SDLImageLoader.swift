import CSDL2
import Foundation
import PixelEngine

/// Loads PNG assets through SDL_image into premultiplied bitmaps, picking `@2x` variants on 2x screens.
@MainActor
final class SDLImageLoader {
    /// The folder assets are read from.
    let assetsDirectory: String
    private let log: (String) -> Void

    init(assetsDirectory: String, log: @escaping (String) -> Void) {
        self.assetsDirectory = assetsDirectory
        self.log = log
        let flags = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(flags) & flags == 0 { log("SDL_image: PNG support unavailable: \(String(cString: SDL_GetError()))") }
    }

    /// The best file for `name` at `scale`: `name@2x.png` first on 2x and above, then `name.png`, then the other variant.
    func load(named name: String, scale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0") else {
            log("UIImage(named:): invalid asset name \"\(name)\"")
            return nil
        }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let variants: [(String, CGFloat)] = scale >= 2 ? [("\(base)@2x.png", 2), ("\(base).png", 1)]
                                                       : [("\(base).png", 1), ("\(base)@2x.png", 2)]
        for (file, fileScale) in variants {
            let path = (assetsDirectory as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let bitmap = decode(path) { return (bitmap, fileScale) }
        }
        return nil
    }

    /// Decodes a PNG file into a premultiplied bitmap, logging one clear line when that fails.
    func decode(_ path: String) -> Bitmap? {
        guard let surface = IMG_Load(path) else {
            log("Assets: cannot decode \(path) as a PNG image (\(String(cString: SDL_GetError()))); expected a valid PNG file")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            log("Assets: cannot convert \(path) to 32-bit pixels: \(String(cString: SDL_GetError()))")
            return nil
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h)
        guard w > 0, h > 0 else { return nil }
        let bitmap = Bitmap(width: w, height: h)
        let pitch = Int(converted.pointee.pitch) / 4
        let src = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<h {
            let row = src + y * pitch, dst = bitmap.pixels + y * bitmap.stride
            for x in 0..<w { dst[x] = Self.premultiply(row[x]) }
        }
        return bitmap
    }

    /// Straight ARGB to premultiplied ARGB, rounding.
    static func premultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func mul(_ c: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }
        return (a << 24) | (mul((p >> 16) & 255) << 16) | (mul((p >> 8) & 255) << 8) | mul(p & 255)
    }
}
